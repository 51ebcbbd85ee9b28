import Formatting

/// The names `export` writes and prints: a file's base name, and the `<picture>` snippet of
/// `--appearance both`.
extension ExportCommand {
  /// The `<picture>` element for a light and a dark file, which GitHub and most
  /// documentation tools honour; the paths as URLs (`urlPath`).
  static func pictureSnippet(light: String, dark: String, name: String) -> String {
    """
    <picture>
      <source media="(prefers-color-scheme: dark)" srcset="\(urlPath(dark))">
      <img src="\(urlPath(light))" alt="\(Escaping.xml(name))">
    </picture>

    """
  }

  /// A file path as a URL path (docs/output.md, Dark mode): every byte but letters, digits,
  /// `-._~` and `/` percent-encoded, so that a space or a comma does not split `srcset`'s
  /// list, `%` and `#` do not change what the URL names, and `:` cannot start a scheme.
  static func urlPath(_ path: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func baseName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
