/// JSON laid out one member per line, for golden files that review as line diffs.
///
/// Arrays of scalars, and arrays of such arrays, stay on one line (points, colors, a path's
/// vertices), and so do objects of such values that fit in 80 characters; other objects and
/// arrays put each item on its own line, indented by two spaces.
/// Text that is not JSON comes back unchanged.
package enum JSONLayout {
  package static func pretty(_ text: String) -> String {
    var reader = Reader(bytes: Array(text.utf8))
    guard let value = reader.value(), reader.atEnd else { return text }
    var output = ""
    value.write(to: &output, indent: "")
    return output + "\n"
  }

  private indirect enum Value {
    case scalar(String)
    case array([Value])
    case object([(String, Value)])

    var isScalar: Bool {
      if case .scalar = self { return true }
      return false
    }

    /// A scalar, or an array of scalars: kept on one line.
    var isFlat: Bool {
      switch self {
      case .scalar: true
      case .array(let items): items.allSatisfy(\.isScalar)
      case .object: false
      }
    }

    func write(to output: inout String, indent: String) {
      let inner = indent + "  "
      switch self {
      case .scalar(let text):
        output += text
      case .array(let items) where items.allSatisfy(\.isFlat):
        output += "["
        for (index, item) in items.enumerated() {
          if index > 0 { output += ", " }
          item.write(to: &output, indent: inner)
        }
        output += "]"
      case .array(let items):
        output += "[\n"
        for (index, item) in items.enumerated() {
          output += inner
          item.write(to: &output, indent: inner)
          output += index + 1 < items.count ? ",\n" : "\n"
        }
        output += indent + "]"
      case .object(let members) where members.isEmpty:
        output += "{}"
      case .object(let members) where members.allSatisfy(\.1.isFlat):
        // Short objects of flat values on one line (`{"a": 0, "k": [80, 40]}`).
        var line = "{"
        for (index, (key, item)) in members.enumerated() {
          if index > 0 { line += ", " }
          line += key + ": "
          item.write(to: &line, indent: inner)
        }
        line += "}"
        guard line.count > 80 else {
          output += line
          return
        }
        Value.object(members).writeLines(to: &output, indent: indent)
      case .object:
        writeLines(to: &output, indent: indent)
      }
    }

    /// An object with one member per line.
    func writeLines(to output: inout String, indent: String) {
      guard case .object(let members) = self else { return }
      let inner = indent + "  "
      output += "{\n"
      for (index, (key, item)) in members.enumerated() {
        output += inner + key + ": "
        item.write(to: &output, indent: inner)
        output += index + 1 < members.count ? ",\n" : "\n"
      }
      output += indent + "}"
    }
  }

  /// A reader that keeps scalars as written (numbers and strings are not reformatted).
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool {
      var at = index
      while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
      return at == bytes.count
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> Value? {
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(String, Value)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard let key = string(), expect(":"), let item = value() else { return nil }
          members.append((key, item))
          skipSpace()
          if expect(",") { continue }
          return expect("}") ? .object(members) : nil
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [Value] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          guard let item = value() else { return nil }
          items.append(item)
          skipSpace()
          if expect(",") { continue }
          return expect("]") ? .array(items) : nil
        }
      case UInt8(ascii: "\""):
        return string().map { .scalar($0) }
      default:
        let start = index
        while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return .scalar(String(decoding: bytes[start..<index], as: UTF8.self))
      }
    }

    mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard index < bytes.count else { return nil }
      index += 1
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func expect(_ character: Character) -> Bool {
      skipSpace()
      guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
        return false
      }
      index += 1
      return true
    }
  }
}
