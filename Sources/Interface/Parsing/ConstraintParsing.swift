import Diagnostics
import XMLTree

extension ParseSession {
  /// The constraints of a `<constraints>` element; `owner` is the view that holds it.
  mutating func constraintList(_ element: SourceElement, owner: ViewID) -> [LayoutConstraint] {
    readNoAttributes(element)
    warnAboutText(in: element)
    var constraints: [LayoutConstraint] = []
    for child in element.children {
      guard child.name == XMLName.constraint else {
        unknownElement(child, in: element, expected: [XMLName.constraint])
        continue
      }
      if let constraint = constraint(child, owner: owner) { constraints.append(constraint) }
    }
    return constraints
  }

  /// One `<constraint>`, in either spelling; `owner` is nil outside a view (in a change).
  mutating func constraint(_ element: SourceElement, owner: ViewID?) -> LayoutConstraint? {
    let attributes = read(element, allowed: ConstraintAttribute.allCases)
    warnAboutText(in: element)
    for child in element.children {
      unknownElement(child, in: element, expected: [])
    }
    var draft: ConstraintDraft?
    var valid = true
    if let eq = attributes[.eq] {
      for name in Self.equationParts where attributes[name] != nil {
        log.error(
          "'\(name.rawValue)' cannot stand beside 'eq'; write it in the equation",
          at: attributes[name]?.location ?? element.location)
      }
      let (parsed, diagnostics) = EquationParser.parse(eq.value) { eq.location(atValueOffset: $0) }
      diagnostics.forEach { log.append($0) }
      draft = parsed
    } else {
      (draft, valid) = storyboardDraft(attributes, element: element)
    }
    if let spacing = attributes[.systemSpacing], let multiple = number(spacing, minimum: 0),
      draft != nil
    {
      if draft?.constant != nil {
        log.error(
          "'systemSpacing' replaces the constant; remove the constant", at: spacing.location)
      } else {
        draft?.constant = multiple * 8
      }
    }
    let isActive = attributes[.active].flatMap { bool($0) }
    if attributes[.active] != nil, isActive == nil { valid = false }
    // Items and attributes are resolved even when a value was bad, to report them too.
    guard let draft, var constraint = resolve(draft, owner: owner, at: element.location), valid
    else { return nil }
    constraint.id = attributes[.id]?.value
    constraint.identifier = attributes[.identifier]?.value
    constraint.isActive = isActive ?? true
    return constraint
  }

  private static let equationParts: [ConstraintAttribute] = [
    .firstItem, .firstAttribute, .relation, .secondItem, .secondAttribute, .multiplier, .constant,
    .priority,
  ]

  /// The draft of the storyboard spelling, and whether every value in it was valid (the draft
  /// is still resolved when one was not, so that its names are checked too).
  private mutating func storyboardDraft(
    _ attributes: AttributeMap<ConstraintAttribute>, element: SourceElement
  )
    -> (ConstraintDraft, Bool)
  {
    var draft = ConstraintDraft()
    draft.firstItem = attributes[.firstItem].map { Located($0.value, at: $0.valueLocation) }
    let firstAttribute = required(.firstAttribute, in: attributes)
    draft.firstAttribute = firstAttribute.map { Located($0.value, at: $0.valueLocation) }
    draft.secondItem = attributes[.secondItem].map { Located($0.value, at: $0.valueLocation) }
    draft.secondAttribute = attributes[.secondAttribute].map {
      Located($0.value, at: $0.valueLocation)
    }
    var valid = true
    if let relation = attributes[.relation] {
      if let value = choice(relation, LayoutRelation.self) {
        draft.relation = value
      } else {
        valid = false
      }
    }
    if let multiplier = attributes[.multiplier] {
      draft.multiplierLocation = multiplier.valueLocation
      if let value = ratio(multiplier) { draft.multiplier = value } else { valid = false }
    }
    if let constant = attributes[.constant] {
      if let value = number(constant) { draft.constant = value } else { valid = false }
    }
    if let priority = attributes[.priority] {
      draft.priorityLocation = priority.valueLocation
      let value = self.priority(priority.value, "priority", at: priority.valueLocation)
      if let value { draft.priority = value } else { valid = false }
    }
    return (draft, valid)
  }

  /// A number or a ratio `"W:H"` (W divided by H).
  mutating func ratio(_ attribute: SourceAttribute) -> Double? {
    let parts = attribute.value.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return number(attribute) }
    guard let width = number(String(parts[0]), attribute.name, at: attribute.valueLocation),
      let height = number(String(parts[1]), attribute.name, at: attribute.valueLocation)
    else { return nil }
    guard height != 0 else {
      log.error("a ratio's second number cannot be 0", at: attribute.valueLocation)
      return nil
    }
    return width / height
  }
}
