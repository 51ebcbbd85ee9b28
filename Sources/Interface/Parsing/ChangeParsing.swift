import Diagnostics
import XMLTree

extension ParseSession {
  /// `<states>`: named sets of changes.
  mutating func states(_ element: SourceElement) -> [InterfaceState] {
    readNoAttributes(element)
    warnAboutText(in: element)
    var states: [InterfaceState] = []
    for child in element.children {
      guard child.name == XMLName.state else {
        unknownElement(child, in: element, expected: [XMLName.state])
        continue
      }
      let attributes = read(child, allowed: StateAttribute.allCases)
      let name = required(.name, in: attributes)
      warnAboutText(in: child)
      // A state without a name is checked all the same.
      let changes = changes(in: child)
      guard let name else { continue }
      states.append(InterfaceState(name: name.value, changes: changes, location: child.location))
    }
    return states
  }

  /// The change elements inside a state or a block.
  mutating func changes(in element: SourceElement) -> [Change] {
    element.children.compactMap { change($0, in: element) }
  }

  private mutating func change(_ element: SourceElement, in parent: SourceElement) -> Change? {
    let location = element.location
    switch element.name {
    case "setConstant":
      let attributes = read(
        element, allowed: [ChangeAttribute.constraint, .match, .to, .multiplier])
      let reference = constraintReference(element, attributes)
      if attributes[.multiplier] != nil {
        let name = reference.map { "'\($0)'" } ?? "the constraint"
        log.error(
          "changing a multiplier is not supported; deactivate \(name) and add a new constraint",
          at: attributes[.multiplier]?.location ?? location)
      }
      guard let to = required(.to, in: attributes), let value = expression(to) else { return nil }
      return reference.map { Change(.setConstant($0, value), at: location) }
    case "setMultiplier":
      log.error(
        "changing a multiplier is not supported; deactivate the constraint and add a new one",
        at: location)
      return nil
    case "activate", "deactivate":
      let attributes = read(element, allowed: [ChangeAttribute.constraint, .match])
      guard let reference = constraintReference(element, attributes) else { return nil }
      let action: Change.Action =
        element.name == "activate" ? .activate(reference) : .deactivate(reference)
      return Change(action, at: location)
    case "setPriority":
      let attributes = read(element, allowed: [ChangeAttribute.constraint, .match, .to])
      let reference = constraintReference(element, attributes)
      guard let to = required(.to, in: attributes),
        let priority = priority(to.value, "to", at: to.valueLocation), let reference
      else { return nil }
      return Change(.setPriority(reference, priority), at: location)
    case XMLName.constraint:
      guard let constraint = constraint(element, owner: nil) else { return nil }
      return Change(.add(constraint), at: location)
    case "set":
      return setChange(element)
    case "removeAnimations":
      let attributes = read(element, allowed: [ChangeAttribute.view])
      guard let view = viewReference(required(.view, in: attributes)) else { return nil }
      return Change(.removeAnimations(view), at: location)
    default:
      unknownElement(element, in: parent, expected: Self.changeNames)
      return nil
    }
  }

  static let changeNames = [
    "setConstant", "activate", "deactivate", XMLName.constraint, "setPriority", "set",
    "removeAnimations",
  ]

  /// `constraint="REF"` or `match="view.attribute"`, exactly one of them.
  private mutating func constraintReference(
    _ element: SourceElement, _ attributes: AttributeMap<ChangeAttribute>
  ) -> ConstraintReference? {
    switch (attributes[.constraint], attributes[.match]) {
    case (let name?, nil):
      let text = name.value.trimmingSpaces()
      return declarations.binding.bindConstraint(text, at: name.valueLocation, log: &log)
        .map(ConstraintReference.named)
    case (nil, let match?):
      return matchReference(match)
    case (_?, let match?):
      log.error("give either 'constraint' or 'match', not both", at: match.location)
      return nil
    case (nil, nil):
      log.error(
        "<\(element.name)> needs a 'constraint' or a 'match' attribute", at: element.location)
      return nil
    }
  }

  private mutating func matchReference(_ match: SourceAttribute) -> ConstraintReference? {
    let text = match.value.trimmingSpaces()
    guard let dot = text.lastIndex(of: ".") else {
      log.error("'match' is written 'view.attribute', e.g. 'panel.top'", at: match.valueLocation)
      return nil
    }
    let itemName = String(text[..<dot])
    let attributeName = String(text[text.index(after: dot)...])
    let attributeLocation = match.location(atValueOffset: itemName.utf8.count + 1)
    let attribute = LayoutAttribute(rawValue: attributeName)
    if attribute == nil {
      let names = LayoutAttribute.allCases.map(\.rawValue)
      log.error(
        "unknown layout attribute '\(attributeName)'"
          + Suggestion.didYouMean(attributeName, in: names), at: attributeLocation)
    }
    guard itemName != "superview" else {
      log.error("'match' names a view by its id, not 'superview'", at: match.valueLocation)
      return nil
    }
    guard let item = item(Located(itemName, at: match.valueLocation)), let attribute else {
      return nil
    }
    return .match(item, attribute)
  }

  /// A view id (or `root`) that must exist.
  mutating func viewReference(_ attribute: SourceAttribute?) -> ViewID? {
    guard let attribute else { return nil }
    let name = attribute.value.trimmingSpaces()
    if declarations.isPoisoned(name) { return nil }
    return declarations.binding.bindView(name, at: attribute.valueLocation, log: &log)
  }

  /// An `EXPR` attribute value.
  mutating func expression(_ attribute: SourceAttribute) -> ValueExpression? {
    let (expression, diagnostics) = ExpressionParser.parse(
      attribute.value, binding: declarations.binding
    ) { attribute.location(atValueOffset: $0) }
    diagnostics.forEach { log.append($0) }
    return expression
  }
}
