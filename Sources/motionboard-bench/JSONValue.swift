/// A small JSON reader for system files: tens of thousands of numbers parse into compact values
/// instead of Foundation objects, so the benchmark's peak memory is the solver's, not the
/// parser's.
enum JSONValue {
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  case bool(Bool)
  case null

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  var double: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  static func parse(_ bytes: [UInt8]) throws -> JSONValue {
    var reader = Reader(bytes: bytes)
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == bytes.count else { throw BenchError("trailing characters in JSON") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws -> JSONValue {
      skipSpace()
      guard index < bytes.count else { throw BenchError("unexpected end of JSON") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard case .string(let key) = try value() else { throw BenchError("JSON key expected") }
          skipSpace()
          try expect(":")
          members[key] = try value()
          skipSpace()
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else {
            try expect("}")
            return .object(members)
          }
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          items.append(try value())
          skipSpace()
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else {
            try expect("]")
            return .array(items)
          }
        }
      case UInt8(ascii: "\""):
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return .string(text)
      case UInt8(ascii: "t"):
        index += 4
        return .bool(true)
      case UInt8(ascii: "f"):
        index += 5
        return .bool(false)
      case UInt8(ascii: "n"):
        index += 4
        return .null
      default:
        let start = index
        while index < bytes.count,
          "+-0123456789.eE".utf8.contains(bytes[index])
        {
          index += 1
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
          throw BenchError("bad JSON number at byte \(start)")
        }
        return .number(number)
      }
    }

    mutating func expect(_ character: Character) throws {
      guard index < bytes.count, bytes[index] == character.asciiValue else {
        throw BenchError("expected '\(character)' at byte \(index) of JSON")
      }
      index += 1
    }
  }
}
