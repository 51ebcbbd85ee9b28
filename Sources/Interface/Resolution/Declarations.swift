import Diagnostics
import XMLTree

/// Every name a file declares, collected before anything is parsed so that references resolve
/// wherever their declaration stands (a state may name a constraint that a later block adds).
struct Declarations {
  /// View ids in document order, `root` first.
  private(set) var viewIDs: [String] = [.root]
  /// Superview of each view (not of the root).
  private(set) var parents: [String: String] = [:]
  /// Kind of each view, `root` included.
  private(set) var kinds: [String: ViewKind] = [.root: .view]
  private(set) var constraintIDs: [String: SourceLocation] = [:]
  private(set) var identifiers: [String: [SourceLocation]] = [:]
  private(set) var stateNames: [String] = []
  private(set) var blockNames: [String] = []
  private var idLocations: [String: SourceLocation] = [:]
  /// Where each view is declared: its element, to tell it from a duplicate.
  private(set) var viewElements: [String: SourceLocation] = [:]
  /// Names already reported as bad (invalid ids, views of unknown kinds): references to them
  /// fail silently instead of repeating the problem.
  private(set) var poisonedNames: Set<String> = []
  /// Other names of the views and constraints (a sidecar's outlets, labels, …); empty for a
  /// file of the format, whose views are named by their ids only.
  private(set) var names = NameTable()

  /// Names that stand for items in constraints and cannot be ids.
  static let reservedNames: Set<String> = [
    ViewID.root, "superview", "safeArea", "topLayoutGuide", "bottomLayoutGuide",
  ]

  /// How names bind to views and constraints, made once when the declarations are complete
  /// (expressions are parsed against it by the thousand).
  private(set) var binding = NameBinding(viewIDs: [], constraintNames: [])

  private mutating func completeBinding() {
    binding = NameBinding(
      viewIDs: viewIDs,
      constraintNames: constraintIDs.keys.sorted() + identifiers.keys.sorted(),
      poisonedNames: poisonedNames, names: names)
  }

  /// What a view name in the file stands for: an id, else one of the other names.
  func resolveView(_ name: String) -> NameTable.Resolution? { binding.resolveView(name) }

  /// What a constraint name stands for: an id or identifier, else one of the other names
  /// (resolved to the constraint's id).
  func resolveConstraint(_ name: String) -> NameTable.Resolution? {
    binding.resolveConstraint(name)
  }

  func isConstraintName(_ name: String) -> Bool {
    constraintIDs[name] != nil || identifiers[name] != nil
  }

  func isView(_ id: String) -> Bool { id == .root || parents[id] != nil }

  /// Whether references to the name fail silently; the empty name stands for a view without an
  /// id (already reported).
  func isPoisoned(_ name: String) -> Bool { name.isEmpty || poisonedNames.contains(name) }

  func parent(of id: String) -> String? { parents[id] }

  static func collect(from root: SourceElement, log: inout DiagnosticLog) -> Declarations {
    var declarations = Declarations()
    for child in root.children where child.name == XMLName.subviews {
      declarations.collectViews(in: child, parent: .root, log: &log)
    }
    declarations.collectConstraints(in: root, log: &log)
    declarations.collectStatesAndBlocks(in: root.children, log: &log)
    declarations.completeBinding()
    return declarations
  }

  /// The names a sidecar can use: the document's views and constraints (by id, identifier and
  /// the other names of `names`), and the sidecar's own constraints, states and blocks.
  ///
  /// `sections` are the sidecar's `<states>` and `<timeline>` elements.
  static func collect(
    sidecar sections: [SourceElement], document: InterfaceDocument, names: NameTable,
    log: inout DiagnosticLog
  ) -> Declarations {
    var declarations = Declarations()
    declarations.names = names
    declarations.kinds[.root] = document.views.first?.kind ?? .view
    for view in document.views where view.id != .root {
      declarations.viewIDs.append(view.id)
      declarations.kinds[view.id] = view.kind
      declarations.parents[view.id] = view.parent ?? .root
      declarations.idLocations[view.id] = view.location
    }
    for constraint in document.constraints {
      if let id = constraint.id {
        declarations.constraintIDs[id] = constraint.location
        declarations.idLocations[id] = constraint.location
      }
      if let identifier = constraint.identifier {
        declarations.identifiers[identifier, default: []].append(constraint.location)
      }
    }
    for section in sections { declarations.collectConstraints(in: section, log: &log) }
    declarations.collectStatesAndBlocks(in: sections, log: &log)
    declarations.completeBinding()
    return declarations
  }

