import Diagnostics
import Interface
import XMLTree

/// Reading Interface Builder's element conventions: children found by element name and `key`,
/// `YES`/`NO` booleans, numbers as Xcode writes them.
extension SourceElement {
  /// The first child named `name` (with `key="…"` when given).
  func child(_ name: String, key: String? = nil) -> SourceElement? {
    children.first { $0.name == name && (key == nil || $0.attribute(.key)?.value == key) }
  }

  /// The first child with `key="…"`, whatever its element name.
  func child(key: String) -> SourceElement? {
    children.first { $0.attribute(.key)?.value == key }
  }

  func value(_ name: String) -> String? { attribute(name)?.value }

  /// `name="YES"`.
  func flag(_ name: String) -> Bool { attribute(name)?.value == "YES" }

  /// A number attribute: finite and within the format's limits, else nil.
  func number(_ name: String) -> Double? {
    attribute(name).flatMap { IBNumber.parse($0.value) }
  }

  /// Every descendant, depth first, this element included.
  func descendants() -> [SourceElement] {
    var result: [SourceElement] = [self]
    var index = 0
    while index < result.count {
      result.append(contentsOf: result[index].children)
      index += 1
    }
    return result
  }

  /// The element's `<rect key="frame">`, if it has one: then it is a view.
  var storedFrame: SourceElement? { child("rect", key: "frame") }
}

/// Numbers as Interface Builder writes them (`20`, `0.0`, `20.333333333333329`), within the
/// format's limits; and multipliers (`1:1`, `1/3`, `0.5`).
enum IBNumber {
  static func parse(_ text: String) -> Double? {
    if case .success(let value) = NumberSyntax.parse(text) { return value }
    return nil
  }

  /// `a:b`, `a/b` or a decimal; nil when malformed or dividing by 0.
  static func multiplier(_ text: String) -> Double? {
    for separator in [":", "/"] as [Character] where text.contains(separator) {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      guard parts.count == 2, let a = parse(String(parts[0])), let b = parse(String(parts[1])),
        b != 0
      else { return nil }
      let value = a / b
      return abs(value) <= NumberSyntax.limit ? value : nil
    }
    return parse(text)
  }

  /// Interface Builder's `toolsVersion`, such as `21701` or `32700.99.1234`: its first part.
  static func toolsVersion(_ text: String?) -> Double {
    guard let text, let first = text.split(separator: ".").first else { return 0 }
    return parse(String(first)) ?? 0
  }
}
