import Diagnostics
import Geometry
import Interface
import XMLTree

/// Imports one scene of a storyboard or xib as an `InterfaceDocument`, with the names a
/// sidecar may use for its views and constraints (docs/storyboards.md).
///
/// The document's root is the screen (the canvas); the scene's top view is its one subview,
/// placed at (0, 0) with its stored size and following the screen's size. Views keep their IB
/// ids (`frames` prints them); constraints keep theirs as `id`.
package enum SceneImporter {
  package struct Options: Sendable {
    /// `--device`: the canvas device instead of the document's.
    package var device: IBDevice?

    package init() {}
  }

  package struct Imported: Sendable {
    package var document: InterfaceDocument
    package var names: NameTable
    package var scene: IBScene
    /// The scene's controller class, view, actions and custom views, for the code readers.
    package var controller: ControllerLinks
  }

  package static func importScene(
    _ scene: IBScene, of source: IBDocument, options: Options = Options()
  ) -> (Imported, DiagnosticLog) {
    var session = ImportSession(source: source, scene: scene, device: options.device)
    var document = session.run()
    let names = session.nameTable()
    document.viewNames = session.displayNames(names)
    let imported = Imported(
      document: document, names: names, scene: scene, controller: session.controllerLinks())
    return (imported, session.log)
  }
}

/// How a view is placed in its superview.
enum Placement {
  /// By constraints (translatesAutoresizingMaskIntoConstraints = NO).
  case constraints
  /// By a stack view it is arranged in.
  case arranged
  /// By its stored frame and autoresizing mask.
  case frame
  /// Cells and content views: their stored frame, stretching with their container.
  case container
}

/// The state of one scene's import.
struct ImportSession {
  let source: IBDocument
  let scene: IBScene
  let canvas: SceneCanvas
  let variations: Variations
  var log = DiagnosticLog()
  var views: [View] = []
  var constraints: [LayoutConstraint] = []
  /// IB id → view id (they differ only for ids the format reserves or repeats).
  var viewIDs: [String: ViewID] = [:]
  /// IB ids of layout guides → what they stand for.
  var guides: [String: LayoutItem] = [:]
  /// Each view's element and its index in `views`.
  var elements: [ViewID: SourceElement] = [:]
  /// Views whose subviews keep stored frames: their stored sizes.
  var storedSizes: [ViewID: Size] = [:]
  var sourceNames: [ViewID: String] = [:]
  /// `<constraints>` elements with the view that holds them, read once every view is known.
  var constraintLists: [(element: SourceElement, owner: ViewID)] = []
  /// Custom classes already noted.
  var notedClasses: Set<String> = []
  /// Every `id` of the scene's elements, to tell an id the scene does not have from a view
  /// that is not imported.
  let sceneIDs: Set<String>

  init(source: IBDocument, scene: IBScene, device: IBDevice?) {
    self.source = source
    self.scene = scene
    canvas = SceneCanvas(source: source, scene: scene, device: device)
    variations = Variations(scene.topView, traits: canvas.traits)
    sceneIDs = Self.ids(of: scene)
  }

  mutating func run() -> InterfaceDocument {
    var root = View(id: .root, kind: .view, parent: nil, location: scene.topView.location)
    root.designSize = canvas.storedSize
    views.append(root)
    if let top = importView(scene.topView, parent: .root, placement: .container) {
      views[0].subviews = [top]
    }
    for guide in scene.controller?.child("layoutGuides")?.children ?? []
    where guide.name == "viewControllerLayoutGuide" {
      guard let id = guide.value(.id) else { continue }
      guides[id] = guide.value(.type) == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
    }
    for (element, owner) in constraintLists {
      for constraint in element.children where constraint.name == "constraint" {
        if let imported = importConstraint(constraint, owner: owner) {
          constraints.append(imported)
        }
      }
    }
    for index in views.indices {
      if let size = storedSizes[views[index].id], views[index].id != .root {
        views[index].designSize = size
      }
    }
    var document = InterfaceDocument(
      file: source.file, name: scene.name, size: canvas.rootSize,
      safeAreaInsets: canvas.safeAreaInsets, views: views, constraints: constraints,
      location: scene.topView.location)
    document.sourceNames = sourceNames
    document.conflictSeverity = .warning
    // Xcode sized the text for SF; Inter, wider, would cut it (docs/storyboards.md, Fonts).
    document.condensesText = true
    // UIKit rounds frames to the screen's pixels, and Xcode stores them so (2 on the 600 × 600
    // canvas, whose stored frames are in halves).
    document.pixelScale = canvas.device?.scale ?? 2
    // Xcode measures the system font with SF Pro's metrics, whatever stands in for it here.
    document.usesSystemFontMetrics = true
    return document
  }