  /// State names from `<states>` and block names from `<timeline>` among `sections`.
  private mutating func collectStatesAndBlocks(
    in sections: [SourceElement], log: inout DiagnosticLog
  ) {
    for section in sections where section.name == XMLName.states {
      for state in section.children where state.name == XMLName.state {
        guard let name = state.attribute("name") else { continue }
        if stateNames.contains(name.value) {
          log.error("duplicate state name '\(name.value)'", at: name.valueLocation)
        } else {
          stateNames.append(name.value)
        }
      }
    }
    for section in sections where section.name == XMLName.timeline {
      for block in section.children {
        guard let name = block.attribute("name") else { continue }
        if blockNames.contains(name.value) {
          log.error("duplicate block name '\(name.value)'", at: name.valueLocation)
        } else {
          blockNames.append(name.value)
        }
      }
    }
  }

  /// Makes `names` the block names that `after` and `with` may name (an action's own blocks
  /// while it is parsed), and returns those it replaces.
  mutating func scopeBlockNames(_ names: [String]) -> [String] {
    defer { blockNames = names }
    return blockNames
  }

  private mutating func collectViews(
    in subviews: SourceElement, parent: String, log: inout DiagnosticLog
  ) {
    for element in subviews.children {
      guard let id = element.attribute("id") else {
        // A view without an id is reported where it is parsed; its subviews, which cannot be
        // placed in the tree, are named silently.
        poisonViews(inside: element)
        continue
      }
      guard let kind = ViewKind(rawValue: element.name) else {
        poisonedNames.insert(id.value)
        continue
      }
      guard declare(id, log: &log) else { continue }
      viewIDs.append(id.value)
      kinds[id.value] = kind
      viewElements[id.value] = element.location
      parents[id.value] = parent
      for child in element.children where child.name == XMLName.subviews {
        collectViews(in: child, parent: id.value, log: &log)
      }
    }
  }

  private mutating func poisonViews(inside element: SourceElement) {
    for child in element.children where child.name == XMLName.subviews {
      for view in child.children {
        if let id = view.attribute("id") { poisonedNames.insert(id.value) }
        poisonViews(inside: view)
      }
    }
  }

  private mutating func collectConstraints(in element: SourceElement, log: inout DiagnosticLog) {
    for child in element.children {
      if child.name == XMLName.constraint {
        if let id = child.attribute("id"), declare(id, log: &log) {
          constraintIDs[id.value] = id.valueLocation
        }
        if let identifier = child.attribute("identifier") {
          identifiers[identifier.value, default: []].append(identifier.valueLocation)
        }
      }
      collectConstraints(in: child, log: &log)
    }
  }

  /// Checks an id's syntax and uniqueness; true when it may be used.
  private mutating func declare(_ id: SourceAttribute, log: inout DiagnosticLog) -> Bool {
    let name = id.value
    if let problem = Self.syntaxProblem(name) {
      log.error(problem, at: id.valueLocation)
      poisonedNames.insert(name)
      return false
    }
    if Self.reservedNames.contains(name) {
      log.error("'\(name)' is a reserved name and cannot be an id", at: id.valueLocation)
      poisonedNames.insert(name)
      return false
    }
    if let first = idLocations[name] {
      log.append(
        .error(
          "duplicate id '\(name)'", at: id.valueLocation,
          notes: [.init("'\(name)' is first declared here", at: first)]))
      return false
    }
    idLocations[name] = id.valueLocation
    return true
  }

  /// Ids use letters, digits, `_`, `-` and `.`, and do not start with a digit.
  static func syntaxProblem(_ name: String) -> String? {
    guard let first = name.unicodeScalars.first else { return "an id cannot be empty" }
    if ("0"..."9").contains(first) || first == "-" || first == "." {
      return "id '\(name)' must start with a letter or '_'"
    }
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "-" || $0 == "."
    }
    return allowed ? nil : "id '\(name)' may use only letters, digits, '_', '-' and '.'"
  }
}
