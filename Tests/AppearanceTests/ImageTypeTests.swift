import Appearance
import TestFiles
import Testing

/// Embedded bytes must be the image their name claims (docs/format.md, `imageView`).
@Suite("image types")
struct ImageTypeTests {
  static let png = Repository.bytes(Repository.path("Tests/Conformance/Scenes/checker.png")) ?? []
  static let jpeg = Repository.bytes(Repository.path("Tests/Conformance/Scenes/photo.jpg")) ?? []
  static let svg = Repository.bytes(Repository.path("Tests/Conformance/Scenes/badge.svg")) ?? []
  static let text = Array("API_TOKEN=secret\nPATH=/usr/bin\n".utf8)

  @Test("a name claims its type by its extension, in any case")
  func names() {
    #expect(ImageType(fileName: "a/b/logo.png") == .png)
    #expect(ImageType(fileName: "photo.JPG") == .jpeg)
    #expect(ImageType(fileName: "photo.jpeg") == .jpeg)
    #expect(ImageType(fileName: "badge.Svg") == .svg)
    #expect(ImageType(fileName: "notes.txt") == nil)
    #expect(ImageType(fileName: "png") == nil)
    #expect(ImageType(fileName: ".png") == nil)
  }

  @Test("the repository's sample images are the types their names claim")
  func samples() {
    #expect(Self.png.count > 33 && Self.jpeg.count > 20 && Self.svg.count > 20)
    #expect(ImageType.png.problem(Self.png) == nil)
    #expect(ImageType.jpeg.problem(Self.jpeg) == nil)
    #expect(ImageType.svg.problem(Self.svg) == nil)
  }

  @Test("text is no image, whatever it is named")
  func text() {
    #expect(ImageType.png.problem(Self.text) == "it does not start with PNG's signature")
    #expect(
      ImageType.jpeg.problem(Self.text) == "it does not start with JPEG's start-of-image marker")
    #expect(ImageType.svg.problem(Self.text)?.hasPrefix("it is not well-formed XML") == true)
    #expect(ImageType.svg.problem([]) != nil)
  }

  @Test("one image type is not another")
  func crossed() {
    #expect(ImageType.png.problem(Self.jpeg) != nil)
    #expect(ImageType.jpeg.problem(Self.png) != nil)
    #expect(ImageType.svg.problem(Self.png) != nil)
  }

  @Test("a PNG signature alone, or with a damaged header, is no PNG")
  func damagedPNG() {
    #expect(
      ImageType.png.problem(Array(Self.png.prefix(8))) == "its first chunk is not an IHDR header")
    var damaged = Self.png
    damaged[17] ^= 0x01  // the width, under the header's CRC
    #expect(ImageType.png.problem(damaged) == "its IHDR header fails its checksum")
  }

  @Test("a JPEG start without a frame header is no JPEG")
  func truncatedJPEG() {
    #expect(ImageType.jpeg.problem([0xFF, 0xD8, 0xFF, 0xD9]) == "it has no JPEG frame header")
    #expect(ImageType.jpeg.problem(Array(Self.jpeg.prefix(30))) == "it has no JPEG frame header")
  }

  @Test("XML whose root is not <svg> is no SVG")
  func otherXML() {
    let html = Array(#"<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>"#.utf8)
    #expect(ImageType.svg.problem(html) == "its root element is 'html', not 'svg'")
    let prefixed = Array(#"<s:svg xmlns:s="http://www.w3.org/2000/svg"/>"#.utf8)
    #expect(ImageType.svg.problem(prefixed) == nil)
  }
}
