/// Decodes the references libxml2's SAX2 leaves in attribute values.
///
/// Without entity substitution (which stays off: no DTDs, no entity expansion), libxml2 hands
/// an attribute value with every reference decoded except those that decode to `&`: `&amp;`
/// and `&#38;` come through as the text `&#38;`, so that a tree builder can tell them from the
/// start of a reference. A decoded value has no other `&`, so decoding every predefined entity
/// and character reference once here gives the value as written, decoded exactly once.
enum ReferenceDecoding {
  static let predefined: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
  ]

  static func decode(_ value: String) -> String {
    guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
    var result = ""
    var rest = Substring(value)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
        let scalar = scalar(named: rest[afterAmpersand..<semicolon])
      else {
        result.append("&")
        rest = rest[afterAmpersand...]
        continue
      }
      result.unicodeScalars.append(scalar)
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The character of `name` in `&name;`: a predefined entity or `#N` / `#xH`.
  private static func scalar(named name: Substring) -> Unicode.Scalar? {
    if let scalar = predefined[String(name)] { return scalar }
    guard name.first == "#" else { return nil }
    let digits = name.dropFirst()
    let code: UInt32? =
      digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    return code.flatMap(Unicode.Scalar.init)
  }
}
