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
}
