import Formatting
import Geometry

/// An element being written: attributes in the order given, children indented two spaces.
struct XMLElement {
  var name: String
  var attributes: [(String, String)] = []
  var children: [XMLElement] = []
  /// A comment written before the element.
  var comment: String?

  init(_ name: String, _ attributes: [(String, String)] = []) {
    self.name = name
    self.attributes = attributes
  }

  mutating func set(_ name: String, _ value: String?) {
    guard let value else { return }
    attributes.append((name, value))
  }

  func text(indent: Int = 0) -> String {
    let pad = String(repeating: " ", count: indent)
    var text = ""
    if let comment { text += "\(pad)<!-- \(Self.commentText(comment)) -->\n" }
    text += "\(pad)<\(name)"
    for (key, value) in attributes { text += " \(key)=\"\(Self.escape(value))\"" }
    guard !children.isEmpty else { return text + "/>\n" }
    text += ">\n"
    for child in children { text += child.text(indent: indent + 2) }
    return text + "\(pad)</\(name)>\n"
  }

  /// Comment text that reads back: `--` cannot stand in a comment, and characters XML 1.0 does
  /// not allow anywhere (control characters but tab, newline and carriage return; U+FFFE and
  /// U+FFFF), which a file name may hold, are written as `\u{1}`, so the file stays readable.
  static func commentText(_ comment: String) -> String {
    var safe = ""
    for scalar in comment.unicodeScalars {
      let value = scalar.value
      let allowed =
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xFFFD).contains(value)
        || value >= 0x10000
      if allowed {
        safe.unicodeScalars.append(scalar)
      } else {
        safe += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      }
    }
    while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
    return safe
  }

  /// Attribute text: XML's entities, and newlines and tabs as character references so that
  /// reading the attribute gives them back.
  static func escape(_ value: String) -> String {
    var escaped = ""
    for character in Escaping.xml(value) {
      switch character {
      case "\n": escaped += "&#10;"
      case "\t": escaped += "&#9;"
      case "\r\n": escaped += "&#10;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

/// Values as the format writes them.
enum Written {
  /// A number read back exactly enough (1e-9), as an integer when whole.
  static func number(_ value: Double) -> String { NumberText.measurement(value) }

  static func numbers(_ values: [Double]) -> String { values.map(number).joined(separator: " ") }

  static func insets(_ insets: EdgeInsets) -> String {
    numbers([insets.top, insets.left, insets.bottom, insets.right])
  }

  /// A UIKit name when the color kept one, else `#RRGGBB`, or `#RRGGBBAA` when translucent.
  static func color(_ color: Color) -> String {
    if let name = color.name { return name }
    let hex = ColorText.hex(color)
    guard color.alpha < 1 else { return hex }
    let digits = Array("0123456789ABCDEF")
    let byte = Int((min(max(color.alpha.isFinite ? color.alpha : 0, 0), 1) * 255).rounded())
    return hex + String(digits[byte / 16]) + String(digits[byte % 16])
  }
}

extension String {
  /// The text with every occurrence of `target` replaced (no Foundation in the pipeline).
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
