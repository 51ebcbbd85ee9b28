import Formatting
import Scene

extension LottieWriter {
  /// One scene in two appearances as one animation with slots (`sid`) on the paints whose
  /// color or opacity differ, and the two themes that give each appearance's values
  /// (docs/output.md, The dotLottie file); nil when no paint differs, or when the appearances
  /// differ in anything but their paints' colors and opacities (no theme turns one into the
  /// other then).
  ///
  /// Both compositions are built (each layer on `jobs` threads); their fills and strokes are
  /// compared pairwise, typed, in file order, and each differing pair gets a slot id there;
  /// the first composition is then written once, with its slot ids.
  package func themed(_ first: AnimatedScene, _ second: AnimatedScene) -> LottieThemes? {
    LottieThemes(composition(first), composition(second), jobs: jobs)
  }
}

/// An animation whose paints that differ between two appearances carry slots, and each slot's
/// value in each appearance: what a dotLottie theme overrides.
///
/// Each differing color (`c`) or opacity (`o`, where a color's alpha goes) of a fill or stroke
/// gets a slot id; properties that differ alike share one. A rule replaces the whole property,
/// so an animated color may be constant in the other appearance.
package struct LottieThemes: Sendable {
  /// What a slot overrides: a color (`Color` rules) or an opacity (`Scalar` rules).
  package enum Kind: String, Sendable {
    case color = "Color"
    case scalar = "Scalar"
  }

  /// A slotted property, as one appearance has it.
  package enum Value: Sendable {
    case color(Lottie.Animated<Lottie.ColorValue>)
    case scalar(Lottie.Animated<Double>)

    var kind: Kind {
      switch self {
      case .color: .color
      case .scalar: .scalar
      }
    }
  }

  /// One slot: its id, and the property in each appearance.
  package struct Slot: Sendable {
    package var id: String
    package var values: [Value]
    package var kind: Kind { values[0].kind }
  }

  /// The first appearance's file, with a `sid` on each slotted property.
  package var animation: String
  /// The slots, in the order the animation first uses them.
  package var slots: [Slot]

  /// The slots of two compositions, and the first's file with them; nil as `themed` says.
  init?(_ first: Lottie.Composition, _ second: Lottie.Composition, jobs: Int) {
    var (animation, other) = (first, second)
    var slotting = Slotting()
    slotting.merge(&animation, &other)
    guard animation == other, !slotting.slots.isEmpty else { return nil }
    self.animation = animation.text(jobs: jobs)
    slots = slotting.slots
  }

  /// The theme file (`t/ID.json`) that gives appearance `index`'s values (0: the first):
  /// `{"rules":[…]}`, one rule a slot, written through `JSONText`.
  package func theme(_ index: Int) -> String {
    JSONText.object([("rules", JSONText.array(slots.map { Self.rule($0, index) }))])
  }

  /// A slot's rule: a constant is `value`; keyframes are `keyframes` of `frame`, `value` (a
  /// number for a scalar), `outTangent` and `inTangent` (Lottie's `o` and `i`), and `hold`.
  static func rule(_ slot: Slot, _ index: Int) -> String {
    let members = [("id", JSONText.string(slot.id)), ("type", JSONText.string(slot.kind.rawValue))]
    switch slot.values[index] {
    case .color(let property): return JSONText.object(members + values(property))
    case .scalar(let property): return JSONText.object(members + values(property))
    }
  }

  static func values<Item: LottieValue>(_ property: Lottie.Animated<Item>) -> [(String, String)] {
    guard case .keyframes(let keys) = property else {
      guard case .constant(let value) = property else { return [] }
      return [("value", value.jsonText)]
    }
    let frames = keys.map { key in
      var frame = [("frame", key.frame.jsonText), ("value", key.value.jsonText)]
      switch key.toNext {
      case nil: break
      case .hold: frame.append(("hold", JSONText.bool(true)))
      case .curve(let x1, let y1, let x2, let y2):
        frame.append(("outTangent", tangent(x1, y1)))
        frame.append(("inTangent", tangent(x2, y2)))
      }
      return JSONText.object(frame)
    }
    return [("keyframes", JSONText.array(frames))]
  }

  /// `{"x":x,"y":y}`, as a keyframe's `o` and `i` are written.
  static func tangent(_ x: Double, _ y: Double) -> String {
    JSONText.object([("x", x.jsonText), ("y", y.jsonText)])
  }

  /// The slots of two compositions, given in file order as their paints are compared.
  struct Slotting {
    var slots: [Slot] = []
    /// Each slot by its kind and its two properties as written.
    var known: [[UInt8]: Int] = [:]

    /// Gives the first composition's paints their slots where the second's differ, and puts
    /// the first's paints in the second: the two are then equal when they differ only there.
    mutating func merge(_ first: inout Lottie.Composition, _ second: inout Lottie.Composition) {
      for slot in first.assets.indices where slot < second.assets.count {
        guard case .precomp(let id, var layers) = first.assets[slot],
          case .precomp(let otherID, var others) = second.assets[slot]
        else { continue }
        merge(&layers, &others)
        first.assets[slot] = .precomp(id: id, layers: layers)
        second.assets[slot] = .precomp(id: otherID, layers: others)
      }
      merge(&first.layers, &second.layers)
    }

    mutating func merge(_ first: inout [Lottie.Layer], _ second: inout [Lottie.Layer]) {
      for place in first.indices where place < second.count {
        guard case .shapes(var items) = first[place].content,
          case .shapes(var others) = second[place].content
        else { continue }
        merge(&items, &others)
        first[place].content = .shapes(items)
        second[place].content = .shapes(others)
      }
    }

    mutating func merge(_ first: inout [Lottie.ShapeItem], _ second: inout [Lottie.ShapeItem]) {
      for place in first.indices where place < second.count {
        switch (first[place], second[place]) {
        case (.group(var group), .group(var other)):
          merge(&group.items, &other.items)
          (first[place], second[place]) = (.group(group), .group(other))
        case (.fill(var fill), .fill(var other)):
          fill.slots = slots(fill.color, other.color, fill.opacity, other.opacity)
          (other.color, other.opacity, other.slots) = (fill.color, fill.opacity, fill.slots)
          (first[place], second[place]) = (.fill(fill), .fill(other))
        case (.stroke(var stroke), .stroke(var other)):
          stroke.slots = slots(stroke.color, other.color, stroke.opacity, other.opacity)
          (other.color, other.opacity, other.slots) = (stroke.color, stroke.opacity, stroke.slots)
          (first[place], second[place]) = (.stroke(stroke), .stroke(other))
        default: break
        }
      }
    }

    /// The slots of a paint's color and opacity in two appearances.
    mutating func slots(
      _ color: Lottie.Animated<Lottie.ColorValue>, _ otherColor: Lottie.Animated<Lottie.ColorValue>,
      _ opacity: Lottie.Animated<Double>, _ otherOpacity: Lottie.Animated<Double>
    ) -> Lottie.Slots {
      Lottie.Slots(
        color: slot(.color(color), .color(otherColor), color.bytes, otherColor.bytes),
        opacity: slot(.scalar(opacity), .scalar(otherOpacity), opacity.bytes, otherOpacity.bytes))
    }

    /// The slot of a property that is `first` in one appearance and `second` in the other, as
    /// written: none when they are written alike; `color1`, `color2`, … and `alpha1`, … in
    /// order of first use, one for each pair of values.
    mutating func slot(_ first: Value, _ second: Value, _ written: [UInt8], _ other: [UInt8])
      -> String?
    {
      guard written != other else { return nil }
      let kind = first.kind
      let key = [kind == .color ? 0 : 1] + written + [0] + other
      if let index = known[key] { return slots[index].id }
      let id =
        (kind == .color ? "color" : "alpha") + String(slots.count(where: { $0.kind == kind }) + 1)
      known[key] = slots.count
      slots.append(Slot(id: id, values: [first, second]))
      return id
    }
  }
}

extension Lottie.Animated {
  /// The property as written.
  var bytes: [UInt8] {
    var sink = JSONBytes(capacity: 64)
    write(to: &sink)
    return sink.bytes
  }
}
