import Formatting
import Geometry

/// The bytes of SVG text as it is written: literals, numbers and colors copied in place, with
/// no string built for any of them (a large scene's file holds millions of numbers).
///
/// The storage is kept longer than what is written, so that a short piece is copied in
/// without growing an array each time.
struct SVGBytes {
  /// What is written, then room.
  private var storage: [UInt8] = []
  /// How much of `storage` is written.
  private(set) var count = 0

  /// What is written.
  var bytes: [UInt8] { Array(storage[..<count]) }

  var isEmpty: Bool { count == 0 }

  subscript(index: Int) -> UInt8 { storage[index] }

  /// Room for `extra` more bytes.
  private mutating func reserve(_ extra: Int) {
    let needed = count + extra
    guard needed > storage.count else { return }
    let grown = max(needed, storage.count * 2, 256)
    storage.append(contentsOf: repeatElement(0, count: grown - storage.count))
  }

  /// Copies `length` bytes from `source`.
  private mutating func copy(_ source: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length)
    let start = count
    storage.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      (base + start).update(from: source, count: length)
    }
    count += length
  }

  mutating func append(_ text: StaticString) {
    if text.hasPointerRepresentation {
      copy(text.utf8Start, text.utf8CodeUnitCount)
    } else {
      text.withUTF8Buffer { buffer in
        guard let base = buffer.baseAddress else { return }
        copy(base, buffer.count)
      }
    }
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      copy(base, buffer.count)
    }
  }

  mutating func append(_ other: SVGBytes) {
    other.storage.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      copy(base, other.count)
    }
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
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Removes the byte at `index`.
  mutating func remove(at index: Int) {
    let end = count
    storage.withUnsafeMutableBufferPointer { buffer in
      for position in index..<end - 1 { buffer[position] = buffer[position + 1] }
    }
    count -= 1
  }

  /// Puts `byte` in place of the one at `index`.
  mutating func replace(at index: Int, with byte: UInt8) {
    storage[index] = byte
  }

  /// `scaled / 10^places` as `NumberText.fixedPoint` prints it, written in place.
  private mutating func fixedPoint(_ scaled: Double, places: Int) {
    let room = NumberText.fixedPointCapacity
    reserve(room)
    let start = count
    let written = storage.withUnsafeMutableBufferPointer { buffer in
      NumberText.fixedPoint(
        scaled, places: places,
        into: UnsafeMutableBufferPointer(rebasing: buffer[start..<start + room]))
    }
    count += written
  }

  /// A number as `NumberText.decimals` prints it.
  mutating func decimals(_ value: Double) {
    guard let scaled = NumberText.scaledDecimals(value) else {
      append(NumberText.decimals(value))
      return
    }
    fixedPoint(scaled, places: 4)
  }

  /// A key time or spline control point as `NumberText.fraction` prints it.
  mutating func fraction(_ value: Double) {
    guard let scaled = NumberText.scaledFraction(value) else {
      append(NumberText.fraction(value))
      return
    }
    fixedPoint(scaled, places: 9)
  }

  /// A key time as `NumberText.switchFraction` prints it.
  mutating func switchFraction(_ value: Double) {
    guard let scaled = NumberText.scaledSwitchFraction(value) else {
      append(NumberText.switchFraction(value))
      return
    }
    fixedPoint(scaled, places: 9)
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
    append(Escaping.isPlainXML(text) ? text : Escaping.xml(text))
  }

  /// A whole number in decimal (ids' serial numbers).
  mutating func integer(_ value: Int) {
    append(String(value))
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
      count - start == text.count && storage[start..<count].elementsEqual(text)
    }
  }

  /// Removes the bytes from `start` on.
  mutating func removeLast(from start: Int) {
    count = start
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
