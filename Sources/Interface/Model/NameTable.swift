/// Other names that a document's views and constraints go by, for a timeline kept in a file of
/// its own (a sidecar): an imported storyboard's outlet properties, user labels and
/// accessibility identifiers (docs/storyboards.md, The timeline sidecar).
///
/// Each name belongs to a kind of name with a rank; a lower rank wins, so an outlet called
/// `title` names the outlet's view even when another view's user label is also `title`. A name
/// that the winning kind gives to more than one view or constraint is ambiguous.
package struct NameTable: Sendable, Hashable {
  /// What a name stands for.
  package enum Resolution: Hashable, Sendable {
    case unique(String)
    /// More than one target at the name's best rank, sorted.
    case ambiguous([String])
  }

  private struct Entry: Hashable, Sendable {
    var rank: Int
    var targets: [String]
    var kind: String
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

  /// Records that `name` (of the kind `kind`, ranked `rank`) names the view `id`.
  package mutating func addView(_ name: String, _ id: String, kind: String, rank: Int) {
    Self.add(name, id, kind: kind, rank: rank, into: &views, order: &order)
  }

  /// Records that `name` names the constraint whose id is `id`.
  package mutating func addConstraint(_ name: String, _ id: String, kind: String, rank: Int) {
    Self.add(name, id, kind: kind, rank: rank, into: &constraints, order: &order)
  }

  private static func add(
    _ name: String, _ target: String, kind: String, rank: Int, into table: inout [String: Entry],
    order: inout [Ordered]
  ) {
    guard !name.isEmpty else { return }
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

  /// The kind of name `name` is for a view (`outlet`, `userLabel`, …), for messages.
  package func viewNameKind(_ name: String) -> String? { views[name]?.kind }

  package func constraintNameKind(_ name: String) -> String? { constraints[name]?.kind }

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
