import Interface

/// The screen's states that taps on its controls reach (docs/code.md, States from actions):
/// each state is what the code has changed (`EvaluationState`, compared whole), reached by the
/// shortest run of taps from the state the lifecycle events leave; each tap of each control in
/// each state plays what its actions do from there.
package struct StateGraph: Sendable, Hashable {
  /// A tap of `control` in state `from` leading to state `to` (`from` itself when the actions
  /// change nothing).
  package struct Transition: Sendable, Hashable {
    package var from: Int
    package var control: ViewID
    package var to: Int

    package init(from: Int, control: ViewID, to: Int) {
      self.from = from
      self.control = control
      self.to = to
    }
  }

  /// The controls with an action, in the order their connections are declared.
  package var controls: [ViewID]
  /// The shortest run of taps that reaches each state; state 0, the start, by none.
  package var paths: [[ViewID]]
  /// Every tap explored, by state then control.
  package var transitions: [Transition]
  /// False when more states were reachable than the limit let in (their taps lead nowhere).
  package var isComplete: Bool

  package init(
    controls: [ViewID], paths: [[ViewID]], transitions: [Transition], isComplete: Bool
  ) {
    self.controls = controls
    self.paths = paths
    self.transitions = transitions
    self.isComplete = isComplete
  }

  /// The default limit on states explored.
  package static let defaultLimit = 16

  /// The time between two taps of a path: far beyond any animation of the code, so that each
  /// tap starts from a settled screen.
  package static let tapInterval = 1000.0

  /// Explores the states from the one `start` (the lifecycle events) leaves, breadth first,
  /// taps in control order, keeping at most `limit` states.
  ///
  /// `screen` gives what the screen shows at the end of a timeline (the model its blocks
  /// leave): two runs of taps reach the same state when the screens and the controller's
  /// stored properties are the same.
  package static func explore(
    program: Program, className: String, layout: CodeLayout, start: [PlayEvent],
    limit: Int = defaultLimit, screen: (TimelineSource) -> AnyHashable
  ) -> StateGraph {
    var first = CodeEvaluator(program: program, className: className, layout: layout)
    for event in start.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }) {
      first.runScheduled(before: event.element.time)
      first.run(event.element)
    }
    first.runScheduled(before: .infinity)
    var controls: [ViewID] = []
    for action in layout.actions where !controls.contains(action.control) {
      controls.append(action.control)
    }
    for control in first.state.targets.keys.sorted() where !controls.contains(control) {
      controls.append(control)
    }
    var graph = StateGraph(controls: controls, paths: [[]], transitions: [], isComplete: true)
    var evaluators = [first]
    var known = [StateKey(first.state, screen: screen(first.timelineSource)): 0]
    var next = 0
    while next < evaluators.count {
      let from = next
      next += 1
      let time = tapInterval * Double(graph.paths[from].count + 1)
      for control in controls {
        var evaluator = evaluators[from]
        evaluator.run(PlayEvent(.tap(control), at: time))
        evaluator.runScheduled(before: .infinity)
        let key = StateKey(evaluator.state, screen: screen(evaluator.timelineSource))
        if let to = known[key] {
          graph.transitions.append(Transition(from: from, control: control, to: to))
        } else if evaluators.count < limit {
          known[key] = evaluators.count
          graph.transitions.append(
            Transition(from: from, control: control, to: evaluators.count))
          graph.paths.append(graph.paths[from] + [control])
          evaluators.append(evaluator)
        } else {
          graph.isComplete = false
        }
      }
    }
    return graph
  }
}

/// What makes two states the same (docs/code.md, States from actions).
///
/// What the screen shows (`screen`, the model the timeline leaves), the controller's and views' stored values (a Bool an action toggles, a number, a
/// string) and the targets added. References (constraints, objects, closures, and `nil`, what
/// an optional reference holds before it is set) do not count: code that makes a new
/// constraint, or keeps one it removed, is in the same state when the screen and the values
/// are.
struct StateKey: Hashable {
  var properties: [EvaluationState.Instance: [String: Value]]
  var targets: [ViewID: [String]]
  var screen: AnyHashable

  init(_ state: EvaluationState, screen: AnyHashable) {
    properties = state.properties.mapValues { stored in
      stored.filter { Self.isValue($0.value) }
    }
    targets = state.targets
    self.screen = screen
  }

  /// Whether a stored value is a value of its own rather than a reference.
  static func isValue(_ value: Value) -> Bool {
    switch value {
    case .constraint, .object, .closure, .array, .none: false
    default: true
    }
  }
}
