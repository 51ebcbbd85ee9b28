import Diagnostics
import Formatting
import Interface
import XMLTree

/// `<constraint>` elements as constraints (docs/storyboards.md, Constraints).
extension ImportSession {
  /// The constraint as imported; nil when it is left out.
  ///
  /// Left out: constraints not installed for these traits, placeholders (removed at build
  /// time), and those naming a view that is not in the scene; a constraint UIKit would refuse
  /// is a warning and left out.
  mutating func importConstraint(_ element: SourceElement, owner: ViewID) -> LayoutConstraint? {
    let ibID = element.value(.id)
    if let ibID, variations.uninstalled.contains(ibID) { return nil }
    if element.flag(.placeholder) { return nil }
    guard let firstName = element.attribute(.firstAttribute) else {
      log.warning("a constraint without 'firstAttribute' is left out", at: element.location)
      return nil
    }
    guard let first = attribute(firstName) else { return nil }
    let firstItem: LayoutItem?
    if let name = element.attribute(.firstItem) {
      firstItem = item(name)
    } else {
      firstItem = .view(owner)
    }
    var secondItem: LayoutItem?
    var second: LayoutAttribute?
    if let name = element.attribute(.secondAttribute), name.value != "notAnAttribute" {
      guard let value = attribute(name) else { return nil }
      second = value
      secondItem = element.attribute(.secondItem).map { item($0) } ?? .view(owner)
      if secondItem == nil { return nil }
    } else if let name = element.attribute(.secondItem) {
      secondItem = item(name)
      second = first
      if secondItem == nil { return nil }
    }
    // An item outside the scene or uninstalled: the constraint goes with it.
    guard let firstItem else { return nil }
    var multiplier = 1.0
    if let text = element.attribute(.multiplier) {
      guard let value = IBNumber.multiplier(text.value) else {
        log.warning(
          "'\(text.value)' is not a multiplier; the constraint is left out", at: text.valueLocation)
        return nil
      }
      multiplier = value
    }
    // A constant or priority that cannot be read leaves the constraint out, as UIKit would
    // refuse it; a priority outside 1…1000 is clamped, with a warning.
    var constant = 0.0
    if let written = variations.attribute(.constant, of: element) {
      guard let value = number(written, instead: "the constraint is left out") else { return nil }
      constant = value
    }
    var priority = 1000.0
    if let written = element.attribute(.priority) {
      guard let value = number(written, instead: "the constraint is left out") else { return nil }
      priority = max(1, min(1000, value))
      if priority != value {
        log.warning(
          "priority \(NumberText.message(value)) is outside 1…1000, which UIKit refuses; "
            + "\(NumberText.message(priority)) is used", at: written.valueLocation)
      }
    }
    let relation: LayoutRelation =
      switch element.value(.relation) {
      case "lessThanOrEqual": .lessThanOrEqual
      case "greaterThanOrEqual": .greaterThanOrEqual
      default: .equal
      }
    let constraint = LayoutConstraint(
      id: ibID, identifier: element.value(.identifier), firstItem: firstItem,
      firstAttribute: first, relation: relation, secondItem: secondItem, secondAttribute: second,
      multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
      location: element.location)
    if let problem = constraint.creationProblem() {
      log.warning("\(problem.message); the constraint is left out", at: element.location)
      return nil
    }
    return constraint
  }

  /// A view or layout guide by its IB id; nil when it is not imported, with a warning when no
  /// element of the scene has the id.
  private mutating func item(_ attribute: SourceAttribute) -> LayoutItem? {
    if let id = viewIDs[attribute.value] { return .view(id) }
    if let guide = guides[attribute.value] { return guide }
    checkItem(attribute)
    return nil
  }

  /// Interface Builder's attribute names; `left`/`right` are `leading`/`trailing` (files are
  /// laid out left to right), `baseline` is `lastBaseline`.
  private mutating func attribute(_ attribute: SourceAttribute) -> LayoutAttribute? {
    if let value = Self.attributes[attribute.value] ?? LayoutAttribute(rawValue: attribute.value) {
      return value
    }
    log.warning(
      "unknown layout attribute '\(attribute.value)'; the constraint is left out",
      at: attribute.valueLocation)
    return nil
  }

  private static let attributes: [String: LayoutAttribute] = [
    "baseline": .lastBaseline, "leftMargin": .leadingMargin, "rightMargin": .trailingMargin,
  ]
}
