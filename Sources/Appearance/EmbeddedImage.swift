import Geometry

/// An image embedded in the exports: its bytes, its media type and, for bitmaps, its pixel
/// size (Lottie declares image assets at it).
package struct EmbeddedImage: Hashable, Sendable {
  package var bytes: [UInt8]
  /// `image/png`, `image/jpeg` or `image/svg+xml`, from the bytes' signature.
  package var mediaType: String
  /// The pixel size of a PNG (from its IHDR) or JPEG (from its first SOF marker); nil for SVG.
  package var pixelSize: Size?

  package init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      mediaType = "image/png"
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      mediaType = "image/jpeg"
    } else {
      mediaType = "image/svg+xml"
    }
    pixelSize = Self.pixelSize(bytes)
  }

  private static func pixelSize(_ bytes: [UInt8]) -> Size? {
    func big(_ index: Int, _ count: Int) -> Int {
      (index..<index + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
      let size = Size(width: Double(big(16, 4)), height: Double(big(20, 4)))
      return size.width > 0 && size.height > 0 ? size : nil
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      let length = big(index + 2, 2)
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        let size = Size(width: Double(big(index + 7, 2)), height: Double(big(index + 5, 2)))
        return size.width > 0 && size.height > 0 ? size : nil
      }
      index += 2 + length
    }
    return nil
  }
}
