import Diagnostics
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
    let ibID = element.value("id")
    if let ibID, variations.uninstalled.contains(ibID) { return nil }
    if element.flag("placeholder") { return nil }
    guard let firstName = element.attribute("firstAttribute") else {
      log.warning("a constraint without 'firstAttribute' is left out", at: element.location)
      return nil
    }
    guard let first = attribute(firstName) else { return nil }
    let firstItem: LayoutItem?
    if let name = element.value("firstItem") {
      firstItem = item(name)
    } else {
      firstItem = .view(owner)
    }
    var secondItem: LayoutItem?
    var second: LayoutAttribute?
    if let name = element.attribute("secondAttribute"), name.value != "notAnAttribute" {
      guard let value = attribute(name) else { return nil }
      second = value
      secondItem = element.value("secondItem").map(item) ?? .view(owner)
      if secondItem == nil { return nil }
    } else if let name = element.value("secondItem") {
      secondItem = item(name)
      second = first
      if secondItem == nil { return nil }
    }
    // An item outside the scene or uninstalled: the constraint goes with it.
    guard let firstItem else { return nil }
    var multiplier = 1.0
    if let text = element.attribute("multiplier") {
      guard let value = IBNumber.multiplier(text.value) else {
        log.warning(
          "'\(text.value)' is not a multiplier; the constraint is left out", at: text.valueLocation)
        return nil
      }
      multiplier = value
    }
    let constant = variations.attribute("constant", of: element).flatMap {
      IBNumber.parse($0.value)
    }
    let priority = element.number("priority").map { max(1, min(1000, $0)) } ?? 1000
    let relation: LayoutRelation =
      switch element.value("relation") {
      case "lessThanOrEqual": .lessThanOrEqual
      case "greaterThanOrEqual": .greaterThanOrEqual
      default: .equal
      }
    let constraint = LayoutConstraint(
      id: ibID, identifier: element.value("identifier"), firstItem: firstItem,
      firstAttribute: first, relation: relation, secondItem: secondItem, secondAttribute: second,
      multiplier: multiplier, constant: constant ?? 0, priority: LayoutPriority(priority),
      location: element.location)
    if let problem = constraint.creationProblem() {
      log.warning("\(problem.message); the constraint is left out", at: element.location)
      return nil
    }
    return constraint
  }

  /// A view or layout guide by its IB id; nil when it is not in the scene.
  private func item(_ ibID: String) -> LayoutItem? {
    if let id = viewIDs[ibID] { return .view(id) }
    return guides[ibID]
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
