import Diagnostics
import Geometry

/// The kinds of view the format knows; the element name is the kind.
package enum ViewKind: String, CaseIterable, Sendable {
  case view, label, button, textField, imageView, tableView, datePicker, activityIndicator
  case `switch`

  /// UIKit's content hugging priority for the kind (TIMING.md §5).
  package var defaultHugging: Double {
    switch self {
    case .label, .imageView: 251
    case .switch, .activityIndicator: 750
    default: 250
    }
  }

  /// UIKit's compression resistance priority for the kind (TIMING.md §5).
  package var defaultCompressionResistance: Double { 750 }
}

/// A priority per axis, as `contentHuggingPriority="h v"` writes it.
package struct AxisPriorities: Hashable, Sendable {
  package var horizontal: Double
  package var vertical: Double

  package init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// An intrinsic content size given in the file; nil on an axis means none (`-1`).
package struct IntrinsicSize: Hashable, Sendable {
  package var width: Double?
  package var height: Double?

  package init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

/// One view of the tree with its declared properties.
package struct View: Sendable, Hashable {
  package var id: ViewID
  package var kind: ViewKind
  /// The superview's id; nil for the root.
  package var parent: ViewID?
  /// Subview ids in z-order (later ones draw on top).
  package var subviews: [ViewID]
  package var location: SourceLocation
  package var style: ViewStyle
  package var content: ViewContent
  /// A fixed frame in the superview (autoresizing-mask constraints), when given.
  package var frame: Rect?
  package var contentHugging: AxisPriorities
  package var compressionResistance: AxisPriorities
  /// An explicit intrinsic size; nil means the kind's measured size.
  package var intrinsicSize: IntrinsicSize?
  package var layoutMargins: EdgeInsets

  package init(id: ViewID, kind: ViewKind, parent: ViewID?, location: SourceLocation) {
    self.id = id
    self.kind = kind
    self.parent = parent
    self.subviews = []
    self.location = location
    self.style = ViewStyle()
    self.content = ViewContent()
    self.frame = nil
    self.contentHugging = AxisPriorities(
      horizontal: kind.defaultHugging, vertical: kind.defaultHugging)
    self.compressionResistance = AxisPriorities(
      horizontal: kind.defaultCompressionResistance, vertical: kind.defaultCompressionResistance)
    self.intrinsicSize = nil
    self.layoutMargins = .defaultMargins
  }
}

/// Properties every view has: colors, opacity, border, clipping and the transform.
package struct ViewStyle: Sendable, Hashable {
  package var backgroundColor: Color = .clear
  package var borderColor: Color = .clear
  package var tintColor: Color? = nil
  package var alpha: Double = 1
  package var isHidden = false
  package var clipsToBounds = false
  package var cornerRadius: Double = 0
  package var borderWidth: Double = 0
  package var transform = ViewTransform()

  package init() {}
}

/// Rotation (degrees, about the center), scale and translation; none of them affect layout.
package struct ViewTransform: Sendable, Hashable {
  package var rotation: Double = 0
  package var scaleX: Double = 1
  package var scaleY: Double = 1
  package var translationX: Double = 0
  package var translationY: Double = 0

  package init() {}
}

/// The kind-specific attributes; only those of the view's kind are set.
package struct ViewContent: Sendable, Hashable {
  package var text: String?
  package var font: Font?
  package var textColor: Color?
  package var textAlignment: TextAlignment?
  package var numberOfLines: Int?
  package var title: String?
  package var titleColor: Color?
  package var buttonStyle: ButtonStyle?
  package var placeholder: String?
  package var borderStyle: TextFieldBorderStyle?
  package var image: String?
  package var rowHeight: Double?
  package var rows: [String] = []
  package var indicatorStyle: ActivityIndicatorStyle?
  package var isOn: Bool?

  package init() {}
}

package enum TextAlignment: String, CaseIterable, Sendable {
  case left, center, right, natural, justified
}

package enum ButtonStyle: String, CaseIterable, Sendable {
  case plain, filled, tinted, gray
}

package enum TextFieldBorderStyle: String, CaseIterable, Sendable {
  case none, line, bezel, roundedRect
}

package enum ActivityIndicatorStyle: String, CaseIterable, Sendable {
  case medium, large
}
