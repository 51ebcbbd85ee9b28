/// Sums of tracks fitted to the motion itself, for tracks that keep their source.
///
/// Keys fall at the inputs' breakpoints (where their definitions change), not at every key of
/// every fit. On each interval between them: held values stay; one varying input is copied
/// (its keys are exact for it); inputs moved by one animation share that animation's progress
/// (one Bézier piece, or one progress fit scaled for every dimension); anything else is fitted
/// to the exact sum, within the inputs' tolerance (one dimension), or in straight pieces within
/// it (several dimensions share key times and one easing in Lottie).
extension TrackAlgebra {
  struct Sourced {
    let dimensions: [[Term]]
    let offsets: [Double]
    let duration: Double

    /// The inputs' presented values at t, or just before t.
    func values(at t: Double, before: Bool) -> [Double] {
      dimensions.indices.map { value(of: $0, at: t, before: before) }
    }

    /// One dimension's presented value at t, or just before t.
    func value(of index: Int, at t: Double, before: Bool) -> Double {
      dimensions[index].reduce(offsets[index]) { sum, term in
        guard let source = term.track?.source else { return sum + term.value(at: t) }
        return sum + term.factor * Self.shown(source, at: t, before: before)
      }
    }

    /// A source's value at t, or, when it jumps at t, just before.
    static func shown(_ source: TrackSource, at t: Double, before: Bool) -> Double {
      shown(source.sampler, at: t, before: before)
    }

    static func shown(_ sampler: PropertySampler, at t: Double, before: Bool) -> Double {
      let at = sampler.shown(at: t)
      guard before else { return at }
      let earlier = sampler.shown(at: t - 1e-9 * max(1, t))
      return abs(earlier - at) < 1e-6 ? at : earlier
    }

    func combine() -> (keys: [CombinedKeyframe], isExact: Bool) {
      var times = Set([0, duration])
      for term in dimensions.joined() {
        guard let source = term.track?.source else { continue }
        times.formUnion(source.breakpoints)
      }
      let sorted = times.filter { $0 >= 0 && $0 <= duration }.sorted()
      var keys: [CombinedKeyframe] = []
      var exact = true
      for (a, b) in zip(sorted, sorted.dropFirst()) where b > a {
        let start = values(at: a, before: false)
        if let last = keys.last {
          if zip(last.values, start).contains(where: { abs($0 - $1) > 1e-9 }) {
            keys.append(CombinedKeyframe(time: a, values: start, easing: nil))
          }
        } else {
          keys.append(CombinedKeyframe(time: a, values: start, easing: nil))
        }
        let end = values(at: b, before: true)
        let (pieces, isExact) = interval(from: a, to: b, start: start, end: end)
        exact = exact && isExact
        for piece in pieces {
          keys[keys.count - 1].easing = piece.easing
          keys.append(CombinedKeyframe(time: piece.end, values: piece.values, easing: nil))
        }
      }
      return (Self.withoutRepeatedHolds(keys), exact)
    }

    /// Drops a key inside a hold: the same values before, at and after it.
    static func withoutRepeatedHolds(_ keys: [CombinedKeyframe]) -> [CombinedKeyframe] {
      var result: [CombinedKeyframe] = []
      for key in keys {
        if result.count >= 2 {
          let a = result[result.count - 2]
          let b = result[result.count - 1]
          if a.easing == .linear, b.easing == .linear || b.easing == nil, a.values == b.values,
            b.values == key.values, a.time < b.time, b.time < key.time
          {
            result[result.count - 1] = key
            continue
          }
        }
        result.append(key)
      }
      return result
    }

    typealias Piece = (end: Double, values: [Double], easing: Easing)

