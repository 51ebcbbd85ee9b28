import Foundation
import Pipeline
import TestFiles
import TestSupport
import Testing

/// SVG images in the Lottie file (docs/output.md, Images): Lottie's image assets are bitmaps, so
/// an SVG image is embedded as a PNG that librsvg draws, at 3 pixels per point of the largest
/// size its view takes.
@Suite("SVG images in the Lottie file")
struct SVGImageAssetTests {
  /// A 2 × 2 SVG whose one rectangle, #1E78C8 = (30, 120, 200), covers it.
  static let svg = SampleImages.blueSVG

  /// A 40 × 20 image view showing `blue.svg` that grows to 50 × 20.
  static let source = """
    <interface version="1" name="Icon" width="100" height="80" backgroundColor="#FFFFFF">
      <subviews><imageView id="icon" image="blue.svg"/></subviews>
      <constraints>
        <constraint eq="icon.leading == root.leading + 20"/>
        <constraint eq="icon.top == root.top + 30"/>
        <constraint id="side" eq="icon.width == 40"/>
        <constraint eq="icon.height == 20"/>
      </constraints>
      <timeline>
        <animate name="grow" at="0" duration="0.5"><setConstant constraint="side" to="50"/></animate>
      </timeline>
    </interface>
    """

  /// The image assets of a Lottie file.
  static func imageAssets(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let assets = try #require((object as? [String: Any])?["assets"] as? [[String: Any]])
    return assets.filter { $0["e"] as? Int == 1 }
  }

  @Test("an SVG image is a PNG asset at 3 pixels per point of its view's largest size")
  func svgImageIsPNG() throws {
    let (outputs, log) = TestExport.exportFiles(
      Self.source, file: "icon.xml", formats: [.lottie], images: ["blue.svg": Self.svg])
    #expect(log.diagnostics.isEmpty)
    guard case .text(let json) = try #require(outputs[.lottie]) else {
      Issue.record("the Lottie file is not text")
      return
    }
    let assets = try Self.imageAssets(json)
    #expect(assets.count == 1)
    let asset = try #require(assets.first)
    // 50 × 20 points, at 3 pixels per point.
    #expect(asset["w"] as? Double == 150)
    #expect(asset["h"] as? Double == 60)
    let uri = try #require(asset["p"] as? String)
    let prefix = "data:image/png;base64,"
    #expect(uri.hasPrefix(prefix), "\(uri.prefix(40))")
    let png = try #require(Data(base64Encoded: String(uri.dropFirst(prefix.count))))
    // The PNG signature, then IHDR's width and height (big-endian), read here on their own.
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let header = Array(png[16..<24])
    #expect(header == [0, 0, 0, 150, 0, 0, 0, 60])
  }
}
