import Tracks

/// Lottie properties from combined keyframes, frame numbers at `fps`.
///
/// Each easing becomes `o`/`i` handles on the segment's first keyframe; the last keyframe has no
/// handles; jumps become hold keyframes just before the jump; a property whose keys all hold
/// one value is a constant. Keys that change nothing are left out: a stretch that keeps its
/// value is a hold, the keys before the first change and after the last are dropped (players
/// hold the first value before the first keyframe and the last after the last), and so is a
/// key inside a stretch that keeps its value.
struct LottieProperty {
  let fps: Double

  func animated<Value: LottieValue>(
    _ keys: [CombinedKeyframe], _ value: ([Double]) -> Value
  ) -> Lottie.Animated<Value> {
    guard let first = keys.first, keys.contains(where: { $0.values != first.values }) else {
      return .constant(value(keys.first?.values ?? [0]))
    }
    // A jump is two keys at one time: hold the first until the second. Each frame names its
    // key by its place (no copy of the key's values).
    var frames: [Frame] = []
    frames.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      var frame = key.time * fps
      let jumpsNext = index + 1 < keys.count && keys[index + 1].time == key.time
      if jumpsNext {
        frame -= 0.001
        if frame < 0 { continue }
        if let last = frames.last, last.frame >= frame { frames.removeLast() }
      }
      frames.append(
        Frame(frame: frame, key: index, easing: jumpsNext ? nil : key.easing, hold: jumpsNext))
    }
    // What the file holds: the values as written (side by side in one buffer), and the keys
    // that change something.
    var values: [Value] = []
    values.reserveCapacity(frames.count)
    for item in frames { values.append(value(keys[item.key].values)) }
    let written = Written(values)
    guard
      let start = written.indices.first(where: {
        $0 + 1 < written.count && !written.same($0 + 1, $0)
      }),
      let end = written.indices.last(where: { $0 > 0 && !written.same($0 - 1, $0) })
    else {
      return .constant(value(keys[frames.first?.key ?? 0].values))
    }
    // Before the first change and after the last the value holds without keys; inside a
    // stretch that keeps its value, a key changes nothing.
    var kept: [Int] = []
    kept.reserveCapacity(end - start + 1)
    for index in start...end {
      if let last = kept.last, written.same(last, index), index < end,
        written.same(index + 1, index)
      {
        continue
      }
      kept.append(index)
    }
    return .keyframes(
      kept.enumerated().map { position, index in
        let item = frames[index]
        let toNext: Lottie.Interpolation?
        if position + 1 == kept.count {
          toNext = nil
        } else if item.hold || written.same(kept[position + 1], index) {
          toNext = .hold
        } else if case .bezier(let x1, let y1, let x2, let y2)? = item.easing {
          toNext = .curve(x1: x1, y1: y1, x2: x2, y2: y2)
        } else {
          toNext = .linear
        }
        return Lottie.Keyframe(frame: item.frame, value: values[index], toNext: toNext)
      })
  }
}

/// A key as a keyframe: its frame number, its place in the keys, its easing to the next, and
/// whether it holds until a jump.
private struct Frame {
  var frame: Double
  var key: Int
  var easing: Easing?
  var hold: Bool
}

/// Values as written, each a range of one buffer, compared by their text.
private struct Written {
  var sink: JSONBytes
  var ends: [Int] = []

  init<Value: LottieValue>(_ values: [Value]) {
    ends.reserveCapacity(values.count)
    sink = JSONBytes(capacity: 16 * values.count)
    for value in values {
      _ = sink.mark()
      value.write(to: &sink)
      ends.append(sink.count)
    }
  }

  var count: Int { ends.count }
  var indices: Range<Int> { ends.indices }

  /// Where value `index` is written.
  private func range(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// Whether values `first` and `second` are written alike.
  func same(_ first: Int, _ second: Int) -> Bool {
    sink.text.same(range(first), range(second))
  }
}
