import Geometry
import Interface
import Pipeline
import TestSupport
import Testing

/// SF Symbols in imported storyboards: sized as UIKit sizes them, drawn as look-alikes from the
/// Material Icons font, the labelled placeholder for the rest (docs/storyboards.md, Images).
@Suite struct SymbolImportTests {
  static func imageView(_ id: String, _ symbol: String, frame: String, extra: String = "")
    -> String
  {
    IBFixture.view(
      "imageView", id: id, frame: frame, attributes: #"contentMode="scaleAspectFit""#,
      children: #"<imageReference key="image" image="\#(symbol)" catalog="system"/>\#(extra)"#)
  }

  static let storyboard = IBFixture.storyboard(
    subviews: imageView(
      "chevron", "chevron.right", frame: #"x="20" y="100" width="13" height="17.5""#)
      + imageView(
        "big", "heart.fill", frame: #"x="60" y="100" width="40" height="40""#,
        extra: """
          <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="large"/>
          """)
      + imageView("odd", "figure.walk", frame: #"x="120" y="100" width="60" height="40""#)
      + IBFixture.view(
        "segmentedControl", id: "seg", frame: #"x="20" y="200" width="200" height="32""#,
        attributes: #"selectedSegmentIndex="0""#,
        children: """
          <segments>
            <segment title="" image="list.bullet" catalog="system"/>
            <segment title="" image="figure.run" catalog="system"/>
            <segment title="Map"/>
          </segments>
          """)
      + IBFixture.view(
        "button", id: "plus", frame: #"x="20" y="260" width="44" height="44""#,
        children: #"<state key="normal" image="plus" catalog="system"/>"#),
    constraints: """
      <constraint firstItem="chevron" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstItem="chevron" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="k2"/>
      <constraint firstItem="big" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="60" id="k3"/>
      <constraint firstItem="big" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="k4"/>
      """,
    resources: """
      <image name="chevron.right" catalog="system" width="97" height="128"/>
      <image name="heart.fill" catalog="system" width="128" height="109"/>
      <image name="figure.walk" catalog="system" width="90" height="128"/>
      <image name="plus" catalog="system" width="128" height="113"/>
      """)

  @Test("a symbol image view's intrinsic size is the symbol's at its point size and scale")
  func sizes() throws {
    let frames = IBFixture.frames(Self.storyboard)
    // Xcode stores 13 × 17.67 for chevron.right at the default 17 points (dashwallet's
    // CrowdNode.storyboard, in the layout corpus).
    let chevron = try #require(frames["chevron"])
    #expect(abs(chevron.width - 13) <= 0.5 && abs(chevron.height - 17.67) <= 0.01)
    // 34 points, large: the longer side 34 × 1.04 × 1.3.
    let big = try #require(frames["big"])
    #expect(abs(big.width - 45.97) < 0.2 && abs(big.height - 39.0) < 0.3)
  }

  @Test("symbols are kept as symbols, not as images to find in --assets")
  func model() throws {
    let document = try #require(IBFixture.check(Self.storyboard).first?.document)
    #expect(document.view("chevron")?.content.image == nil)
    #expect(document.view("chevron")?.content.symbol?.name == "chevron.right")
    #expect(
      document.view("seg")?.content.segmentSymbols.map { $0?.name } == [
        "list.bullet", "figure.run", nil,
      ])
    #expect(document.view("plus")?.content.symbol?.name == "plus")
  }

  @Test("known symbols draw their look-alike; the rest keep the labelled placeholder")
  func drawing() {
    let (outputs, log) = TestExport.export(Self.storyboard, file: "symbols.storyboard")
    #expect(!log.hasErrors)
    let svg = outputs[.svg] ?? ""
    // The look-alikes are glyphs of the icon font, labelled with their private-use characters.
    for glyph in ["\u{E5CC}", "\u{E87D}", "\u{E241}", "\u{E145}"] {
      #expect(svg.contains(#"aria-label="\#(glyph)""#), "\(glyph.unicodeScalars.first!)")
    }
    // No look-alike: the placeholder box with the name, and the segment's name in its place.
    #expect(svg.contains(#"aria-label="figure.walk""#))
    #expect(svg.contains(#"aria-label="figure.run""#))
    #expect(!svg.contains(#"aria-label="chevron.right""#))
    let again = TestExport.export(Self.storyboard, file: "symbols.storyboard").outputs
    #expect(again[.svg] == outputs[.svg] && again[.lottie] == outputs[.lottie])
  }
}