    /// The pieces from a to b, and whether they are exact.
    func interval(from a: Double, to b: Double, start: [Double], end: [Double])
      -> ([Piece], Bool)
    {
      let varying = dimensions.joined().filter { term in
        guard let track = term.track else { return false }
        return Self.varies(track, from: a, to: b)
      }
      guard let first = varying.first?.track else { return ([(b, end, .linear)], true) }
      if varying.count == 1 {
        return (
          copied(first, factor: varying[0].factor, from: a, to: b, start: start, end: end), true
        )
      }
      if let pieces = alike(varying.compactMap(\.track), from: a, to: b, end: end) {
        return (pieces, true)
      }
      let sources = varying.compactMap { $0.track?.source }
      let tolerance =
        varying.compactMap { term in
          term.track?.source.map { abs(term.factor) * $0.tolerance }
        }.max() ?? 0.05
      let drivers = sources.map { $0.sampler.singleDriver(from: a, to: b) }
      if let driver = drivers.first ?? nil,
        drivers.allSatisfy({ $0.map { $0.sharesProgress(with: driver) } ?? false })
      {
        // An alpha clamped to 0…1 or a size floored at 0 is affine in the progress only while
        // it stays inside: each such input is followed along, and the piece kept only if so.
        let bounded = sources.compactMap { source -> (PropertySampler, ClosedRange<Double>)? in
          let sampler = source.sampler
          if sampler.clampsToUnit { return (sampler, 0...1) }
          return sampler.floorsAtZero ? (sampler, 0...Double.infinity) : nil
        }
        let boundedStart = bounded.map { $0.0.shown(at: a) }
        let boundedEnd = bounded.map { Self.shown($0.0, at: b, before: true) }
        func inside(_ values: [Double]) -> Bool {
          zip(values, bounded).allSatisfy { value, item in
            value >= item.1.lowerBound - 1e-12 && value <= item.1.upperBound + 1e-12
              && (item.1.upperBound.isFinite || value > 0)
          }
        }
        if let easing = driver.exactEasing(from: a, to: b), inside(boundedStart),
          inside(boundedEnd)
        {
          return ([(b, end, easing)], true)
        }
        if let source = sources.first,
          let shared = source.fits.pieces(
            of: driver, in: TimeWindow(a: a, b: b, from: a, to: b), start: start + boundedStart,
            end: end + boundedEnd,
            tolerance: tolerance, shortest: source.shortest),
          shared.range.allSatisfy({ inside(Array($0.dropFirst(start.count))) })
        {
          let count = start.count
          return (
            shared.segments.map { ($0.end, Array($0.values.prefix(count)), $0.easing) }, false
          )
        }
      }
      let shortest = sources.first?.shortest ?? 0.001
      if dimensions.count == 1 {
        // The held inputs add a constant; only the varying ones are sampled.
        let moving = varying.compactMap { term in
          term.track?.source.map { (term.factor, $0.sampler) }
        }
        let held = start[0] - moving.reduce(0) { $0 + $1.0 * $1.1.shown(at: a) }
        let sum = { (t: Double) in moving.reduce(held) { $0 + $1.0 * $1.1.shown(at: t) } }
        let size = (0...8).map { abs(sum(a + (b - a) * Double($0) / 8)) }.max() ?? 0
        let fitter = CurveFitter(f: sum, tolerance: max(tolerance, size * 1e-6), shortest: shortest)
        let (segments, _) = fitter.fit(from: a, to: b, start: start[0], end: end[0])
        return (
          segments.enumerated().map { index, segment in
            (segment.end, index == segments.count - 1 ? end : [segment.value], segment.easing)
          }, false
        )
      }
      return (straightPieces(from: a, to: b, start: start, end: end, tolerance, shortest), false)
    }

