import LottieOutput

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

  /// A JSON string, escaped as the Lottie writer escapes its strings.
  package static func string(_ text: String) -> String { LottieJSON.quote(text) }

  /// `{"k": v, …}` from pairs whose values are already JSON text.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
