import Foundation
import Pipeline
import RasterOutput
import TestSupport
import Testing

/// JPEG images in the pictures (docs/output.md, Pictures: PNG, strip, GIF, WebP): decoded by
/// libjpeg-turbo and stretched over the view's frame, as PNG images are.
@Suite("JPEG images in the pictures")
struct JPEGImageTests {
  /// A 4 × 4 JPEG of one colour, (200, 40, 60), made once with Pillow
  /// (`Image.new("RGB", (4, 4), (200, 40, 60)).save(f, "JPEG", quality=95)`); Pillow decodes it
  /// to (199, 40, 60).
  static let jpeg = Array(
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJ"
        + "BwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
        + "CgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAEAAQDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAA"
        + "AAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAk"
        + "M2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKT"
        + "lJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QA"
        + "HwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdh"
        + "cRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hp"
        + "anN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk"
        + "5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5nooor87P9OD/2Q==") ?? Data())

  /// A 40 × 20 image view at (20, 30) on a 100 × 80 white screen, showing `red.jpg`.
  static let source = """
    <interface version="1" name="Photo" width="100" height="80" backgroundColor="#FFFFFF">
      <subviews><imageView id="photo" image="red.jpg" frame="20 30 40 20"/></subviews>
    </interface>
    """

  @Test("a JPEG image is drawn over its view's frame in the poster, with no warning")
  func jpegDrawn() throws {
    #expect(Self.jpeg.count == 634)
    let drawn = Pictures.poster(Self.source, file: "photo.xml", images: ["red.jpg": Self.jpeg])
    #expect(drawn.diagnostics == 0)
    #expect(drawn.wrotePNG)
    // The poster's pixels: the painter at the end of the (empty) timeline, at the scale, 2.
    let poster = try #require(drawn.poster)
    // Inside the frame (20…60, 30…50 pt): the JPEG's colour, within 4/255 (JPEG rounding).
    for (x, y) in [(25, 35), (40, 40), (55, 45)] {
      let colour = Pictures.pixel(poster, 2 * x, 2 * y)
      #expect(zip(colour, [200, 40, 60, 255]).allSatisfy { abs($0 - $1) <= 4 }, "\(colour)")
    }
    // Outside it: the white screen.
    #expect(Pictures.pixel(poster, 2 * 15, 2 * 40) == [255, 255, 255, 255])
    #expect(Pictures.pixel(poster, 2 * 65, 2 * 40) == [255, 255, 255, 255])
  }
}
