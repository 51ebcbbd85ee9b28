import Interface

/// Interface Builder's view elements and the kinds they become (docs/storyboards.md, Views).
enum KindTable {
  /// What an element with a frame becomes.
  enum Mapping: Equatable {
    /// One of the format's kinds.
    case kind(ViewKind)
    /// A UIKit view the format has no kind for: a plain view, with a note.
    case plain(String)
    /// Not a view Interface Builder makes: a placeholder box, with a warning.
    case unknown
  }

  static func mapping(_ element: String) -> Mapping {
    if let kind = direct[element] { return .kind(kind) }
    if let kind = ViewKind(rawValue: element) { return .kind(kind) }
    if let description = plain[element] { return .plain(description) }
    return .unknown
  }

  private static let direct: [String: ViewKind] = [
    "containerView": .view, "activityIndicatorView": .activityIndicator,
    "tableViewCellContentView": .view, "collectionViewCellContentView": .view,
    "collectionReusableView": .view,
  ]

  /// UIKit and framework views without a kind of their own, by element name.
  private static let plain: [String: String] = [
    "searchBar": "search bar", "mapView": "map view", "wkWebView": "web view",
    "webView": "web view", "skView": "SpriteKit view", "sceneKitView": "SceneKit view",
    "glkView": "GLKit view", "mtkView": "Metal view", "arscnView": "ARKit view",
    "arskView": "ARKit view", "arView": "ARKit view", "imageViewRepresentation": "image",
    "inputView": "input view",
  ]

  /// UIKit's class for an element, for notes about custom classes.
  static func uikitClass(_ element: String) -> String {
    switch element {
    case "activityIndicatorView": "UIActivityIndicatorView"
    case "containerView": "UIView"
    case "wkWebView": "WKWebView"
    case "mapView": "MKMapView"
    default: "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }
  }
}
