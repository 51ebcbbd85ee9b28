import Foundation
import Interface
import Layout
import Testing
import Typography
import XMLTree

/// Labels, buttons and text fields sized from their shaped text (the font machinery itself is
/// checked against uharfbuzz in TypographyTests).
@Suite("measured text in layout")
struct MeasuredTextTests {
  let text = TextSystem.shared

  @Test("a label without intrinsicSize is as wide as its text and one line tall")
  func labelSize() throws {
    let (frames, _) = try layout(
      """
      <subviews><label id="title" text="Bankey" font="largeTitle"/></subviews>
      <constraints>
        <constraint eq="title.leading == root.leading"/><constraint eq="title.top == root.top"/>
      </constraints>
      """)
    let measured = text.layout("Bankey", font: FontRequest(size: 34))
    #expect(frames.box("title")[2] == (measured.size.width * 1e6).rounded() / 1e6)
    #expect(abs(frames.box("title")[3] - TextLayout.pixelCeil(measured.metrics.lineHeight)) < 1e-6)
  }

  @Test("a label with &amp; in its text is as wide as its text with '&'")
  func entityInText() throws {
    let (frames, _) = try layout(
      """
      <subviews><label id="terms" text="Terms &amp; Conditions"/></subviews>
      <constraints>
        <constraint eq="terms.leading == root.leading"/><constraint eq="terms.top == root.top"/>
      </constraints>
      """)
    let measured = text.layout("Terms & Conditions", font: FontRequest(size: 17))
    #expect(frames.box("terms")[2] == (measured.size.width * 1e6).rounded() / 1e6)
  }

  @Test(
    "a styled button is its title plus 12 pt insets, and 7 pt above and below its line",
    arguments: ["plain", "gray", "tinted", "filled"])
  func styledButtonSize(_ style: String) throws {
    let (frames, _) = try layout(
      """
      <subviews><button id="go" title="Sign In" font="system 17 semibold" style="\(style)"/></subviews>
      <constraints>
        <constraint eq="go.leading == root.leading"/><constraint eq="go.top == root.top"/>
      </constraints>
      """)
    let title = text.layout("Sign In", font: FontRequest(size: 17, weight: 600))
    #expect(abs(frames.box("go")[2] - (title.size.width + 24)) < 1e-6)
    #expect(abs(frames.box("go")[3] - TextLayout.pixelCeil(title.metrics.lineHeight + 14)) < 1e-6)
  }

