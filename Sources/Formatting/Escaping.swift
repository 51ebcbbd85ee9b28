/// Text made safe for the formats that carry it.
package enum Escaping {
  /// Text safe inside XML attribute values and content: `& < > " '` as entities, control
  /// characters other than tab and newline dropped (XML 1.0 cannot carry them).
  package static func xml(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default:
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20, scalar != "\t", scalar != "\n"
        {
          continue
        }
        escaped.append(character)
      }
    }
    return escaped
  }

  /// Appends `xml(text)` to `bytes`: text without anything to escape or drop (ids, names)
  /// copied as it is.
  package static func appendXML(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: isPlainXML(text) ? text.utf8 : xml(text).utf8)
  }

  /// Whether `xml(text)` is `text` itself: nothing to escape or drop.
  package static func isPlainXML(_ text: String) -> Bool {
    text.utf8.allSatisfy { byte in
      (byte >= 0x20 || byte == 0x09 || byte == 0x0A) && byte != UInt8(ascii: "&")
        && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"")
        && byte != UInt8(ascii: "'")
    }
  }

  /// A quoted JSON string; `<`, `>` and `&` escaped too (and U+2028, U+2029), so the text is
  /// also safe inside HTML and JavaScript.
  package static func json(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "<": escaped += "\\u003c"
      case ">": escaped += "\\u003e"
      case "&": escaped += "\\u0026"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped + "\""
  }
}
