import Diagnostics
import XMLTree

/// The image types an export embeds, and the check that bytes are the type they claim
/// (docs/format.md, `imageView`).
///
/// A file claims its type by its extension; its bytes must then be one: a PNG's signature and
/// a well-formed `IHDR` first (length, CRC, a size), a JPEG's start of image and a start of
/// frame with a size, an SVG that parses as XML with an `<svg>` root. Anything else (a text
/// file, a secret behind a link, a PNG named `.svg`) is refused before it can be embedded.
package enum ImageType: String, CaseIterable, Sendable {
  case png, jpeg, svg

  /// The type a file name claims by its extension (`.png`, `.jpg`, `.jpeg`, `.svg`, in any
  /// case); nil for any other name.
  package init?(fileName: String) {
    let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "png": self = .png
    case "jpg", "jpeg": self = .jpeg
    case "svg": self = .svg
    default: return nil
    }
  }

  /// How the type is named in messages, with its article: "a PNG", "a JPEG", "an SVG".
  package var displayName: String {
    switch self {
    case .png: "a PNG"
    case .jpeg: "a JPEG"
    case .svg: "an SVG"
    }
  }

  /// Why `bytes` are not an image of this type, in a few words; nil when they are one.
  package func problem(_ bytes: [UInt8]) -> String? {
    switch self {
    case .png: Self.pngProblem(bytes)
    case .jpeg: Self.jpegProblem(bytes)
    case .svg: Self.svgProblem(bytes)
    }
  }

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private static func pngProblem(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: pngSignature) else { return "it does not start with PNG's signature" }
    // The first chunk is IHDR: length 13, then width, height, depth, color type, compression,
    // filter, interlace, and the CRC of type and data.
    guard bytes.count >= 33, big(bytes, 8, 4) == 13, bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return "its first chunk is not an IHDR header" }
    guard CRC32.of(bytes[12..<29]) == UInt32(big(bytes, 29, 4)) else {
      return "its IHDR header fails its checksum"
    }
    let (width, height) = (big(bytes, 16, 4), big(bytes, 20, 4))
    guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else {
      return "its IHDR header gives no size"
    }
    let depths: [UInt8: [UInt8]] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard depths[bytes[25]]?.contains(bytes[24]) == true, bytes[26] == 0, bytes[27] == 0,
      bytes[28] <= 1
    else { return "its IHDR header has an invalid color type, depth or method" }
    return nil
  }

  private static func jpegProblem(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: [0xFF, 0xD8, 0xFF]) else {
      return "it does not start with JPEG's start-of-image marker"
    }
    var index = 2
    while index + 4 <= bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      // Fill bytes before a marker.
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = big(bytes, index + 2, 2)
      guard length >= 2 else { break }
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        guard length >= 8, index + 9 <= bytes.count else { break }
        let (height, width) = (big(bytes, index + 5, 2), big(bytes, index + 7, 2))
        return width > 0 && height > 0 ? nil : "its frame header gives no size"
      }
      // Start of scan or end of image before any frame header.
      if marker == 0xDA || marker == 0xD9 { break }
      index += 2 + length
    }
    return "it has no JPEG frame header"
  }

  private static func svgProblem(_ bytes: [UInt8]) -> String? {
    var limits = XMLTreeReader.Limits()
    limits.maxBytes = max(limits.maxBytes, bytes.count)
    limits.maxDepth = 256
    let (root, diagnostics) = XMLTreeReader(limits: limits).read(bytes, file: "")
    guard let root else {
      let first = diagnostics.first { $0.severity == .error }
      return "it is not well-formed XML"
        + (first.map { " (line \($0.location.line): \($0.message))" } ?? "")
    }
    let local = root.name.split(separator: ":").last.map(String.init) ?? root.name
    return local == "svg" ? nil : "its root element is '\(root.name)', not 'svg'"
  }

  private static func big(_ bytes: [UInt8], _ index: Int, _ count: Int) -> Int {
    guard index >= 0, index + count <= bytes.count else { return 0 }
    return (index..<index + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
  }
}

/// PNG's CRC-32 (ISO 3309, the polynomial 0xEDB88320 reflected).
private enum CRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
