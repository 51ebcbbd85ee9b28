import Formatting
import Interface
import Layout
import Motion

/// The constraints that place each view in each model state, for the page's inspector.
///
/// A constraint places a view when one of its items is the view (or a guide of it) and no other
/// item belongs to one of the view's descendants: `title.centerX == card.centerX` places the
/// title, not the card; `a.top == b.bottom + 8` places both siblings. Only constraints in force
/// are listed: active, neither broken by a conflict nor retired by a stack's new arrangement.
struct PlacingConstraints: Sendable {
  /// Each distinct constraint once: its members (`text`, `name`, `source`).
  private(set) var table: [[(String, String)]] = []
  /// By view: for each state, indexes into `table`.
  private var byView: [ViewID: [[Int]]] = [:]

  init(_ presentation: Presentation) {
    let document = presentation.document
    let plan = presentation.plan
    var parents: [ViewID: ViewID] = [:]
    for view in document.views { parents[view.id] = view.parent }
    func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
      var current = parents[id]
      while let id = current {
        if id == ancestor { return true }
        current = parents[id]
      }
      return false
    }
    // The replay again, keeping each state's constraints (ModelState keeps frames only).
    var replay = ModelReplay(document)
    var indexes: [String: Int] = [:]
    var perState: [[LayoutEngine.Slot]] = [replay.engine.slots]
    for index in plan.callOrder {
      replay.apply(block: index, at: plan.blocks[index].schedule.modelTime)
      perState.append(replay.engine.slots)
    }
    for slots in perState {
      var lists: [ViewID: [Int]] = [:]
      for slot in slots
      where slot.constraint.isActive && !slot.isBroken && !slot.isRetired {
        let constraint = slot.constraint
        let owners = [constraint.firstItem.owner] + (constraint.secondItem.map { [$0.owner] } ?? [])
        let placed = Set(owners).filter { view in
          !owners.contains { $0 != view && isDescendant($0, of: view) }
        }
        guard !placed.isEmpty else { continue }
        let members = Self.members(of: slot)
        let key = members.map { $0.1 }.joined(separator: "\u{0}")
        let position: Int
        if let found = indexes[key] {
          position = found
        } else {
          position = table.count
          indexes[key] = position
          table.append(members)
        }
        for view in document.views where placed.contains(view.id) {
          lists[view.id, default: []].append(position)
        }
      }
      for view in document.views {
        byView[view.id, default: []].append(lists[view.id] ?? [])
      }
    }
  }

  /// For each state, the constraints (indexes into `table`) that place the view.
  func lists(of view: ViewID) -> [[Int]] { byView[view] ?? [] }

  /// A constraint as the page shows it: its equation, its id or identifier, and where it comes
  /// from.
  private static func members(of slot: LayoutEngine.Slot) -> [(String, String)] {
    let constraint = slot.constraint
    let name = constraint.id ?? constraint.identifier
    return [
      ("text", Escaping.json(constraint.equation)),
      ("name", name.map(Escaping.json) ?? "null"),
      ("source", Escaping.json(source(slot.source))),
    ]
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
    case .root: "the root's size"
    }
  }
}
