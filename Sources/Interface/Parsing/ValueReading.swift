import Diagnostics
import Formatting
import Geometry
import XMLTree

/// Typed reading of attribute values; each failure is reported at the value and returns nil.
extension ParseSession {
  mutating func number(
    _ attribute: SourceAttribute, minimum: Double? = nil, maximum: Double? = nil
  ) -> Double? {
    guard let value = number(attribute.value, attribute.name, at: attribute.valueLocation) else {
      return nil
    }
    return inRange(value, attribute.name, minimum, maximum, at: attribute.valueLocation)
  }

  mutating func number(_ text: String, _ what: String, at location: SourceLocation) -> Double? {
    switch NumberSyntax.parse(text) {
    case .success(let value):
      return value
    case .failure(.notFinite):
      log.error("'\(text.trimmingSpaces())' is not a finite number for '\(what)'", at: location)
    case .failure(.notANumber):
      log.error("'\(text.trimmingSpaces())' is not a number for '\(what)'", at: location)
    case .failure(.outOfRange):
      log.error(
        "'\(text.trimmingSpaces())' is too large for '\(what)'; numbers are limited to ±1e9",
        at: location)
    }
    return nil
  }

  mutating func inRange(
    _ value: Double, _ what: String, _ minimum: Double?, _ maximum: Double?,
    at location: SourceLocation
  ) -> Double? {
    if let minimum, value < minimum {
      let bound =
        maximum.map { "between \(NumberText.message(minimum)) and \(NumberText.message($0))" }
        ?? "at least \(NumberText.message(minimum))"
      log.error("'\(what)' must be \(bound), not \(NumberText.message(value))", at: location)
      return nil
    }
    if let maximum, value > maximum {
      let bound =
        minimum.map { "between \(NumberText.message($0)) and \(NumberText.message(maximum))" }
        ?? "at most \(NumberText.message(maximum))"
      log.error("'\(what)' must be \(bound), not \(NumberText.message(value))", at: location)
      return nil
    }
    return value
  }

  /// Whitespace-separated numbers, exactly `count` of them.
  mutating func numbers(_ attribute: SourceAttribute, count: Int, names: String) -> [Double]? {
    let words = attribute.value.words()
    guard words.count == count else {
      log.error(
        "'\(attribute.name)' takes \(count) numbers (\(names)), not '\(attribute.value)'",
        at: attribute.valueLocation)
      return nil
    }
    var values: [Double] = []
    for word in words {
      guard let value = number(word, attribute.name, at: attribute.valueLocation) else {
        return nil
      }
      values.append(value)
    }
    return values
  }

