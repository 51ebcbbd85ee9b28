/// Finds the positions of a start tag's name and attributes in the source bytes.
///
/// libxml2's SAX2 callbacks give an element's attributes but not where they are; the parser's
/// cursor at the callback is inside the start tag, after its last attribute. A well-formed
/// document cannot have a raw `<` inside a tag (attribute values must escape it), so the nearest
/// `<` before the cursor opens the tag, and a small lexer reads the attributes from there.
struct StartTagScanner {
  struct Attribute {
    var name: String
    var nameOffset: Int
    var valueOffset: Int
    var rawValue: String
  }

  struct Tag {
    var offset: Int
    var attributes: [Attribute]
  }

  let bytes: [UInt8]

  func tag(before cursor: Int) -> Tag? {
    var start = min(cursor, bytes.count) - 1
    while start >= 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
    guard start >= 0 else { return nil }
    var index = start + 1
    while index < bytes.count, !isSpace(bytes[index]), !isTagEnd(bytes[index]) { index += 1 }
    var attributes: [Attribute] = []
    while true {
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count, !isTagEnd(bytes[index]) else { break }
      let nameStart = index
      while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") {
        index += 1
      }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "'")
      {
        index += 1
      }
      guard index < bytes.count else { break }
      let quote = bytes[index]
      let valueStart = index + 1
      index = valueStart
      while index < bytes.count, bytes[index] != quote { index += 1 }
      let raw = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
      attributes.append(
        Attribute(name: name, nameOffset: nameStart, valueOffset: valueStart, rawValue: raw))
      index += 1
    }
    return Tag(offset: start, attributes: attributes)
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func isTagEnd(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
  }
}
