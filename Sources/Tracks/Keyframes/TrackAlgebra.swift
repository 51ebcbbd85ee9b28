import Interface

/// Keyframes of several values at once: a multi-dimensional property (`[w, h]`) or a sum of
/// tracks (a Lottie position is x + w/2 + translation − the superview's bounds origin).
///
/// Keys fall at every key time of every input. On each interval between them, the inputs
/// that vary are pieces of Bézier curves; when they share one easing there (one block drives
/// them, or only one varies), the combination is exact with that easing. Otherwise a sum is
/// fitted like a spring (within the tolerance), and several dimensions are cut into 1/240 s
/// linear pieces (approximations, reported by `isExact`).
package struct CombinedKeyframe: Hashable, Sendable {
  package var time: Double
  package var values: [Double]
  package var easing: Easing?

  package init(time: Double, values: [Double], easing: Easing?) {
    self.time = time
    self.values = values
    self.easing = easing
  }
}

package enum TrackAlgebra {
  /// One input: a track (or a constant) times a factor, plus an offset.
  package struct Term: Sendable {
    package var track: Track?
    package var constant: Double
    package var factor: Double

    package init(_ track: Track?, constant: Double, factor: Double = 1) {
      self.track = track
      self.constant = constant
      self.factor = factor
    }

    func value(at t: Double) -> Double { factor * (track?.value(at: t) ?? constant) }
  }

  /// `dimensions[d]` is the sum of its terms plus `offsets[d]`; keys from 0 to `duration`.
  ///
  /// `tolerance` applies to tracks without a source (made by hand); sums of tracks built from
  /// a presentation are fitted within their own tracks' tolerance (`--tolerance`).
  package static func combine(
    _ dimensions: [[Term]], offsets: [Double], duration: Double, tolerance: Double = 0.05
  ) -> (keys: [CombinedKeyframe], isExact: Bool) {
    guard dimensions.contains(where: { $0.contains { $0.track != nil } }) else {
      // Constants: one held value from 0 to the end.
      guard duration > 0 else { return ([], true) }
      let values = dimensions.enumerated().map { index, dimension in
        offsets[index] + dimension.reduce(0) { $0 + $1.value(at: 0) }
      }
      return (
        [
          CombinedKeyframe(time: 0, values: values, easing: .linear),
          CombinedKeyframe(time: duration, values: values, easing: nil),
        ], true
      )
    }
    // Tracks that keep their source are summed from the motion itself, at their own tolerance.
    if let sourced = Sourced(dimensions: dimensions, offsets: offsets, duration: duration) {
      return sourced.combine()
    }
    let terms = dimensions.flatMap { $0 }
    let sources = terms.compactMap { term in term.track?.source.map { (term.factor, $0) } }
    // Otherwise from the tracks' keys, still within the inputs' own tolerance where known.
    let tolerance = sources.map { abs($0.0) * $0.1.tolerance }.max() ?? tolerance
    var times = Set([0, duration])
    var jumps = Set<Double>()
    for term in terms {
      guard let track = term.track else { continue }
      for (index, key) in track.keyframes.enumerated() {
        times.insert(key.time)
        if index > 0, track.keyframes[index - 1].time == key.time { jumps.insert(key.time) }
      }
    }
    let sorted = times.filter { $0 >= 0 && $0 <= duration }.sorted()
    func values(at t: Double, before: Bool) -> [Double] {
      dimensions.enumerated().map { index, dimension in
        offsets[index]
          + dimension.reduce(0) { sum, term in
            guard let track = term.track, before else { return sum + term.value(at: t) }
            return sum + term.factor * valueBefore(track, t)
          }
      }
    }
    var keys: [CombinedKeyframe] = []
    var exact = true
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      let start = values(at: a, before: false)
      if keys.isEmpty {
        keys.append(CombinedKeyframe(time: a, values: start, easing: nil))
      } else if jumps.contains(a), keys.last?.values != start {
        keys.append(CombinedKeyframe(time: a, values: start, easing: nil))
      }
      let end = values(at: b, before: true)
      var easings: [Easing] = []
      for term in terms {
        guard let track = term.track, let easing = easing(of: track, from: a, to: b) else {
          continue
        }
        easings.append(easing)
      }
      if let first = easings.first, easings.allSatisfy({ $0 == first }) {
        keys[keys.count - 1].easing = first
        keys.append(CombinedKeyframe(time: b, values: end, easing: nil))
      } else if easings.isEmpty {
        keys[keys.count - 1].easing = .linear
        keys.append(CombinedKeyframe(time: b, values: end, easing: nil))
      } else if dimensions.count == 1 {
        // Differently eased pieces add up to no single curve: fit the sum like a spring.
        exact = false
        let sum = { (t: Double) in values(at: t, before: false)[0] }
        let fitter = CurveFitter(f: sum, tolerance: tolerance, shortest: 0.001)
        let (segments, _) = fitter.fit(from: a, to: b, start: start[0], end: end[0])
        for (index, segment) in segments.enumerated() {
          keys[keys.count - 1].easing = segment.easing
          let value = index == segments.count - 1 ? end : [segment.value]
          keys.append(CombinedKeyframe(time: segment.end, values: value, easing: nil))
        }
      } else {
        exact = false
        let steps = max(1, min(2000, Int(((b - a) * 240).rounded(.up))))
        for step in 1...steps {
          let t = step == steps ? b : a + (b - a) * Double(step) / Double(steps)
          keys[keys.count - 1].easing = .linear
          keys.append(
            CombinedKeyframe(
              time: t, values: step == steps ? end : values(at: t, before: false), easing: nil))
        }
      }
    }
    return (keys, exact)
  }

  /// The range of `keys` strictly between a and b (keys in time order, as a track's are).
  static func inside(_ keys: [Keyframe], from a: Double, to b: Double) -> Range<Int> {
    let lower = firstKey(in: keys) { $0 > a }
    return lower..<max(lower, firstKey(in: keys) { $0 >= b })
  }

  /// The index of the first key whose time passes `test` (false for all earlier keys, true for
  /// all later ones), or the keys' count.
  static func firstKey(in keys: [Keyframe], where test: (Double) -> Bool) -> Int {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      if test(keys[middle].time) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The track's value just before `t` (the end of the segment arriving at a jump).
  static func valueBefore(_ track: Track, _ t: Double) -> Double {
    let keys = track.keyframes
    let index = firstKey(in: keys) { !($0 < t) } - 1
    if index >= 0, index + 1 < keys.count {
      let key = keys[index]
      let next = keys[index + 1]
      guard let easing = key.easing, next.time > key.time else { return key.value }
      let u = (t - key.time) / (next.time - key.time)
      return key.value + (next.value - key.value) * easing.progress(min(1, u))
    }
    return track.value(at: t)
  }

  /// The easing of the track on (a, b) if its value changes there: the piece of its segment.
  static func easing(of track: Track, from a: Double, to b: Double) -> Easing? {
    let keys = track.keyframes
    let index = firstKey(in: keys) { $0 > a } - 1
    guard index >= 0, index + 1 < keys.count else { return nil }
    let key = keys[index]
    let next = keys[index + 1]
    guard key.value != next.value, let easing = key.easing else { return nil }
    let span = next.time - key.time
    let u0 = (a - key.time) / span
    let u1 = min(1, (b - key.time) / span)
    guard u0 > 1e-12 || u1 < 1 - 1e-12 else { return easing }
    switch easing {
    case .linear:
      return .linear
    case .bezier(let x1, let y1, let x2, let y2):
      guard let piece = CubicSegment(x1: x1, y1: y1, x2: x2, y2: y2).subsegment(from: u0, to: u1)
      else {
        return nil
      }
      return piece.easing
    }
  }
}

