import Diagnostics
import Geometry

/// How a change names a constraint (docs/format.md, Naming a constraint).
package enum ConstraintReference: Hashable, Sendable, CustomStringConvertible {
  /// An `id` or an `identifier`; identifiers need not be unique, so the replay picks the single
  /// active one, else the newest.
  case named(String)
  /// `match="view.attribute"`: the single active (for `activate`, inactive) constraint whose
  /// first item and attribute are these.
  case match(LayoutItem, LayoutAttribute)

  package var description: String {
    switch self {
    case .named(let name): name
    case .match(let item, let attribute): "\(item).\(attribute.rawValue)"
    }
  }
}

/// One change to the model, in a state or a timeline block, with where it was written.
package struct Change: Hashable, Sendable {
  package var action: Action
  package var location: SourceLocation

  package init(_ action: Action, at location: SourceLocation) {
    self.action = action
    self.location = location
  }

  package enum Action: Hashable, Sendable {
    /// `constraint.constant = EXPR`.
    case setConstant(ConstraintReference, ValueExpression)
    case activate(ConstraintReference)
    case deactivate(ConstraintReference)
    /// A new constraint, created and activated.
    case add(LayoutConstraint)
    case setPriority(ConstraintReference, LayoutPriority)
    /// `<set view=…>`: property changes applied in the order written.
    case set(ViewID, [PropertyChange])
    /// `layer.removeAllAnimations()`.
    case removeAnimations(ViewID)
  }
}

/// A view property that `<set>` changes.
package enum PropertyChange: Hashable, Sendable {
  case number(NumericProperty, ValueExpression)
  case color(ColorProperty, Color)
  case hidden(Bool)
  case text(TextProperty, String)
  /// A button's style; it changes at the block's start, and the button is measured again.
  case buttonStyle(ButtonStyle)
  /// A switch's state: in an animated block the knob slides and the track's color changes
  /// with the block's timing, as `setOn(_:animated: true)` inside it shows.
  case on(Bool)
  /// Which way an animated change of the rotation in the same `<set>` turns when it is exactly
  /// half a turn (docs/timing.md, Rotation); other turns take the shorter way, as UIKit's do.
  case rotationDirection(RotationDirection)
}

/// The way a view turns: clockwise is a growing angle (y points down, as in UIKit).
package enum RotationDirection: String, CaseIterable, Sendable {
  case clockwise, counterClockwise
}

/// Numeric view properties; each takes an EXPR.
package enum NumericProperty: String, CaseIterable, Sendable {
  case alpha, rotation, cornerRadius, borderWidth
  case scaleX, scaleY, translationX, translationY, boundsOriginX, boundsOriginY

  /// Whether an animated block animates it; the others change at the block's start.
  package var isAnimatable: Bool { self != .borderWidth }
}

package enum ColorProperty: String, CaseIterable, Sendable {
  case backgroundColor, textColor, titleColor, tintColor, borderColor

  package var isAnimatable: Bool { self == .backgroundColor }
}

package enum TextProperty: String, CaseIterable, Sendable {
  case text, title
}
