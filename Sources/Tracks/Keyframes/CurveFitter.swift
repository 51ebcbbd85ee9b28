/// Fits a smooth function with the fewest cubic Bézier segments whose control points stay
/// within the unit square, each within a tolerance.
///
/// Each segment matches the function's slopes at its ends (a Hermite fit), with the handle
/// lengths chosen from a small grid to fit best in between; a segment grows as far as the
/// tolerance allows (a binary search on its end), so overshoots smaller than the tolerance
/// need no keyframe of their own.
package struct CurveFitter {
  /// A fitted piece: the curve ends at `end` with `value`, eased from the previous end.
  package struct Segment: Sendable {
    package var end: Double
    package var value: Double
    package var easing: Easing

    package init(end: Double, value: Double, easing: Easing) {
      self.end = end
      self.value = value
      self.easing = easing
    }
  }

  let f: (Double) -> Double
  let tolerance: Double
  let shortest: Double
  /// Segments are fitted to this share of the tolerance, since the check between samples is
  /// blind: the rest is the margin for what the samples miss.
  var margin = 0.8

  package init(f: @escaping (Double) -> Double, tolerance: Double, shortest: Double) {
    self.f = f
    self.tolerance = tolerance
    self.shortest = shortest
  }

  fileprivate static let handles: [Double] = [0.1, 0.2, 0.28, 1.0 / 3, 0.4, 0.5, 0.65, 0.8, 1]
  fileprivate static let samples = 32

  package func fit(from a: Double, to b: Double, start: Double, end: Double)
    -> ([CurveFitter.Segment], Double)
  {
    // Two sets of samples: the segment being tried, and the longest one found to fit so far
    // (kept for choosing its best curve without sampling it again).
    var trying = Sampling()
    var fitting = Sampling()
    defer {
      trying.deallocate()
      fitting.deallocate()
    }
    var segments: [CurveFitter.Segment] = []
    var worst = 0.0
    var s = a
    var valueAtS = start
    while s < b - 1e-12 {
      trying.sample(f, s, b, valueAtS, end)
      var whole = trying.candidate(f, accepting: tolerance * margin)
      if whole.error > tolerance * margin {
        // The longest segment that fits: a binary search on its end, which stays on the time
        // grain. The search only asks whether some curve fits (cheap: a curve is dropped at its
        // first sample past the tolerance); the segment found then gets the best curve.
        let target = tolerance * margin
        var (low, high) = (s, b)
        var found: (easing: Easing, error: Double, end: Double, value: Double)?
        for _ in 0..<24 {
          let middle = s + ((((low + high) / 2) - s) / shortest).rounded(.down) * shortest
          guard middle > low else { break }
          let value = f(middle)
          trying.sample(f, s, middle, valueAtS, value)
          let attempt = trying.candidate(f, accepting: target)
          if attempt.error <= target {
            found = (attempt.easing, attempt.error, middle, value)
            swap(&trying, &fitting)
            low = middle
          } else {
            high = middle
          }
          if high - low < shortest / 4 { break }
        }
        if let found, found.end - s >= shortest {
          let best = fitting.candidate(f, improving: (found.easing, found.error))
          segments.append(
            CurveFitter.Segment(end: found.end, value: found.value, easing: best.easing))
          worst = max(worst, best.error)
          valueAtS = found.value
          s = found.end
          continue
        }
        // Nothing fits even a shortest segment (a motion too fast or too large for the
        // tolerance): the rest of the interval goes in straight shortest pieces, without
        // searching again, and the error is reported.
        // At most 2,000 pieces per interval, however long it is.
        let piece = max(shortest, ((b - s) / 2000 / shortest).rounded(.up) * shortest)
        while s < b - 1e-12 {
          let next = min(b, s + piece)
          let value = next == b ? end : f(next)
          let middle = f((s + next) / 2)
          worst = max(worst, abs(middle - (valueAtS + value) / 2))
          segments.append(CurveFitter.Segment(end: next, value: value, easing: .linear))
          valueAtS = value
          s = next
        }
        break
      }
      whole = trying.candidate(f, improving: whole)
      segments.append(CurveFitter.Segment(end: b, value: end, easing: whole.easing))
      worst = max(worst, whole.error)
      s = b
    }
    return (segments, worst)
  }

  /// The curve parameter at each sample's time fraction i/n, for every pair of handles.
  ///
  /// `parameters[(a · handles + c) · (n − 1) + i − 1]` is for the curve with handles
  /// `handles[a]` and `handles[c]`. x depends on the handles alone, so solving it once here
  /// spares the candidate search almost all of its work; a handle cut short by a slope's limit
  /// is solved where it is tried.
  fileprivate static let parameters: [Double] = {
    var parameters: [Double] = []
    parameters.reserveCapacity(handles.count * handles.count * (samples - 1))
    for a in handles {
      for c in handles {
        let curve = CubicSegment(x1: a, y1: 0, x2: 1 - c, y2: 0)
        for index in 1..<samples {
          parameters.append(curve.parameter(atX: Double(index) / Double(samples)))
        }
      }
    }
    return parameters
  }()

  /// The samples' order: the middle first, then the quarters, and so on, so that a curve that
  /// misses is usually found out at the first or second sample.
  fileprivate static let order: [Int] = {
    var order: [Int] = []
    var step = samples / 2
    while step >= 1 {
      for index in stride(from: step, to: samples, by: step) where !order.contains(index - 1) {
        order.append(index - 1)
      }
      step /= 2
    }
    return order
  }()
}

