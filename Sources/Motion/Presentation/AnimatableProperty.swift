import Geometry
import Interface
import Layout

/// The numeric properties the presentation model animates, per view.
///
/// Frames are in the superview's coordinates (`UIView.frame`), so a superview's motion carries its
/// subviews; they combine additively with the bounds origin and corner radius. Alpha and the
/// transform are replaced by each new animation (docs/timing.md, Several animations on one
/// property).
package enum AnimatableProperty: String, CaseIterable, Hashable, Sendable, Comparable {
  case x, y, width, height, boundsOriginX, boundsOriginY, cornerRadius
  case alpha, rotation, scaleX, scaleY, translationX, translationY
  /// A switch's state as a fraction, 0 off and 1 on: in an animated block the knob slides and
  /// the track's color changes with it (skins read it as `on`).
  case onProgress

  package var isAdditive: Bool {
    switch self {
    case .x, .y, .width, .height, .boundsOriginX, .boundsOriginY, .cornerRadius: true
    default: false
    }
  }

  package var isFrame: Bool {
    switch self {
    case .x, .y, .width, .height: true
    default: false
    }
  }

  package var isTransform: Bool {
    switch self {
    case .rotation, .scaleX, .scaleY, .translationX, .translationY: true
    default: false
    }
  }

  /// A presented value as the screen shows it.
  ///
  /// Alpha is clamped to 0…1, a width or height below 0 shows as 0 (docs/timing.md, Alpha;
  /// Sizes below zero). `frames --at`, the tracks and the scene the writers draw all show
  /// values so.
  package func shown(_ value: Double) -> Double {
    switch self {
    case .alpha: min(1, max(0, value))
    case .width, .height: max(0, value)
    default: value
    }
  }

  /// How far a fitted track may stray from the model: the length tolerance in points, the same
  /// number in degrees for rotation, and a fiftieth of it for alpha and scale factors.
  package func tolerance(lengthTolerance: Double) -> Double {
    switch self {
    case .alpha, .scaleX, .scaleY, .onProgress: lengthTolerance / 50
    default: lengthTolerance
    }
  }

  /// In declaration order (`allCases`'s): the order of tracks in every file.
  package static func < (a: AnimatableProperty, b: AnimatableProperty) -> Bool {
    a.ordinal < b.ordinal
  }

  /// The position in `allCases`, without building the list (sorting thousands of keys
  /// compares properties tens of thousands of times); the writers index tracks by it.
  package var ordinal: Int {
    switch self {
    case .x: 0
    case .y: 1
    case .width: 2
    case .height: 3
    case .boundsOriginX: 4
    case .boundsOriginY: 5
    case .cornerRadius: 6
    case .alpha: 7
    case .rotation: 8
    case .scaleX: 9
    case .scaleY: 10
    case .translationX: 11
    case .translationY: 12
    case .onProgress: 13
    }
  }

  /// The model value in a state.
  package func value(of view: ViewID, in state: ModelState) -> Double {
    value(frame: isFrame ? state.frames.frame(of: view) : .zero, properties: state.properties[view])
  }

  /// The value in a view's frame and properties (of one state), for a caller that reads every
  /// property of a view and looks them up once.
  package func value(frame: Rect, properties: ViewProperties?) -> Double {
    if let properties { return value(frame: frame, shown: properties) }
    switch self {
    case .x: return frame.minX
    case .y: return frame.minY
    case .width: return frame.width
    case .height: return frame.height
    case .alpha, .scaleX, .scaleY: return 1
    default: return 0
    }
  }

  /// `value(frame:properties:)` of a view that has properties in the state: unwrapped once by
  /// a caller that reads every property, rather than once per property.
  func value(frame: Rect, shown properties: borrowing ViewProperties) -> Double {
    switch self {
    case .x: frame.minX
    case .y: frame.minY
    case .width: frame.width
    case .height: frame.height
    case .boundsOriginX: properties.boundsOrigin.x
    case .boundsOriginY: properties.boundsOrigin.y
    case .cornerRadius: properties.cornerRadius
    case .alpha: properties.alpha
    case .rotation: properties.transform.rotation
    case .scaleX: properties.transform.scaleX
    case .scaleY: properties.transform.scaleY
    case .translationX: properties.transform.translationX
    case .translationY: properties.transform.translationY
    case .onProgress: properties.isOn ? 1 : 0
    }
  }
}

/// One animation of one property: `from` → `to` with a timing function, started at
/// `startTime`, present from `callTime` (the old value shows during the delay).
package struct PropertyAnimation: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A UIView animation: additive or replacing by the property.
    case view
    /// A `CABasicAnimation`: overrides the property only while it runs.
    case basic
  }

  package var kind: Kind
  package var from: Double
  package var to: Double
  package var callTime: Double
  package var startTime: Double
  package var timing: TimingFunction
  /// Number of cycles (infinite for `indefinite`).
  package var cycles: Double
  package var autoreverses: Bool
  /// When `removeAnimations` stopped it, if it did.
  package var stopTime: Double?
  /// The block, in document order.
  package var blockIndex: Int
  /// All its cycles, from the start (`BlockSchedule.activeDuration`).
  package let activeDuration: Double

  package init(
    kind: Kind, from: Double, to: Double, callTime: Double, startTime: Double,
    timing: TimingFunction, cycles: Double, autoreverses: Bool, stopTime: Double?,
    blockIndex: Int
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.callTime = callTime
    self.startTime = startTime
    self.timing = timing
    self.cycles = cycles
    self.autoreverses = autoreverses
    self.stopTime = stopTime
    self.blockIndex = blockIndex
    activeDuration = BlockSchedule.activeDuration(
      cycle: timing.duration, cycles: cycles, autoreverses: autoreverses)
  }

  /// The animation of a block planned by `BlockScheduler`, from `from` to `to`.
  package init(kind: Kind, from: Double, to: Double, block plan: BlockPlan, blockIndex: Int) {
    self.kind = kind
    self.from = from
    self.to = to
    callTime = plan.schedule.callTime
    startTime = plan.schedule.startTime
    timing = plan.timing
    cycles = plan.cycles
    autoreverses = plan.autoreverses
    stopTime = nil
    self.blockIndex = blockIndex
    activeDuration = plan.schedule.activeDuration
  }

  /// When it stops contributing: after its last cycle, or when removed.
  package var endTime: Double {
    min(startTime + activeDuration, stopTime ?? .infinity)
  }

  /// Whether it affects the presented value at `t`.
  package func isPresent(at t: Double) -> Bool {
    switch kind {
    case .view: t >= callTime && t < endTime
    case .basic: t >= startTime && t < endTime
    }
  }

  /// Progress at `t`, through repeats and autoreverse (CAMediaTiming's local time).
  package func progress(at t: Double) -> Double {
    let local = t - startTime
    guard local > 0 else { return 0 }
    let d = timing.duration
    guard d > 0 else { return 1 }
    let period = autoreverses ? 2 * d : d
    guard local < period * cycles else { return 1 }
    var phase = local.truncatingRemainder(dividingBy: period)
    if autoreverses, phase >= d { phase = period - phase }
    return timing.progress(at: phase)
  }

  /// The interpolated value at `t` (from the start of the interpolation, not added to a model).
  package func value(at t: Double) -> Double { from + (to - from) * progress(at: t) }
}
