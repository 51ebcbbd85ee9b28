import Cassowary
import Interface

extension LayoutSpace {
  /// `first.attribute relation multiplier × second.attribute + constant` as
  /// `first − multiplier × second − constant relation 0`.
  func constraint(for layout: LayoutConstraint) -> Constraint {
    let (first, second) = contentItems(layout)
    var expression = self.expression(first, layout.firstAttribute)
    if let item = second, let attribute = layout.secondAttribute {
      expression = expression - self.expression(item, attribute) * layout.multiplier
      // UIKit measures locations in the items' nearest common ancestor: with a multiplier
      // other than 1 the ancestor's origin o no longer cancels, (F − o) = m (S − o) + c.
      if layout.multiplier != 1, !layout.firstAttribute.isDimension,
        let ancestor = commonAncestor(first.owner, item.owner), ancestor != .root,
        let v = variables[ancestor]
      {
        let origin = Expression(layout.firstAttribute.axis == .horizontal ? v.x : v.y)
        expression = expression + origin * (layout.multiplier - 1)
      }
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

  /// The nearest view that is `a` or `b` or an ancestor of both.
  func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
    var chain: [ViewID] = []
    var current: ViewID? = a
    while let id = current {
      chain.append(id)
      current = parents[id]
    }
    current = b
    while let id = current {
      if chain.contains(id) { return id }
      current = parents[id]
    }
    return nil
  }

  /// A scroll view's edges and margins, related to one of its descendants, are its content's
  /// (`contentLayoutGuide`), as in UIKit; its centres, width and height stay its frame's
  /// (Apple's Auto Layout Guide, "Working with Scroll Views").
  private func contentItems(_ layout: LayoutConstraint) -> (LayoutItem, LayoutItem?) {
    var first = layout.firstItem
    var second = layout.secondItem
    guard layout.firstAttribute.isContentEdge, let other = second else { return (first, second) }
    if case .view(let id) = first, scrollViews.contains(id), isDescendant(other, of: id) {
      first = .guide(id, .contentLayoutGuide)
    } else if case .view(let id) = other, scrollViews.contains(id),
      isDescendant(layout.firstItem, of: id)
    {
      second = .guide(id, .contentLayoutGuide)
    }
    return (first, second)
  }
}

/// The one place where a `UILayoutPriority` becomes a solver strength: 1000 is required, and
/// every other priority is its own level, satisfied strictly before lower ones.
func strength(for priority: LayoutPriority) -> Strength {
  priority.isRequired ? .required : .optional(priority.value)
}

extension LayoutAttribute {
  /// Edges and margin edges: what a scroll view relates to its content, where its centres and
  /// sizes relate to its frame.
  fileprivate var isContentEdge: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .top, .bottom, .leadingMargin, .trailingMargin,
      .topMargin, .bottomMargin:
      true
    default:
      false
    }
  }
}
