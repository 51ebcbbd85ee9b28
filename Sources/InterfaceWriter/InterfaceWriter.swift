import Formatting
import Geometry
import Interface

/// Writes an `InterfaceDocument` in the format (docs/storyboards.md, Converting to the format):
/// what `motionboard convert` saves, so an imported scene can be edited and kept.
///
/// InterfaceWriter's contract: reading the text back gives a document that lays out to the
/// same frames (numbers are written in Swift's shortest round-trip form); views and
/// constraints get the ids `WrittenNames` chose; the timeline and states are written with
/// them. Images are not written (an imported image is an asset name, not a file).
package enum InterfaceWriter {
  package static func write(
    _ document: InterfaceDocument, names: WrittenNames, header: [String] = []
  ) -> String {
    let writer = Writer(document: document, names: names)
    var root = writer.rootElement()
    root.comment = header.isEmpty ? nil : header.joined(separator: "\n     ")
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.text()
  }
}

extension InterfaceWriter {
  /// A document's states and timeline as a sidecar (docs/storyboards.md, The timeline
  /// sidecar): `<sidecar>` with `scene`, each block preceded by its comment in `comments`
  /// (one per block, in order; nil for none).
  package static func writeSidecar(
    _ document: InterfaceDocument, names: WrittenNames, scene: String?, header: [String],
    comments: [String?]
  ) -> String {
    let writer = Writer(document: document, names: names)
    var root = XMLElement("sidecar", [("version", "1")])
    root.set("scene", scene)
    root.comment = header.isEmpty ? nil : header.joined(separator: "\n     ")
    root.children = writer.timelineElements()
    if let last = root.children.indices.last, root.children[last].name == "timeline" {
      for index in root.children[last].children.indices where index < comments.count {
        root.children[last].children[index].comment = comments[index]
      }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.text()
  }
}

/// One document being written.
struct Writer {
  let document: InterfaceDocument
  let names: WrittenNames
  let viewsByID: [ViewID: View]
  /// Views whose margins a constraint or a stack reads: only for them does it matter whether
  /// the margins include the safe area.
  let marginReaders: Set<ViewID>

  init(document: InterfaceDocument, names: WrittenNames) {
    self.document = document
    self.names = names
    viewsByID = Dictionary(document.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var readers = Set<ViewID>()
    let changes = document.timeline.blocks.flatMap(\.changes) + document.states.flatMap(\.changes)
    let added = changes.compactMap { change -> LayoutConstraint? in
      if case .add(let constraint) = change.action { return constraint }
      return nil
    }
    for constraint in document.constraints + added {
      for (item, attribute) in [
        (constraint.firstItem, constraint.firstAttribute),
        (constraint.secondItem, constraint.secondAttribute),
      ] {
        switch item {
        case .view(let id)? where attribute?.isMargin == true: readers.insert(id)
        case .guide(let id, .layoutMarginsGuide)?, .guide(let id, .readableContentGuide)?:
          readers.insert(id)
        default: break
        }
      }
    }
    for view in document.views where view.stack?.isLayoutMarginsRelativeArrangement == true {
      readers.insert(view.id)
    }
    marginReaders = readers
  }

  func rootElement() -> XMLElement {
    var element = XMLElement("interface", [("version", "1")])
    element.set("name", document.name)
    element.set("width", Written.number(document.size.width))
    element.set("height", Written.number(document.size.height))
    if document.safeAreaInsets != .zero {
      element.set("safeAreaInsets", Written.insets(document.safeAreaInsets))
    }
    if document.conflictSeverity == .warning { element.set("conflicts", "warning") }
    if document.condensesText { element.set("condenseText", "true") }
    guard let root = document.views.first else { return element }
    if let size = root.designSize {
      element.set("designSize", Written.numbers([size.width, size.height]))
    }
    element.attributes += styleAttributes(root)
    if root.layoutMargins != .defaultMargins {
      element.set("layoutMargins", Written.insets(root.layoutMargins))
    }
    if !root.subviews.isEmpty {
      var subviews = XMLElement("subviews")
      subviews.children = root.subviews.compactMap { viewsByID[$0].map(viewElement) }
      element.children.append(subviews)
    }
    if !document.constraints.isEmpty {
      var list = XMLElement("constraints")
      list.children = document.constraints.map(constraintElement)
      element.children.append(list)
    }
    element.children += timelineElements()
    return element
  }

  func viewElement(_ view: View) -> XMLElement {
    var element = XMLElement(view.kind.rawValue, [("id", names.view(view.id))])
    element.attributes += layoutAttributes(view) + styleAttributes(view) + contentAttributes(view)
    element.children += kindChildren(view)
    if !view.subviews.isEmpty {
      var subviews = XMLElement("subviews")
      subviews.children = view.subviews.compactMap { viewsByID[$0].map(viewElement) }
      element.children.append(subviews)
    }
    return element
  }

  /// A constraint in the storyboard spelling, every item named.
  func constraintElement(_ constraint: LayoutConstraint) -> XMLElement {
    var element = XMLElement("constraint")
    element.set("id", constraint.id.map(names.constraint))
    element.set("identifier", constraint.identifier)
    element.set("firstItem", item(constraint.firstItem))
    element.set("firstAttribute", constraint.firstAttribute.rawValue)
    if constraint.relation != .equal { element.set("relation", constraint.relation.rawValue) }
    if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
      element.set("secondItem", item(second))
      element.set("secondAttribute", attribute.rawValue)
      if constraint.multiplier != 1 {
        element.set("multiplier", Written.exact(constraint.multiplier))
      }
    }
    if constraint.constant != 0 { element.set("constant", Written.exact(constraint.constant)) }
    if !constraint.priority.isRequired {
      element.set("priority", Written.exact(constraint.priority.value))
    }
    if !constraint.isActive { element.set("active", "false") }
    return element
  }

  /// An item as the format names it.
  func item(_ item: LayoutItem) -> String {
    switch item {
    case .view(let id): names.view(id)
    case .safeArea(let id): id == .root ? "safeArea" : "\(names.view(id)).safeArea"
    case .guide(let id, let guide): "\(names.view(id)).\(guide.rawValue)"
    case .internalGuide(let id, _): names.view(id)
    case .topLayoutGuide: "topLayoutGuide"
    case .bottomLayoutGuide: "bottomLayoutGuide"
    }
  }
}

extension Written {
  /// A number exactly as it is (Swift's shortest round-trip form), as an integer when whole.
  static func exact(_ value: Double) -> String { NumberText.message(value) }
}
