import Cassowary
import Diagnostics
import Geometry
import Interface
import Typography

/// Auto Layout on Cassowary: the document's constraints, intrinsic sizes and fixed frames in an
/// incremental solver, changed in place as states and blocks change the model.
///
/// Layout's contract: `solve()` returns every view's frame in layout space (root coordinates,
/// bounds origins left out; FORMAT.md §3); required constraints hold exactly, optional ones in
/// strict priority order. Changes touch only what they change: a constant through its marker
/// column, an activation by one add or remove. A conflict among required constraints breaks the
/// constraint being added or changed, as UIKit does, and records an error listing the minimal
/// conflicting set.
package struct LayoutEngine: Sendable {
  /// Where a constraint comes from.
  package enum Source: Sendable, Hashable {
    case declared
    case addedByChange
    case intrinsicSize(ViewID)
    case fixedFrame(ViewID)
    case root
  }

  /// A constraint of the model, active or not, with its place in the solver.
  package struct Slot: Sendable {
    package var constraint: LayoutConstraint
    package var source: Source
    var solverID: ConstraintID?
    /// Active in the model but left out of the solver because it conflicted.
    package var isBroken = false
  }

  /// Context for a diagnostic: which block or state made the change, and where.
  package struct ChangeContext: Sendable {
    package var description: String
    package var location: SourceLocation

    package init(_ description: String, at location: SourceLocation) {
      self.description = description
      self.location = location
    }
  }

  package private(set) var slots: [Slot] = []
  package private(set) var diagnostics: [Diagnostic] = []
  private var solver = Solver()
  private var space = LayoutSpace()
  private let views: [View]
  private let parents: [ViewID: ViewID]
  private let size: Size
  private let systemFontFamily: String?
  /// Labels whose height follows their solved width: their text, the slots of their intrinsic
  /// height constraints, and the lines they were last given.
  private var wrapping: [(id: ViewID, text: ViewText, heightSlots: [Int], lines: Int)] = []

  package init(_ document: InterfaceDocument) {
    views = document.views
    size = document.size
    systemFontFamily = document.systemFontFamily
    parents = Dictionary(
      uniqueKeysWithValues: document.views.compactMap { view in view.parent.map { (view.id, $0) } })
    space.rootSafeArea = document.safeAreaInsets
    for view in document.views {
      space.variables[view.id] = ViewVariables(view.id, solver: &solver)
      space.margins[view.id] = view.layoutMargins
    }
    addRootConstraints(at: document.location)
    for view in document.views where view.id != "root" {
      addViewConstraints(view)
    }
    for constraint in document.constraints {
      append(constraint, source: .declared, context: nil)
    }
  }

  private mutating func addRootConstraints(at location: SourceLocation) {
    let root = LayoutItem.view("root")
    for (attribute, value) in [
      (LayoutAttribute.left, 0.0), (.top, 0), (.width, size.width), (.height, size.height),
    ] {
      append(
        LayoutConstraint(
          firstItem: root, firstAttribute: attribute, constant: value, location: location),
        source: .root, context: nil)
    }
  }

  /// Fixed frames become required constraints (UIKit's autoresizing-mask constraints);
  /// intrinsic sizes enter with the view's hugging and compression resistance.
  private mutating func addViewConstraints(_ view: View) {
    let item = LayoutItem.view(view.id)
    if let frame = view.frame, let parent = view.parent {
      for (attribute, value) in [
        (LayoutAttribute.left, frame.minX), (.top, frame.minY),
      ] {
        append(
          LayoutConstraint(
            firstItem: item, firstAttribute: attribute, secondItem: .view(parent),
            secondAttribute: attribute, constant: value, location: view.location),
          source: .fixedFrame(view.id), context: nil)
      }
      for (attribute, value) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
        append(
          LayoutConstraint(
            firstItem: item, firstAttribute: attribute, constant: value, location: view.location),
          source: .fixedFrame(view.id), context: nil)
      }
    }
    let content = IntrinsicContent(of: view, systemFamily: systemFontFamily)
    space.firstBaselines[view.id] = content.firstBaseline
    space.lastBaselines[view.id] = content.lastBaseline
    let axes: [(LayoutAttribute, Double?, Double, Double)] = [
      (
        .width, content.width, view.compressionResistance.horizontal, view.contentHugging.horizontal
      ),
      (.height, content.height, view.compressionResistance.vertical, view.contentHugging.vertical),
    ]
    var heightSlots: [Int] = []
    for (attribute, value, resistance, hugging) in axes {
      guard let value else { continue }
      for (relation, priority) in [
        (LayoutRelation.greaterThanOrEqual, resistance), (.lessThanOrEqual, hugging),
      ] {
        let slot = append(
          LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, constant: value,
            priority: LayoutPriority(priority), location: view.location),
          source: .intrinsicSize(view.id), context: nil)
        if attribute == .height { heightSlots.append(slot) }
      }
    }
    if let text = content.wrappingText {
      wrapping.append((view.id, text, heightSlots, 1))
    }
  }

  // MARK: - Changes

  /// Adds a constraint to the model (and to the solver when it is active); returns its slot.
  @discardableResult
  package mutating func append(
    _ constraint: LayoutConstraint, source: Source, context: ChangeContext?
  ) -> Int {
    slots.append(Slot(constraint: constraint, source: source))
    let index = slots.count - 1
    if constraint.isActive { enter(index, context: context) }
    return index
  }

  package mutating func setActive(_ index: Int, _ isActive: Bool, context: ChangeContext?) {
    guard slots[index].constraint.isActive != isActive else { return }
    slots[index].constraint.isActive = isActive
    if isActive {
      enter(index, context: context)
    } else {
      leave(index)
    }
  }

  package mutating func setConstant(_ index: Int, to value: Double, context: ChangeContext?) {
    slots[index].constraint.constant = value
    guard let id = slots[index].solverID else { return }
    let translated = space.constraint(for: slots[index].constraint)
    do {
      try solver.setConstant(id, to: translated.expression.constant)
    } catch {
      // The new constant conflicts: break the constraint, as UIKit does.
      try? solver.remove(id)
      slots[index].solverID = nil
      reportConflict(index, context: context)
    }
  }

  package mutating func setPriority(
    _ index: Int, to priority: LayoutPriority, context: ChangeContext?
  ) {
    slots[index].constraint.priority = priority
    guard slots[index].constraint.isActive else { return }
    leave(index)
    enter(index, context: context)
  }

  private mutating func enter(_ index: Int, context: ChangeContext?) {
    slots[index].isBroken = false
    do {
      slots[index].solverID = try solver.add(space.constraint(for: slots[index].constraint))
    } catch {
      reportConflict(index, context: context)
    }
  }

  private mutating func leave(_ index: Int) {
    if let id = slots[index].solverID { try? solver.remove(id) }
    slots[index].solverID = nil
    slots[index].isBroken = false
  }

  // MARK: - Solving

  /// Solves and returns the frames in layout space.
  package mutating func solve() -> FrameTable {
    solver.solve()
    for _ in 0..<3 where updateSafeAreas() {
      solver.solve()
    }
    // UIKit's second pass: wrapping labels take the height of their text at the width the
    // first pass gave them, and the layout is solved again.
    for _ in 0..<4 where updateWrappedHeights() {
      solver.solve()
      for _ in 0..<3 where updateSafeAreas() {
        solver.solve()
      }
    }
    return frames()
  }

  private mutating func updateWrappedHeights() -> Bool {
    guard !wrapping.isEmpty else { return false }
    let table = frames()
    var changed = false
    for index in wrapping.indices {
      let entry = wrapping[index]
      guard let frame = table.layoutFrames[entry.id] else { continue }
      let layout = entry.text.layout(inViewWidth: frame.width)
      let height = layout.size.height
      for slot in entry.heightSlots where slots[slot].constraint.constant != height {
        setConstant(slot, to: height, context: nil)
        changed = true
      }
      if layout.lines.count != entry.lines {
        wrapping[index].lines = layout.lines.count
        space.lastBaselines[entry.id] =
          IntrinsicContent.textBaselines(layout.metrics, lines: layout.lines.count).last
        for slot in slots.indices where slots[slot].solverID != nil {
          let constraint = slots[slot].constraint
          let usesBaseline =
            (constraint.firstItem == .view(entry.id) && constraint.firstAttribute == .lastBaseline)
            || (constraint.secondItem == .view(entry.id)
              && constraint.secondAttribute == .lastBaseline)
          if usesBaseline { setConstant(slot, to: constraint.constant, context: nil) }
        }
        changed = true
      }
    }
    return changed
  }

  private func frames() -> FrameTable {
    var frames: [ViewID: Rect] = [:]
    for (id, v) in space.variables {
      frames[id] = Rect(
        x: solver.value(of: v.x), y: solver.value(of: v.y), width: solver.value(of: v.width),
        height: solver.value(of: v.height))
    }
    return FrameTable(layoutFrames: frames, parents: parents)
  }

  /// A view's safe area is the part of it inside the root's; when the layout moves a view whose
  /// guide is used, the guide's insets change and the constraints on it are updated.
  private mutating func updateSafeAreas() -> Bool {
    let table = frames()
    let insets = space.rootSafeArea
    let safe = Rect(
      x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
    var changed = false
    for index in slots.indices {
      for item in [slots[index].constraint.firstItem, slots[index].constraint.secondItem] {
        guard case .safeArea(let id)? = item, id != "root", let frame = table.layoutFrames[id]
        else { continue }
        let clamp = { (value: Double, limit: Double) in max(0, min(limit, value)) }
        let new = EdgeInsets(
          top: clamp(safe.minY - frame.minY, frame.height),
          left: clamp(safe.minX - frame.minX, frame.width),
          bottom: clamp(frame.maxY - safe.maxY, frame.height),
          right: clamp(frame.maxX - safe.maxX, frame.width))
        if space.safeAreaInsets[id] != new {
          space.safeAreaInsets[id] = new
          changed = true
        }
      }
    }
    guard changed else { return false }
    for index in slots.indices where slots[index].solverID != nil {
      let constraint = slots[index].constraint
      let usesGuide = [constraint.firstItem, constraint.secondItem].contains {
        if case .safeArea(let id)? = $0 { return id != "root" }
        return false
      }
      if usesGuide { setConstant(index, to: constraint.constant, context: nil) }
    }
    return true
  }

  // MARK: - Diagnostics

  /// The views and axes that the active constraints do not fix.
  package func ambiguousAxes() -> [(view: View, axis: LayoutAttribute.Axis, unknowns: [String])] {
    var result: [(View, LayoutAttribute.Axis, [String])] = []
    let all = views.compactMap { space.variables[$0.id] }.flatMap {
      [$0.x, $0.y, $0.width, $0.height]
    }
    let ambiguous = solver.ambiguousVariables(among: all)
    for view in views where view.id != "root" {
      guard let v = space.variables[view.id] else { continue }
      let horizontal = [("x", v.x), ("width", v.width)].filter { ambiguous.contains($0.1) }
      let vertical = [("y", v.y), ("height", v.height)].filter { ambiguous.contains($0.1) }
      if !horizontal.isEmpty { result.append((view, .horizontal, horizontal.map(\.0))) }
      if !vertical.isEmpty { result.append((view, .vertical, vertical.map(\.0))) }
    }
    return result
  }

  private mutating func reportConflict(_ index: Int, context: ChangeContext?) {
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
      .error(
        "unable to simultaneously satisfy constraints; breaking \(describe(slots[index]))",
        at: slots[index].constraint.location, notes: notes))
  }

  private func describe(_ slot: Slot) -> String {
    let equation = slot.constraint.equation
    switch slot.source {
    case .declared, .addedByChange:
      let name = slot.constraint.id ?? slot.constraint.identifier
      return name.map { "'\($0)' (\(equation))" } ?? "'\(equation)'"
    case .intrinsicSize(let id): return "the intrinsic size of '\(id)' (\(equation))"
    case .fixedFrame(let id): return "the fixed frame of '\(id)' (\(equation))"
    case .root: return "the root's size (\(equation))"
    }
  }
}
