/// Other names that a document's views and constraints go by, for a timeline kept in a file of
/// its own (a sidecar): an imported storyboard's outlet properties, user labels and
/// accessibility identifiers (docs/storyboards.md, The timeline sidecar).
///
/// Each name belongs to a `Kind` of name with a rank; a lower rank wins, so an outlet called
/// `title` names the outlet's view even when another view's user label is also `title`. A name
/// that the winning kind gives to more than one view or constraint is ambiguous. IB ids and
/// constraint identifiers are not in the table: they are the document's own ids and
/// identifiers, which `NameBinding` tries first.
package struct NameTable: Sendable, Hashable {
  /// What a name stands for.
  package enum Resolution: Hashable, Sendable {
    case unique(String)
    /// More than one target at the name's best rank, sorted.
    case ambiguous([String])
  }

  /// A kind of name, ranked: outlets of the scene's controller (or File's Owner) first, then
  /// outlets of the scene's own views (cells, custom views), accessibility identifiers, and
  /// user labels last; a screen built in code names its views by the properties that hold them.
  package enum Kind: Hashable, Sendable {
    case controllerOutlet, viewOutlet, accessibilityIdentifier, userLabel
    case codeProperty

    /// The lower, the stronger.
    package var rank: Int {
      switch self {
      case .controllerOutlet, .codeProperty: 0
      case .viewOutlet: 1
      case .accessibilityIdentifier: 2
      case .userLabel: 3
      }
    }

    /// Whether the name is an outlet's property (`scenes` lists these).
    package var isOutlet: Bool { self == .controllerOutlet || self == .viewOutlet }
  }

  private struct Entry: Hashable, Sendable {
    var rank: Int
    var targets: [String]
    var kind: Kind
  }

  private var views: [String: Entry] = [:]
  private var constraints: [String: Entry] = [:]
  private struct Ordered: Hashable, Sendable {
    var name: String
    var rank: Int
  }

  /// Names offered by "did you mean", best kinds first (outlets before labels).
  private var order: [Ordered] = []

  package init() {}

  /// Records that `name`, a name of the kind `kind`, names the view `id`.
  package mutating func addView(_ name: String, _ id: String, kind: Kind) {
    Self.add(name, id, kind: kind, into: &views, order: &order)
  }

  /// Records that `name` names the constraint whose id is `id`.
  package mutating func addConstraint(_ name: String, _ id: String, kind: Kind) {
    Self.add(name, id, kind: kind, into: &constraints, order: &order)
  }

  private static func add(
    _ name: String, _ target: String, kind: Kind, into table: inout [String: Entry],
    order: inout [Ordered]
  ) {
    guard !name.isEmpty else { return }
    let rank = kind.rank
    if var entry = table[name] {
      guard rank <= entry.rank else { return }
      if rank < entry.rank {
        entry = Entry(rank: rank, targets: [target], kind: kind)
      } else if !entry.targets.contains(target) {
        entry.targets.append(target)
      }
      table[name] = entry
    } else {
      table[name] = Entry(rank: rank, targets: [target], kind: kind)
      order.append(Ordered(name: name, rank: rank))
    }
  }

  package func view(_ name: String) -> Resolution? { resolution(views[name]) }

  package func constraint(_ name: String) -> Resolution? { resolution(constraints[name]) }

  /// The kind of name `name` is for a view (an outlet, a user label, …).
  package func viewNameKind(_ name: String) -> Kind? { views[name]?.kind }

  package func constraintNameKind(_ name: String) -> Kind? { constraints[name]?.kind }

  private func resolution(_ entry: Entry?) -> Resolution? {
    guard let entry else { return nil }
    return entry.targets.count == 1 ? .unique(entry.targets[0]) : .ambiguous(entry.targets.sorted())
  }

  /// The names that name the view `id` alone, best kinds first.
  package func names(ofView id: String) -> [String] {
    viewNames.filter { views[$0]?.targets == [id] }
  }

  /// The names that name the constraint `id` alone, best kinds first.
  package func names(ofConstraint id: String) -> [String] {
    constraintNames.filter { constraints[$0]?.targets == [id] }
  }

  /// View names for "did you mean", best kinds first.
  package var viewNames: [String] {
    order.filter { views[$0.name] != nil }.sorted { $0.rank < $1.rank }.map(\.name)
  }

  /// Constraint names for "did you mean", best kinds first.
  package var constraintNames: [String] {
    order.filter { constraints[$0.name] != nil }.sorted { $0.rank < $1.rank }.map(\.name)
  }
}
