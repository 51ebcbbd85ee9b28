/// The element and attribute names of the format, in one table.
enum XMLName {
  static let interface = "interface"
  static let subviews = "subviews"
  static let constraints = "constraints"
  static let constraint = "constraint"
  static let states = "states"
  static let state = "state"
  static let timeline = "timeline"
  static let row = "row"
  static let segment = "segment"
  static let segments = "segments"
  static let item = "item"
  static let items = "items"

  static let interfaceChildren = [subviews, constraints, states, timeline]
  static let viewChildren = [subviews, constraints]

  /// Attributes every view has (docs/format.md, Common view attributes).
  static let commonViewAttributes = [
    "id", "backgroundColor", "borderColor", "tintColor", "alpha", "hidden", "clipsToBounds",
    "cornerRadius", "borderWidth", "rotation", "scale", "translation", "frame",
    "contentHuggingPriority", "compressionResistancePriority", "intrinsicSize", "layoutMargins",
    "autoresizingMask", "designSize",
  ]

  /// The root view takes the document's attributes and the style of a view, but no id, frame or
  /// intrinsic size: its frame is the screen.
  static let interfaceAttributes =
    ["version", "name", "width", "height", "safeAreaInsets", "device"]
    + [
      "backgroundColor", "borderColor", "tintColor", "alpha", "hidden", "clipsToBounds",
      "cornerRadius", "borderWidth", "layoutMargins", "designSize",
    ]

  static func kindAttributes(_ kind: ViewKind) -> [String] {
    switch kind {
    case .view, .datePicker, .pickerView: []
    case .label: ["text", "font", "textColor", "textAlignment", "numberOfLines"]
    case .button: ["title", "font", "titleColor", "style"]
    case .textField: ["placeholder", "text", "borderStyle", "font", "textColor", "textAlignment"]
    case .textView:
      ["text", "font", "textColor", "textAlignment", "scrollEnabled", "contentOffset"]
    case .imageView: ["image"]
    case .stackView: stackAttributes
    case .scrollView: ["contentOffset"]
    case .tableView: ["rowHeight", "contentOffset"]
    case .tableViewCell: ["rowHeight"]
    case .collectionView:
      [
        "contentOffset", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "sectionInset",
      ]
    case .collectionViewCell: []
    case .activityIndicator: ["style"]
    case .switch: ["on"]
    case .slider: ["value", "minValue", "maxValue"]
    case .stepper: ["value", "minimumValue", "maximumValue"]
    case .segmentedControl: ["segments", "selectedSegmentIndex"]
    case .progressView: ["progress"]
    case .pageControl: ["numberOfPages", "currentPage"]
    case .navigationBar: ["title"]
    case .toolbar: ["items"]
    case .tabBar: ["items", "selectedItem"]
    case .visualEffectView: ["blurStyle"]
    }
  }

  /// `<stackView>`'s attributes, as Interface Builder writes them.
  static let stackAttributes = [
    "axis", "distribution", "alignment", "spacing", "spacingType",
    "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
  ]

  /// Children other than `<subviews>` and `<constraints>` that a kind takes.
  static func kindChildren(_ kind: ViewKind) -> [String] {
    switch kind {
    case .tableView: [row]
    case .segmentedControl: [segment, segments]
    case .toolbar, .tabBar: [item, items]
    default: []
    }
  }

  static let constraintAttributes = [
    "id", "identifier", "firstItem", "firstAttribute", "relation", "secondItem",
    "secondAttribute", "multiplier", "constant", "priority", "active", "eq", "systemSpacing",
  ]
}
