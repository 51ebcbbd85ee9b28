import Diagnostics
import Interface
import Motion
import Parallelism
import Tracks

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
    /// Samples every track at this rate into linear keyframes instead of fitting: the naive
    /// peer of the export benchmark, not a user option (nil: fit).
    package var bakingRate: Double?
    /// How many threads build tracks at once (default: the processors online).
    ///
    /// The tracks are the same whatever it is.
    package var jobs = Parallel.processorCount

    package init() {}
  }

  package let presentation: Presentation
  package let options: Options
  /// Progress fits shared by the tracks that one timing function drives.
  package let fits = ProgressFits()

  package init(_ presentation: Presentation, options: Options = Options()) {
    self.presentation = presentation
    self.options = options
  }

  /// A track for every property that changes, and a warning for any that misses the tolerance.
  ///
  /// Tracks are built on `options.jobs` threads; the list is in key order whatever the
  /// threads do.
  package func tracks() -> ([Track], [Diagnostic]) {
    if let rate = options.bakingRate { return (bakedTracks(rate: rate), []) }
    let samplers = presentation.changingSamplers(jobs: options.jobs)
    let built = Parallel.map(samplers.count, jobs: options.jobs) {
      track(for: samplers[$0].key, sampler: samplers[$0].sampler)
    }
    var tracks: [Track] = []
    tracks.reserveCapacity(samplers.count)
    var warnings: [Diagnostic] = []
    for ((key, _), (track, worst)) in zip(samplers, built) {
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
    track(for: key, sampler: presentation.sampler(for: key))
  }

  /// The keyframes of one property sampled by `sampler`, and the largest error left by fitting.
  func track(for key: Presentation.Key, sampler: PropertySampler) -> (Track, Double) {
    // A spring can push alpha past 1 (or below 0), and a size below 0 (a stack squeezing a
    // hidden view with a bouncy spring); screens show them clamped, and so do tracks.
    let f = { (t: Double) in sampler.shown(at: t) }
    let windows = TimeWindow.windows(
      events: events(for: key, sampler: sampler), duration: presentation.duration,
      grain: options.shortestSegment
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
      let atB = g(b)
      let end = abs(before - atB) < 1e-6 ? atB : before
      let (segments, error) = segments(
        key, sampler: sampler, in: window, f: g, start: start, end: end)
      worst = max(worst, error)
      for segment in segments {
        keyframes[keyframes.count - 1].easing = segment.easing
        keyframes.append(Keyframe(time: segment.end, value: segment.value, easing: nil))
      }
    }
    // The windows follow one another: their starts and the last end, in order.
    let breaks = windows.map(\.a) + (windows.last.map { [$0.b] } ?? [])
    let source = TrackSource(
      sampler: sampler, breakpoints: breaks,
      tolerance: key.property.tolerance(lengthTolerance: options.tolerance), fits: fits,
      shortest: options.shortestSegment, isStretched: windows.contains(where: \.isStretched))
    let track = Track(
      view: key.view, property: key.property, keyframes: merged(keyframes), source: source)
    return (track, worst)
  }

  /// Times where the property's definition changes: model changes, and each animation's
  /// call, start, cycle boundaries and end (not yet on the time grain).
  ///
  /// Only the states that change this property's model count (a change elsewhere leaves its
  /// motion smooth).
  func events(for key: Presentation.Key, sampler: PropertySampler) -> [TimeWindow.Event] {
    let duration = presentation.duration
    var events = [TimeWindow.Event(time: presentation.states[0].time)]
    for index in presentation.states.indices.dropFirst()
    where sampler.models[index] != sampler.models[index - 1] {
      events.append(TimeWindow.Event(time: presentation.states[index].time))
    }
    for animation in sampler.animations {
      events.append(TimeWindow.Event(time: animation.callTime))
      events.append(TimeWindow.Event(time: animation.startTime))
      events.append(TimeWindow.Event(time: animation.endTime))
      for time in cycleBoundaries(of: animation, until: duration) {
        events.append(TimeWindow.Event(time: time, isCycleBoundary: true))
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

  typealias Segment = CurveFitter.Segment

  /// Segments covering the window, on which the presentation is smooth.
  private func segments(
    _ key: Presentation.Key, sampler: PropertySampler, in window: TimeWindow,
    f: @escaping (Double) -> Double, start: Double, end: Double
  ) -> ([Segment], Double) {
    let (a, b) = (window.a, window.b)
    if abs(end - start) < 1e-9, isConstant(f, a, b, start) {
      return ([Segment(end: b, value: end, easing: .linear)], 0)
    }
    let sized = key.property == .width || key.property == .height
    let driver = sampler.singleDriver(from: window.from, to: window.to)
    if let driver, let exact = driver.exactEasing(from: window.from, to: window.to),
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
    if let driver,
      let shared = sharedSegments(
        driver, key, in: window, start: start, end: end, tolerance: tolerance)
    {
      return shared
    }
    if driver == nil, let drivers = sampler.additiveDrivers(from: window.from, to: window.to),
      let summed = summedSegments(
        drivers, key, in: window, f: f, start: start, end: end, tolerance: tolerance)
    {
      return summed
    }
    return CurveFitter(f: f, tolerance: tolerance, shortest: options.shortestSegment)
      .fit(from: a, to: b, start: start, end: end)
  }

  private func isConstant(_ f: (Double) -> Double, _ a: Double, _ b: Double, _ value: Double)
    -> Bool
  {
    (1..<8).allSatisfy { abs(f(a + (b - a) * Double($0) / 8) - value) < 1e-9 }
  }

  /// The block's progress fitted once (`ProgressFits`), scaled to this property's distance.
  private func sharedSegments(
    _ driver: PropertyAnimation, _ key: Presentation.Key, in window: TimeWindow,
    start: Double, end: Double, tolerance: Double
  ) -> ([Segment], Double)? {
    guard
      let shared = fits.pieces(
        of: driver, in: window, start: [start], end: [end], tolerance: tolerance,
        shortest: options.shortestSegment)
    else { return nil }
    if key.property == .alpha {
      guard shared.range.allSatisfy({ $0[0] >= -1e-12 && $0[0] <= 1 + 1e-12 }) else { return nil }
    }
    if key.property == .width || key.property == .height {
      guard shared.range.allSatisfy({ $0[0] >= 0 }) else { return nil }
    }
    return (
      shared.segments.map { Segment(end: $0.end, value: $0.values[0], easing: $0.easing) },
      shared.worst
    )
  }

  /// Where several additive animations move the property at once, their weighted progress
  /// fitted once (`ProgressFits.sumPieces`) and scaled; nil when the sum does not give the
  /// samples (at the end and in the middle), or gives a size below 0.
  private func summedSegments(
    _ drivers: [PropertyAnimation], _ key: Presentation.Key, in window: TimeWindow,
    f: (Double) -> Double, start: Double, end: Double, tolerance: Double
  ) -> ([Segment], Double)? {
    guard
      let summed = fits.sumPieces(
        of: drivers, in: window, start: start, tolerance: tolerance,
        shortest: options.shortestSegment),
      let last = summed.segments.last
    else { return nil }
    let (a, b) = (window.a, window.b)
    let middle = (b - a) / 2
    let rounding = 1e-6 * max(1, abs(start), abs(end))
    guard abs(last.value - end) <= rounding, abs(summed.value(middle) - f(a + middle)) <= rounding
    else { return nil }
    if key.property == .width || key.property == .height {
      guard summed.lowest >= 0 else { return nil }
    }
    var segments = summed.segments.map { Segment(end: $0.end, value: $0.value, easing: $0.easing) }
    segments[segments.count - 1].end = b
    segments[segments.count - 1].value = end
    return (segments, summed.worst)
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
