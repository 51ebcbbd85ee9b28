/// Deterministic JSON text: keys in the order given, numbers in one format.
package enum JSONText {
  /// A number rounded to 1e-9 (far below any tolerance we promise), as an integer when whole,
  /// else in Swift's shortest round-trip form; never NaN or infinity (they become 0).
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1e9).rounded() / 1e9
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(rounded)
  }

  package static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
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

  /// `{"k": v, …}` from pairs whose values are already JSON text.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
