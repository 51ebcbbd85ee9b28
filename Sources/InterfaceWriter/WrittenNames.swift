import Interface

/// The ids a converted file gives views and constraints: a readable name (an outlet, an
/// accessibility identifier, a user label in camel case) where one names the view alone and
/// makes a valid, unused id; else the source's id, prefixed with `ib-` when the format would
/// not accept it (IB ids may start with a digit).
package struct WrittenNames: Sendable {
  private var views: [ViewID: String] = [.root: .root]
  private var constraints: [String: String] = [:]

  package init() {}

  /// The id the file gives a view.
  package func view(_ id: ViewID) -> String { views[id] ?? id }

  /// The id the file gives a constraint (identifiers are kept as they are).
  package func constraint(_ id: String) -> String { constraints[id] ?? id }

  /// Names for every view and constraint of `document`, from the other names in `names`.
  package static func make(for document: InterfaceDocument, names: NameTable) -> WrittenNames {
    var result = WrittenNames()
    var taken: Set<String> = [
      ViewID.root, "superview", "safeArea", "topLayoutGuide", "bottomLayoutGuide",
    ]
    func choose(_ candidates: [String], fallback: String) -> String {
      for candidate in candidates.map(identifier) where !taken.contains(candidate) {
        if Self.isValid(candidate) {
          taken.insert(candidate)
          return candidate
        }
      }
      var base = Self.isValid(fallback) ? fallback : "ib-" + fallback
      if !Self.isValid(base) { base = "view" }
      var name = base
      var counter = 2
      while taken.contains(name) {
        name = "\(base)-\(counter)"
        counter += 1
      }
      taken.insert(name)
      return name
    }
    for view in document.views where view.id != .root {
      result.views[view.id] = choose(
        names.names(ofView: view.id), fallback: document.sourceName(of: view.id))
    }
    for constraint in document.constraints {
      guard let id = constraint.id else { continue }
      result.constraints[id] = choose(names.names(ofConstraint: id), fallback: id)
    }
    return result
  }

  /// Names for a sidecar of `document` (docs/storyboards.md, Naming views and constraints): a
  /// view's or constraint's first other name that names it alone and reads back as a
  /// reference, else its id as it is, which the sidecar's reader resolves too.
  package static func sidecar(for document: InterfaceDocument, names: NameTable) -> WrittenNames {
    var result = WrittenNames()
    let binding = NameBinding(document: document, names: names)
    for view in document.views where view.id != .root {
      if let name = names.names(ofView: view.id).first(where: {
        isValid($0) && binding.resolveView($0) == .unique(view.id)
      }) {
        result.views[view.id] = name
      }
    }
    for constraint in document.constraints {
      guard let id = constraint.id else { continue }
      if let name = names.names(ofConstraint: id).first(where: {
        isValid($0) && binding.resolveConstraint($0) == .unique(id)
      }) {
        result.constraints[id] = name
      }
    }
    return result
  }

  /// The pairs where the file's id differs from the source's, for the file's header.
  package func renamed(in document: InterfaceDocument) -> [(written: String, source: String)] {
    var pairs: [(String, String)] = []
    for view in document.views where view.id != .root {
      let written = self.view(view.id)
      let source = document.sourceName(of: view.id)
      if written != source { pairs.append((written, source)) }
    }
    for constraint in document.constraints {
      guard let id = constraint.id else { continue }
      if self.constraint(id) != id { pairs.append((self.constraint(id), id)) }
    }
    return pairs
  }

  /// `Corner rounding view` → `cornerRoundingView`; other characters than letters, digits,
  /// `_` and `-` end a word.
  package static func identifier(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
      if allowed {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard let first = words.first else { return "" }
    guard words.count > 1 else { return first }
    let head = first.prefix(1).lowercased() + first.dropFirst()
    return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The format's id syntax without `.` (so that references such as `ID.minX` read back
  /// unambiguously): letters, digits, `_` and `-`, starting with a letter or `_`.
  package static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_"
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "-"
    }
  }
}
