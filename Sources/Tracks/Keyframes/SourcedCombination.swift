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
    /// Each dimension's terms as they are sampled, in their order (a sum adds up the same way
    /// every time): a constant's value, or a source's sampler and factor; the dimensions one
    /// after another, dimension d's ending before `ends[d]`.
    let addends: [Addend]
    let ends: [Int]
    /// The terms with a track, in the dimensions' order.
    let inputs: [Input]

    struct Addend {
      let factor: Double
      let sampler: PropertySampler?
      /// The term's value when it has no sampler: factor × constant.
      let constant: Double
    }

    struct Input {
      let dimension: Int
      let factor: Double
      let track: Track
      let source: TrackSource
    }

    /// nil unless some term has a track and every track keeps its source, unstretched.
    init?(dimensions: [[Term]], offsets: [Double], duration: Double) {
      var addends: [Addend] = []
      var ends: [Int] = []
      var inputs: [Input] = []
      addends.reserveCapacity(dimensions.reduce(0) { $0 + $1.count })
      ends.reserveCapacity(dimensions.count)
      for (index, dimension) in dimensions.enumerated() {
        for term in dimension {
          guard let track = term.track else {
            addends.append(Addend(factor: term.factor, sampler: nil, constant: term.value(at: 0)))
            continue
          }
          guard let source = track.source, !source.isStretched else { return nil }
          addends.append(Addend(factor: term.factor, sampler: source.sampler, constant: 0))
          inputs.append(Input(dimension: index, factor: term.factor, track: track, source: source))
        }
        ends.append(addends.count)
      }
      guard !inputs.isEmpty else { return nil }
      self.dimensions = dimensions
      self.offsets = offsets
      self.duration = duration
      self.addends = addends
      self.ends = ends
      self.inputs = inputs
    }

    /// One dimension's presented value at t.
    func value(of index: Int, at t: Double) -> Double {
      var sum = offsets[index]
      for place in (index == 0 ? 0 : ends[index - 1])..<ends[index] {
        let addend = addends[place]
        guard let sampler = addend.sampler else {
          sum = sum + addend.constant
          continue
        }
        sum = sum + addend.factor * sampler.shown(at: t)
      }
      return sum
    }

    /// The values just before t and at t, written into `before` and `at` (each as long as the
    /// dimensions), each source sampled once at t and once just before it.
    func sample(around t: Double, before: inout [Double], at: inout [Double]) {
      var place = 0
      for index in offsets.indices {
        var (sumBefore, sumAt) = (offsets[index], offsets[index])
        while place < ends[index] {
          let addend = addends[place]
          place += 1
          guard let sampler = addend.sampler else {
            sumBefore = sumBefore + addend.constant
            sumAt = sumAt + addend.constant
            continue
          }
          let value = Self.around(sampler, t)
          sumBefore = sumBefore + addend.factor * value.before
          sumAt = sumAt + addend.factor * value.at
        }
        before[index] = sumBefore
        at[index] = sumAt
      }
    }

    static func shown(_ sampler: PropertySampler, at t: Double, before: Bool) -> Double {
      before ? around(sampler, t).before : sampler.shown(at: t)
    }

    /// A sampler's value just before t (when it jumps at t) and at t, sampled once at t.
    static func around(_ sampler: PropertySampler, _ t: Double) -> (before: Double, at: Double) {
      let at = sampler.shown(at: t)
      let earlier = sampler.shown(at: t - 1e-9 * max(1, t))
      return (abs(earlier - at) < 1e-6 ? at : earlier, at)
    }

    /// The breakpoints from 0 to the duration in order, repeats kept (0 for −0, as a set of
    /// them would hold it).
    func breakpoints() -> [Double] {
      var times: [Double] = []
      times.reserveCapacity(inputs.reduce(2) { $0 + $1.source.breakpoints.count })
      if duration >= 0 {
        times.append(0)
        times.append(duration == 0 ? 0 : duration)
      }
      for input in inputs {
        for t in input.source.breakpoints where t >= 0 && t <= duration {
          times.append(t == 0 ? 0 : t)
        }
      }
      times.sort()
      return times
    }

    func combine() -> (keys: [CombinedKeyframe], isExact: Bool) {
      let times = breakpoints()
      var keys: [CombinedKeyframe] = []
      // Room for a key at each breakpoint, one leaving it, and the inputs' own keys.
      keys.reserveCapacity(2 * times.count + inputs.reduce(0) { $0 + $1.track.keyframes.count })
      var exact = true
      // The values at a, just before b and at b, in buffers used again from one interval to
      // the next (one is copied only once a key holds it); the values at a are those reached
      // at the end of the last interval, when it ends at a.
      var start = [Double](repeating: 0, count: offsets.count)
      var (end, next) = (start, start)
      var reached: Double?
      for index in times.indices.dropLast() {
        let (a, b) = (times[index], times[index + 1])
        guard b > a else { continue }
        if reached != a {
          for dimension in start.indices { start[dimension] = value(of: dimension, at: a) }
        }
        if keys.last.map({ Self.differ($0.values, start) }) ?? true {
          keys.append(CombinedKeyframe(time: a, values: start, easing: nil))
        }
        sample(around: b, before: &end, at: &next)
        let isExact = appendInterval(from: a, to: b, start: start, end: end, to: &keys)
        exact = exact && isExact
        swap(&start, &next)
        reached = b
      }
      Self.removeRepeatedHolds(&keys)
      return (keys, exact)
    }

    /// Whether two lists of values differ by more than 1e-9 somewhere.
    static func differ(_ values: [Double], _ other: [Double]) -> Bool {
      zip(values, other).contains { abs($0 - $1) > 1e-9 }
    }

    /// Drops a key inside a hold: the same values before, at and after it.
    static func removeRepeatedHolds(_ keys: inout [CombinedKeyframe]) {
      var count = 0
      for index in keys.indices {
        if count >= 2, keys[count - 2].easing == .linear,
          keys[count - 1].easing == .linear || keys[count - 1].easing == nil,
          keys[count - 2].values == keys[count - 1].values,
          keys[count - 1].values == keys[index].values, keys[count - 2].time < keys[count - 1].time,
          keys[count - 1].time < keys[index].time
        {
          keys.swapAt(count - 1, index)
          continue
        }
        if count != index { keys.swapAt(count, index) }
        count += 1
      }
      keys.removeSubrange(count...)
    }

    typealias Piece = (end: Double, values: [Double], easing: Easing)

    /// Eases the last key with `easing` towards a key at `time` with `values`, appended.
    static func append(
      _ time: Double, _ values: [Double], _ easing: Easing, to keys: inout [CombinedKeyframe]
    ) {
      keys[keys.count - 1].easing = easing
      keys.append(CombinedKeyframe(time: time, values: values, easing: nil))
    }

    /// Appends the keys after a up to b (the last key holds the values at a), and whether they
    /// are exact: held inputs end in one straight piece, one varying input's keys are copied
    /// (no list made for either), several varying inputs are summed by `interval`.
    func appendInterval(
      from a: Double, to b: Double, start: [Double], end: [Double],
      to keys: inout [CombinedKeyframe]
    ) -> Bool {
      // The one varying input so far, with the range of its keys inside (a, b) (`varies`).
      var varying: (index: Int, inside: Range<Int>)?
      for index in inputs.indices {
        let track = inputs[index].track
        let inside = TrackAlgebra.inside(track.keyframes, from: a, to: b)
        guard !inside.isEmpty || abs(track.value(at: a) - valueBefore(track, b)) > 1e-12 else {
          continue
        }
        guard varying == nil else {
          let moving = inputs.filter { Self.varies($0.track, from: a, to: b) }
          let (pieces, isExact) = interval(moving, from: a, to: b, start: start, end: end)
          for piece in pieces { Self.append(piece.end, piece.values, piece.easing, to: &keys) }
          return isExact
        }
        varying = (index, inside)
      }
      guard let varying else {
        // Held: the key at b shares the values of the key at a when they are the same bits.
        let last = keys[keys.count - 1].values
        let same =
          last.count == end.count && zip(last, end).allSatisfy { $0.bitPattern == $1.bitPattern }
        Self.append(b, same ? last : end, .linear, to: &keys)
        return true
      }
      copy(varying.index, varying.inside, from: a, to: b, start: start, end: end, to: &keys)
      return true
    }

    /// The pieces from a to b of several varying inputs, and whether they are exact.
    func interval(
      _ varying: [Input], from a: Double, to b: Double, start: [Double], end: [Double]
    ) -> ([Piece], Bool) {
      if let pieces = alike(varying.map(\.track), from: a, to: b, end: end) {
        return (pieces, true)
      }
      let sources = varying.map(\.source)
      let tolerance = varying.map { abs($0.factor) * $0.source.tolerance }.max() ?? 0.05
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
        let moving = varying.map { ($0.factor, $0.source.sampler) }
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
      let times = tracks.map { track in
        track.keyframes[TrackAlgebra.inside(track.keyframes, from: a, to: b)].map(\.time)
      }
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
      if !TrackAlgebra.inside(track.keyframes, from: a, to: b).isEmpty { return true }
      return abs(track.value(at: a) - valueBefore(track, b)) > 1e-12
    }

    /// One varying input (`inputs[index]`, its keys `inside` (a, b)): its keys, with the other
    /// inputs' constant values added, appended after the key at a.
    func copy(
      _ index: Int, _ inside: Range<Int>, from a: Double, to b: Double, start: [Double],
      end: [Double], to keys: inout [CombinedKeyframe]
    ) {
      let (dimension, factor, track) = (
        inputs[index].dimension, inputs[index].factor, inputs[index].track
      )
      let base = track.value(at: a)
      var from = a
      for key in track.keyframes[inside] {
        var values = start
        values[dimension] += factor * (key.value - base)
        let easing = TrackAlgebra.easing(of: track, from: from, to: key.time) ?? .linear
        Self.append(key.time, values, easing, to: &keys)
        from = key.time
      }
      Self.append(b, end, TrackAlgebra.easing(of: track, from: from, to: b) ?? .linear, to: &keys)
    }

    /// The sixteenths a straight piece is checked at, the middle first, then the quarters,
    /// the eighths and the sixteenths.
    static let straightOrder = [8, 4, 12, 2, 6, 10, 14, 1, 3, 5, 7, 9, 11, 13, 15]

    /// Straight pieces on the time grain, as long as every dimension stays within the tolerance.
    ///
    /// The grain's times run from a by `shortest`, the last step ending at b; a piece is checked
    /// at the grain's times nearest its sixteenths, and each time is sampled once, however many
    /// pieces are tried on it.
    func straightPieces(
      from a: Double, to b: Double, start: [Double], end: [Double], _ tolerance: Double,
      _ shortest: Double
    ) -> [Piece] {
      let target = tolerance * 0.8
      let count = dimensions.count
      let steps = (b - a) / shortest
      let last = steps.isFinite ? max(1, Int((min(steps, 1e7) - 1e-9).rounded(.up))) : 1
      let order = Self.straightOrder
      // The values at the grain's times, `count` per time, once sampled.
      var samples = [Double](repeating: 0, count: (last + 1) * count)
      var sampled = [Bool](repeating: false, count: last + 1)
      var pieces: [Piece] = []
      samples.withUnsafeMutableBufferPointer { samples in
        sampled.withUnsafeMutableBufferPointer { sampled in
          for index in 0..<count {
            samples[index] = start[index]
            samples[last * count + index] = end[index]
          }
          (sampled[0], sampled[last]) = (true, true)
          func time(_ k: Int) -> Double { k == last ? b : a + Double(k) * shortest }
          func sample(_ k: Int) {
            guard !sampled[k] else { return }
            let t = time(k)
            for index in 0..<count { samples[k * count + index] = value(of: index, at: t) }
            sampled[k] = true
          }
          // Whether the straight piece from s to e stays within the target: the middle is
          // tried first, then the quarters and so on, and each dimension on its own, since a
          // piece that misses usually misses there first.
          func fits(_ s: Int, _ e: Int) -> Bool {
            let (from, to) = (time(s), time(e))
            for step in order {
              // The grain time nearest the sixteenth, halves rounded up: ((e − s) × step) / 16.
              let k = s + ((e - s) * step + 8) / 16
              guard k > s, k < e else { continue }
              sample(k)
              let u = (time(k) - from) / (to - from)
              for index in 0..<count {
                let (v0, v1) = (samples[s * count + index], samples[e * count + index])
                guard abs(samples[k * count + index] - (v0 + (v1 - v0) * u)) <= target else {
                  return false
                }
              }
            }
            return true
          }
          var s = 0
          while s < last {
            var e = last
            if !fits(s, last) {
              // The longest piece that fits, by bisection; one step of the grain if none does.
              var (low, high) = (s, last)
              var found: Int?
              while high - low > 1 {
                let middle = (low + high) / 2
                sample(middle)
                if fits(s, middle) {
                  found = middle
                  low = middle
                } else {
                  high = middle
                }
              }
              e = found ?? s + 1
              sample(e)
            }
            let values = e == last ? end : Array(samples[e * count..<(e + 1) * count])
            pieces.append((time(e), values, .linear))
            s = e
          }
        }
      }
      return pieces
    }
  }
}
