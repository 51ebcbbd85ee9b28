import Pipeline
import TestSupport
import Testing

/// Entities in attribute values reach every reader as the characters they stand for: text is
/// measured and drawn as written, and the accessibility label is escaped exactly once.
@Suite("entities in exports")
struct EntityTests {
  static let source = #"""
    <interface version="1" name="Terms &amp; Conditions" width="390" height="400">
      <subviews>
        <label id="terms" text="Terms &amp; Conditions"/>
        <button id="back" title="&lt;Back"/>
        <textField id="name" placeholder="&quot;Name&quot; &amp; more" borderStyle="roundedRect"/>
        <tableView id="list" rowHeight="44">
          <row text="Tea &amp; Cake"/><row text="&#x263A; smile"/><row text="&apos;&gt;&apos;"/>
        </tableView>
      </subviews>
      <constraints>
        <constraint eq="terms.leading == root.leading + 16"/><constraint eq="terms.top == root.top + 20"/>
        <constraint eq="back.leading == root.leading + 16"/><constraint eq="back.top == root.top + 60"/>
        <constraint eq="name.leading == root.leading + 16"/><constraint eq="name.top == root.top + 110"/>
        <constraint eq="list.leading == root.leading"/><constraint eq="list.trailing == root.trailing"/>
        <constraint eq="list.top == root.top + 160"/><constraint eq="list.height == 200"/>
      </constraints>
    </interface>
    """#

  @Test("text, title, placeholder and rows are labelled with their characters, escaped once")
  func labelledOnce() throws {
    let (outputs, log) = TestExport.export(Self.source, file: "t.xml", formats: [.svg])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    let svg = try #require(outputs[.svg])
    for label in [
      "Terms &amp; Conditions", "&lt;Back", "&quot;Name&quot; &amp; more", "Tea &amp; Cake",
      "\u{263A} smile", "&apos;&gt;&apos;",
    ] {
      #expect(svg.contains(#"aria-label="\#(label)""#), "\(label)")
    }
    #expect(svg.contains("<title>Terms &amp; Conditions</title>"))
    #expect(!svg.contains("&#38;") && !svg.contains("&amp;amp;") && !svg.contains("&amp;lt;"))
  }
}
