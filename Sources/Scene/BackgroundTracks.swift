import Geometry
import Motion
import Tracks

extension TrackBuilder {
  /// The background color of a view: holds between changes, each animation as one exact
  /// Bézier segment, or fitted segments of its progress for springs.
  package func backgroundTrack(of view: String) -> ColorTrack {
    if let rate = options.bakingRate { return bakedBackgroundTrack(of: view, rate: rate) }
    let duration = presentation.duration
    var events = presentation.states.map { TimeWindow.Event(time: $0.time) }
    let animations = presentation.colorAnimations[view] ?? []
    for color in animations {
      let animation = color.animation
      events += [animation.callTime, animation.startTime, animation.endTime].map {
        TimeWindow.Event(time: $0)
      }
      events += cycleBoundaries(of: animation, until: duration).map {
        TimeWindow.Event(time: $0, isCycleBoundary: true)
      }
    }
    let color = { (t: Double) in self.presentation.backgroundColor(of: view, at: t) }
    let components: [(Double) -> Double] = [
      { color($0).red }, { color($0).green }, { color($0).blue }, { color($0).alpha },
    ]
    let windows = TimeWindow.windows(
      events: events, duration: duration, grain: options.shortestSegment
    ) { t in components.contains { TimeWindow.jumps($0, at: t) } }
    var keys: [ColorTrack.Key] = []
    for window in windows {
      let (a, b) = (window.a, window.b)
      let jumpsAtStart = components.contains { TimeWindow.jumpsJustAfter($0, at: window.from) }
      let start = color(jumpsAtStart ? window.from + TimeWindow.step(at: window.from) : a)
      if keys.last.map({ !$0.color.isClose(to: start) }) ?? true {
        keys.append(ColorTrack.Key(time: a, color: start, easing: nil))
      }
      let middle = (window.from + window.to) / 2
      let running = animations.last { $0.animation.isPresent(at: middle) }
      guard let running, running.animation.startTime <= window.from + 1e-9 else {
        keys[keys.count - 1].easing = .linear
        keys.append(ColorTrack.Key(time: b, color: start, easing: nil))
        continue
      }
      let progress = { (t: Double) in running.animation.progress(at: window.time(t)) }
      let startProgress =
        jumpsAtStart
        ? running.animation.progress(at: window.from + TimeWindow.step(at: window.from))
        : progress(a)
      let endProgress = running.animation.progress(at: window.to - 1e-9)
      let fitter = CurveFitter(f: progress, tolerance: 0.002, shortest: options.shortestSegment)
      let (segments, _) = fitter.fit(from: a, to: b, start: startProgress, end: endProgress)
      for segment in segments {
        keys[keys.count - 1].easing = segment.easing
        keys.append(
          ColorTrack.Key(
            time: segment.end, color: running.color(atProgress: segment.value), easing: nil))
      }
    }
    return ColorTrack(keyframes: keys)
  }
}

extension ColorAnimation {
  func color(atProgress p: Double) -> Color {
    let c = { (a: Double, b: Double) in min(1, max(0, a + (b - a) * p)) }
    return Color(
      red: c(from.red, to.red), green: c(from.green, to.green), blue: c(from.blue, to.blue),
      alpha: c(from.alpha, to.alpha))
  }
}

extension Color {
  /// Equal within rounding errors (a cycle's end computed from either side).
  fileprivate func isClose(to other: Color) -> Bool {
    abs(red - other.red) < 1e-9 && abs(green - other.green) < 1e-9
      && abs(blue - other.blue) < 1e-9 && abs(alpha - other.alpha) < 1e-9
  }
}
