import Geometry
import Interface
import Layout
import Tracks

/// The model values the presentation reads, from the replay's states.
extension AnimatableProperty {
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
