import Formatting

/// JSON with keys in the order written: players read some keys in order (`ty` first in
/// shape items, `ddd` before `ks`), and the same scene must give the same bytes.
package indirect enum LottieJSON: Sendable {
  case object([(String, LottieJSON)])
  case array([LottieJSON])
  case number(Double)
  case string(String)
  case bool(Bool)

  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

  /// The JSON text, written into `output` in one piece.
  package func write<Output: TextOutputStream>(to output: inout Output) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 16)
    write(to: &bytes)
    output.write(String(decoding: bytes, as: UTF8.self))
  }

  /// The JSON text as UTF-8, appended to `bytes` piece by piece (no intermediate strings).
  func write(to bytes: inout [UInt8]) {
    switch self {
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.write(string: key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        item.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .number(let value):
      Self.write(number: value, to: &bytes)
    case .string(let value):
      Self.write(string: value, to: &bytes)
    case .bool(let value):
      bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
    }
  }

  /// A string quoted as `Escaping.json` quotes it; plain ones (keys, ids) copied as they are.
  static func write(string: String, to bytes: inout [UInt8]) {
    let utf8 = string.utf8
    let plain = utf8.allSatisfy { byte in
      byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
    }
    guard plain else {
      bytes.append(contentsOf: Escaping.json(string).utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: utf8)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A number as `NumberText.decimals` writes it (at most four decimals, no exponent below
  /// 1e12), without building a string.
  static func write(number value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite, abs(value) < 1e12 else {
      bytes.append(contentsOf: NumberText.decimals(value).utf8)
      return
    }
    let scaled = (value * 10000).rounded()
    if scaled == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = Int(abs(scaled))
    var whole = magnitude / 10000
    var fraction = magnitude % 10000
    // The whole part's digits, most significant first.
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(whole % 10)
        whole /= 10
        count += 1
      } while whole > 0 && count < 8
    }
    if whole > 0 {
      // Eight digits or more: the plain way.
      bytes.append(contentsOf: String(magnitude / 10000).utf8)
    } else {
      withUnsafeBytes(of: &digits) { buffer in
        for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
      }
    }
    guard fraction > 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var width = 4
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    var divisor = 1
    for _ in 1..<width { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  /// The JSON text.
  var text: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
