/// What moves a property between two breakpoints, and the pieces that follow from it: shared
/// by the track builder and by `TrackAlgebra` when it combines tracks.
extension PropertySampler {
  /// The one animation that moves the property on (a, b), everything else being constant
  /// there: the last basic or replacing animation present, or the only additive one varying.
  package func singleDriver(from a: Double, to b: Double) -> PropertyAnimation? {
    let middle = (a + b) / 2
    // Breakpoints are snapped to the time grain, so an end may pass b by a rounding error.
    let varies = { (animation: PropertyAnimation) in
      animation.startTime <= a + 1e-9 && animation.endTime >= b - 1e-9
        && animation.timing.duration > 0
    }
    // The last animation present, and the present ones that vary: the first and how many.
    var last: Int?
    var (firstVarying, varying): (Int?, Int) = (nil, 0)
    for index in animations.indices where animations[index].isPresent(at: middle) {
      last = index
      if varies(animations[index]) {
        firstVarying = firstVarying ?? index
        varying += 1
      }
    }
    if let last, animations[last].kind == .basic || !additive {
      // Among the varying ones, as `contains` finds it (a NaN field equals nothing).
      let animation = animations[last]
      return varies(animation) && animation == animation ? animation : nil
    }
    return varying == 1 ? firstVarying.map { animations[$0] } : nil
  }

  /// The animations that move the property together on (a, b), when there are several and all
  /// add up.
  ///
  /// That is: the property is additive, every animation present is a UIView one that runs
  /// through the whole stretch in its first cycle or waits for its start after it, nothing
  /// starts or stops inside, and the model holds. The value is then
  /// `base + Σ (toᵢ − fromᵢ) · pᵢ(t)` (docs/timing.md, Several animations on one property).
  package func additiveDrivers(from a: Double, to b: Double) -> [PropertyAnimation]? {
    guard additive, b > a else { return nil }
    let inside = { (t: Double) in t > a + 1e-9 && t < b - 1e-9 }
    var drivers: [PropertyAnimation] = []
    for animation in animations {
      guard !inside(animation.callTime), !inside(animation.endTime) else { return nil }
      guard animation.isPresent(at: (a + b) / 2) else { continue }
      guard animation.kind == .view else { return nil }
      // Waiting for its start, it adds its whole distance: a constant.
      if animation.startTime >= b - 1e-9 { continue }
      let d = animation.timing.duration
      guard animation.startTime <= a + 1e-9, d > 0, b <= animation.startTime + d + 1e-9 else {
        return nil
      }
      drivers.append(animation)
    }
    let first = model(at: (a + b) / 2)
    for (time, model) in zip(stateTimes, models) where inside(time) && model != first {
      return nil
    }
    return drivers.count >= 2 ? drivers : nil
  }
}

