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

  static let interfaceChildren = [subviews, constraints, states, timeline]
  static let viewChildren = [subviews, constraints]

  /// Attributes every view has (FORMAT.md §2).
  static let commonViewAttributes = [
    "id", "backgroundColor", "borderColor", "tintColor", "alpha", "hidden", "clipsToBounds",
    "cornerRadius", "borderWidth", "rotation", "scale", "translation", "frame",
    "contentHuggingPriority", "compressionResistancePriority", "intrinsicSize", "layoutMargins",
  ]

  /// The root view takes the document's attributes and the style of a view, but no id, frame or
  /// intrinsic size: its frame is the screen.
  static let interfaceAttributes =
    ["version", "name", "width", "height", "safeAreaInsets", "device"]
    + [
      "backgroundColor", "borderColor", "tintColor", "alpha", "hidden", "clipsToBounds",
      "cornerRadius", "borderWidth", "layoutMargins",
    ]

  static func kindAttributes(_ kind: ViewKind) -> [String] {
    switch kind {
    case .view: []
    case .label: ["text", "font", "textColor", "textAlignment", "numberOfLines"]
    case .button: ["title", "font", "titleColor", "style"]
    case .textField: ["placeholder", "text", "borderStyle", "font", "textColor", "textAlignment"]
    case .imageView: ["image"]
    case .tableView: ["rowHeight"]
    case .datePicker: []
    case .activityIndicator: ["style"]
    case .switch: ["on"]
    }
  }

  static let constraintAttributes = [
    "id", "identifier", "firstItem", "firstAttribute", "relation", "secondItem",
    "secondAttribute", "multiplier", "constant", "priority", "active", "eq", "systemSpacing",
  ]
}
