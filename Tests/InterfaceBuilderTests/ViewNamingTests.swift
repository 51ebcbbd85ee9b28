import Pipeline
import TestSupport
import Testing

/// Imported views named in the outputs as users know them: outlet, user label, accessibility
/// identifier, else IB id (docs/storyboards.md, Names in the outputs).
@Suite struct ViewNamingTests {
  /// `a` has an outlet and a label, `b` a label and an accessibility identifier, `c` an
  /// identifier, `d` nothing, `e` and `f` share an outlet collection's name; `a` is ambiguous
  /// on the horizontal axis.
  static let storyboard = IBFixture.storyboard(
    controllerChildren: """
      <connections>
        <outlet property="titleLabel" destination="a" id="o1"/>
        <outletCollection property="rows" destination="e" id="o2"/>
        <outletCollection property="rows" destination="f" id="o3"/>
      </connections>
      """,
    subviews: IBFixture.view("label", id: "a", attributes: #"text="Hi" userLabel="Heading""#)
      + IBFixture.view(
        id: "b", attributes: #"userLabel="Card""#,
        children: #"<accessibility key="accessibilityConfiguration" identifier="card.view"/>"#)
      + IBFixture.view(
        id: "c",
        children: #"<accessibility key="accessibilityConfiguration" identifier="avatar"/>"#)
      + IBFixture.view(id: "d") + IBFixture.view(id: "e") + IBFixture.view(id: "f"),
    constraints: """
      <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="k1"/>
      """)

  @Test("a view is named by its outlet, else its user label, else its accessibility identifier")
  func ranking() throws {
    let checked = try #require(IBFixture.check(Self.storyboard).first)
    let document = try #require(checked.document)
    #expect(document.viewNames == ["a": "titleLabel", "b": "Card", "c": "avatar"])
    #expect(document.displayName(of: "d") == "d")
    // A name two views share names neither.
    #expect(document.displayName(of: "e") == "e")
    #expect(document.quotedName(of: "a") == "'titleLabel' (a)")
    #expect(document.quotedName(of: "d") == "'d'")
  }

  @Test("warnings name the view as users know it, with its IB id")
  func warnings() throws {
    let log = try #require(IBFixture.check(Self.storyboard).first?.log)
    #expect(
      IBFixture.describe(log).contains {
        $0.hasSuffix(
          "warning: ambiguous layout: 'titleLabel' (a) is not fixed on the horizontal axis "
            + "(x position)")
      })
  }

  @Test("Lottie layers and the preview's view list use the names; the SVG keeps the ids")
  func outputs() {
    let (outputs, _) = TestExport.export(
      Self.storyboard, file: "names.storyboard", formats: [.svg, .lottie, .html])
    let lottie = outputs[.lottie] ?? ""
    #expect(lottie.contains(#""nm":"titleLabel""#))
    #expect(lottie.contains(#""nm":"Card""#))
    #expect(!lottie.contains(#""nm":"a""#))
    #expect(lottie.contains(#""nm":"d""#))
    let page = outputs[.html] ?? ""
    #expect(page.contains(#""id":"a","name":"titleLabel","kind":"label""#))
    #expect((outputs[.svg] ?? "").contains(#"data-view="a""#))
  }
}
