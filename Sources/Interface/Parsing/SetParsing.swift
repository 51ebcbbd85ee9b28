import Diagnostics
import XMLTree

extension ParseSession {
  /// `<set view="ID" …/>`: view properties, applied in the order of `PropertyChange`s returned.
  mutating func setChange(_ element: SourceElement) -> Change? {
    // The table: `<set>`'s own attributes, and the names of the properties it sets.
    let properties =
      NumericProperty.allCases.map(\.rawValue) + ColorProperty.allCases.map(\.rawValue)
      + TextProperty.allCases.map(\.rawValue)
    let errorsBefore = log.errorCount
    let attributes = read(element, allowed: SetAttribute.allCases, alsoAllowed: properties)
    // An unknown view does not stop the values from being checked (the kind checks need it).
    let view = viewReference(required(.view, in: attributes))
    let kind = view.flatMap { declarations.kinds[$0] }
    var changes: [PropertyChange] = []
    for attribute in element.attributes where attribute.name != SetAttribute.view.rawValue {
      let name = attribute.name
      if let property = NumericProperty(rawValue: name) {
        if let pair = Self.pair(of: property), attributes[pair] != nil {
          log.error(
            "give '\(pair.rawValue)' or its components, not both", at: attribute.location)
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
      } else if let own = SetAttribute(rawValue: name) {
        if let change = setAttribute(own, attribute, kind: kind, view: view) {
          changes += change
        }
      }
    }
    // A direction belongs to the rotation it turns (docs/format.md, `<set>`).
    if let direction = element.attribute(SetAttribute.rotationDirection.rawValue),
      element.attribute(NumericProperty.rotation.rawValue) == nil
    {
      log.error(
        "'rotationDirection' says which way a change of 'rotation' turns; give 'rotation' on "
          + "the same <set>", at: direction.location)
    }
    guard let view else { return nil }
    if changes.isEmpty, log.errorCount == errorsBefore {
      log.warning("<set> changes nothing on '\(view)'", at: element.location)
    }
    return Change(.set(view, changes), at: element.location)
  }

  /// One of `<set>`'s own attributes as changes (nil when it is not valid).
  private mutating func setAttribute(
    _ name: SetAttribute, _ attribute: SourceAttribute, kind: ViewKind?, view: ViewID?
  ) -> [PropertyChange]? {
    switch name {
    case .view:
      return nil
    case .hidden:
      return bool(attribute).map { [.hidden($0)] }
    case .style:
      guard checkKind(kind, for: name.rawValue, view: view, at: attribute),
        let value = choice(attribute, ButtonStyle.self)
      else { return nil }
      return [.buttonStyle(value)]
    case .on:
      guard checkKind(kind, for: name.rawValue, view: view, at: attribute),
        let value = bool(attribute)
      else { return nil }
      return [.on(value)]
    case .rotationDirection:
      return choice(attribute, RotationDirection.self).map { [.rotationDirection($0)] }
    case .scale, .translation, .boundsOrigin:
      guard let (x, y) = Self.pairs[name],
        let values = numbers(attribute, count: 2, names: "\(x.rawValue) \(y.rawValue)")
      else { return nil }
      return [.number(x, .number(values[0])), .number(y, .number(values[1]))]
    }
  }

  private static let pairs: [SetAttribute: (NumericProperty, NumericProperty)] = [
    .scale: (.scaleX, .scaleY), .translation: (.translationX, .translationY),
    .boundsOrigin: (.boundsOriginX, .boundsOriginY),
  ]

  /// The pair a numeric property is a component of.
  private static func pair(of property: NumericProperty) -> SetAttribute? {
    pairs.first { $0.value.0 == property || $0.value.1 == property }?.key
  }

  private mutating func check(
    _ property: NumericProperty, _ value: Double, at attribute: SourceAttribute
  ) -> Bool {
    switch property {
    case .alpha:
      return inRange(value, property.rawValue, 0, 1, at: attribute.valueLocation) != nil
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
    case ViewProperty.text(.text).formatName, ViewProperty.color(.textColor).formatName:
      kinds = [.label, .textField]
    case ViewProperty.text(.title).formatName, ViewProperty.color(.titleColor).formatName,
      SetAttribute.style.rawValue:
      kinds = [.button]
    case ViewProperty.on.formatName: kinds = [.switch]
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
