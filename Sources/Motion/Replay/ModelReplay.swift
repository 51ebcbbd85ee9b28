import Diagnostics
import Formatting
import Geometry
import Interface
import Layout

/// Replays the timeline on the model: each block in call order applies its state's changes and
/// its own to the layout engine and the view properties, then the layout is solved again.
///
/// The replay makes the checks that depend on the moment: which constraint a reference or
/// `match=` names, priority changes between required and optional on active constraints,
/// divisions by zero in expressions, conflicts among required constraints, ambiguous layouts
/// and rotations by exactly half a turn.
package struct ModelReplay {
  package let document: InterfaceDocument
  package internal(set) var engine: LayoutEngine
  package internal(set) var properties: [ViewID: ViewProperties]
  package internal(set) var frames: FrameTable
  package internal(set) var log = DiagnosticLog()
  /// The directions the current block gives its views' half turns (`rotationDirection`).
  package internal(set) var turns: [ViewID: RotationDirection] = [:]
  private var reportedAmbiguity: Set<String> = []

  package init(_ document: InterfaceDocument) {
    self.document = document
    engine = LayoutEngine(document)
    properties = Dictionary(
      uniqueKeysWithValues: document.views.map { ($0.id, ViewProperties($0)) })
    frames = engine.solve()
    reportAmbiguity(context: nil)
  }

  /// The initial state and the state after each block, in call order, with the timeline's
  /// plan (computed here when not given) and the replay's diagnostics (the plan's included).
  ///
  /// Each state records the constraints in force that place each view where they change
  /// (`ConstraintsInForce`), read as the state is reached: the preview's inspector lists them.
  package static func states(of document: InterfaceDocument, plan: TimelinePlan? = nil)
    -> ([ModelState], DiagnosticLog)
  {
    let plan = plan ?? TimelinePlan(document.timeline)
    var replay = ModelReplay(document)
    var recorder = PlacingRecorder(document)
    var states = [
      ModelState(
        label: "initial", time: 0, blockIndex: nil, frames: replay.frames,
        properties: replay.properties, turns: [:],
        inForce: recorder.record(replay.engine.slots))
    ]
    for diagnostic in plan.diagnostics { replay.log.append(diagnostic) }
    for index in plan.callOrder {
      let time = plan.blocks[index].schedule.modelTime
      replay.apply(block: index, at: time)
      states.append(
        ModelState(
          label: replay.label(of: index), time: time, blockIndex: index,
          frames: replay.frames, properties: replay.properties, turns: replay.turns,
          inForce: recorder.record(replay.engine.slots)))
    }
    var log = replay.log
    for diagnostic in replay.engine.diagnostics { log.append(diagnostic) }
    return (states, log)
  }

  package func label(of index: Int) -> String {
    let block = document.timeline.blocks[index]
    if let name = block.name { return name }
    let kind =
      switch block.kind {
      case .animate: "animate"
      case .perform: "perform"
      case .basicAnimation: "basicAnimation"
      }
    return "\(kind) at line \(block.location.line)"
  }

  /// Applies one block's changes (its state's first) and solves the layout.
  package mutating func apply(block index: Int, at time: Double) {
    let block = document.timeline.blocks[index]
    let context = LayoutEngine.ChangeContext(
      "in block '\(label(of: index))' at \(NumberText.message(time)) s", at: block.location)
    let before = frames
    let boundsBefore = properties.mapValues(\.boundsOrigin)
    turns = [:]
    var changes = block.stateName.flatMap { document.state($0)?.changes } ?? []
    changes += block.changes
    for change in changes {
      apply(change, in: block, frames: before, bounds: boundsBefore, context: context)
    }
    frames = engine.solve()
    reportAmbiguity(context: context)
  }

  /// One warning per view and axis the constraints leave free, given once for the outermost
  /// such view with a count of the free views inside it; a view with a design frame is said to
  /// take it.
  private mutating func reportAmbiguity(context: LayoutEngine.ChangeContext?) {
    let found = engine.ambiguousAxes()
    let free = Set(found.map { "\($0.view.id) \($0.axis)" })
    let parents = Dictionary(
      document.views.compactMap { view in view.parent.map { (view.id, $0) } },
      uniquingKeysWith: { a, _ in a })
    /// The outermost free ancestor of the view on the axis, if one is.
    func outermost(_ id: ViewID, _ axis: LayoutAttribute.Axis) -> ViewID? {
      var result: ViewID?
      var current = parents[id]
      while let ancestor = current {
        if free.contains("\(ancestor) \(axis)") { result = ancestor }
        current = parents[ancestor]
      }
      return result
    }
    var inside: [String: Int] = [:]
    for (view, axis, _) in found {
      if let top = outermost(view.id, axis) { inside["\(top) \(axis)", default: 0] += 1 }
    }
    for (view, axis, unknowns) in found where outermost(view.id, axis) == nil {
      let key = "\(view.id) \(axis)"
      guard reportedAmbiguity.insert(key).inserted else { continue }
      let when = context.map { " after the change \($0.description)" } ?? ""
      let names = unknowns.map { $0 == "x" || $0 == "y" ? "\($0) position" : $0 }
      let count = inside[key] ?? 0
      let others =
        count == 0 ? "" : ", nor \(count == 1 ? "is 1 view" : "are \(count) views") inside it"
      let resolution = view.designFrame == nil ? "" : "; it keeps the frame the file shows for it"
      log.warning(
        "ambiguous layout: \(document.quotedName(of: view.id)) is not fixed on the \(axis.rawValue) axis "
          + "(\(names.joined(separator: " and ")))\(others)\(when)\(resolution)",
        at: view.location)
    }
  }
}
