import Diagnostics
import Interface

/// Builds the writers' tracks from the presentation: exact Bézier segments where one curve
/// drives a property, and elsewhere (springs, overlapping animations) the fewest Bézier
/// segments that stay within the tolerance.
package struct TrackBuilder: Sendable {
  package struct Options: Sendable {
    /// How far a fitted track may stray from the presentation, in points (default 0.05; the
    /// same number of degrees for rotation, a fiftieth of it for alpha and scale).
    package var tolerance = 0.05
    /// The time grain of keyframes, in seconds (default 1 ms: Firefox's SMIL clock has 1 ms
    /// resolution, so key times on whole milliseconds play the same in every browser).
    package var shortestSegment = 0.001

    package init() {}
  }

  package let presentation: Presentation
  package let options: Options

  package init(_ presentation: Presentation, options: Options = Options()) {
    self.presentation = presentation
    self.options = options
  }

  /// A track for every property that changes, and a warning for any that misses the tolerance.
  package func tracks() -> ([Track], [Diagnostic]) {
    var tracks: [Track] = []
    var warnings: [Diagnostic] = []
    for key in presentation.changingKeys {
      let (track, worst) = track(for: key)
      tracks.append(track)
      let tolerance = key.property.tolerance(lengthTolerance: options.tolerance)
      if worst > tolerance {
        let location =
          presentation.document.view(key.view)?.location ?? presentation.document.location
        warnings.append(
          .warning(
            "the \(key.property.rawValue) track of '\(key.view)' strays \(worst) from the "
              + "motion, more than the tolerance of \(tolerance)", at: location))
      }
    }
    return (tracks, warnings)
  }

  /// The keyframes of one property, and the largest error left by fitting.
  package func track(for key: Presentation.Key) -> (Track, Double) {
    // A size below 0 (a stack squeezing a hidden view with a bouncy spring) shows as 0, and so
    // do tracks; alpha past 0…1 is clamped by the presentation itself, as screens show it.
    let floors = key.property == .width || key.property == .height
    let f = { (t: Double) in
      let value = self.presentation.value(key.property, of: key.view, at: t)
      return floors ? max(0, value) : value
    }
    let windows = TimeWindow.windows(
      events: events(for: key), duration: presentation.duration, grain: options.shortestSegment
    ) { TimeWindow.jumps(f, at: $0) }
    var keyframes: [Keyframe] = []
    var worst = 0.0
    for window in windows {
      let (a, b) = (window.a, window.b)
      let g = { (t: Double) in f(window.time(t)) }
      // Where the value jumps at a (or a rounding error after it), the value it jumps to.
      let start =
        TimeWindow.jumpsJustAfter(f, at: window.from)
        ? f(window.from + TimeWindow.step(at: window.from)) : g(a)
      if let last = keyframes.last, abs(last.value - start) > 1e-9 {
        // A jump: the previous segment's end and this one's start share a time.
        keyframes.append(Keyframe(time: a, value: start, easing: nil))
      } else if keyframes.isEmpty {
        keyframes.append(Keyframe(time: a, value: start, easing: nil))
      }
      // The value just before b; where the function is continuous at b, its value there.
      let before = f(window.to - TimeWindow.step(at: window.to))
      let end = abs(before - g(b)) < 1e-6 ? g(b) : before
      let (segments, error) = segments(key, in: window, f: g, start: start, end: end)
      worst = max(worst, error)
      for segment in segments {
        keyframes[keyframes.count - 1].easing = segment.easing
        keyframes.append(Keyframe(time: segment.end, value: segment.value, easing: nil))
      }
    }
    return (Track(view: key.view, property: key.property, keyframes: merged(keyframes)), worst)
  }

  /// Times where the property's definition changes: model changes, and each animation's
  /// call, start, cycle boundaries and end (not yet on the time grain).
  func events(for key: Presentation.Key) -> [TimeWindow.Event] {
    let duration = presentation.duration
    var events = presentation.states.map { TimeWindow.Event(time: $0.time) }
    for animation in presentation.animations[key] ?? [] {
      events += [animation.callTime, animation.startTime, animation.endTime].map {
        TimeWindow.Event(time: $0)
      }
      events += cycleBoundaries(of: animation, until: duration).map {
        TimeWindow.Event(time: $0, isCycleBoundary: true)
      }
    }
    return events
  }

  /// Where the cycles of a repeat (or the halves of an autoreverse) start and end; cycles
  /// shorter than the time grain add none (and a near-zero duration repeated forever must not
  /// loop forever).
  func cycleBoundaries(of animation: PropertyAnimation, until duration: Double) -> [Double] {
    let d = animation.timing.duration
    guard d >= options.shortestSegment, animation.cycles > 1 || animation.autoreverses else {
      return []
    }
    var times = [animation.startTime]
    var cycle = 1.0
    while animation.startTime + cycle * d < min(animation.endTime, duration), cycle <= 100_000 {
      times.append(animation.startTime + cycle * d)
      cycle += 1
    }
    return times + (animation.endTime < duration ? [animation.endTime] : [])
  }

  struct Segment {
    var end: Double
    var value: Double
    var easing: Easing
  }

  /// Segments covering the window, on which the presentation is smooth.
  private func segments(
    _ key: Presentation.Key, in window: TimeWindow, f: @escaping (Double) -> Double,
    start: Double, end: Double
  ) -> ([Segment], Double) {
    let (a, b) = (window.a, window.b)
    if abs(end - start) < 1e-9, isConstant(f, a, b, start) {
      return ([Segment(end: b, value: end, easing: .linear)], 0)
    }
    let sized = key.property == .width || key.property == .height
    if let exact = exactSegment(key, from: window.from, to: window.to),
      key.property != .alpha || (0...1).contains(start) && (0...1).contains(end),
      !sized || start > 0 && end > 0
    {
      return ([Segment(end: b, value: end, easing: exact)], 0)
    }
    // No motion is fitted closer than a millionth of its values' size: the tolerance holds for
    // every motion on a screen (up to 50,000 pt), and a billion-point spring does not ask for
    // keyframes a twentieth of a point apart.
    let size = (0...8).map { abs(f(a + (b - a) * Double($0) / 8)) }.max() ?? 0
    let tolerance = max(key.property.tolerance(lengthTolerance: options.tolerance), size * 1e-6)
    return CurveFitter(f: f, tolerance: tolerance, shortest: options.shortestSegment)
      .fit(from: a, to: b, start: start, end: end)
  }

  private func isConstant(_ f: (Double) -> Double, _ a: Double, _ b: Double, _ value: Double)
    -> Bool
  {
    (1..<8).allSatisfy { abs(f(a + (b - a) * Double($0) / 8) - value) < 1e-9 }
  }

  /// When exactly one Bézier animation varies on (a, b) and everything else is constant there,
  /// the value is affine in that curve: its piece of the curve is exact.
  ///
  /// Its cycle is the one
  /// running in the middle of (a, b), so that times on a cycle's boundary (equal to it or a
  /// rounding error away) give the whole cycle.
  private func exactSegment(_ key: Presentation.Key, from a: Double, to b: Double) -> Easing? {
    let middle = (a + b) / 2
    let present = (presentation.animations[key] ?? []).filter { $0.isPresent(at: middle) }
    let varying = present.filter {
      $0.startTime <= a + 1e-9 && $0.endTime >= b - 1e-9 && $0.timing.duration > 0
    }
    let driver: PropertyAnimation
    if let last = present.last, last.kind == .basic || !key.property.isAdditive {
      guard varying.contains(last) else { return nil }
      driver = last
    } else {
      guard varying.count == 1, let only = varying.first else { return nil }
      driver = only
    }
    guard case .bezier(let bezier) = driver.timing.curve else { return nil }
    let curve = CubicSegment(x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2)
    let d = driver.timing.duration
    let period = driver.autoreverses ? 2 * d : d
    let cycleStart =
      driver.startTime + ((middle - driver.startTime) / period).rounded(.down) * period
    // In a repeat, within a rounding error of a cycle's ends, the ends themselves: a whole
    // cycle is the curve itself, each time.
    let repeats = driver.cycles > 1 || driver.autoreverses
    let snap = { (u: Double) in repeats && abs(u.rounded() - u) < 1e-9 ? u.rounded() : u }
    var u0 = snap((a - cycleStart) / d)
    var u1 = snap((b - cycleStart) / d)
    if driver.autoreverses, (middle - cycleStart) / d >= 1 {
      // The reverse half runs the curve backwards: mirror it.
      (u0, u1) = (2 - u1, 2 - u0)
      guard u0 >= -1e-9 else { return nil }
      let piece =
        repeats && u0 <= 0 && u1 >= 1
        ? curve : curve.subsegment(from: max(0, u0), to: min(1, u1))
      guard let piece else { return nil }
      return CubicSegment(x1: 1 - piece.x2, y1: 1 - piece.y2, x2: 1 - piece.x1, y2: 1 - piece.y1)
        .easing
    }
    guard u1 <= 1 + 1e-9 else { return nil }
    if repeats, u0 <= 0, u1 >= 1 { return curve.easing }
    guard let piece = curve.subsegment(from: max(0, u0), to: min(1, u1)) else { return nil }
    return piece.easing
  }

  /// Drops keyframes that a straight continuation makes redundant (holds of equal values).
  private func merged(_ keyframes: [Keyframe]) -> [Keyframe] {
    var result: [Keyframe] = []
    for key in keyframes {
      if result.count >= 2 {
        let a = result[result.count - 2]
        let b = result[result.count - 1]
        if a.easing == .linear, b.easing == .linear || b.easing == nil, a.value == b.value,
          b.value == key.value, a.time < b.time, b.time < key.time
        {
          result[result.count - 1] = key
          result[result.count - 1].easing = key.easing
          continue
        }
      }
      result.append(key)
    }
    return result
  }
}
