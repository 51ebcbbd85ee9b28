import Diagnostics
import XMLTree

extension ParseSession {
  /// `<set view="ID" …/>`: view properties, applied in the order of `PropertyChange`s returned.
  mutating func setChange(_ element: SourceElement) -> Change? {
    let numeric = NumericProperty.allCases.map(\.rawValue)
    let colors = ColorProperty.allCases.map(\.rawValue)
    let texts = TextProperty.allCases.map(\.rawValue)
    let pairs = Array(Self.pairs.keys).sorted()
    let errorsBefore = log.errorCount
    let attributes = read(
      element, allowed: ["view", "hidden", "style", "on"] + numeric + colors + texts + pairs)
    // An unknown view does not stop the values from being checked (the kind checks need it).
    let view = viewReference(required("view", of: element))
    let kind = view.flatMap { declarations.kinds[$0] }
    var changes: [PropertyChange] = []
    for attribute in element.attributes where attribute.name != "view" {
      let name = attribute.name
      if let property = NumericProperty(rawValue: name) {
        if attributes[Self.pairName(of: property)] != nil {
          log.error(
            "give '\(Self.pairName(of: property))' or its components, not both",
            at: attribute.location)
          continue
        }
        guard let value = expression(attribute) else { continue }
        if let constant = value.constantValue, !check(property, constant, at: attribute) {
          continue
        }
        changes.append(.number(property, value))
      } else if let property = ColorProperty(rawValue: name) {
        guard checkKind(kind, for: name, view: view, at: attribute), let value = color(attribute)
        else { continue }
        changes.append(.color(property, value))
      } else if let property = TextProperty(rawValue: name) {
        guard checkKind(kind, for: name, view: view, at: attribute) else { continue }
        changes.append(.text(property, attribute.value))
      } else if name == "hidden" {
        if let value = bool(attribute) { changes.append(.hidden(value)) }
      } else if name == "style" {
        guard checkKind(kind, for: name, view: view, at: attribute),
          let value = choice(attribute, ButtonStyle.self)
        else { continue }
        changes.append(.buttonStyle(value))
      } else if name == "on" {
        guard checkKind(kind, for: name, view: view, at: attribute), let value = bool(attribute)
        else { continue }
        changes.append(.on(value))
      } else if let (x, y) = Self.pairs[name] {
        guard let values = numbers(attribute, count: 2, names: "\(x.rawValue) \(y.rawValue)")
        else { continue }
        changes.append(.number(x, .number(values[0])))
        changes.append(.number(y, .number(values[1])))
      }
    }
    guard let view else { return nil }
    if changes.isEmpty, log.errorCount == errorsBefore {
      log.warning("<set> changes nothing on '\(view)'", at: element.location)
    }
    return Change(.set(view, changes), at: element.location)
  }

  private static let pairs: [String: (NumericProperty, NumericProperty)] = [
    "scale": (.scaleX, .scaleY), "translation": (.translationX, .translationY),
    "boundsOrigin": (.boundsOriginX, .boundsOriginY),
  ]

  private static func pairName(of property: NumericProperty) -> String {
    pairs.first { $0.value.0 == property || $0.value.1 == property }?.key ?? ""
  }

  private mutating func check(
    _ property: NumericProperty, _ value: Double, at attribute: SourceAttribute
  ) -> Bool {
    switch property {
    case .alpha:
      return inRange(value, "alpha", 0, 1, at: attribute.valueLocation) != nil
    case .cornerRadius, .borderWidth:
      return inRange(value, property.rawValue, 0, nil, at: attribute.valueLocation) != nil
    default:
      return true
    }
  }

  /// Text and title colors belong to the kinds that draw text.
  private mutating func checkKind(
    _ kind: ViewKind?, for name: String, view: ViewID?, at attribute: SourceAttribute
  ) -> Bool {
    guard let kind, let view else { return true }
    let kinds: [ViewKind]
    switch name {
    case "text", "textColor": kinds = [.label, .textField]
    case "title", "titleColor", "style": kinds = [.button]
    case "on": kinds = [.switch]
    default: return true
    }
    guard kinds.contains(kind) else {
      let names = kinds.map { $0 == .switch ? "switches" : "\($0.rawValue)s" }
        .joined(separator: " and ")
      log.error(
        "'\(name)' applies to \(names); '\(view)' is a \(kind.rawValue)", at: attribute.location)
      return false
    }
    return true
  }
}
