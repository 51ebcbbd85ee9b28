/// Strict decimal numbers as the format writes them.
///
/// Accepts `12`, `-0.5`, `.5`, `1e3`; rejects what `Double(String)` would also take but a layout
/// file never means: `nan`, `inf`, hexadecimal floats, and values that overflow to infinity.
package enum NumberSyntax {
  package enum Problem: Error, Equatable {
    case notANumber
    case notFinite
    case outOfRange
  }

  /// The largest magnitude a number in the format may have: far beyond any screen, small
  /// enough that sums and products in layout and motion stay exact to well below a point.
  package static let limit = 1e9

  package static func parse(_ text: String) -> Result<Double, Problem> {
    let trimmed = text.trimmingSpaces()
    guard isDecimal(trimmed) else {
      let lowered = trimmed.lowercased().trimmingPrefix("-").trimmingPrefix("+")
      if ["nan", "inf", "infinity"].contains(String(lowered)) { return .failure(.notFinite) }
      return .failure(.notANumber)
    }
    guard let value = Double(trimmed) else { return .failure(.notANumber) }
    guard value.isFinite else { return .failure(.notFinite) }
    return abs(value) <= limit ? .success(value) : .failure(.outOfRange)
  }

  /// Whether `text` is `[+-]digits[.digits][e[+-]digits]` with at least one digit before `e`.
  static func isDecimal(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    let integer = bytes.prefix { isDigit($0) }
    bytes = bytes.dropFirst(integer.count)
    var fraction = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fraction = bytes.prefix { isDigit($0) }.count
      bytes = bytes.dropFirst(fraction)
    }
    guard integer.count + fraction > 0 else { return false }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix { isDigit($0) }.count
      guard exponent > 0 else { return false }
      bytes = bytes.dropFirst(exponent)
    }
    return bytes.isEmpty
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

extension String {
  /// The text without leading and trailing spaces, tabs and newlines.
  package func trimmingSpaces() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The text split at runs of whitespace.
  package func words() -> [String] {
    split(whereSeparator: { $0.isWhitespace }).map(String.init)
  }
}