  /// `"top left bottom right"`, each at least 0 unless `allowsNegative` (layout margins may be
  /// negative, as in UIKit).
  mutating func insetsValue(_ attribute: SourceAttribute, allowsNegative: Bool = false)
    -> EdgeInsets?
  {
    guard let values = numbers(attribute, count: 4, names: "top left bottom right") else {
      return nil
    }
    guard allowsNegative || values.allSatisfy({ $0 >= 0 }) else {
      log.error("'\(attribute.name)' must not be negative", at: attribute.valueLocation)
      return nil
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  mutating func bool(_ attribute: SourceAttribute) -> Bool? {
    switch attribute.value.trimmingSpaces() {
    case "true", "YES": return true
    case "false", "NO": return false
    default:
      log.error(
        "'\(attribute.name)' is 'true' or 'false', not '\(attribute.value)'",
        at: attribute.valueLocation)
      return nil
    }
  }

  mutating func color(_ attribute: SourceAttribute) -> Color? {
    if let color = ColorSyntax.parse(attribute.value) { return color }
    let text = attribute.value.trimmingSpaces()
    if text.hasPrefix("#") {
      log.error(
        "'\(text)' is not a color; write #RGB, #RRGGBB or #RRGGBBAA", at: attribute.valueLocation)
    } else {
      log.error(
        "unknown color '\(text)'\(Suggestion.didYouMean(text, in: ColorSyntax.names))",
        at: attribute.valueLocation)
    }
    return nil
  }

  /// A value of a string enum, with a "did you mean" among its cases.
  mutating func choice<T: RawRepresentable & CaseIterable>(
    _ attribute: SourceAttribute, _ type: T.Type
  ) -> T? where T.RawValue == String {
    let text = attribute.value.trimmingSpaces()
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    log.error(
      "'\(text)' is not a valid '\(attribute.name)'\(Suggestion.didYouMean(text, in: names))"
        + " (one of \(names.joined(separator: ", ")))", at: attribute.valueLocation)
    return nil
  }

  /// `1…1000`, or `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`.
  mutating func priority(_ text: String, _ what: String, at location: SourceLocation)
    -> LayoutPriority?
  {
    let trimmed = text.trimmingSpaces()
    if let (_, priority) = LayoutPriority.names.first(where: { $0.0 == trimmed }) {
      return priority
    }
    if NumberSyntax.isDecimal(trimmed) || !trimmed.first.map(\.isLetter).orFalse {
      guard let value = number(trimmed, what, at: location) else { return nil }
      return inRange(value, what, 1, 1000, at: location).map(LayoutPriority.init)
    }
    let names = LayoutPriority.names.map(\.0)
    log.error(
      "unknown priority '\(trimmed)'\(Suggestion.didYouMean(trimmed, in: names))", at: location)
    return nil
  }

  /// `"h v"` priorities.
  mutating func axisPriorities(_ attribute: SourceAttribute) -> AxisPriorities? {
    let words = attribute.value.words()
    guard words.count == 2 else {
      log.error(
        "'\(attribute.name)' takes two priorities (horizontal vertical), not '\(attribute.value)'",
        at: attribute.valueLocation)
      return nil
    }
    guard let h = priority(words[0], attribute.name, at: attribute.valueLocation),
      let v = priority(words[1], attribute.name, at: attribute.valueLocation)
    else { return nil }
    return AxisPriorities(horizontal: h.value, vertical: v.value)
  }

  mutating func font(_ attribute: SourceAttribute) -> Font? {
    let words = attribute.value.words()
    if words.count == 1, let style = Font.TextStyle(rawValue: words[0]) { return style.font }
    // `system SIZE [WEIGHT]` or `FAMILY SIZE [WEIGHT]`, the family one or more words.
    if let sizeIndex = words.firstIndex(where: { Double($0) != nil }), sizeIndex > 0,
      words.count - sizeIndex <= 2
    {
      let family = words[..<sizeIndex].joined(separator: " ")
      guard let size = number(words[sizeIndex], "font", at: attribute.valueLocation),
        let size = inRange(size, "font size", 1, 1000, at: attribute.valueLocation)
      else { return nil }
      var font = Font(size: size, family: family == "system" ? nil : family)
      guard sizeIndex + 1 < words.count else { return font }
      let name = words[sizeIndex + 1]
      guard let weight = Font.Weight(rawValue: name) else {
        let names = Font.Weight.allCases.map(\.rawValue)
        log.error(
          "unknown font weight '\(name)'\(Suggestion.didYouMean(name, in: names))",
          at: attribute.valueLocation)
        return nil
      }
      font.weight = weight
      return font
    }
    let styles = Font.TextStyle.allCases.map(\.rawValue)
    let text = attribute.value.trimmingSpaces()
    let suggestion = Suggestion.closest(to: text, in: styles).map { "did you mean '\($0)'? " } ?? ""
    log.error(
      "unknown font '\(text)'; \(suggestion)use a text style (body, headline, …), "
        + "'system SIZE [WEIGHT]' or 'FAMILY SIZE [WEIGHT]'", at: attribute.valueLocation)
    return nil
  }

}

extension Optional where Wrapped == Bool {
  fileprivate var orFalse: Bool { self ?? false }
}
