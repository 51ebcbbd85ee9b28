import Pipeline
import RasterOutput
import TestFiles
import Testing

/// SVG images in the pictures (docs/output.md, Pictures: PNG, strip, GIF, WebP): drawn by
/// librsvg and stretched over the view's frame, as PNG and JPEG images are.
@Suite("SVG images in the pictures")
struct SVGImageTests {
  /// A 2 × 2 SVG whose one rectangle, #1E78C8 = (30, 120, 200), covers it.
  ///
  /// The frame is 2 : 1, so only a stretched image (not one fitted inside) reaches its corners.
  static let svg = SampleImages.blueSVG

  /// A 40 × 20 image view at (20, 30) on a 100 × 80 white screen, showing `blue.svg`.
  static let source = """
    <interface version="1" name="Icon" width="100" height="80" backgroundColor="#FFFFFF">
      <subviews><imageView id="icon" image="blue.svg" frame="20 30 40 20"/></subviews>
    </interface>
    """

  @Test("an SVG image is drawn over its view's frame in the poster, with no warning")
  func svgDrawn() throws {
    let drawn = Pictures.poster(Self.source, file: "icon.xml", images: ["blue.svg": Self.svg])
    #expect(drawn.diagnostics == 0)
    #expect(drawn.wrotePNG)
    // The poster's pixels: the painter at the end of the (empty) timeline, at the scale, 2.
    let poster = try #require(drawn.poster)
    // Inside the frame (20…60, 30…50 pt), near its corners too: the rectangle's colour.
    for (x, y) in [(21, 31), (40, 40), (59, 49), (21, 49), (59, 31)] {
      #expect(Pictures.pixel(poster, 2 * x, 2 * y) == [30, 120, 200, 255], "(\(x), \(y))")
    }
    // Outside it: the white screen.
    for (x, y) in [(15, 40), (65, 40), (40, 25), (40, 55)] {
      #expect(Pictures.pixel(poster, 2 * x, 2 * y) == [255, 255, 255, 255], "(\(x), \(y))")
    }
  }
}
