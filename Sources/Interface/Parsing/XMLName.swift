/// The element names of the format, in one table (the attributes are in `AttributeTables`).
enum XMLName {
  static let interface = "interface"
  static let subviews = "subviews"
  static let constraints = "constraints"
  static let constraint = "constraint"
  static let states = "states"
  static let state = "state"
  static let timeline = "timeline"
  static let sidecar = "sidecar"
  static let row = "row"
  static let segment = "segment"
  static let segments = "segments"
  static let item = "item"
  static let items = "items"

  static let interfaceChildren = [subviews, constraints, states, timeline]
  static let viewChildren = [subviews, constraints]

  /// Children other than `<subviews>` and `<constraints>` that a kind takes.
  static func kindChildren(_ kind: ViewKind) -> [String] {
    switch kind {
    case .tableView: [row]
    case .segmentedControl: [segment, segments]
    case .toolbar, .tabBar: [item, items]
    default: []
    }
  }
}
