import Cassowary
import Diagnostics
import Interface

extension LayoutEngine {
  // MARK: - Diagnostics

  /// The views and axes that the active constraints do not fix: those the design frames
  /// settled when the layout was made, and those free now.
  package func ambiguousAxes() -> [(view: View, axis: LayoutAttribute.Axis, unknowns: [String])] {
    var result = designAmbiguity
    let settled = Set(designAmbiguity.map { "\($0.view.id) \($0.axis)" })
    let ambiguous = solver.unfixedVariables()
    for view in views where view.id != .root {
      guard let v = space.variables[view.id],
        [v.x, v.y, v.width, v.height].contains(where: ambiguous.contains)
      else { continue }
      // A hidden arranged subview may float (UIKit places it at priority 50, with an
      // inequality in the equal distributions); it is not drawn, so that is no problem.
      if hiddenViews.contains(view.id), let parent = view.parent,
        viewsByID[parent]?.kind == .stackView
      {
        continue
      }
      let horizontal = [("x", v.x), ("width", v.width)].filter { ambiguous.contains($0.1) }
      let vertical = [("y", v.y), ("height", v.height)].filter { ambiguous.contains($0.1) }
      if !horizontal.isEmpty, !settled.contains("\(view.id) \(LayoutAttribute.Axis.horizontal)") {
        result.append((view, .horizontal, horizontal.map(\.0)))
      }
      if !vertical.isEmpty, !settled.contains("\(view.id) \(LayoutAttribute.Axis.vertical)") {
        result.append((view, .vertical, vertical.map(\.0)))
      }
    }
    return result
  }

  mutating func reportConflict(_ index: Int, context: ChangeContext?) {
    slots[index].isBroken = true
    let culprit = space.constraint(for: slots[index].constraint)
    let active = slots.indices.filter {
      slots[$0].solverID != nil && slots[$0].constraint.priority.isRequired
    }
    let others = active.map { space.constraint(for: slots[$0].constraint) }
    let set = ConflictExplainer.minimalConflict(among: others, with: culprit) ?? []
    var notes = set.map { position -> Diagnostic.Note in
      let slot = slots[active[position]]
      return .init("conflicts with \(describe(slot))", at: slot.constraint.location)
    }
    if let context {
      notes.append(.init("the change is \(context.description)", at: context.location))
    }
    diagnostics.append(
      Diagnostic(
        conflictSeverity,
        "unable to simultaneously satisfy constraints; breaking \(describe(slots[index]))",
        at: slots[index].constraint.location, notes: notes))
  }

  private func describe(_ slot: Slot) -> String {
    let equation = slot.constraint.equation
    switch slot.source {
    case .declared, .addedByChange:
      let name = slot.constraint.id ?? slot.constraint.identifier
      return name.map { "'\($0)' (\(equation))" } ?? "'\(equation)'"
    case .intrinsicSize(let id): return "the intrinsic size of \(naming.quoted(id)) (\(equation))"
    case .fixedFrame(let id): return "the fixed frame of \(naming.quoted(id)) (\(equation))"
    case .stack(let id):
      let name = slot.constraint.identifier ?? "constraint"
      return "the \(name) of stack view \(naming.quoted(id)) (\(equation))"
    case .cells(let id): return "\(naming.quoted(id)) placing its cells (\(equation))"
    case .scrollContent(let id):
      return "the content layout guide of \(naming.quoted(id)) (\(equation))"
    case .designFrame(let id): return "the design frame of \(naming.quoted(id)) (\(equation))"
    case .root: return "the root's size (\(equation))"
    }
  }
}
