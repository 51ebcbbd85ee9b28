import Foundation
import Pipeline
import TestSupport
import Testing

/// A root whose size is not a whole number of points (a xib's freeform view 301.5 pt high) gets
/// a composition rounded up to whole points, as the schema's integer `w` and `h` require, while
/// its layer keeps the root's size (docs/output.md, The Lottie file).
@Suite("Lottie canvas size")
struct CanvasSizeTests {
  /// A root 200.5 × 100.25 with a translucent card, which becomes a precomp (its layer's `w`
  /// and `h` are integers in the schema too).
  static let source = #"""
    <interface version="1" name="Half" width="200.5" height="100.25" backgroundColor="white">
      <subviews>
        <view id="card" backgroundColor="systemBlue" frame="10 10 80 40" alpha="0.5">
          <subviews><view id="dot" backgroundColor="systemRed" frame="5 5 10 10"/></subviews>
        </view>
      </subviews>
    </interface>
    """#

  static func file() throws -> (text: String, object: [String: Any]) {
    let (outputs, log) = TestExport.export(Self.source, file: "half.xml", formats: [.lottie])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    let text = try #require(outputs[.lottie])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    return (text, object)
  }

  @Test("w and h are the root's size rounded up to whole points")
  func wholeComposition() throws {
    let (text, object) = try Self.file()
    #expect(object["w"] as? Double == 201)
    #expect(object["h"] as? Double == 101)
    // Written as integers, as the schema reads them.
    #expect(text.contains(#""w":201,"h":101,"#))
  }

  @Test("the root's layer keeps the root's size: its background stops at the root's edge")
  func rootKeepsItsSize() throws {
    let layers = try HiddenIntervalTests.layers(try Self.file().text)
    let root = try #require(layers["root"])
    let rect = NegativeSizeLottieTests.frameRect(root)
    #expect(rect.size == [200.5, 100.25])
    #expect(rect.position == [100.25, 50.125])
  }

  @Test("a precomp layer's w and h are whole: three times the composition's larger side")
  func wholePrecomp() throws {
    let layers = try HiddenIntervalTests.layers(try Self.file().text)
    let group = try #require(layers["card group"])
    #expect(group["w"] as? Double == 603)
    #expect(group["h"] as? Double == 603)
    // The card's own layer sits at that margin inside the precomp.
    let card = try #require(layers["card"])
    #expect(NegativeSizeLottieTests.placement(card).position == [201, 201])
  }
}