extension PropertyAnimation {
  /// When this animation alone moves a value on (a, b) and its curve is a Bézier curve, the
  /// value is affine in that curve: its piece of the curve is exact.
  ///
  /// Its cycle is the one running in the middle of (a, b), so that times on a cycle's boundary
  /// (equal to it or a rounding error away) give the whole cycle.
  package func exactEasing(from a: Double, to b: Double) -> Easing? {
    guard case .bezier(let bezier) = timing.curve else { return nil }
    let curve = CubicSegment(x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2)
    let d = timing.duration
    let middle = (a + b) / 2
    let period = autoreverses ? 2 * d : d
    let cycleStart = startTime + ((middle - startTime) / period).rounded(.down) * period
    // In a repeat, within a rounding error of a cycle's ends, the ends themselves: a whole
    // cycle is the curve itself, each time.
    let repeats = cycles > 1 || autoreverses
    let snap = { (u: Double) in repeats && abs(u.rounded() - u) < 1e-9 ? u.rounded() : u }
    var u0 = snap((a - cycleStart) / d)
    var u1 = snap((b - cycleStart) / d)
    if autoreverses, (middle - cycleStart) / d >= 1 {
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

  /// Whether two animations run the same curve at the same times (one block's progress).
  package func sharesProgress(with other: PropertyAnimation) -> Bool {
    blockIndex == other.blockIndex && startTime == other.startTime && timing == other.timing
      && cycles == other.cycles && autoreverses == other.autoreverses
  }
}

extension ProgressFits {
  /// Pieces of several values moved by one animation on a window.
  ///
  /// Each value is `start + distance · (p(t) − p(a))`, so the animation's progress is fitted once (at the
  /// tolerance over the largest distance) and every value takes the same key times and easings.
  /// Nil unless the window lies within the animation's first cycle. A stretched window
  /// (`TimeWindow`) fits p over its true times, laid over the grain's.
  ///
  /// `range` holds the values at p's lowest and highest on the window.
  package func pieces(
    of driver: PropertyAnimation, in window: TimeWindow, start: [Double], end: [Double],
    tolerance: Double, shortest: Double
  ) -> (
    segments: [(end: Double, values: [Double], easing: Easing)], worst: Double,
    range: [[Double]]
  )? {
    let distance = driver.to - driver.from
    let origin = driver.startTime
    let d = driver.timing.duration
    guard distance != 0, window.from >= origin - 1e-9, window.to <= origin + d + 1e-9 else {
      return nil
    }
    // Each value's distance: the share of the driver's distance it moves by.
    let shares = zip(start, end).map { $0.1 - $0.0 }
    let trueFrom = max(0, window.from - origin)
    let trueTo = min(d, window.to - origin)
    let (from, to) =
      window.isStretched ? (window.a - origin, window.b - origin) : (trueFrom, trueTo)
    let p0 = driver.timing.progress(at: trueFrom)
    let travelled = Self.endProgress(driver.timing, trueTo) - p0
    guard abs(travelled) > 1e-12, to > from else { return nil }
    let scales = shares.map { $0 / travelled }
    guard let largest = scales.map(abs).max(), largest > 0 else { return nil }
    let key = Key(
      timing: driver.timing, from: from, to: to, trueFrom: trueFrom, trueTo: trueTo,
      tolerance: Self.tolerance(tolerance, distance: largest))
    guard key.tolerance.isFinite, key.tolerance > 0 else { return nil }
    let fit = fit(key, shortest: shortest)
    let values = { (p: Double) in zip(start, scales).map { $0.0 + $0.1 * (p - p0) } }
    let segments = fit.segments.enumerated().map { index, segment in
      let last = index == fit.segments.count - 1
      return (
        end: last ? window.b : window.a + (segment.end - from),
        values: last ? end : values(segment.value), easing: segment.easing
      )
    }
    return (segments, fit.worst * largest, [values(fit.lowest), values(fit.highest)])
  }

  /// Pieces of a value moved by several additive animations at once on a window: the sum of
  /// their progress curves, weighted by their shares of the motion, fitted once for every value
  /// moved in the same proportions (`SumKey`) and scaled to this one.
  ///
  /// `value(u)` is the value the sum gives `u` seconds (of the grain) into the window, for
  /// the caller to check against its samples; `lowest` is the value at the sum's lowest.
  package func sumPieces(
    of drivers: [PropertyAnimation], in window: TimeWindow, start: Double, tolerance: Double,
    shortest: Double
  ) -> (
    segments: [(end: Double, value: Double, easing: Easing)], worst: Double,
    lowest: Double, value: (Double) -> Double
  )? {
    let distances = drivers.map { $0.to - $0.from }
    let scale = distances.reduce(0) { $0 + abs($1) }
    let length = window.b - window.a
    guard scale > 0, length > 0 else { return nil }
    let stretch = (window.to - window.from) / length
    let terms = zip(drivers, distances).map { driver, distance in
      SumKey.Term(
        timing: driver.timing, weight: distance / scale,
        trueFrom: max(0, window.from - driver.startTime), stretch: stretch)
    }
    let key = SumKey(
      terms: terms, length: length, trueLength: window.to - window.from,
      tolerance: Self.tolerance(tolerance, distance: scale))
    guard key.tolerance.isFinite, key.tolerance > 0 else { return nil }
    let fit = fit(key, shortest: shortest)
    let g0 = terms.reduce(0) { $0 + $1.weight * $1.timing.progress(at: $1.trueFrom) }
    let value = { (g: Double) in start + scale * (g - g0) }
    let segments = fit.segments.map { segment in
      (end: window.a + segment.end, value: value(segment.value), easing: segment.easing)
    }
    return (
      segments, fit.worst * scale, value(fit.lowest),
      { u in value(key.value(at: u)) }
    )
  }

  /// Progress at the end of a window: just before a cut spring's jump to 1.
  static func endProgress(_ timing: TimingFunction, _ to: Double) -> Double {
    let before = timing.progress(at: to - 1e-9 * max(1, to))
    return abs(before - timing.progress(at: to)) < 1e-9 ? timing.progress(at: to) : before
  }
}
