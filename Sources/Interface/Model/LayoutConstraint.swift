import Diagnostics
import Formatting

/// The attributes of `NSLayoutConstraint.Attribute` that the format names.
package enum LayoutAttribute: String, CaseIterable, Sendable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leadingMargin, trailingMargin, topMargin, bottomMargin
  case centerXWithinMargins, centerYWithinMargins

  package enum Axis: String, Sendable {
    case horizontal, vertical
  }

  package var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leadingMargin, .trailingMargin,
      .centerXWithinMargins:
      .horizontal
    default:
      .vertical
    }
  }

  /// Width and height are dimensions; everything else is a location.
  package var isDimension: Bool { self == .width || self == .height }

  /// Attributes that use the view's layout margins.
  package var isMargin: Bool {
    switch self {
    case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
      .centerYWithinMargins:
      true
    default:
      false
    }
  }

  package var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// The layout guides a view owns that a file can name as `ID.NAME`.
package enum ViewGuide: String, CaseIterable, Sendable {
  /// The view's bounds inset by its `layoutMargins`.
  case layoutMarginsGuide
  /// The margins, narrowed to a readable width and centred.
  case readableContentGuide
  /// Scroll views: the content, from the content's origin, as large as its constraints make it.
  case contentLayoutGuide
  /// Scroll views: the scroll view's frame, which does not scroll.
  case frameLayoutGuide

  /// Whether only scroll views have the guide.
  package var needsScrollView: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }
}

/// What a constraint relates: a view, or a layout guide.
package enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
  case view(ViewID)
  /// The safe area layout guide of a view (`safeArea` is the root's).
  case safeArea(ViewID)
  /// A named guide of a view (`ID.layoutMarginsGuide`, …).
  case guide(ViewID, ViewGuide)
  /// A guide that Layout makes for a view: a stack view's spanners and gaps, an autoresizing
  /// helper. Files cannot name these.
  case internalGuide(ViewID, Int)
  /// The guide from the root's top to the safe area's top.
  case topLayoutGuide
  /// The guide from the safe area's bottom to the root's bottom.
  case bottomLayoutGuide

  package var description: String {
    switch self {
    case .view(let id): id
    case .safeArea(let id): id == .root ? "safeArea" : "\(id).safeArea"
    case .guide(let id, let guide): "\(id).\(guide.rawValue)"
    case .internalGuide(let id, let index): "\(id).guide\(index)"
    case .topLayoutGuide: "topLayoutGuide"
    case .bottomLayoutGuide: "bottomLayoutGuide"
    }
  }

  /// The view this item belongs to (the guide's owner).
  package var owner: ViewID {
    switch self {
    case .view(let id), .safeArea(let id), .guide(let id, _), .internalGuide(let id, _): id
    case .topLayoutGuide, .bottomLayoutGuide: .root
    }
  }

  package var isGuide: Bool {
    if case .view = self { return false }
    return true
  }
}

package enum LayoutRelation: String, CaseIterable, Sendable {
  case equal, lessThanOrEqual, greaterThanOrEqual

  /// `==`, `<=` or `>=`.
  package var symbol: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A `UILayoutPriority`: 1…1000, where 1000 is required.
package struct LayoutPriority: Hashable, Sendable, Comparable {
  package var value: Double

  package init(_ value: Double) {
    self.value = value
  }

  package static let required = LayoutPriority(1000)
  package static let defaultHigh = LayoutPriority(750)
  package static let defaultLow = LayoutPriority(250)
  package static let fittingSizeLevel = LayoutPriority(50)

  package var isRequired: Bool { value >= 1000 }

  package static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.value < b.value }

  /// The priority names the format accepts, with their values.
  package static let names: [(String, LayoutPriority)] = [
    ("required", .required), ("defaultHigh", .defaultHigh), ("defaultLow", .defaultLow),
    ("fittingSizeLevel", .fittingSizeLevel),
  ]
}

/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
package struct LayoutConstraint: Sendable, Hashable {
  package var id: String?
  package var identifier: String?
  package var firstItem: LayoutItem
  package var firstAttribute: LayoutAttribute
  package var relation: LayoutRelation
  /// Nil for a constant width or height.
  package var secondItem: LayoutItem?
  package var secondAttribute: LayoutAttribute?
  package var multiplier: Double
  package var constant: Double
  package var priority: LayoutPriority
  package var isActive: Bool
  package var location: SourceLocation

  package init(
    id: String? = nil, identifier: String? = nil, firstItem: LayoutItem,
    firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
    secondItem: LayoutItem? = nil, secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    isActive: Bool = true, location: SourceLocation
  ) {
    self.id = id
    self.identifier = identifier
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isActive = isActive
    self.location = location
  }

  /// How messages name the constraint: its id, else its identifier, else its equation.
  package var displayName: String {
    if let id { return "'\(id)'" }
    if let identifier { return "'\(identifier)'" }
    return "'\(equation)'"
  }

  /// The constraint as an `eq` string, such as `a.width == 0.5 * b.width + 8 @750`, with its
  /// numbers exact (as messages quote them).
  package var equation: String { equation(numbers: NumberText.message) }

  /// The constraint as an `eq` string with its numbers written by `numbers` (the preview page
  /// shows them rounded: `32.6667`, not `32.666666666666664`).
  package func equation(numbers: (Double) -> String) -> String {
    var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.symbol) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(numbers(multiplier)) * " }
      text += "\(secondItem).\(secondAttribute.rawValue)"
      if constant > 0 { text += " + \(numbers(constant))" }
      if constant < 0 { text += " - \(numbers(-constant))" }
    } else {
      text += numbers(constant)
    }
    if !priority.isRequired { text += " @\(numbers(priority.value))" }
    return text
  }

}

extension LayoutConstraint {
  /// A problem UIKit reports when such a constraint is created, and whether it is about the
  /// multiplier: a guide's margin or baseline anchor, a location related to a dimension, mixed
  /// axes, a location set to a constant, a multiplier without a second item or of 0.
  ///
  /// `multiplierWritten`: whether the multiplier was given (a constant constraint may say 1).
  package func creationProblem(multiplierWritten: Bool = true) -> (
    message: String, isAboutMultiplier: Bool
  )? {
    let first = firstAttribute
    let pairs =
      [(firstItem, first)]
      + [(secondItem, secondAttribute)].compactMap { pair in
        pair.0.flatMap { item in pair.1.map { (item, $0) } }
      }
    for (item, attribute) in pairs
    where item.isGuide && (attribute.isMargin || attribute.isBaseline) {
      return ("the layout guide '\(item)' has no '\(attribute.rawValue)' anchor", false)
    }
    guard let second = secondAttribute else {
      if !first.isDimension {
        return (
          "a constraint on '\(first.rawValue)' needs a second item; only width and height "
            + "can be set to a constant", false
        )
      }
      if multiplierWritten, multiplier != 1 { return ("a multiplier needs a second item", true) }
      return nil
    }
    if first.isDimension != second.isDimension {
      let (location, dimension) = first.isDimension ? (second, first) : (first, second)
      return (
        "cannot relate the location '\(location.rawValue)' to the dimension "
          + "'\(dimension.rawValue)'", false
      )
    }
    if !first.isDimension, first.axis != second.axis {
      return (
        "cannot relate the \(first.axis.rawValue) '\(first.rawValue)' to the "
          + "\(second.axis.rawValue) '\(second.rawValue)'; mixing axes is an error in UIKit",
        false
      )
    }
    if multiplier == 0 {
      return (
        "a multiplier of 0 with a second item is not allowed; remove the second item to set "
          + "a constant", true
      )
    }
    return nil
  }
}
