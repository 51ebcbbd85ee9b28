import Formatting

/// Slots (`sid`) on the colors that differ between two appearances of one animation, and each
/// slot's value in each appearance: what a dotLottie theme overrides (docs/output.md, The
/// dotLottie file).
///
/// The two animations are written from the same scene in two color schemes, so they differ in
/// the color (`c`) and opacity (`o`, where a color's alpha goes) of fills and strokes only. Each
/// such property of the first gets a slot id; properties that differ alike share one. A rule
/// replaces the whole property, so an animated color may be constant in the other appearance.
package struct LottieSlots: Sendable {
  /// What a slot overrides: a color (`Color` rules) or an opacity (`Scalar` rules).
  package enum Kind: String, Sendable {
    case color = "Color"
    case scalar = "Scalar"
  }

  /// One slot: its id, its kind, and the property (`{"a":…,"k":…}`) in each appearance.
  package struct Slot: Sendable {
    package var id: String
    package var kind: Kind
    package var values: [LottieJSON]
  }

  /// The first animation with a `sid` on each slotted property.
  package var animation: LottieJSON
  /// The slots, in the order the animation first uses them.
  package var slots: [Slot]

  /// The slots of two animations; nil when they differ in anything else than the colors and
  /// opacities of fills and strokes (then no theme can turn one into the other).
  package init?(_ first: LottieJSON, _ second: LottieJSON) {
    var walk = Walk()
    guard let merged = walk.merge(first, second) else { return nil }
    animation = merged
    slots = walk.slots
  }

  /// The theme file (`t/ID.json`) that gives appearance `index`'s values (0: the first):
  /// `{"rules":[…]}`, one rule a slot, written as the project's other JSON files are
  /// (`JSONText`); the values are the animation's own, as Lottie writes them.
  package func theme(_ index: Int) -> String {
    let rules = slots.map { slot in Self.rule(id: slot.id, kind: slot.kind, slot.values[index]) }
    return JSONText.object([("rules", JSONText.array(rules))])
  }

  /// A rule from a Lottie property: a constant is `value`; keyframes are `keyframes` of
  /// `frame`, `value` (a number for a scalar), `outTangent` and `inTangent` (Lottie's `o` and
  /// `i`), and `hold`.
  static func rule(id: String, kind: Kind, _ property: LottieJSON) -> String {
    var members = [("id", JSONText.string(id)), ("type", JSONText.string(kind.rawValue))]
    let animated = property["a"].flatMap(\.number) == 1
    if animated, case .array(let keys)? = property["k"] {
      let frames = keys.map { key -> String in
        var frame: [(String, String)] = []
        if let t = key["t"] { frame.append(("frame", t.text)) }
        if let s = key["s"] {
          if kind == .scalar, case .array(let values) = s, let first = values.first {
            frame.append(("value", first.text))
          } else {
            frame.append(("value", s.text))
          }
        }
        if let o = key["o"] { frame.append(("outTangent", o.text)) }
        if let i = key["i"] { frame.append(("inTangent", i.text)) }
        if key["h"].flatMap(\.number) == 1 { frame.append(("hold", JSONText.bool(true))) }
        return JSONText.object(frame)
      }
      members.append(("keyframes", JSONText.array(frames)))
    } else if let value = property["k"] {
      members.append(("value", value.text))
    }
    return JSONText.object(members)
  }

  /// The walk over both animations, side by side.
  private struct Walk {
    var slots: [Slot] = []
    var known: [String: Int] = [:]

    mutating func merge(_ first: LottieJSON, _ second: LottieJSON) -> LottieJSON? {
      switch (first, second) {
      case (.object(let a), .object(let b)):
        guard a.count == b.count else { return nil }
        let type = a.first { $0.0 == "ty" }?.1.string
        let painted = type == "fl" || type == "st"
        var members: [(String, LottieJSON)] = []
        for ((key, x), (otherKey, y)) in zip(a, b) {
          guard key == otherKey else { return nil }
          if painted, key == "c" || key == "o" {
            let (xText, yText) = (x.text, y.text)
            if xText != yText {
              let id = slot(key == "c" ? .color : .scalar, x, y, key: xText + "\u{0}" + yText)
              guard case .object(let property) = x else { return nil }
              members.append((key, .object(property + [("sid", .string(id))])))
              continue
            }
          }
          guard let merged = merge(x, y) else { return nil }
          members.append((key, merged))
        }
        return .object(members)
      case (.array(let a), .array(let b)):
        guard a.count == b.count else { return nil }
        var items: [LottieJSON] = []
        items.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
          guard let merged = merge(x, y) else { return nil }
          items.append(merged)
        }
        return .array(items)
      case (.number(let a), .number(let b)): return a == b ? first : nil
      case (.string(let a), .string(let b)): return a == b ? first : nil
      case (.bool(let a), .bool(let b)): return a == b ? first : nil
      case (.raw(let a), .raw(let b)): return a == b ? first : nil
      default: return nil
      }
    }

    /// The slot of a property pair: `color1`, `color2`, … and `alpha1`, … in order of use.
    mutating func slot(_ kind: Kind, _ first: LottieJSON, _ second: LottieJSON, key: String)
      -> String
    {
      let key = kind.rawValue + "\u{0}" + key
      if let index = known[key] { return slots[index].id }
      let id =
        (kind == .color ? "color" : "alpha") + String(slots.count(where: { $0.kind == kind }) + 1)
      known[key] = slots.count
      slots.append(Slot(id: id, kind: kind, values: [first, second]))
      return id
    }
  }
}

extension LottieJSON {
  /// An object's member (nil for anything else, or no such key).
  subscript(key: String) -> LottieJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
}