  /// Imports a view element and its subtree; returns its id, or nil when it is not installed.
  mutating func importView(
    _ element: SourceElement, parent: ViewID, placement: Placement
  ) -> ViewID? {
    let ibID = element.value(.id) ?? ""
    if variations.uninstalled.contains(ibID) { return nil }
    let id = viewID(for: element)
    var view = makeView(element, id: id, parent: parent, placement: placement)
    let index = views.count
    views.append(view)
    elements[id] = element
    for guide in element.children where guide.name == "viewLayoutGuide" {
      guard let guideID = guide.value(.id) else { continue }
      switch guide.value(.key) {
      case "safeArea": guides[guideID] = .safeArea(id)
      case "contentLayoutGuide" where view.kind.isScrollView:
        guides[guideID] = .guide(id, .contentLayoutGuide)
      case "frameLayoutGuide" where view.kind.isScrollView:
        guides[guideID] = .guide(id, .frameLayoutGuide)
      default: break
      }
    }
    if let list = element.child("constraints") { constraintLists.append((list, id)) }
    view.subviews = importChildren(of: element, view: view, arranging: view.kind == .stackView)
    views[index].subviews = view.subviews
    return id
  }

  /// The views inside an element: its subviews, content views, cells and table headers,
  /// wherever Interface Builder nests them (any element with a frame is a view).
  private mutating func importChildren(
    of element: SourceElement, view: View, arranging: Bool
  ) -> [ViewID] {
    var ids: [ViewID] = []
    for child in element.children where !Self.notViews.contains(child.name) {
      if child.storedFrame != nil {
        let placement = self.placement(of: child, arranged: arranging, container: view)
        if let id = importView(child, parent: view.id, placement: placement) {
          ids.append(id)
          if placement == .frame || placement == .container, let owner = elements[view.id] {
            storedSizes[view.id] = storedSize(of: owner)
          }
        }
      } else {
        // `<subviews>`, `<prototypes>`, `<cells>`, `<sections>`: look inside.
        ids += importChildren(
          of: child, view: view, arranging: arranging && child.name == "subviews")
      }
    }
    return ids
  }

  /// Elements that hold no views of the scene (bar items' custom views belong to their bar).
  private static let notViews: Set<String> = [
    "constraints", "connections", "variation", "items", "navigationItem", "layoutGuides",
    "userDefinedRuntimeAttributes", "gestureRecognizers", "segments", "state", "rect",
  ]

  private func placement(of element: SourceElement, arranged: Bool, container: View)
    -> Placement
  {
    let kind = KindTable.mapping(element.name)
    if kind == .kind(.tableViewCell) || kind == .kind(.collectionViewCell)
      || element.value(.key) != nil || element.name.hasSuffix("ContentView")
      || element.name == "collectionReusableView"
    {
      return .container
    }
    if arranged { return .arranged }
    if !source.usesAutoLayout || element.flag(.fixedFrame)
      || element.value(.translatesAutoresizingMaskIntoConstraints) != "NO"
    {
      return .frame
    }
    return .constraints
  }

  func storedSize(of element: SourceElement) -> Size {
    let frame = element.storedFrame
    return Size(
      width: max(0, frame?.number(.width) ?? 0), height: max(0, frame?.number(.height) ?? 0))
  }

  /// The view's id: its IB id, unless the format reserves it or the scene repeats it.
  private mutating func viewID(for element: SourceElement) -> ViewID {
    let ibID = element.value(.id) ?? ""
    var id = ibID.isEmpty ? "view" : ibID
    let reserved: Set<String> = [
      ViewID.root, "superview", "safeArea", "topLayoutGuide", "bottomLayoutGuide",
    ]
    if reserved.contains(id) || elements[id] != nil {
      if !ibID.isEmpty, elements[ibID] != nil {
        log.warning("the id '\(ibID)' is used twice in this scene", at: element.location)
      }
      var counter = 2
      while elements["\(id)-\(counter)"] != nil { counter += 1 }
      id = "\(id)-\(counter)"
      sourceNames[id] = ibID.isEmpty ? id : ibID
    }
    if !ibID.isEmpty, viewIDs[ibID] == nil { viewIDs[ibID] = id }
    return id
  }
}
