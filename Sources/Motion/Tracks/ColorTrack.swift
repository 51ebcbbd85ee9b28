import Geometry

/// A color over the timeline: keyframes of colors with the easing towards the next.
package struct ColorTrack: Hashable, Sendable {
  package struct Key: Hashable, Sendable {
    package var time: Double
    package var color: Color
    package var easing: Easing?
  }

  package var keyframes: [Key]

  /// Whether the color ever changes.
  package var isAnimated: Bool { Set(keyframes.map(\.color)).count > 1 }
}

extension TrackBuilder {
  /// The background color of a view: holds between changes, each animation as one exact
  /// Bézier segment, or fitted segments of its progress for springs.
  package func backgroundTrack(of view: String) -> ColorTrack {
    let duration = presentation.duration
    var times: Set<Double> = [0, duration]
    for state in presentation.states { times.insert(state.time) }
    let animations = presentation.colorAnimations[view] ?? []
    for color in animations {
      times.formUnion([
        color.animation.callTime, color.animation.startTime, color.animation.endTime,
      ])
    }
    let grain = options.shortestSegment
    let breaks = Set(
      times.filter(\.isFinite).map { min(duration, max(0, ($0 / grain).rounded() * grain)) }
    )
    .sorted()
    var keys: [ColorTrack.Key] = []
    for (a, b) in zip(breaks, breaks.dropFirst()) where b > a {
      let start = presentation.backgroundColor(of: view, at: a)
      if keys.last?.color != start || keys.isEmpty {
        keys.append(ColorTrack.Key(time: a, color: start, easing: nil))
      }
      let middle = (a + b) / 2
      let running = animations.last { $0.animation.isPresent(at: middle) }
      guard let running, running.animation.startTime <= a else {
        keys[keys.count - 1].easing = .linear
        keys.append(ColorTrack.Key(time: b, color: start, easing: nil))
        continue
      }
      let progress = { (t: Double) in running.animation.progress(at: t) }
      let endProgress = progress(b - 1e-9)
      let fitter = CurveFitter(f: progress, tolerance: 0.002, shortest: grain)
      let (segments, _) = fitter.fit(from: a, to: b, start: progress(a), end: endProgress)
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
