import Pipeline
import TestSupport
import Testing

/// IB stores what a screen reader says for a view as `<accessibility label="…">`; the import
/// keeps it as the view's `accessibilityLabel`, which the SVG's description reads
/// (docs/storyboards.md, What is imported; docs/output.md, Accessible SVG).
@Suite struct AccessibilityLabelImportTests {
  static let storyboard = IBFixture.storyboard(
    subviews: IBFixture.view(
      "button", id: "a", attributes: #"userLabel="Go""#,
      children: #"<accessibility key="accessibilityConfiguration" label=" Sign in &amp; go "/>"#)
      + IBFixture.view(id: "b"))

  @Test("the label IB stores is the view's accessibility label, trimmed; none stays nil")
  func imported() throws {
    let checked = try #require(IBFixture.check(Self.storyboard).first)
    let document = try #require(checked.document)
    #expect(document.view("a")?.accessibilityLabel == "Sign in & go")
    #expect(document.view("b")?.accessibilityLabel == nil)
  }

  @Test("the SVG's description names the view by it, escaped")
  func described() {
    let (outputs, _) = TestExport.export(
      Self.storyboard, file: "labels.storyboard", formats: [.svg])
    #expect((outputs[.svg] ?? "").contains("Shows Sign in &amp; go button."))
  }
}
