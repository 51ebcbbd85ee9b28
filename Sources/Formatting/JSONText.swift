/// JSON as the project writes it everywhere but inside a Lottie animation: `frames`, the
/// preview page's data, the dotLottie manifest and its themes (docs/output.md).
///
/// Values are JSON text already; objects keep their members in the order given, and nothing
/// adds space, so the same values give the same bytes.
package enum JSONText {
  /// A quoted string, escaped as `Escaping.json` escapes it (`<`, `>`, `&`, U+2028 and U+2029
  /// too, so the text may sit inside a page's `<script>`).
  package static func string(_ text: String) -> String { Escaping.json(text) }

  /// A number with at most four decimals and no exponent (`NumberText.decimals`): the preview
  /// data and the themes, as Lottie writes its numbers.
  package static func decimals(_ value: Double) -> String { NumberText.decimals(value) }

  /// A measurement (`NumberText.measurement`: to 1e-9, an integer when whole): `frames`.
  package static func measurement(_ value: Double) -> String { NumberText.measurement(value) }

  /// `true` or `false`.
  package static func bool(_ value: Bool) -> String { value ? "true" : "false" }

  /// `null`.
  package static let null = "null"

  /// `{"k":v,…}` from pairs whose values are JSON text, in the order given.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// `[a,b,…]` from items that are JSON text.
  package static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ",") + "]"
  }
}
