/// How a `<stackView>` arranges its subviews.
///
/// These are `UIStackView`'s properties with Interface Builder's attribute names. The stack's
/// subviews, in order, are its arranged subviews.
package struct StackConfiguration: Sendable, Hashable {
  package enum Axis: String, CaseIterable, Sendable {
    case horizontal, vertical
  }

  package enum Distribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// `top` is `leading` and `bottom` is `trailing`, as in UIKit (the same raw values).
  package enum Alignment: String, CaseIterable, Sendable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

    /// `top` → `leading`, `bottom` → `trailing`.
    package var normalized: Alignment {
      switch self {
      case .top: .leading
      case .bottom: .trailing
      default: self
      }
    }
  }

  package var axis: Axis = .horizontal
  package var distribution: Distribution = .fill
  package var alignment: Alignment = .fill
  /// Points between adjacent arranged subviews (the minimum for the equal distributions).
  package var spacing: Double = 0
  /// Vertical stacks: spacing runs from one view's last baseline to the next one's first.
  package var isBaselineRelativeArrangement = false
  /// The arranged subviews fill the stack's layout margins instead of its bounds.
  package var isLayoutMarginsRelativeArrangement = false

  package init() {}

  /// `UIStackView.spacingUseSystem` (`spacingType="standard"`): the standard spacing, 8 points.
  package static let systemSpacing: Double = 8
}

/// `UIView.AutoresizingMask` with Interface Builder's names: which parts of a fixed frame stretch
/// when the superview's size differs from the one the frame was stored at.
package struct AutoresizingMask: OptionSet, Sendable, Hashable {
  package let rawValue: Int

  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  package static let flexibleMinX = AutoresizingMask(rawValue: 1 << 0)
  package static let widthSizable = AutoresizingMask(rawValue: 1 << 1)
  package static let flexibleMaxX = AutoresizingMask(rawValue: 1 << 2)
  package static let flexibleMinY = AutoresizingMask(rawValue: 1 << 3)
  package static let heightSizable = AutoresizingMask(rawValue: 1 << 4)
  package static let flexibleMaxY = AutoresizingMask(rawValue: 1 << 5)

  /// The names the format accepts: Interface Builder's, then UIKit's.
  package static let names: [(String, AutoresizingMask)] = [
    ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable),
    ("flexibleMaxX", .flexibleMaxX), ("flexibleMinY", .flexibleMinY),
    ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ("flexibleLeftMargin", .flexibleMinX), ("flexibleWidth", .widthSizable),
    ("flexibleRightMargin", .flexibleMaxX), ("flexibleTopMargin", .flexibleMinY),
    ("flexibleHeight", .heightSizable), ("flexibleBottomMargin", .flexibleMaxY),
  ]
}
