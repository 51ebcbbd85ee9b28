import Diagnostics
import Interface
import Testing

/// Attributes are read through their element's table: one the element does not take is an
/// error and is never read into the document.
@Suite("attribute tables")
struct AttributeTableTests {
  @Test("an attribute of another kind is reported and not read")
  func otherKind() throws {
    let (view, diagnostics) = parseView(#"<label id="l" text="Hi" title="Go" on="true"/>"#)
    let label = try #require(view)
    #expect(
      diagnostics.map(\.message) == [
        "unknown attribute 'title' on <label>",
        "unknown attribute 'on' on <label>",
      ])
    #expect(label.content.text == "Hi")
    #expect(label.content.title == nil && label.content.isOn == nil)
  }

  @Test("the root takes the document's attributes, not a view's id or frame")
  func root() {
    let (document, diagnostics) = parseInterface("", head: #"frame="0 0 10 10""#)
    #expect(
      diagnostics.map(\.message).first?.hasPrefix("unknown attribute 'frame' on <interface>")
        == true)
    #expect(document.views.first?.frame == nil)
  }
}
