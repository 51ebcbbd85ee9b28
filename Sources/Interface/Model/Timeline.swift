import Diagnostics

/// The `<timeline>`: blocks in document order, the export's length and whether it loops.
package struct Timeline: Sendable, Hashable {
  /// The export's length in seconds; nil means the end of the last finite animation plus 0.5 s.
  package var duration: Double?
  package var loops: Bool
  package var blocks: [TimelineBlock]
  /// The `<action>`s: what a tap of each control plays (docs/format.md, Actions).
  package var actions: [TimelineAction] = []
  package var location: SourceLocation?

  package init(
    duration: Double? = nil, loops: Bool = false, blocks: [TimelineBlock] = [],
    location: SourceLocation? = nil
  ) {
    self.duration = duration
    self.loops = loops
    self.blocks = blocks
    self.location = location
  }
}

/// An `<action control=…>`: the blocks a tap of the control plays, from the tap on
/// (docs/format.md, Actions).
///
/// A control's actions take turns, tap after tap.
package struct TimelineAction: Sendable, Hashable {
  package var control: ViewID
  package var blocks: [TimelineBlock]
  package var location: SourceLocation

  package init(control: ViewID, blocks: [TimelineBlock], location: SourceLocation) {
    self.control = control
    self.blocks = blocks
    self.location = location
  }
}

/// One `<animate>`, `<perform>` or `<basicAnimation>` of the timeline.
package struct TimelineBlock: Sendable, Hashable {
  package enum Kind: Hashable, Sendable {
    /// `UIView.animate` / `UIViewPropertyAnimator`: the changes animate.
    case animate
    /// Changes without animation.
    case perform
    /// A `CABasicAnimation` on one view's key path; applies only while it runs.
    case basicAnimation(BasicAnimation)
  }

  package var name: String?
  package var kind: Kind
  package var start: BlockStart
  /// Where the start is written: the `at`/`after`/`with` value, else the block itself.
  package var startLocation: SourceLocation
  /// Seconds added to the start, as `UIView.animate(withDuration:delay:…)` does.
  package var delay: Double
  /// The state whose changes apply before the block's own.
  package var stateName: String?
  package var timing: TimingSpec
  package var repeatCount: RepeatCount?
  package var autoreverses: Bool
  /// False for `layoutIfNeeded="false"`: frames jump at the block's start.
  package var layoutIfNeeded: Bool
  package var changes: [Change]
  package var location: SourceLocation

  package init(
    name: String? = nil, kind: Kind, start: BlockStart = .afterPrevious, delay: Double = 0,
    stateName: String? = nil, timing: TimingSpec = .curve(.easeInOut, duration: 0.25),
    repeatCount: RepeatCount? = nil, autoreverses: Bool = false, layoutIfNeeded: Bool = true,
    changes: [Change] = [], location: SourceLocation
  ) {
    self.name = name
    self.kind = kind
    self.start = start
    self.startLocation = location
    self.delay = delay
    self.stateName = stateName
    self.timing = timing
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
    self.layoutIfNeeded = layoutIfNeeded
    self.changes = changes
    self.location = location
  }

  /// Whether the block never completes (`repeatCount="indefinite"`).
  package var isIndefinite: Bool { repeatCount == .indefinite }
}

/// When a block is called (docs/format.md, When a block starts).
package enum BlockStart: Hashable, Sendable {
  /// When the previous block in document order completes.
  case afterPrevious
  /// Seconds from the timeline's start.
  case at(Double)
  /// When the named block completes, as a completion block would.
  case after(String)
  /// When the named block is called.
  case with(String)
}

/// `repeatCount`: a number of cycles or `indefinite`.
package enum RepeatCount: Hashable, Sendable {
  case count(Double)
  case indefinite
}

/// The timing of a block: which UIKit API it stands for, with its parameters as written.
package enum TimingSpec: Hashable, Sendable {
  /// `UIView.animate(withDuration:delay:options:)` with a named curve.
  case curve(TimingCurve, duration: Double)
  /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:)`.
  case controlPoints(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
  /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`.
  case springDampingRatio(duration: Double, dampingRatio: Double, initialVelocity: Double)
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
  case springPhysics(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  /// `UIView.animate(springDuration:bounce:initialSpringVelocity:)`.
  case springBounce(duration: Double, bounce: Double, initialVelocity: Double)

  /// The duration as written; a physics spring's is its settling time, known after solving.
  package var duration: Double? {
    switch self {
    case .curve(_, let duration), .controlPoints(_, _, _, _, let duration),
      .springDampingRatio(let duration, _, _), .springBounce(let duration, _, _):
      duration
    case .springPhysics:
      nil
    }
  }
}

/// The named curves (docs/timing.md, Bézier curves).
package enum TimingCurve: String, CaseIterable, Sendable {
  case easeInOut, easeIn, easeOut, linear
  /// Core Animation's implicit curve, `UICubicTimingParameters()`.
  case `default`
}

/// A `CABasicAnimation` on a key path of one view.
package struct BasicAnimation: Hashable, Sendable {
  package var view: ViewID
  package var keyPath: AnimationKeyPath
  /// Nil means the model value at the animation's start.
  package var from: Double?
  package var to: Double?

  package init(view: ViewID, keyPath: AnimationKeyPath, from: Double?, to: Double?) {
    self.view = view
    self.keyPath = keyPath
    self.from = from
    self.to = to
  }
}

/// The key paths `basicAnimation` animates; angles are in degrees.
package enum AnimationKeyPath: String, CaseIterable, Sendable {
  case rotation = "transform.rotation.z"
  case scale = "transform.scale"
  case scaleX = "transform.scale.x"
  case scaleY = "transform.scale.y"
  case translationX = "transform.translation.x"
  case translationY = "transform.translation.y"
  case opacity
  case cornerRadius
}