    /// When the varying tracks have the same key times and easings on (a, b) (one fit moves
    /// them all), their sum is exact with those easings.
    func alike(_ tracks: [Track], from a: Double, to b: Double, end: [Double]) -> [Piece]? {
      let times = tracks.map { $0.keyframes.map(\.time).filter { $0 > a && $0 < b } }
      guard let first = times.first, times.allSatisfy({ $0 == first }) else { return nil }
      var pieces: [Piece] = []
      var from = a
      for time in first + [b] {
        let easings = tracks.map { TrackAlgebra.easing(of: $0, from: from, to: time) }
        guard let easing = easings.first ?? nil, easings.allSatisfy({ $0 == easing }) else {
          return nil
        }
        pieces.append((time, time == b ? end : trackValues(at: time), easing))
        from = time
      }
      return pieces
    }

    /// The sum of the tracks themselves at t.
    func trackValues(at t: Double) -> [Double] {
      dimensions.enumerated().map { index, dimension in
        dimension.reduce(offsets[index]) { $0 + $1.value(at: t) }
      }
    }

    /// Whether the track's value changes on (a, b).
    static func varies(_ track: Track, from a: Double, to b: Double) -> Bool {
      if track.keyframes.contains(where: { $0.time > a && $0.time < b }) { return true }
      return abs(track.value(at: a) - valueBefore(track, b)) > 1e-12
    }

    /// One varying input: its keys on (a, b), with the other inputs' constant values added.
    func copied(
      _ track: Track, factor: Double, from a: Double, to b: Double, start: [Double],
      end: [Double]
    ) -> [Piece] {
      let dimension = dimensions.firstIndex { $0.contains { $0.track == track } } ?? 0
      let base = track.value(at: a)
      let inside = track.keyframes.filter { $0.time > a && $0.time < b }
      var pieces: [Piece] = []
      var from = a
      for key in inside + [Keyframe(time: b, value: valueBefore(track, b), easing: nil)] {
        let easing = TrackAlgebra.easing(of: track, from: from, to: key.time) ?? .linear
        var values = start
        values[dimension] += factor * (key.value - base)
        pieces.append((key.time, key.time == b ? end : values, easing))
        from = key.time
      }
      return pieces
    }

    /// The sixteenths a straight piece is checked at, the middle first, then the quarters,
    /// the eighths and the sixteenths.
    static let straightOrder = [8, 4, 12, 2, 6, 10, 14, 1, 3, 5, 7, 9, 11, 13, 15]

    /// Straight pieces, as long as every dimension stays within the tolerance.
    func straightPieces(
      from a: Double, to b: Double, start: [Double], end: [Double], _ tolerance: Double,
      _ shortest: Double
    ) -> [Piece] {
      let target = tolerance * 0.8
      // Whether the straight piece stays within the target at every sixteenth: the middle is
      // tried first, then the quarters and so on, and each dimension on its own, since a piece
      // that misses usually misses there first.
      func fits(_ s: Double, _ e: Double, _ v0: [Double], _ v1: [Double]) -> Bool {
        for step in Self.straightOrder {
          let u = Double(step) / 16
          let t = s + (e - s) * u
          for index in dimensions.indices {
            let value = value(of: index, at: t, before: false)
            guard abs(value - (v0[index] + (v1[index] - v0[index]) * u)) <= target else {
              return false
            }
          }
        }
        return true
      }
      var pieces: [Piece] = []
      var (s, v0) = (a, start)
      while s < b - 1e-12 {
        if fits(s, b, v0, end) {
          pieces.append((b, end, .linear))
          break
        }
        var (low, high) = (s, b)
        var found: (Double, [Double])?
        for _ in 0..<24 {
          let middle = s + ((((low + high) / 2) - s) / shortest).rounded(.down) * shortest
          guard middle > low else { break }
          let value = values(at: middle, before: false)
          if fits(s, middle, v0, value) {
            found = (middle, value)
            low = middle
          } else {
            high = middle
          }
        }
        let next = found ?? (min(b, s + shortest), values(at: min(b, s + shortest), before: false))
        let last = next.0 >= b - 1e-12
        pieces.append((last ? b : next.0, last ? end : next.1, .linear))
        (s, v0) = (last ? b : next.0, next.1)
      }
      return pieces
    }
  }
}