  @Test("the default (legacy system) button is its 15 pt title plus 6 pt above and below")
  func legacyButtonSize() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <button id="hello" title="Hello World"/><button id="plus" title="+"/>
        <button id="empty" style="default"/>
      </subviews>
      <constraints>
        <constraint eq="hello.leading == root.leading"/><constraint eq="hello.top == root.top"/>
        <constraint eq="plus.leading == root.leading"/><constraint eq="plus.top == root.top + 50"/>
        <constraint eq="empty.leading == root.leading"/><constraint eq="empty.top == root.top + 100"/>
      </constraints>
      """)
    let hello = text.layout("Hello World", font: FontRequest(size: 15))
    // No side insets and no minimum width: "Hello World" is 78 × 30 in SF, 81 × 30.33 in Inter.
    #expect(frames.box("hello")[2] == (hello.size.width * 1e6).rounded() / 1e6)
    #expect(
      abs(frames.box("hello")[3] - (TextLayout.pixelCeil(hello.metrics.lineHeight) + 12)) < 1e-6)
    #expect(frames.box("hello")[2] == 81 && abs(frames.box("hello")[3] - 30.333333) < 1e-5)
    let plus = text.layout("+", font: FontRequest(size: 15))
    #expect(frames.box("plus")[2] == (plus.size.width * 1e6).rounded() / 1e6)
    #expect(frames.box("plus")[2] < 30)
    // Without a title: 30 × 34, as UIKit's empty system button.
    #expect(frames.box("empty")[2] == 30 && frames.box("empty")[3] == 34)
  }

  @Test("a button measured again for a new title or style moves what depends on its size")
  func remeasured() throws {
    let text = """
      <interface version="1" name="T" width="375" height="667">
        <subviews><button id="go" title="Go"/><view id="after"/></subviews>
        <constraints>
          <constraint eq="go.leading == root.leading"/><constraint eq="go.top == root.top"/>
          <constraint eq="after.leading == go.trailing"/><constraint eq="after.top == go.bottom"/>
          <constraint eq="after.width == 10"/><constraint eq="after.height == 10"/>
        </constraints>
      </interface>
      """
    let (tree, _) = XMLTreeReader().read(Array(text.utf8), file: "t.xml")
    let (document, _) = InterfaceParser.parse(try #require(tree), file: "t.xml")
    var engine = LayoutEngine(document)
    var button = try #require(document.view("go"))
    let legacy = FontRequest(size: 15)
    let go = self.text.layout("Go", font: legacy).size.width
    #expect(engine.solve().box("go")[2] == (go * 1e6).rounded() / 1e6)
    button.content.title = "Continue"
    engine.remeasure(button, context: nil)
    let next = self.text.layout("Continue", font: legacy)
    #expect(engine.solve().box("after")[0] == (next.size.width * 1e6).rounded() / 1e6)
    button.content.buttonStyle = .filled
    engine.remeasure(button, context: nil)
    let filled = self.text.layout("Continue", font: FontRequest(size: 17))
    let frames = engine.solve()
    #expect(abs(frames.box("after")[0] - (filled.size.width + 24)) < 1e-6)
    #expect(
      abs(frames.box("after")[1] - TextLayout.pixelCeil(filled.metrics.lineHeight + 14)) < 1e-6)
  }

  @Test("a wrapping label takes the height of its lines at its solved width (UIKit's second pass)")
  func wrappingLabel() throws {
    let words = "Your premium source for all things banking!"
    let (frames, _) = try layout(
      """
      <subviews>
        <label id="subtitle" text="\(words)" font="title3" numberOfLines="0"/>
        <view id="below"/>
      </subviews>
      <constraints>
        <constraint eq="subtitle.leading == root.leading + 16"/>
        <constraint eq="subtitle.width == 200"/><constraint eq="subtitle.top == root.top"/>
        <constraint eq="below.top == subtitle.lastBaseline"/>
        <constraint eq="below.leading == root.leading"/><constraint eq="below.width == 10"/>
        <constraint eq="below.height == 10"/>
      </constraints>
      """)
    let wrapped = text.layout(words, font: FontRequest(size: 20), maxWidth: 200, maxLines: 0)
    #expect(wrapped.lines.count == 3)
    #expect(abs(frames.box("subtitle")[3] - wrapped.size.height) < 1e-6)
    // The last baseline is that of the third line, the text centred in the label.
    let top = (wrapped.size.height - wrapped.height) / 2
    #expect(abs(frames.box("below")[1] - (top + wrapped.lines[2].baseline)) < 1e-6)
  }

  @Test("a one-line label keeps its one-line height when it is narrower than its text")
  func truncatedLabel() throws {
    let (frames, _) = try layout(
      """
      <subviews><label id="l" text="A long title that cannot fit"/></subviews>
      <constraints>
        <constraint eq="l.leading == root.leading"/><constraint eq="l.width == 60"/>
        <constraint eq="l.top == root.top"/>
      </constraints>
      """)
    let line = text.metrics(FontRequest(size: 17)).lineHeight
    #expect(abs(frames.box("l")[3] - TextLayout.pixelCeil(line)) < 1e-6)
  }

  static let examples: String = {
    let folder = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/") ?? #filePath.endIndex))
    return folder + "/../../Examples"
  }()

  @Test("no Example gives an intrinsicSize: every text is measured")
  func examplesMeasure() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples)
      .filter { $0.hasSuffix(".xml") }
    #expect(files.count >= 4)
    for file in files {
      let source = try String(contentsOfFile: "\(Self.examples)/\(file)", encoding: .utf8)
      #expect(!source.contains("intrinsicSize="), "\(file)")
    }
  }

  @Test("seed 002: Bankey's subtitle is one line off screen and two lines at 343 pt")
  func bankeySubtitle() throws {
    let source = try String(contentsOfFile: "\(Self.examples)/bankey.xml", encoding: .utf8)
    let (tree, _) = XMLTreeReader().read(Array(source.utf8), file: "bankey.xml")
    let (document, log) = InterfaceParser.parse(try #require(tree), file: "bankey.xml")
    #expect(!log.hasErrors)
    var engine = LayoutEngine(document)
    let initial = engine.solve()
    let font = FontRequest(size: 20)
    let subtitle = "Your premium source for all things banking!"
    let oneLine = text.layout(subtitle, font: font)
    #expect(abs(initial.box("subtitleLabel")[3] - oneLine.size.height) < 1e-6)
    #expect(
      abs(
        initial.box("titleLabel")[3]
          - text.layout("Bankey", font: FontRequest(size: 34)).size.height) < 1e-6)
    // Slid in: the leading constraint's constant moves the label to the margin.
    let slot = try #require(
      engine.slots.firstIndex { $0.constraint.identifier == "subtitleLeadingAnchor" })
    engine.setConstant(slot, to: 16, context: nil)
    let shown = engine.solve()
    let twoLines = text.layout(
      subtitle, font: font, maxWidth: shown.box("subtitleLabel")[2], maxLines: 0)
    #expect(twoLines.lines.count == 2)
    #expect(abs(shown.box("subtitleLabel")[3] - twoLines.size.height) < 1e-6)
  }
}
