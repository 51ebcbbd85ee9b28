import Formatting

/// JSON with keys in the order written: players read some keys in order (`ty` first in
/// shape items, `ddd` before `ks`), and the same scene must give the same bytes.
package enum LottieJSON: Sendable {
  case object([(String, LottieJSON)])
  case array([LottieJSON])
  case number(Double)
  case string(String)
  case bool(Bool)
  /// JSON already written (a layer made on another thread), copied as it is.
  case raw([UInt8])

  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

  /// The JSON text, written into `output` in pieces of about a megabyte, passed on after
  /// raw pieces: a file of raw layers is never held twice.
  package func write<Output: TextOutputStream>(to output: inout Output) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 16)
    write(to: &bytes) { full in
      output.write(String(decoding: full, as: UTF8.self))
      full.removeAll(keepingCapacity: true)
    }
    output.write(String(decoding: bytes, as: UTF8.self))
  }

  /// The JSON text as UTF-8, appended to `bytes` piece by piece (no intermediate strings).
  func write(to bytes: inout [UInt8]) {
    write(to: &bytes) { _ in }
  }

  /// The JSON text appended to `bytes`; `flush` takes them after a raw piece once they reach a
  /// megabyte.
  private func write(to bytes: inout [UInt8], flush: (inout [UInt8]) -> Void) {
    switch self {
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.write(string: key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        value.write(to: &bytes, flush: flush)
      }
      bytes.append(UInt8(ascii: "}"))
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        item.write(to: &bytes, flush: flush)
      }
      bytes.append(UInt8(ascii: "]"))
    case .number(let value):
      Self.write(number: value, to: &bytes)
    case .string(let value):
      Self.write(string: value, to: &bytes)
    case .bool(let value):
      Self.write(bool: value, to: &bytes)
    case .raw(let written):
      bytes.append(contentsOf: written)
      if bytes.count >= 1 << 20 { flush(&bytes) }
    }
  }

  /// `true` or `false`.
  static func write(bool value: Bool, to bytes: inout [UInt8]) {
    let text: StaticString = value ? "true" : "false"
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A string quoted as `Escaping.json` quotes it; plain ones (keys, ids) copied as they are.
  static func write(string: String, to bytes: inout [UInt8]) {
    guard isPlain(string) else {
      bytes.append(contentsOf: Escaping.json(string).utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: string.utf8)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether `Escaping.json` quotes a string as it is: printable ASCII without `"`, `\`, `<`,
  /// `>` or `&`.
  static func isPlain(_ string: String) -> Bool {
    string.utf8.allSatisfy { byte in
      byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
    }
  }

  /// A number as `NumberText.decimals` writes it (at most four decimals, no exponent below
  /// 1e12), without building a string.
  static func write(number value: Double, to bytes: inout [UInt8]) {
    NumberText.appendDecimals(value, to: &bytes)
  }

  /// The JSON text.
  var text: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
