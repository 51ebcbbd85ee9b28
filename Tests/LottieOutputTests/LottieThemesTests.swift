import Testing

@testable import LottieOutput

/// Slots for dotLottie themes: the typed colors and opacities of fills and strokes that differ
/// between two appearances get a `sid` as the compositions are compared, and each theme's
/// rules give one appearance's values (docs/output.md, The dotLottie file).
@Suite("Lottie themes")
struct LottieThemesTests {
  typealias Color = Lottie.Animated<Lottie.ColorValue>

  static func constant(_ red: Double, _ green: Double, _ blue: Double) -> Color {
    .constant(Lottie.ColorValue(red: red, green: green, blue: blue))
  }

  static let white = constant(1, 1, 1)
  static let black = constant(0, 0, 0)
  static let gray = constant(0.5, 0.5, 0.5)

  /// A file of one layer with a fill and a stroke of the given colors and opacities.
  static func file(
    fill: Color, fillOpacity: Lottie.Animated<Double> = .constant(100), stroke: Color,
    width: Double = 1, name: String = "card"
  ) -> Lottie.Composition {
    let layer = Lottie.Layer(
      index: 1, name: name, parent: nil,
      transform: Lottie.Transform(anchor: .constant(.zero), position: .combined(.constant(.zero))),
      content: .shapes([
        .fill(Lottie.Fill(color: fill, opacity: fillOpacity)),
        .stroke(
          Lottie.Stroke(
            color: stroke, opacity: .constant(100), width: .constant(width), lineCap: .butt,
            lineJoin: .round)),
      ]), inPoint: 0, outPoint: 61)
    return Lottie.Composition(
      name: "Card", frameRate: 60, outPoint: 61, width: 10, height: 10, assets: [],
      layers: [layer])
  }

  @Test("a color that differs gets a sid; one that does not keeps none")
  func slotsOnDifferences() throws {
    let themes = try #require(
      LottieThemes(
        Self.file(fill: Self.white, fillOpacity: .constant(29), stroke: Self.gray),
        Self.file(fill: Self.black, fillOpacity: .constant(60), stroke: Self.gray), jobs: 1))
    #expect(themes.slots.map(\.id) == ["color1", "alpha1"])
    #expect(
      themes.animation.contains(
        #""shapes":[{"ty":"fl","c":{"a":0,"k":[1,1,1,1],"sid":"color1"},"#
          + #""o":{"a":0,"k":29,"sid":"alpha1"},"r":1,"bm":0},"#
          + #"{"ty":"st","c":{"a":0,"k":[0.5,0.5,0.5,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1},"#))
    #expect(
      themes.theme(0)
        == #"{"rules":[{"id":"color1","type":"Color","value":[1,1,1,1]},"#
        + #"{"id":"alpha1","type":"Scalar","value":29}]}"#)
    #expect(
      themes.theme(1)
        == #"{"rules":[{"id":"color1","type":"Color","value":[0,0,0,1]},"#
        + #"{"id":"alpha1","type":"Scalar","value":60}]}"#)
  }

  @Test("properties that differ alike share a slot")
  func sharedSlots() throws {
    let themes = try #require(
      LottieThemes(
        Self.file(fill: Self.white, stroke: Self.white),
        Self.file(fill: Self.black, stroke: Self.black), jobs: 1))
    #expect(themes.slots.map(\.id) == ["color1"])
    #expect(themes.animation.components(separatedBy: #""sid":"color1""#).count == 3)
  }

  @Test("an animated color's rule has keyframes: frame, value, tangents and hold")
  func keyframeRules() throws {
    let keyframes = Color.keyframes([
      .init(
        frame: 0, value: .init(red: 0, green: 0, blue: 1),
        toNext: .curve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
      .init(frame: 29.999, value: .init(red: 1, green: 0, blue: 0), toNext: .hold),
      .init(frame: 30, value: .init(red: 1, green: 1, blue: 0), toNext: nil),
    ])
    let themes = try #require(
      LottieThemes(
        Self.file(fill: Self.white, stroke: Self.black),
        Self.file(fill: keyframes, stroke: Self.black), jobs: 1))
    #expect(
      themes.theme(1)
        == #"{"rules":[{"id":"color1","type":"Color","keyframes":["#
        + #"{"frame":0,"value":[0,0,1,1],"outTangent":{"x":0.42,"y":0},"inTangent":{"x":0.58,"y":1}},"#
        + #"{"frame":29.999,"value":[1,0,0,1],"hold":true},{"frame":30,"value":[1,1,0,1]}]}]}"#)
    #expect(
      themes.theme(0) == #"{"rules":[{"id":"color1","type":"Color","value":[1,1,1,1]}]}"#)
  }

  @Test("an animated opacity's rule has numbers for values")
  func scalarKeyframeRules() throws {
    let opacity = Lottie.Animated<Double>.keyframes([
      .init(frame: 0, value: 29, toNext: .linear), .init(frame: 6, value: 60, toNext: nil),
    ])
    let themes = try #require(
      LottieThemes(
        Self.file(fill: Self.white, fillOpacity: opacity, stroke: Self.black),
        Self.file(fill: Self.white, stroke: Self.black), jobs: 1))
    #expect(
      themes.theme(0)
        == #"{"rules":[{"id":"alpha1","type":"Scalar","keyframes":[{"frame":0,"value":29,"#
        + #""outTangent":{"x":0,"y":0},"inTangent":{"x":1,"y":1}},{"frame":6,"value":60}]}]}"#)
  }

  @Test("compositions that differ elsewhere than in paint colors, or not at all, have no themes")
  func otherDifferences() {
    let card = Self.file(fill: Self.white, stroke: Self.white)
    #expect(
      LottieThemes(card, Self.file(fill: Self.black, stroke: Self.white, name: "x"), jobs: 1) == nil
    )
    // A width is no color: a difference there is not slotted either.
    #expect(
      LottieThemes(card, Self.file(fill: Self.black, stroke: Self.white, width: 2), jobs: 1) == nil)
    #expect(LottieThemes(card, card, jobs: 1) == nil)
  }
}
