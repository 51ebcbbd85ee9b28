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
  package static func states(of document: InterfaceDocument, plan: TimelinePlan? = nil)
    -> ([ModelState], DiagnosticLog)
  {
    let plan = plan ?? TimelinePlan(document.timeline)
    var replay = ModelReplay(document)
    var states = [
      ModelState(
        label: "initial", time: 0, blockIndex: nil, frames: replay.frames,
        properties: replay.properties, turns: [:])
    ]
    for diagnostic in plan.diagnostics { replay.log.append(diagnostic) }
    for index in plan.callOrder {
      let time = plan.blocks[index].schedule.modelTime
      replay.apply(block: index, at: time)
      states.append(
        ModelState(
          label: replay.label(of: index), time: time, blockIndex: index,
          frames: replay.frames, properties: replay.properties, turns: replay.turns))
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

  private mutating func reportAmbiguity(context: LayoutEngine.ChangeContext?) {
    for (view, axis, unknowns) in engine.ambiguousAxes() {
      let key = "\(view.id) \(axis)"
      guard reportedAmbiguity.insert(key).inserted else { continue }
      let when = context.map { " after the change \($0.description)" } ?? ""
      let names = unknowns.map { $0 == "x" || $0 == "y" ? "\($0) position" : $0 }
      log.warning(
        "ambiguous layout: \(document.quotedName(of: view.id)) is not fixed on the \(axis.rawValue) axis "
          + "(\(names.joined(separator: " and ")))\(when)", at: view.location)
    }
  }
}
