import Geometry
import Interface
import Layout

/// A view's model values other than its frame: what `<set>` changes.
package struct ViewProperties: Sendable, Hashable {
  package var alpha: Double
  package var isHidden: Bool
  package var cornerRadius: Double
  package var borderWidth: Double
  package var backgroundColor: Color
  package var borderColor: Color
  package var tintColor: Color?
  package var transform: ViewTransform
  package var boundsOrigin: Point
  package var text: String?
  package var title: String?
  package var textColor: Color?
  package var titleColor: Color?
  package var buttonStyle: ButtonStyle?
  /// A switch's state (false for other kinds).
  package var isOn: Bool

  package init(_ view: View) {
    alpha = view.style.alpha
    isHidden = view.style.isHidden
    cornerRadius = view.style.cornerRadius
    borderWidth = view.style.borderWidth
    backgroundColor = view.style.backgroundColor
    borderColor = view.style.borderColor
    tintColor = view.style.tintColor
    transform = view.style.transform
    boundsOrigin = view.content.contentOffset ?? .zero
    text = view.content.text
    title = view.content.title
    textColor = view.content.textColor
    titleColor = view.content.titleColor
    buttonStyle = view.content.buttonStyle
    isOn = view.content.isOn ?? false
  }

  /// The value of a numeric property.
  package subscript(property: NumericProperty) -> Double {
    get {
      switch property {
      case .alpha: alpha
      case .rotation: transform.rotation
      case .cornerRadius: cornerRadius
      case .borderWidth: borderWidth
      case .scaleX: transform.scaleX
      case .scaleY: transform.scaleY
      case .translationX: transform.translationX
      case .translationY: transform.translationY
      case .boundsOriginX: boundsOrigin.x
      case .boundsOriginY: boundsOrigin.y
      }
    }
    set {
      switch property {
      case .alpha: alpha = newValue
      case .rotation: transform.rotation = newValue
      case .cornerRadius: cornerRadius = newValue
      case .borderWidth: borderWidth = newValue
      case .scaleX: transform.scaleX = newValue
      case .scaleY: transform.scaleY = newValue
      case .translationX: transform.translationX = newValue
      case .translationY: transform.translationY = newValue
      case .boundsOriginX: boundsOrigin.x = newValue
      case .boundsOriginY: boundsOrigin.y = newValue
      }
    }
  }

  mutating func apply(_ property: ColorProperty, _ color: Color) {
    switch property {
    case .backgroundColor: backgroundColor = color
    case .textColor: textColor = color
    case .titleColor: titleColor = color
    case .tintColor: tintColor = color
    case .borderColor: borderColor = color
    }
  }
}

/// The model after a block: frames and properties of every view.
package struct ModelState: Sendable {
  /// `initial`, or the block's name (else its kind and line).
  package var label: String
  /// When the model took these values (a block's call time, a perform's start).
  package var time: Double
  /// The index of the block in document order; nil for the initial layout.
  package var blockIndex: Int?
  package var frames: FrameTable
  package var properties: [ViewID: ViewProperties]
  /// The directions the block gives its views' half turns (`rotationDirection`), by view.
  package var turns: [ViewID: RotationDirection]
  /// The constraints in force that place each view, where the state changed them (the
  /// preview's inspector lists them).
  package var inForce = ConstraintsInForce()

  /// Bounds origins by view, as the frame conversions take them.
  package var boundsOrigins: [ViewID: Point] { properties.mapValues(\.boundsOrigin) }
}

extension ModelState {
  /// The state with every view's colors in an appearance (`Color.resolved(for:)`); colors do
  /// not take part in layout, so a replay of the light document resolved afterwards is the
  /// replay of the resolved document.
  package func resolved(for scheme: ColorScheme) -> ModelState {
    guard scheme == .dark else { return self }
    var state = self
    state.properties = properties.mapValues { properties in
      var resolved = properties
      resolved.backgroundColor = properties.backgroundColor.resolved(for: scheme)
      resolved.borderColor = properties.borderColor.resolved(for: scheme)
      resolved.tintColor = properties.tintColor?.resolved(for: scheme)
      resolved.textColor = properties.textColor?.resolved(for: scheme)
      resolved.titleColor = properties.titleColor?.resolved(for: scheme)
      return resolved
    }
    return state
  }
}
