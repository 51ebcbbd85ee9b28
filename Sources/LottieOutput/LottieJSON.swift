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

  /// The JSON text, written piece by piece into `output` (no intermediate strings per level).
  package func write<Output: TextOutputStream>(to output: inout Output) {
    switch self {
    case .object(let members):
      output.write("{")
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.write(",") }
        output.write(Escaping.json(key))
        output.write(":")
        value.write(to: &output)
      }
      output.write("}")
    case .array(let items):
      output.write("[")
      for (index, item) in items.enumerated() {
        if index > 0 { output.write(",") }
        item.write(to: &output)
      }
      output.write("]")
    case .number(let value):
      output.write(NumberText.decimals(value))
    case .string(let value):
      output.write(Escaping.json(value))
    case .bool(let value):
      output.write(value ? "true" : "false")
    }
  }

  /// The JSON text.
  var text: String {
    var text = ""
    write(to: &text)
    return text
  }
}
