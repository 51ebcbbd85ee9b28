import Formatting
import Geometry

/// The bytes of SVG text as it is written: literals, numbers and colors copied in place
/// (`TextBuffer`), with no string built for any of them (a large scene's file holds millions of
/// numbers).
struct SVGBytes {
  private var text = TextBuffer()

  /// How much is written.
  var count: Int { text.count }

  /// What is written.
  var bytes: [UInt8] { text.bytes }

  /// What is written, as text.
  var string: String { text.text }

  var isEmpty: Bool { text.isEmpty }

  subscript(index: Int) -> UInt8 { text[index] }

  /// A literal, inlined where it is written (its length known there).
  @inline(__always)
  mutating func append(_ text: StaticString) {
    self.text.append(text)
  }

  /// A string's bytes (literals go through `append(_: StaticString)`, without a string).
  mutating func append(string: String) {
    text.append(string)
  }

  mutating func append(_ other: SVGBytes) {
    text.append(other.text)
  }

  /// Closes a `<rect` whose attributes are written: empty, or holding `children` (its
  /// animations).
  mutating func closeRect(holding children: SVGBytes) {
    if children.isEmpty {
      append("/>")
    } else {
      append(byte: UInt8(ascii: ">"))
      append(children)
      append("</rect>")
    }
  }

  mutating func append(byte: UInt8) {
    text.append(byte: byte)
  }

  /// Removes the byte at `index`.
  mutating func remove(at index: Int) {
    text.remove(at: index)
  }

  /// Puts `byte` in place of the one at `index`.
  mutating func replace(at index: Int, with byte: UInt8) {
    text.replace(at: index, with: byte)
  }

  /// A number as `NumberText.decimals` prints it.
  mutating func decimals(_ value: Double) {
    text.decimals(value)
  }

  /// A key time or spline control point as `NumberText.fraction` prints it.
  mutating func fraction(_ value: Double) {
    text.fraction(value)
  }

  /// A key time as `NumberText.switchFraction` prints it.
  mutating func switchFraction(_ value: Double) {
    text.switchFraction(value)
  }

  /// A color as `ColorText.hex` prints it.
  mutating func hex(_ color: Color) {
    let bytes = ColorText.bytes(color)
    append(byte: UInt8(ascii: "#"))
    hexDigits(bytes.red)
    hexDigits(bytes.green)
    hexDigits(bytes.blue)
  }

  private mutating func hexDigits(_ byte: UInt8) {
    append(byte: ColorText.hexDigit(byte / 16))
    append(byte: ColorText.hexDigit(byte % 16))
  }

  /// Text escaped as `Escaping.xml` escapes it.
  mutating func xml(_ text: String) {
    append(string: Escaping.isPlainXML(text) ? text : Escaping.xml(text))
  }

  /// A whole number in decimal (ids' serial numbers).
  mutating func integer(_ value: Int) {
    append(string: String(value))
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
      count - start == text.count && self.text.withBytes { $0[start...].elementsEqual(text) }
    }
  }

  /// Removes the bytes from `start` on.
  mutating func removeLast(from start: Int) {
    text.removeLast(from: start)
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

extension SVGBytes {
  /// A file's start: the XML declaration, then `<svg` with its size, viewBox and duration.
  ///
  /// Every SVG the writer makes begins so, interactive or not; the `data-duration` value is
  /// left open for the caller.
  static func opening(size: Size, duration: Double) -> SVGBytes {
    var output = SVGBytes()
    output.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    output.append(byte: UInt8(ascii: "\n"))
    output.append(#"<svg xmlns="http://www.w3.org/2000/svg""#)
    output.attribute("width", decimals: size.width)
    output.attribute("height", decimals: size.height)
    output.append(#" viewBox="0 0 "#)
    output.decimals(size.width)
    output.append(byte: UInt8(ascii: " "))
    output.decimals(size.height)
    output.append(#"" data-duration=""#)
    output.append(string: NumberText.milliseconds(duration))
    return output
  }
}
