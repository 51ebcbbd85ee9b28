import Formatting

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
      return "{" + members.map { "\(Escaping.json($0.0)):\($0.1.text)" }.joined(separator: ",")
        + "}"
    case .array(let items):
      return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .number(let value):
      return NumberText.decimals(value)
    case .string(let value):
      return Escaping.json(value)
    case .bool(let value):
      return value ? "true" : "false"
    }
  }
}
