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
  /// By view: the states where its list changes (the first state always), each with its
  /// list of indexes into `table`.
  private var byView: [ViewID: [(state: Int, list: [Int])]] = [:]

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
    var indexes: [String: Int] = [:]
    // Each state's lists, kept only where they change.
    func record(_ slots: [LayoutEngine.Slot], state: Int) {
      var lists: [ViewID: [Int]] = [:]
      for slot in slots
      where slot.constraint.isActive && !slot.isBroken && !slot.isRetired {
        let constraint = slot.constraint
        let owners =
          [constraint.firstItem.owner] + (constraint.secondItem.map { [$0.owner] } ?? [])
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
        for view in placed { lists[view, default: []].append(position) }
      }
      for view in document.views {
        let list = lists[view.id] ?? []
        if byView[view.id]?.last?.list != list {
          byView[view.id, default: []].append((state, list))
        }
      }
    }
    // The replay again, each state's constraints read as it is reached (ModelState keeps
    // frames only).
    var replay = ModelReplay(document)
    record(replay.engine.slots, state: 0)
    for (order, index) in plan.callOrder.enumerated() {
      replay.apply(block: index, at: plan.blocks[index].schedule.modelTime)
      record(replay.engine.slots, state: order + 1)
    }
  }

  /// The states where the view's list changes, with the list (indexes into `table`) in force
  /// from that state on.
  func changes(of view: ViewID) -> [(state: Int, list: [Int])] { byView[view] ?? [] }

  /// A constraint as the page shows it: its equation, its id or identifier, and where it comes
  /// from.
  private static func members(of slot: LayoutEngine.Slot) -> [(String, String)] {
    let constraint = slot.constraint
    let name = constraint.id ?? constraint.identifier
    return [
      ("text", JSONText.string(constraint.equation(numbers: NumberText.decimals))),
      ("name", name.map(JSONText.string) ?? JSONText.null),
      ("source", JSONText.string(source(slot.source))),
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
    case .designFrame: "design frame"
    case .root: "the root's size"
    }
  }
}