extension Track {
  /// A track of `view`'s `property` constant at `value` from 0 to `duration`.
  package static func constant(
    _ value: Double, view: ViewID, property: AnimatableProperty, duration: Double
  ) -> Track {
    Track(
      view: view, property: property,
      keyframes: [
        Keyframe(time: 0, value: value, easing: .linear),
        Keyframe(time: max(duration, 0.001), value: value, easing: nil),
      ])
  }

  /// The track with `value` held during each of `intervals` (from their start up to their end),
  /// jumping there and back; elsewhere it is unchanged, cut at the intervals' ends.
  ///
  /// Lottie hides a layer for a while this way (its opacity held at 0): a layer has one in-out
  /// span, and a view may be hidden and shown again more than once.
  package func holding(_ value: Double, during intervals: [(from: Double, to: Double)]) -> Track {
    guard !intervals.isEmpty, let first = keyframes.first, let last = keyframes.last else {
      return self
    }
    var times = Set(keyframes.map(\.time))
    var jumps = Set<Double>()
    for (index, key) in keyframes.enumerated().dropFirst()
    where keyframes[index - 1].time == key.time {
      jumps.insert(key.time)
    }
    for interval in intervals {
      for t in [interval.from, interval.to] where t > first.time && t < last.time {
        times.insert(t)
        jumps.insert(t)
      }
    }
    func held(_ a: Double, _ b: Double) -> Bool {
      intervals.contains { a >= $0.from && b <= $0.to }
    }
    let sorted = times.sorted()
    var result: [Keyframe] = []
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      let isHeld = held(a, b)
      let start = isHeld ? value : self.value(at: a)
      if result.isEmpty || (jumps.contains(a) && result.last?.value != start) {
        result.append(Keyframe(time: a, value: start, easing: nil))
      }
      let end = isHeld ? value : TrackAlgebra.valueBefore(self, b)
      let easing = isHeld ? .linear : (TrackAlgebra.easing(of: self, from: a, to: b) ?? .linear)
      result[result.count - 1].easing = easing
      result.append(Keyframe(time: b, value: end, easing: nil))
    }
    return Track(view: view, property: property, keyframes: result)
  }
}
