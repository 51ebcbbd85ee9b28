import Appearance

/// JSON with keys in the order written: players read some keys in order (`ty` first in
/// shape items, `ddd` before `ks`), and the same scene must give the same bytes.
package indirect enum LottieJSON {
  case object([(String, LottieJSON)])
  case array([LottieJSON])
  case number(Double)
  case string(String)
  case bool(Bool)

  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

  var text: String {
    switch self {
    case .object(let members):
      return "{" + members.map { "\(Self.quote($0.0)):\($0.1.text)" }.joined(separator: ",") + "}"
    case .array(let items):
      return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .number(let value):
      return Self.format(value)
    case .string(let value):
      return Self.quote(value)
    case .bool(let value):
      return value ? "true" : "false"
    }
  }

  /// Up to four decimals, no exponent; never NaN or infinity (the writers' one format).
  static func format(_ value: Double) -> String { value.isFinite ? Appearance.number(value) : "0" }

  /// A JSON string; `<`, `>` and `&` escaped too, so the file is safe inside HTML.
  package static func quote(_ text: String) -> String {
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
