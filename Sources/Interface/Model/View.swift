import Diagnostics
import Geometry

/// The kinds of view the format knows; the element name is the kind (Interface Builder's name
/// for it, where IB has one).
package enum ViewKind: String, CaseIterable, Sendable {
  case view, label, button, textField, textView, imageView, stackView, scrollView
  case tableView, tableViewCell, collectionView, collectionViewCell
  case datePicker, pickerView, activityIndicator, `switch`, slider, stepper, segmentedControl
  case progressView, pageControl, navigationBar, toolbar, tabBar, visualEffectView

  /// UIKit's content hugging priority for the kind (docs/format.md, Common view attributes).
  package var defaultHugging: Double { defaultHuggingPriorities.horizontal }

  /// UIKit's content hugging priorities per axis, as Interface Builder's library creates them.
  package var defaultHuggingPriorities: AxisPriorities {
    switch self {
    case .label, .imageView: AxisPriorities(horizontal: 251, vertical: 251)
    case .switch, .activityIndicator, .stepper: AxisPriorities(horizontal: 750, vertical: 750)
    case .progressView: AxisPriorities(horizontal: 250, vertical: 750)
    default: AxisPriorities(horizontal: 250, vertical: 250)
    }
  }

  /// Kinds that are `UIScrollView`s: they clip, scroll by their bounds origin, and have a
  /// content layout guide.
  package var isScrollView: Bool {
    [.scrollView, .tableView, .collectionView, .textView].contains(self)
  }

  /// Cells, which their table or collection view places.
  package var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

  /// UIKit's compression resistance priority for the kind (docs/format.md, Common view attributes).
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
  /// How a fixed frame follows its superview's size (`autoresizingMask`); empty keeps it fixed.
  package var autoresizingMask: AutoresizingMask
  /// The size this view had when its subviews' fixed frames were stored (`designSize`).
  package var designSize: Size?
  /// How a stack view arranges its subviews; nil for other kinds.
  package var stack: StackConfiguration?
  package var contentHugging: AxisPriorities
  package var compressionResistance: AxisPriorities
  /// An explicit intrinsic size; nil means the kind's measured size.
  package var intrinsicSize: IntrinsicSize?
  package var layoutMargins: EdgeInsets
  /// Whether the margins add the view's safe area insets (`insetsLayoutMarginsFromSafeArea`;
  /// false unless the file says so, unlike UIKit, so that margins mean what they say).
  package var insetsLayoutMarginsFromSafeArea = false
  /// A control's action (`action="METHOD"`): the method of the view controller it calls when
  /// it is tapped, for the code readers (docs/format.md, Common view attributes).
  package var action: String?

  package init(id: ViewID, kind: ViewKind, parent: ViewID?, location: SourceLocation) {
    self.id = id
    self.kind = kind
    self.parent = parent
    self.subviews = []
    self.location = location
    self.style = ViewStyle()
    self.content = ViewContent()
    self.frame = nil
    self.autoresizingMask = []
    self.designSize = nil
    self.stack = kind == .stackView ? StackConfiguration() : nil
    self.contentHugging = kind.defaultHuggingPriorities
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
  /// Segmented controls: the titles, and the selected index (nil: none).
  package var segments: [String] = []
  package var selectedSegmentIndex: Int?
  /// Sliders and steppers: the value and its range.
  package var value: Double?
  package var minimumValue: Double?
  package var maximumValue: Double?
  /// Progress views: 0…1.
  package var progress: Double?
  /// Page controls.
  package var numberOfPages: Int?
  package var currentPage: Int?
  /// Text views: whether they scroll (then they have no intrinsic size), default true.
  package var scrollEnabled: Bool?
  /// Tab bars and toolbars: item titles; tab bars: the selected one.
  package var items: [String] = []
  package var selectedItem: Int?
  /// Visual effect views: the blur style.
  package var blurStyle: BlurStyle?
  /// Scroll views: the initial content offset, which is the bounds origin.
  package var contentOffset: Point?
  /// Collection views: the flow layout.
  package var flowLayout: FlowLayout?
  /// Labels and buttons: whether text that overflows the view a little is condensed to fit
  /// rather than cut (`condenseText`); nil: the document's choice.
  package var condensesText: Bool?
  /// Image views and buttons of imported storyboards: the SF Symbol they show.
  package var symbol: SymbolImage?
  /// Segmented controls of imported storyboards: each segment's SF Symbol (nil for none).
  package var segmentSymbols: [SymbolImage?] = []

  package init() {}
}

package enum BlurStyle: String, CaseIterable, Sendable {
  case extraLight, light, dark, regular, prominent
  case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
  case systemChromeMaterial
}

/// A collection view's `UICollectionViewFlowLayout`: items flow left to right in rows.
package struct FlowLayout: Sendable, Hashable {
  package var itemSize = Size(width: 50, height: 50)
  package var minimumLineSpacing: Double = 10
  package var minimumInteritemSpacing: Double = 10
  package var sectionInset: EdgeInsets = .zero

  package init() {}
}

package enum TextAlignment: String, CaseIterable, Sendable {
  case left, center, right, natural, justified
}

/// A button's look: `default` is the legacy system button (`UIButton(type: .system)` without
/// a configuration); the others are `UIButton.Configuration`'s `plain()`, `filled()`, `tinted()`
/// and `gray()`.
package enum ButtonStyle: String, CaseIterable, Sendable {
  case `default`, plain, filled, tinted, gray
}

package enum TextFieldBorderStyle: String, CaseIterable, Sendable {
  case none, line, bezel, roundedRect
}

package enum ActivityIndicatorStyle: String, CaseIterable, Sendable {
  case medium, large
}

/// An SF Symbol as an imported storyboard shows it (docs/storyboards.md, Images): its name and
/// the box UIKit draws it in, in points.
package struct SymbolImage: Sendable, Hashable {
  package var name: String
  package var size: Size

  package init(name: String, size: Size) {
    self.name = name
    self.size = size
  }
}