/// The function sampled on one candidate segment from s to e, kept so that the search for a
/// fitting curve and the choice of the best one share the samples (the function, a
/// presentation, costs more than the curves).
///
/// The samples live in one buffer owned by `CurveFitter.fit`, which deallocates it: a
/// candidate reads them thousands of times, and an array's checks cost more than the reads.
private struct Sampling {
  private(set) var s = 0.0
  private(set) var e = 0.0
  private var v0 = 0.0
  private var v1 = 0.0
  /// f at s + (e − s)·i/n for i in 1..<n (`values[i − 1]`), each sampled when first needed;
  /// then each one's distance from the straight line from v0 to v1 (`deviations[i − 1]`).
  private let values: UnsafeMutablePointer<Double>
  private var deviations: UnsafeMutablePointer<Double> { values + Self.count }
  /// Which samples are taken so far: bit i for the sample at index i.
  private var taken: UInt64 = 0
  private static let count = CurveFitter.samples - 1
  /// Those times' linear fractions i/n.
  private static let fractions = (1..<CurveFitter.samples).map {
    Double($0) / Double(CurveFitter.samples)
  }
  /// The normalised slopes at the ends, sampled when a curve is first needed.
  private var slopes: (m0: Double, m1: Double)?

  init() {
    values = .allocate(capacity: 2 * Self.count)
    values.initialize(repeating: 0, count: 2 * Self.count)
  }
  func deallocate() { values.deallocate() }

  mutating func sample(
    _ f: (Double) -> Double, _ s: Double, _ e: Double, _ v0: Double, _ v1: Double
  ) {
    (self.s, self.e, self.v0, self.v1) = (s, e, v0, v1)
    slopes = nil
    taken = 0
  }

  /// The sample at `index`, taken if it is not yet.
  @inline(__always)
  private mutating func value(_ index: Int, _ f: (Double) -> Double) -> Double {
    if taken & 1 << index != 0 { return values[index] }
    let span = e - s
    let t = s + span * Double(index + 1) / Double(CurveFitter.samples)
    let v = f(t)
    values[index] = v
    deviations[index] = abs(v - (v0 + (v1 - v0) * (t - s) / span))
    taken |= 1 << index
    return v
  }

  /// Every sample, taken.
  private mutating func sampleAll(_ f: (Double) -> Double) {
    guard taken.nonzeroBitCount < Self.count else { return }
    for index in 0..<Self.count { _ = value(index, f) }
  }

  /// The largest distance of the samples from the straight line (every sample taken).
  private mutating func linearError(_ f: (Double) -> Double) -> Double {
    sampleAll(f)
    var largest = 0.0
    for index in 0..<Self.count { largest = max(largest, deviations[index]) }
    return largest
  }

  /// Whether the straight line is within `bound` at every sample, found out at the first
  /// sample past it.
  private mutating func linearFits(within bound: Double, _ f: (Double) -> Double) -> Bool {
    for index in CurveFitter.order {
      _ = value(index, f)
      if !(deviations[index] <= bound) { return false }
    }
    return true
  }

