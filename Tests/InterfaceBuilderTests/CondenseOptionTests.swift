import Interface
import Pipeline
import Testing

/// `condenseText`: off by default in the format, on for imported storyboards, kept by
/// `convert` (docs/format.md, Condensed text).
@Suite struct CondenseOptionTests {
  @Test("imported scenes condense text; files of the format do unless they say so")
  func defaults() throws {
    let imported = try #require(IBFixture.check(IBFixture.storyboard()).first?.document)
    #expect(imported.condensesText)
    let format = Compilation().check(
      Array(#"<interface version="1" width="100" height="100"/>"#.utf8), file: "a.xml")
    #expect(format.document?.condensesText == false)
  }

  @Test("the interface sets the default, a label or button its own; other values are errors")
  func attribute() throws {
    let source = """
      <interface version="1" width="100" height="100" condenseText="true">
        <subviews>
          <label id="a" text="A"/><label id="b" text="B" condenseText="false"/>
          <button id="c" title="C" condenseText="maybe"/>
        </subviews>
      </interface>
      """
    let checked = Compilation().check(Array(source.utf8), file: "a.xml")
    #expect(
      checked.log.diagnostics.map(\.message) == [
        "'condenseText' is 'true' or 'false', not 'maybe'"
      ])
    let valid = Compilation().check(
      Array(source.split(separator: #"condenseText="maybe""#).joined().utf8),
      file: "a.xml")
    let document = try #require(valid.document)
    #expect(document.condensesText)
    #expect(document.view("a")?.content.condensesText == nil)
    #expect(document.view("b")?.content.condensesText == false)
  }

  @Test("convert writes the imported scene's choice on <interface>")
  func converted() throws {
    let checked = try #require(IBFixture.check(IBFixture.storyboard()).first)
    let text = try #require(Compilation().convert(checked, from: "test.storyboard"))
    #expect(text.contains(#"condenseText="true""#))
    let again = Compilation().check(Array(text.utf8), file: "converted.xml")
    #expect(again.document?.condensesText == true)
  }
}
