import Formatting
import Geometry

/// The bytes of SVG text as it is written: literals, numbers and colors appended in place, with
/// no string built for any of them (a large scene's file holds millions of numbers).
struct SVGBytes {
  var bytes: [UInt8] = []

  var isEmpty: Bool { bytes.isEmpty }

  var count: Int { bytes.count }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ other: SVGBytes) {
    bytes.append(contentsOf: other.bytes)
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// A number as `NumberText.decimals` prints it.
  mutating func decimals(_ value: Double) {
    NumberText.appendDecimals(value, to: &bytes)
  }

  /// A key time or spline control point as `NumberText.fraction` prints it.
  mutating func fraction(_ value: Double) {
    NumberText.appendFraction(value, to: &bytes)
  }

  /// A key time as `NumberText.switchFraction` prints it.
  mutating func switchFraction(_ value: Double) {
    NumberText.appendSwitchFraction(value, to: &bytes)
  }

  /// A color as `ColorText.hex` prints it.
  mutating func hex(_ color: Color) {
    ColorText.appendHex(color, to: &bytes)
  }

  /// Text escaped as `Escaping.xml` escapes it.
  mutating func xml(_ text: String) {
    Escaping.appendXML(text, to: &bytes)
  }

  /// A whole number in decimal (ids' serial numbers).
  mutating func integer(_ value: Int) {
    guard value >= 0 else {
      bytes.append(contentsOf: String(value).utf8)
      return
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// ` name="` + `decimals(value)` + `"`.
  mutating func attribute(_ name: StaticString, decimals value: Double) {
    append(byte: UInt8(ascii: " "))
    append(name)
    append("=\"")
    decimals(value)
    append(byte: UInt8(ascii: "\""))
  }

  /// ` name="value"`.
  mutating func attribute(_ name: StaticString, _ value: StaticString) {
    append(byte: UInt8(ascii: " "))
    append(name)
    append("=\"")
    append(value)
    append(byte: UInt8(ascii: "\""))
  }

  /// Whether the bytes from `start` on are `text`.
  func ends(from start: Int, with text: StaticString) -> Bool {
    text.withUTF8Buffer { text in
      bytes.count - start == text.count && bytes[start...].elementsEqual(text)
    }
  }

  mutating func removeLast(from start: Int) {
    bytes.removeSubrange(start...)
  }
}

/// How a track's values read as attribute text: `prefix`, then
/// `decimals(max(floor, factor × value + offset))`, then `suffix` (`"12 0"` for a horizontal
/// translation, `"0 12"` for a vertical one).
struct ValueText {
  var prefix: StaticString = ""
  var factor = 1.0
  var offset = 0.0
  var floor = -Double.infinity
  var suffix: StaticString = ""

  func write(_ value: Double, to output: inout SVGBytes) {
    output.append(prefix)
    output.decimals(max(floor, factor * value + offset))
    output.append(suffix)
  }

  /// The number alone.
  static let plain = ValueText()
  /// A horizontal translation.
  static let horizontal = ValueText(suffix: " 0")
  /// A vertical translation.
  static let vertical = ValueText(prefix: "0 ")
}