  /// The best segment over the samples and its largest error; with `accepting`, the first
  /// curve whose error is within it (enough to know that the segment can be fitted), or else
  /// an error past it; `improving` is a fit already known, which only a better curve
  /// replaces.
  ///
  /// A curve is dropped at its first sample past the bound, tried first at the one that
  /// dropped the curve before (neighbours tend to miss at the same place), then in `order`: a
  /// curve kept is checked at every sample either way, so its error is the same.
  mutating func candidate(
    _ f: (Double) -> Double, accepting: Double? = nil,
    improving known: (easing: Easing, error: Double)? = nil
  ) -> (easing: Easing, error: Double) {
    let delta = v1 - v0
    guard abs(delta) > 1e-12 else { return (.linear, linearError(f)) }
    if let accepting, linearFits(within: accepting, f) { return (.linear, linearError(f)) }
    let span = e - s
    if slopes == nil {
      let h = span * 1e-4
      slopes = (
        max(0, (f(s + h) - v0) / h * span / delta), max(0, (v1 - f(e - h)) / h * span / delta)
      )
    }
    let (m0, m1) = slopes ?? (0, 0)
    // The straight line's error needs every sample: taken at once unless accepting, where a
    // curve within the bound has taken them all anyway.
    var linear = accepting == nil || known != nil ? linearError(f) : nil
    var best: (Easing, Double) = (.linear, linear ?? .infinity)
    if let known, let linear, known.error < linear { best = known }
    let handles = CurveFitter.handles
    let order = CurveFitter.order
    let parameters = CurveFitter.parameters
    let fractions = Self.fractions
    let samples = Self.count
    let (v0, limit0, limit1) = (self.v0, m0 > 0 ? 1 / m0 : 1, m1 > 0 ? 1 / m1 : 1)
    // Accepting, a curve is done with as soon as it misses the bound; otherwise as soon as it
    // cannot beat the best so far.
    let accepted = accepting.map { $0 * (1 + 1e-12) }
    var first = order[0]
    var previousA = -1.0
    for (alphaIndex, alpha) in handles.enumerated() {
      let a = min(alpha, limit0)
      // Handles past the limit give the curve already tried: it was dropped then, or is the
      // best so far, which only a smaller error replaces.
      guard a != previousA else { continue }
      previousA = a
      var previousC = -1.0
      for (betaIndex, beta) in handles.enumerated() {
        let c = min(beta, limit1)
        guard c != previousC else { continue }
        previousC = c
        let curve = CubicSegment(x1: a, y1: a * m0, x2: 1 - c, y2: 1 - c * m1).clamped
        let bound = accepted ?? best.1
        // The parameters solved ahead, unless a handle was cut short.
        let error: Double
        if a == alpha && c == beta {
          let solved = (alphaIndex * handles.count + betaIndex) * samples
          error = parameters.withUnsafeBufferPointer { parameters in
            largestError(curve, v0, delta, bound, &first, order, f) { parameters[solved + $0] }
          }
        } else {
          error = largestError(curve, v0, delta, bound, &first, order, f) {
            curve.parameter(atX: fractions[$0])
          }
        }
        guard error < bound else { continue }
        if linear == nil {
          linear = linearError(f)
          best.1 = linear ?? best.1
        }
        if error < best.1 {
          best = (curve.easing, error)
          if accepting != nil { return best }
        }
      }
    }
    return best
  }

  /// The curve's largest error over the samples, or an error at least `bound` once one is
  /// found: the sample `first` is tried first, and becomes the one that reached the bound.
  @inline(__always)
  private mutating func largestError(
    _ curve: CubicSegment, _ v0: Double, _ delta: Double, _ bound: Double, _ first: inout Int,
    _ order: [Int], _ f: (Double) -> Double, parameter: (Int) -> Double
  ) -> Double {
    // As `max` from 0 in any order, which passes over a NaN sample.
    var error = max(0, abs(value(first, f) - (v0 + delta * curve.y(parameter(first)))))
    if error >= bound { return error }
    for index in order where index != first {
      error = max(error, abs(value(index, f) - (v0 + delta * curve.y(parameter(index)))))
      if error >= bound {
        first = index
        return error
      }
    }
    return error
  }
}
