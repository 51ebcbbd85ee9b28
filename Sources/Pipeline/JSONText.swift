import Formatting

/// The JSON of `frames`: keys in the order given, numbers as measurements.
package enum JSONText {
  /// A measurement (`NumberText.measurement`: 1e-9, integers when whole).
  package static func number(_ value: Double) -> String { NumberText.measurement(value) }

  /// A JSON string, escaped as every JSON file the project writes (`Escaping.json`).
  package static func string(_ text: String) -> String { Escaping.json(text) }

  /// `{"k": v, …}` from pairs whose values are already JSON text.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
