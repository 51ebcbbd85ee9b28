import Diagnostics
import Geometry
import XMLTree

/// Turns the XML tree of an interface file into a checked `InterfaceDocument`.
///
/// Two passes: `Declarations` first collects every name the file declares (view ids, constraint
/// ids and identifiers, states, blocks), so that the second pass can resolve each reference as it
/// reads it, wherever the declaration stands. All problems go to the log; the document returned
/// is complete as far as the input allowed, and is meant for later stages only when the log has
/// no errors.
package struct InterfaceParser {
  package static func parse(_ root: SourceElement, file: String) -> (
    InterfaceDocument, DiagnosticLog
  ) {
    var session = ParseSession(file: file, root: root)
    let document = session.document(root)
    return (document, session.log)
  }
}

/// The state of one parse: the log and the declarations, shared by the per-element files.
struct ParseSession {
  let file: String
  var log = DiagnosticLog()
  var declarations: Declarations

  init(file: String, root: SourceElement) {
    self.file = file
    var log = DiagnosticLog()
    declarations = Declarations.collect(from: root, log: &log)
    self.log = log
  }

  mutating func document(_ element: SourceElement) -> InterfaceDocument {
    let location = element.location
    guard element.name == XMLName.interface else {
      log.error(
        "the root element must be <interface>, not <\(element.name)>", at: element.location)
      return InterfaceDocument(
        file: file, name: "", size: .zero, views: [], location: location)
    }
    let attributes = read(element, allowed: ViewAttribute.root)
    var document = InterfaceDocument(
      file: file, name: baseName(of: file), size: Size(width: 375, height: 667), views: [],
      location: location)
    if let version = attributes[.version] {
      if version.value.trimmingSpaces() != "1" {
        log.error(
          "unsupported format version '\(version.value)'; this is version 1",
          at: version.valueLocation)
      }
    } else {
      log.warning("<interface> has no version; add version=\"1\"", at: location)
    }
    if let name = attributes[.name] { document.name = name.value }
    if let conflicts = attributes[.conflicts] {
      switch conflicts.value.trimmingSpaces() {
      case "error": document.conflictSeverity = .error
      case "warning": document.conflictSeverity = .warning
      default:
        log.error(
          "'conflicts' is 'error' or 'warning', not '\(conflicts.value)'",
          at: conflicts.valueLocation)
      }
    }
    if let appearance = attributes[.appearance] {
      let text = appearance.value.trimmingSpaces()
      if let mode = AppearanceMode(rawValue: text) {
        document.appearance = mode
      } else {
        let names = AppearanceMode.allCases.map(\.rawValue)
        let suggestion = Suggestion.didYouMean(text, in: names)
        log.error(
          suggestion.isEmpty
            ? "'appearance' is 'light', 'dark', 'auto' or 'both', not '\(appearance.value)'"
            : "unknown appearance '\(appearance.value)'\(suggestion)",
          at: appearance.valueLocation)
      }
    }
    if let a = attributes[.condenseText], let value = bool(a) { document.condensesText = value }
    applyDevice(attributes, to: &document)
    if attributes[.device] == nil, attributes[.width] == nil || attributes[.height] == nil {
      log.error(
        "<interface> needs 'width' and 'height' in points, or a 'device'", at: element.location)
    }
    if let width = attributes[.width], let value = number(width, minimum: 1) {
      document.size.width = value
    }
    if let height = attributes[.height], let value = number(height, minimum: 1) {
      document.size.height = value
    }
    if let insets = attributes[.safeAreaInsets], let value = insetsValue(insets) {
      document.safeAreaInsets = value
    }
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var root = View(id: .root, kind: .view, parent: nil, location: location)
    readStyle(attributes, into: &root)
    if let a = attributes[.designSize], let v = numbers(a, count: 2, names: "width height") {
      root.designSize = Size(width: max(0, v[0]), height: max(0, v[1]))
    }
    views.append(root)
    var sawSection: Set<String> = []
    for child in element.children {
      if !sawSection.insert(child.name).inserted {
        log.error("<interface> has more than one <\(child.name)>", at: child.location)
        continue
      }
      switch child.name {
      case XMLName.subviews:
        views[0].subviews = subviews(child, parent: .root, into: &views, constraints: &constraints)
      case XMLName.constraints:
        constraints += constraintList(child, owner: .root)
      case XMLName.states:
        document.states = states(child)
      case XMLName.timeline:
        document.timeline = timeline(child)
      default:
        unknownElement(child, in: element, expected: XMLName.interfaceChildren)
      }
    }
    warnAboutText(in: element)
    document.views = views
    document.constraints = constraints
    return document
  }

