import Formatting
import Interface
import Layout

/// A constraint as the preview page's inspector lists it (docs/output.md, The preview page).
package struct PlacingConstraint: Sendable, Hashable {
  /// The equation, its numbers to four decimals: `card.top == root.top + 32.6667`.
  package var text: String
  /// Its id, else its identifier.
  package var name: String?
  /// Where it comes from, in words: `declared`, `stack view 'form'`.
  package var source: String

  package init(text: String, name: String?, source: String) {
    self.text = text
    self.name = name
    self.source = source
  }
}

/// The constraints in force that place each view, as one state of the replay changed them.
///
/// A constraint places a view when one of its items is the view (or a guide of it) and no other
/// item belongs to one of the view's descendants: `title.centerX == card.centerX` places the
/// title, not the card; `a.top == b.bottom + 8` places both siblings. Only constraints in force
/// are listed: active, neither broken by a conflict nor retired by a stack's new arrangement.
///
/// The replay's constraints are numbered in the order they are first in force: each state's
/// `new` after the `new` of every state before it. A view's list is kept only where it changes.
package struct ConstraintsInForce: Sendable {
  /// The constraints in force for the first time in this state, in slot order.
  package var new: [PlacingConstraint] = []
  /// The views whose list differs from the state before's (every view in the first state),
  /// each with its list: the numbers of the constraints that place it, in slot order.
  package var changes: [ViewID: [Int]] = [:]
}

/// Follows the layout engine's slots through the replay and describes each state's
/// `ConstraintsInForce`.
///
/// A slot is described again only when its constraint or source changed since it was last
/// described, so that a state costs a pass over the slots and little more.
struct PlacingRecorder {
  private let views: [ViewID]
  private let parents: [ViewID: ViewID]
  /// Each constraint's number, by what the inspector shows of it.
  private var numbers: [PlacingConstraint: Int] = [:]
  /// By slot, what it was last described as (nil for a slot not yet in force).
  private var described: [Described?] = []
  /// Each view's list in the last state recorded.
  private var lists: [ViewID: [Int]] = [:]

  init(_ document: InterfaceDocument) {
    views = document.views.map(\.id)
    var parents: [ViewID: ViewID] = [:]
    for view in document.views { parents[view.id] = view.parent }
    self.parents = parents
  }

  /// The constraints in force in a state: the engine's slots as the state left them.
  mutating func record(_ slots: [LayoutEngine.Slot]) -> ConstraintsInForce {
    var record = ConstraintsInForce()
    var current: [ViewID: [Int]] = [:]
    if described.count < slots.count {
      described += Array(repeating: nil, count: slots.count - described.count)
    }
    for (index, slot) in slots.enumerated()
    where slot.constraint.isActive && !slot.isBroken && !slot.isRetired {
      let entry: Described
      if let last = described[index], last.constraint == slot.constraint,
        last.source == slot.source
      {
        entry = last
      } else {
        entry = describe(slot, record: &record)
        described[index] = entry
      }
      guard let number = entry.number else { continue }
      for view in entry.placed { current[view, default: []].append(number) }
    }
    for view in views {
      let list = current[view] ?? []
      if lists[view] != list {
        lists[view] = list
        record.changes[view] = list
      }
    }
    return record
  }

  /// A slot as it was last described: its constraint and source then, the number of its
  /// constraint and the views it places (nil and none when it places no view).
  private struct Described {
    var constraint: LayoutConstraint
    var source: LayoutEngine.Source
    var number: Int?
    var placed: [ViewID]
  }

  /// A slot's number and the views it places, numbering its constraint if it is new.
  private mutating func describe(_ slot: LayoutEngine.Slot, record: inout ConstraintsInForce)
    -> Described
  {
    let constraint = slot.constraint
    let owners = [constraint.firstItem.owner] + (constraint.secondItem.map { [$0.owner] } ?? [])
    var placed: [ViewID] = []
    for view in owners where !placed.contains(view) {
      if !owners.contains(where: { $0 != view && isDescendant($0, of: view) }) {
        placed.append(view)
      }
    }
    guard !placed.isEmpty else {
      return Described(constraint: constraint, source: slot.source, number: nil, placed: [])
    }
    let shown = Self.shown(slot)
    if let number = numbers[shown] {
      return Described(constraint: constraint, source: slot.source, number: number, placed: placed)
    }
    let number = numbers.count
    numbers[shown] = number
    record.new.append(shown)
    return Described(constraint: constraint, source: slot.source, number: number, placed: placed)
  }

  private func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
    var current = parents[id]
    while let id = current {
      if id == ancestor { return true }
      current = parents[id]
    }
    return false
  }

  /// A slot as the inspector shows it.
  static func shown(_ slot: LayoutEngine.Slot) -> PlacingConstraint {
    let constraint = slot.constraint
    return PlacingConstraint(
      text: constraint.equation(numbers: NumberText.decimals),
      name: constraint.id ?? constraint.identifier, source: source(slot.source))
  }

  private static func source(_ source: LayoutEngine.Source) -> String {
    switch source {
    case .declared: "declared"
    case .addedByChange: "added by a block"
    case .intrinsicSize: "intrinsic size"
    case .fixedFrame: "fixed frame"
    case .stack(let id): "stack view '\(id)'"
    case .cells(let id): "cells of '\(id)'"
    case .scrollContent(let id): "content of scroll view '\(id)'"
    case .designFrame: "design frame"
    case .root: "the root's size"
    }
  }
}
