import Testing

@testable import LottieOutput

/// Slots for dotLottie themes: the colors and opacities of fills and strokes that differ
/// between two appearances get a `sid`, and each theme's rules give one appearance's values
/// (docs/output.md, The dotLottie file).
@Suite("Lottie slots")
struct LottieSlotsTests {
  /// A layer with a fill and a stroke of the given colors and opacities, as the writer writes
  /// them.
  static func layer(fill: LottieJSON, fillOpacity: Double, stroke: LottieJSON) -> LottieJSON {
    .object([
      ("nm", .string("card")),
      (
        "shapes",
        .array([
          .object([
            ("ty", .string("fl")), ("c", fill),
            ("o", .object([("a", .number(0)), ("k", .number(fillOpacity))])),
            ("r", .number(1)),
          ]),
          .object([
            ("ty", .string("st")), ("c", stroke),
            ("o", .object([("a", .number(0)), ("k", .number(100))])),
            ("w", .object([("a", .number(0)), ("k", .number(1))])),
          ]),
        ])
      ),
    ])
  }

  static func constant(_ values: Double...) -> LottieJSON {
    .object([("a", .number(0)), ("k", .numbers(values))])
  }

  @Test("a color that differs gets a sid; one that does not keeps none")
  func slotsOnDifferences() throws {
    let white = Self.constant(1, 1, 1, 1)
    let black = Self.constant(0, 0, 0, 1)
    let gray = Self.constant(0.5, 0.5, 0.5, 1)
    let slots = try #require(
      LottieSlots(
        Self.layer(fill: white, fillOpacity: 29, stroke: gray),
        Self.layer(fill: black, fillOpacity: 60, stroke: gray)))
    #expect(slots.slots.map(\.id) == ["color1", "alpha1"])
    #expect(
      slots.animation.text
        == #"{"nm":"card","shapes":[{"ty":"fl","c":{"a":0,"k":[1,1,1,1],"sid":"color1"},"#
        + #""o":{"a":0,"k":29,"sid":"alpha1"},"r":1},"#
        + #"{"ty":"st","c":{"a":0,"k":[0.5,0.5,0.5,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}]}"#)
    #expect(
      slots.theme(0)
        == #"{"rules":[{"id":"color1","type":"Color","value":[1,1,1,1]},"#
        + #"{"id":"alpha1","type":"Scalar","value":29}]}"#)
    #expect(
      slots.theme(1)
        == #"{"rules":[{"id":"color1","type":"Color","value":[0,0,0,1]},"#
        + #"{"id":"alpha1","type":"Scalar","value":60}]}"#)
  }

  @Test("properties that differ alike share a slot")
  func sharedSlots() throws {
    let white = Self.constant(1, 1, 1, 1)
    let black = Self.constant(0, 0, 0, 1)
    let slots = try #require(
      LottieSlots(
        Self.layer(fill: white, fillOpacity: 100, stroke: white),
        Self.layer(fill: black, fillOpacity: 100, stroke: black)))
    #expect(slots.slots.map(\.id) == ["color1"])
    #expect(slots.animation.text.components(separatedBy: #""sid":"color1""#).count == 3)
  }

  @Test("an animated color's rule has keyframes: frame, value, tangents and hold")
  func keyframeRules() throws {
    let keyframes = LottieJSON.object([
      ("a", .number(1)),
      (
        "k",
        .array([
          .object([
            ("t", .number(0)), ("s", .numbers([0, 0, 1, 1])),
            ("o", .object([("x", .numbers([0.42])), ("y", .numbers([0]))])),
            ("i", .object([("x", .numbers([0.58])), ("y", .numbers([1]))])),
          ]),
          .object([("t", .number(29.999)), ("s", .numbers([1, 0, 0, 1])), ("h", .number(1))]),
          .object([("t", .number(30)), ("s", .numbers([1, 1, 0, 1]))]),
        ])
      ),
    ])
    let slots = try #require(
      LottieSlots(
        Self.layer(
          fill: Self.constant(1, 1, 1, 1), fillOpacity: 100, stroke: Self.constant(0, 0, 0, 1)),
        Self.layer(fill: keyframes, fillOpacity: 100, stroke: Self.constant(0, 0, 0, 1))))
    #expect(
      slots.theme(1)
        == #"{"rules":[{"id":"color1","type":"Color","keyframes":["#
        + #"{"frame":0,"value":[0,0,1,1],"outTangent":{"x":[0.42],"y":[0]},"inTangent":{"x":[0.58],"y":[1]}},"#
        + #"{"frame":29.999,"value":[1,0,0,1],"hold":true},{"frame":30,"value":[1,1,0,1]}]}]}"#)
  }

  @Test("an animated opacity's rule has numbers for values")
  func scalarKeyframeRules() {
    let property = LottieJSON.object([
      ("a", .number(1)),
      (
        "k",
        .array([
          .object([("t", .number(0)), ("s", .numbers([29]))]),
          .object([("t", .number(6)), ("s", .numbers([60]))]),
        ])
      ),
    ])
    #expect(
      LottieSlots.rule(id: "alpha1", kind: .scalar, property)
        == #"{"id":"alpha1","type":"Scalar","keyframes":[{"frame":0,"value":29},{"frame":6,"value":60}]}"#
    )
  }

  @Test("animations that differ elsewhere than in colors have no slots")
  func otherDifferences() {
    let white = Self.constant(1, 1, 1, 1)
    var other = Self.layer(fill: white, fillOpacity: 100, stroke: white)
    if case .object(var members) = other {
      members[0] = ("nm", .string("another"))
      other = .object(members)
    }
    #expect(LottieSlots(Self.layer(fill: white, fillOpacity: 100, stroke: white), other) == nil)
    // A width is no color: a difference there is not slotted either.
    let wide = LottieJSON.object([
      ("ty", .string("st")), ("c", white),
      ("o", .object([("a", .number(0)), ("k", .number(100))])),
      ("w", .object([("a", .number(0)), ("k", .number(2))])),
    ])
    let narrow = LottieJSON.object([
      ("ty", .string("st")), ("c", white),
      ("o", .object([("a", .number(0)), ("k", .number(100))])),
      ("w", .object([("a", .number(0)), ("k", .number(1))])),
    ])
    #expect(LottieSlots(wide, narrow) == nil)
  }
}