  private mutating func applyDevice(
    _ attributes: AttributeMap<ViewAttribute>, to document: inout InterfaceDocument
  ) {
    guard let device = attributes[.device] else { return }
    guard let preset = DevicePreset.named(device.value.trimmingSpaces()) else {
      let names = DevicePreset.all.map(\.name)
      log.error(
        "unknown device '\(device.value)'\(Suggestion.didYouMean(device.value, in: names))"
          + " (devices: \(names.joined(separator: ", ")))", at: device.valueLocation)
      return
    }
    document.size = Size(width: preset.width, height: preset.height)
    document.safeAreaInsets = preset.safeAreaInsets
  }

  private func baseName(of path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }

  /// Reports an element that does not belong where it stands.
  mutating func unknownElement(
    _ element: SourceElement, in parent: SourceElement, expected: [String]
  ) {
    log.error(
      "unexpected element <\(element.name)> in <\(parent.name)>"
        + Suggestion.didYouMean(element.name, in: expected).replacingQuotes()
        + " (expected \(expected.map { "<\($0)>" }.joined(separator: ", ")))",
      at: element.location)
  }

  /// Character data is not part of the format; say so rather than drop it silently.
  mutating func warnAboutText(in element: SourceElement) {
    let text = element.text.trimmingSpaces()
    guard !text.isEmpty else { return }
    let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
    log.warning("text '\(shown)' inside <\(element.name)> is ignored", at: element.location)
  }
}

extension String {
  /// `'label'` → `<label>` in a "did you mean" about elements.
  fileprivate func replacingQuotes() -> String {
    guard hasPrefix("; did you mean '"), hasSuffix("'?") else { return self }
    return "; did you mean <" + dropFirst(16).dropLast(2) + ">?"
  }
}

extension InterfaceParser {
  /// Parses a sidecar's states and timeline (docs/storyboards.md, The timeline sidecar).
  ///
  /// The root is a `<timeline>`, or a `<sidecar>` holding `<states>` and `<timeline>`.
  /// References resolve against `document` and the other names in `names`.
  package static func parseSidecar(
    _ root: SourceElement, file: String, for document: InterfaceDocument, names: NameTable
  ) -> (TimelineSource, DiagnosticLog) {
    let sections = root.name == XMLName.timeline ? [root] : root.children
    var session = ParseSession(
      file: file, sections: sections, document: document, names: names)
    let sidecar = session.sidecar(root)
    return (sidecar, session.log)
  }
}

extension ParseSession {
  init(file: String, sections: [SourceElement], document: InterfaceDocument, names: NameTable) {
    self.file = file
    var log = DiagnosticLog()
    declarations = Declarations.collect(
      sidecar: sections, document: document, names: names, log: &log)
    self.log = log
  }

  mutating func sidecar(_ root: SourceElement) -> TimelineSource {
    var sidecar = TimelineSource()
    if root.name == XMLName.timeline {
      sidecar.timeline = timeline(root)
      return sidecar
    }
    guard root.name == XMLName.sidecar else {
      log.error(
        "a timeline file's root element is <timeline> or <sidecar>, not <\(root.name)>",
        at: root.location)
      return sidecar
    }
    let attributes = read(root, allowed: SidecarAttribute.allCases)
    if let version = attributes[.version], version.value.trimmingSpaces() != "1" {
      log.error(
        "unsupported format version '\(version.value)'; this is version 1",
        at: version.valueLocation)
    }
    // `scene` chooses the storyboard's scene: the pipeline reads it before the import, so
    // here it is only allowed.
    _ = attributes[.scene]
    var sawSection: Set<String> = []
    for child in root.children {
      if !sawSection.insert(child.name).inserted {
        log.error("<\(root.name)> has more than one <\(child.name)>", at: child.location)
        continue
      }
      switch child.name {
      case XMLName.states: sidecar.states = states(child)
      case XMLName.timeline: sidecar.timeline = timeline(child)
      default: unknownElement(child, in: root, expected: [XMLName.states, XMLName.timeline])
      }
    }
    warnAboutText(in: root)
    return sidecar
  }
}
