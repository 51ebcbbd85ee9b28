import Foundation
import Pipeline
import TestSupport
import Testing

/// The SVG is one image for assistive technology: `role="img"`, named by its `<title>` and
/// described by a `<desc>` made from the views' accessibility labels and the blocks
/// (docs/output.md, Accessible SVG).
@Suite("the accessible SVG")
struct AccessibleSVGTests {
  static let source = #"""
    <interface version="1" name="Sign &amp; go" width="200" height="100">
      <subviews>
        <button id="signIn" title="Sign In" cornerRadius="22"
                accessibilityLabel="Sign In &lt;now&gt;"/>
        <view id="dot" frame="0 80 10 10" backgroundColor="black"/>
        <label id="note" text="Hello" frame="0 0 100 20"/>
      </subviews>
      <constraints>
        <constraint eq="signIn.centerX == root.centerX"/>
        <constraint eq="signIn.top == root.top + 20"/>
        <constraint eq="signIn.height == 44"/>
        <constraint identifier="signInWidth" eq="signIn.width == 160"/>
      </constraints>
      <timeline>
        <animate name="shrink" at="2.5" duration="0.15">
          <setConstant constraint="signInWidth" to="44"/>
        </animate>
        <animate name="fade" at="3" duration="0.5">
          <set view="dot" alpha="0"/>
        </animate>
      </timeline>
    </interface>
    """#

  static func svg(_ source: String = source) throws -> String {
    let (outputs, log) = TestExport.export(source, file: "a11y.xml", formats: [.svg])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[.svg])
  }

  @Test("the root is an image whose first children are its title and desc")
  func roleTitleDesc() throws {
    let svg = try Self.svg()
    let root = try #require(
      svg.range(of: "<svg ").map { svg[$0.lowerBound...].prefix { $0 != ">" } })
    #expect(root.hasSuffix(#" role="img""#))
    // The title is the root's first child, the desc its second: their names and descriptions.
    let after = svg[svg.range(of: "<svg ")!.lowerBound...].drop { $0 != ">" }.dropFirst()
    #expect(after.hasPrefix("\n<title>Sign &amp; go</title>\n<desc>"))
  }

  @Test("the desc names views by their accessibility labels and says what each block does, when")
  func descriptionSentences() throws {
    let svg = try Self.svg()
    let desc = try #require(
      svg.range(of: "<desc>").flatMap { start in
        svg.range(of: "</desc>").map { String(svg[start.upperBound..<$0.lowerBound]) }
      })
    #expect(
      desc
        == "Shows Sign In &lt;now&gt; button, Hello label. "
        + "Sign In &lt;now&gt; button shrinks to a circle, 2.5–2.65 s. "
        + "dot fades out, 3–3.5 s.")
  }

  @Test("a still without labelled views has a title and no desc")
  func stillWithoutDesc() throws {
    let svg = try Self.svg(
      #"<interface version="1" name="Empty" width="10" height="10"><subviews><view id="a" frame="0 0 1 1"/></subviews></interface>"#
    )
    #expect(svg.contains(#"role="img">"#))
    #expect(!svg.contains("<desc"))
  }
}
