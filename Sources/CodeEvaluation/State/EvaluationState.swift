import Geometry
import Interface

/// Everything the code changed, as a value: the stored properties of the controller and of
/// the custom views it calls into, the constraints, the views' properties that differ from the
/// layout, the controls' added targets and the live objects (animators, animations).
///
/// It is `Hashable` so that two ways of reaching a screen compare equal when they leave it the
/// same (docs/code.md, How the code is run): the views' values are kept only where they
/// differ from the layout's.
package struct EvaluationState: Sendable, Hashable {
  /// Stored properties by instance (the controller, or a view of a custom class) and name.
  package var properties: [Instance: [String: Value]] = [:]
  /// The layout's constraints in document order, then those the code created.
  package var constraints: [ConstraintState] = []
  /// View properties that differ from the layout's.
  package var views: [ViewID: ViewValues] = [:]
  /// Selectors added with `addTarget(_:action:for:)`, by control.
  package var targets: [ViewID: [String]] = [:]
  /// Gesture recognizers added with `addGestureRecognizer`, by view (indices into `objects`).
  package var gestures: [ViewID: [Int]] = [:]
  /// Objects with identity: animators and Core Animation's objects.
  package var objects: [ObjectState] = []

  package init() {}

  /// Whose stored properties.
  package enum Instance: Sendable, Hashable {
    case controller
    case view(ViewID)
  }
}

/// A constraint the code can reach, and how a change names it.
package struct ConstraintState: Sendable, Hashable {
  package var constraint: LayoutConstraint
  /// The constant as the code last set it (it may read the layout).
  package var constant: ValueExpression
  /// Created by the code: added to the timeline when it is first activated.
  package var isCreated: Bool
  /// Whether a change has added it to the timeline (created constraints only).
  package var isAdded: Bool
  /// The name a created constraint takes when it is added: the variable or property that
  /// first holds it.
  package var nameHint: String?

  package init(_ constraint: LayoutConstraint, isCreated: Bool) {
    self.constraint = constraint
    constant = .number(constraint.constant)
    self.isCreated = isCreated
    isAdded = !isCreated
  }
}

/// A view's properties as the code changed them; nil where the layout's value holds.
package struct ViewValues: Sendable, Hashable {
  package var numbers: [NumericProperty: ValueExpression] = [:]
  package var colors: [ColorProperty: Color] = [:]
  package var texts: [TextProperty: String] = [:]
  package var isHidden: Bool?
  package var isOn: Bool?
  /// `isSelected`, `isEnabled`, `tag`, `isHighlighted`: state the code keeps on controls.
  package var flags: [String: Value] = [:]
  package var transform: AffineTransform?

  package init() {}

  package var isEmpty: Bool { self == ViewValues() }
}

/// An object with identity.
package enum ObjectState: Sendable, Hashable {
  case animator(Animator)
  case basicAnimation(BasicAnimationObject)
  case timing(TimingSpec)
  /// A gesture recognizer: the view it recognizes on and the action it calls. A tap on the
  /// view ends it (`state` is `.ended`).
  case gesture(view: ViewID?, selector: String?)
}

/// A `UIViewPropertyAnimator` before and after `startAnimation`.
package struct Animator: Sendable, Hashable {
  package var timing: TimingSpec
  package var animations: [Closure] = []
  package var completions: [Closure] = []
  /// The block it started, once started.
  package var block: String?
  package var isStarted = false

  package init(timing: TimingSpec) {
    self.timing = timing
  }
}

/// A `CABasicAnimation` (or `CASpringAnimation`) being configured.
package struct BasicAnimationObject: Sendable, Hashable {
  package var keyPath: String?
  package var from: Value?
  package var to: Value?
  package var by: Value?
  package var duration = 0.25
  package var repeatCount: RepeatCount?
  package var autoreverses = false
  package var timing: TimingSpec?
  package var beginOffset = 0.0

  package init(keyPath: String?) {
    self.keyPath = keyPath
  }
}
