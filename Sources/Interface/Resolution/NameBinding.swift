import Diagnostics

/// The one place where a name written outside a view's own element is bound to a view or a
/// constraint: an id, a constraint's `identifier`, or one of the other names of `NameTable` (an
/// imported scene's outlets, accessibility identifiers and user labels, a code screen's
/// properties).
///
/// Every reader binds through `bindView` and `bindConstraint`, which also word the problem (an
/// unknown name with its "did you mean", an ambiguous one): the parser for the references of a
/// file and of a sidecar (docs/storyboards.md, Naming views and constraints), and the code
/// readers for a class's properties and `--play`'s names.
package struct NameBinding: Sendable {
  /// View ids in document order (the order "did you mean" offers them in).
  package let viewIDs: [String]
  /// Constraint ids and identifiers.
  package let constraintNames: [String]
  /// Names already reported as bad elsewhere; a reference to one fails without a new message.
  package let poisonedNames: Set<String>
  /// Other names of views and constraints (a sidecar's outlets, labels, …).
  package let names: NameTable
  /// The same names as sets: a reference is looked up in constant time, so that a file of
  /// 10,000 views and as many expressions parses in linear time.
  private let viewIDSet: Set<String>
  private let constraintNameSet: Set<String>

  package init(
    viewIDs: [String], constraintNames: [String], poisonedNames: Set<String> = [],
    names: NameTable = NameTable()
  ) {
    self.viewIDs = viewIDs
    self.constraintNames = constraintNames
    self.poisonedNames = poisonedNames
    self.names = names
    viewIDSet = Set(viewIDs)
    constraintNameSet = Set(constraintNames)
  }

  /// The names of a document's views and constraints (ids, then identifiers), and `names`.
  package init(document: InterfaceDocument, names: NameTable) {
    var ids: Set<String> = []
    var identifiers: Set<String> = []
    for constraint in document.constraints {
      if let id = constraint.id { ids.insert(id) }
      if let identifier = constraint.identifier { identifiers.insert(identifier) }
    }
    self.init(
      viewIDs: document.views.map(\.id), constraintNames: ids.sorted() + identifiers.sorted(),
      names: names)
  }

  /// Whether `name` is a view id.
  package func isView(_ name: String) -> Bool { viewIDSet.contains(name) }

  /// Whether `name` is a constraint id or identifier.
  package func isConstraint(_ name: String) -> Bool { constraintNameSet.contains(name) }

  /// What a view name stands for: an id, else one of the other names.
  package func resolveView(_ name: String) -> NameTable.Resolution? {
    isView(name) ? .unique(name) : names.view(name)
  }

  /// What a constraint name stands for: an id or identifier, else one of the other names
  /// (resolved to the constraint's id).
  package func resolveConstraint(_ name: String) -> NameTable.Resolution? {
    isConstraint(name) ? .unique(name) : names.constraint(name)
  }

  /// Why a name binds nothing: the message a reader reports at the name.
  package struct Unbound: Error, Hashable, Sendable {
    package var message: String

    package init(message: String) { self.message = message }
  }

  /// The view `name` binds: its id, else why not (an unknown name, with the names it may have
  /// meant, `also` after the binding's own; or one that names several views).
  package func bindView(_ name: String, also: [String] = []) -> Result<ViewID, Unbound> {
    switch resolveView(name) {
    case .unique(let id)?: .success(id)
    case .ambiguous(let ids)?: .failure(Unbound(message: Self.ambiguity(name, ids)))
    case nil:
      .failure(
        Unbound(
          message: "unknown view '\(name)'"
            + Suggestion.didYouMean(name, in: viewCandidates + also)))
    }
  }

  /// The constraint `name` binds (its id, or the identifier it is named by), else why not.
  package func bindConstraint(_ name: String) -> Result<String, Unbound> {
    switch resolveConstraint(name) {
    case .unique(let id)?: .success(id)
    case .ambiguous(let ids)?: .failure(Unbound(message: Self.ambiguity(name, ids)))
    case nil:
      .failure(
        Unbound(
          message: "unknown constraint '\(name)'"
            + Suggestion.didYouMean(name, in: constraintCandidates)))
    }
  }

  /// `bindView`, its problem reported at `location`.
  package func bindView(
    _ name: String, also: [String] = [], at location: SourceLocation, log: inout DiagnosticLog
  ) -> ViewID? {
    Self.reported(bindView(name, also: also), at: location, log: &log)
  }

  /// `bindConstraint`, its problem reported at `location`.
  package func bindConstraint(
    _ name: String, at location: SourceLocation, log: inout DiagnosticLog
  ) -> String? {
    Self.reported(bindConstraint(name), at: location, log: &log)
  }

  private static func reported(
    _ result: Result<String, Unbound>, at location: SourceLocation, log: inout DiagnosticLog
  ) -> String? {
    switch result {
    case .success(let id): return id
    case .failure(let problem):
      log.error(problem.message, at: location)
      return nil
    }
  }

  /// The message for a name that several views or constraints share.
  package static func ambiguity(_ name: String, _ targets: [String]) -> String {
    "'\(name)' is ambiguous: it names \(targets.map { "'\($0)'" }.joined(separator: ", ")); "
      + "use one of these ids"
  }

  /// Names a "did you mean" for a view may offer: the other names first, then the ids.
  package var viewCandidates: [String] { names.viewNames + viewIDs }

  /// Names a "did you mean" for a constraint may offer.
  package var constraintCandidates: [String] { names.constraintNames + constraintNames }

  /// What a property of code stands for: the view or constraint its name binds, a leading `_`
  /// dropped (an instance variable's spelling); nil when it names neither.
  package func property(_ name: String) -> PropertyBinding? {
    let bare = name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    for candidate in bare == name ? [name] : [name, bare] {
      if let view = resolveView(candidate) { return .view(view) }
      if let constraint = resolveConstraint(candidate) { return .constraint(constraint) }
    }
    return nil
  }

  /// A property bound to a view or a constraint.
  package enum PropertyBinding: Hashable, Sendable {
    case view(NameTable.Resolution)
    case constraint(NameTable.Resolution)
  }
}
