import Diagnostics

/// A JSON value and where it starts in its file, for files the command line reads itself (an
/// asset catalog's `Contents.json`), so that what cannot be read is reported at its place.
///
/// Strict RFC 8259: one value, UTF-8, no comments or trailing commas; at most 64 levels deep.
/// Messages never quote the file's bytes.
struct LocatedJSON {
  enum Value {
    case object([(key: String, value: LocatedJSON)])
    case array([LocatedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  var value: Value
  var location: SourceLocation

  /// An object's member (the first of that name); nil for a missing one or a non-object.
  subscript(key: String) -> LocatedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  var array: [LocatedJSON]? {
    if case .array(let items) = value { return items }
    return nil
  }

  var isObject: Bool {
    if case .object = value { return true }
    return false
  }

  /// The value of `bytes`, or the first problem, located.
  static func parse(_ bytes: [UInt8], file: String) -> Result<LocatedJSON, Failure> {
    var reader = Reader(bytes: bytes, file: file)
    do throws(Failure) {
      if String(validating: bytes, as: UTF8.self) == nil {
        throw Failure(diagnostic: .error("the file is not valid UTF-8", at: .start(of: file)))
      }
      reader.skipSpace()
      let value = try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.index == bytes.count else {
        throw reader.problem("unexpected text after the JSON value")
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  /// Why a file is not JSON, located.
  struct Failure: Error {
    var diagnostic: Diagnostic
  }

  private struct Reader {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
    }

    var location: SourceLocation {
      SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    func problem(_ message: String) -> Failure {
      Failure(diagnostic: .error("malformed JSON: \(message)", at: location))
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A:
          line += 1
          lineStart = index + 1
        case 0x20, 0x09, 0x0D: break
        default: return
        }
        index += 1
      }
    }

    mutating func value(depth: Int) throws(Failure) -> LocatedJSON {
      guard depth < 64 else { throw problem("nested deeper than 64 levels") }
      let start = location
      guard index < bytes.count else { throw problem("a value was expected, the file ends") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(key: String, value: LocatedJSON)] = []
        skipSpace()
        if next(is: "}") { return LocatedJSON(value: .object(members), location: start) }
        repeat {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw problem("a member name in double quotes was expected")
          }
          let key = try string()
          skipSpace()
          guard next(is: ":") else { throw problem("':' was expected after a member name") }
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
        } while next(is: ",")
        guard next(is: "}") else { throw problem("',' or '}' was expected") }
        return LocatedJSON(value: .object(members), location: start)
      case UInt8(ascii: "["):
        index += 1
        var items: [LocatedJSON] = []
        skipSpace()
        if next(is: "]") { return LocatedJSON(value: .array(items), location: start) }
        repeat {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
        } while next(is: ",")
        guard next(is: "]") else { throw problem("',' or ']' was expected") }
        return LocatedJSON(value: .array(items), location: start)
      case UInt8(ascii: "\""):
        return LocatedJSON(value: .string(try string()), location: start)
      default:
        for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[index...].starts(with: word.utf8) {
          index += word.utf8.count
          return LocatedJSON(value: value, location: start)
        }
        return LocatedJSON(value: .number(try number()), location: start)
      }
    }

    mutating func next(is character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// A string, from its opening quote.
    mutating func string() throws(Failure) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          flush()
          return String(scalars)
        }
        guard byte >= 0x20 else { throw problem("a control character in a string") }
        guard byte == UInt8(ascii: "\\") else {
          run.append(byte)
          index += 1
          continue
        }
        flush()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
          scalars.append(Unicode.Scalar(escape))
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: "\\u".utf8) {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw problem("an unpaired surrogate") }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw problem("an unpaired surrogate") }
          scalars.append(scalar)
        default:
          throw problem("an unknown escape in a string")
        }
      }
      throw problem("a string is not closed")
    }

    mutating func hex4() throws(Failure) -> UInt32 {
      guard index + 4 <= bytes.count,
        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw problem("'\\u' must be followed by four hexadecimal digits") }
      index += 4
      return code
    }

    /// A number as JSON writes it: `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`.
    mutating func number() throws(Failure) -> Double {
      let start = index
      func digits() -> Int {
        let first = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        return index - first
      }
      _ = next(is: "-")
      let integer = index
      guard digits() > 0, bytes[integer] != 0x30 || index - integer == 1 else {
        index = start
        throw problem("a value was expected")
      }
      if next(is: ".") {
        guard digits() > 0 else { throw problem("digits were expected after '.'") }
      }
      if next(is: "e") || next(is: "E") {
        if !next(is: "+") { _ = next(is: "-") }
        guard digits() > 0 else { throw problem("digits were expected in the exponent") }
      }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
        value.isFinite
      else { throw problem("a number out of range") }
      return value
    }
  }
}
