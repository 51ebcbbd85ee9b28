import Motion

/// Animatable Lottie properties from combined keyframes, frame numbers at `fps`.
///
/// Each easing becomes `o`/`i` handles on the segment's first keyframe (the same for every
/// dimension: rlottie, ThorVG and lottie-ios read only the first); the last keyframe has no
/// handles; jumps become hold keyframes (`"h": 1`) just before the jump; no `n` keys.
struct LottieProperty {
  let fps: Double

  func property(_ keys: [CombinedKeyframe], map: ([Double]) -> LottieJSON) -> LottieJSON {
    let distinct = Set(keys.map(\.values))
    guard distinct.count > 1 else {
      return .object([("a", .number(0)), ("k", map(keys.first?.values ?? [0]))])
    }
    return .object([("a", .number(1)), ("k", .array(keyframes(keys, map)))])
  }

  private func keyframes(_ keys: [CombinedKeyframe], _ map: ([Double]) -> LottieJSON)
    -> [LottieJSON]
  {
    // A jump is two keys at one time: hold the first until the second.
    var frames: [(frame: Double, values: [Double], easing: Easing?, hold: Bool)] = []
    for (index, key) in keys.enumerated() {
      var frame = key.time * fps
      let jumpsNext = index + 1 < keys.count && keys[index + 1].time == key.time
      if jumpsNext {
        frame -= 0.001
        if frame < 0 { continue }
        if let last = frames.last, last.frame >= frame { frames.removeLast() }
      }
      frames.append((frame, key.values, jumpsNext ? nil : key.easing, jumpsNext))
    }
    return frames.enumerated().map { index, item in
      // Keyframe values are always arrays: a number or a path goes inside one.
      let value = map(item.values)
      let start: LottieJSON
      if case .array = value { start = value } else { start = .array([value]) }
      var members: [(String, LottieJSON)] = [("t", .number(item.frame)), ("s", start)]
      guard index + 1 < frames.count else { return .object(members) }
      if item.hold {
        members.append(("h", .number(1)))
        return .object(members)
      }
      let (x1, y1, x2, y2): (Double, Double, Double, Double)
      switch item.easing {
      case .bezier(let a, let b, let c, let d)?: (x1, y1, x2, y2) = (a, b, c, d)
      default: (x1, y1, x2, y2) = (0, 0, 1, 1)
      }
      let count = item.values.count
      members.append(
        (
          "o",
          .object([
            ("x", .numbers(Array(repeating: x1, count: count))),
            ("y", .numbers(Array(repeating: y1, count: count))),
          ])
        ))
      members.append(
        (
          "i",
          .object([
            ("x", .numbers(Array(repeating: x2, count: count))),
            ("y", .numbers(Array(repeating: y2, count: count))),
          ])
        ))
      return .object(members)
    }
  }
}
