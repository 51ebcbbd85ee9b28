import Cassowary
import Interface

extension LayoutSpace {
  /// `first.attribute relation multiplier × second.attribute + constant` as
  /// `first − multiplier × second − constant relation 0`.
  func constraint(for layout: LayoutConstraint) -> Constraint {
    var expression = self.expression(layout.firstItem, layout.firstAttribute)
    if let item = layout.secondItem, let attribute = layout.secondAttribute {
      expression = expression - self.expression(item, attribute) * layout.multiplier
    }
    expression = expression + -layout.constant
    let relation: Relation =
      switch layout.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(expression.reduced, relation, strength: strength(for: layout.priority))
  }
}

/// The one place where a `UILayoutPriority` becomes a solver strength: 1000 is required, and
/// every other priority is its own level, satisfied strictly before lower ones.
func strength(for priority: LayoutPriority) -> Strength {
  priority.isRequired ? .required : .optional(priority.value)
}
