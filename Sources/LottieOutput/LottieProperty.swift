import Motion

/// Lottie properties from combined keyframes, frame numbers at `fps`.
///
/// Each easing becomes `o`/`i` handles on the segment's first keyframe; the last keyframe has no
/// handles; jumps become hold keyframes just before the jump; a property whose keys all hold
/// one value is a constant.
struct LottieProperty {
  let fps: Double

  func animated<Value: LottieValue>(
    _ keys: [CombinedKeyframe], _ value: ([Double]) -> Value
  ) -> Lottie.Animated<Value> {
    let distinct = Set(keys.map(\.values))
    guard distinct.count > 1 else { return .constant(value(keys.first?.values ?? [0])) }
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
    return .keyframes(
      frames.enumerated().map { index, item in
        let toNext: Lottie.Interpolation?
        if index + 1 == frames.count {
          toNext = nil
        } else if item.hold {
          toNext = .hold
        } else if case .bezier(let x1, let y1, let x2, let y2)? = item.easing {
          toNext = .curve(x1: x1, y1: y1, x2: x2, y2: y2)
        } else {
          toNext = .linear
        }
        return Lottie.Keyframe(frame: item.frame, value: value(item.values), toNext: toNext)
      })
  }
}
