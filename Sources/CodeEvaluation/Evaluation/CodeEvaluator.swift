import Diagnostics
import Interface

/// An event the code answers (docs/code.md, Events and `--play`).
package struct PlayEvent: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// `viewDidLoad`, `viewWillAppear` or `viewDidAppear`.
    case lifecycle(String)
    /// A tap on a control: its actions run, the control their `sender`.
    case tap(ViewID)
    /// An action method run directly, its `sender` the one control connected to it (if any).
    case action(String)
  }

  package var kind: Kind
  package var time: Double

  package init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }

  /// The lifecycle events, in the order UIKit sends them.
  package static let lifecycle = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
}

/// The evaluation core: runs a class's events over symbolic values and records what they do
/// to the layout as a `TimelineSource` (docs/code.md; ARCHITECTURE.md, CodeEvaluation).
///
/// It is a value: `state` is everything the code changed, so the same events can be run again
/// from any state reached, and two states compared.
package struct CodeEvaluator: Sendable {
  package let program: Program
  package let layout: CodeLayout
  package let className: String
  package var state = EvaluationState()
  package var log = DiagnosticLog()
  var recorder = TimelineRecorder()
  /// Completion handlers and `asyncAfter` closures waiting to run, in start order.
  var queue: [Scheduled] = []
  var sequence = 0

  // The running event.
  var anchor = Anchor.at(0)
  /// The innermost animation whose closure is running.
  var animation: AnimationContext?
  /// `UIView.performWithoutAnimation` is running.
  var withoutAnimation = false
  /// Constraint changes not laid out yet: the next `layoutIfNeeded()` takes them.
  var pending: [Change] = []
  var frames: [Frame] = []
  /// Statements and calls left before the evaluation stops (a loop that never ends).
  var budget = 1_000_000
  /// The running `UIView.animateKeyframes`: its duration and delay.
  var keyframes: (duration: Double, delay: Double)?

  /// Where the running animation's changes go.
  struct AnimationContext {
    var block: Int
    var name: String
  }

  /// A closure waiting for its time.
  struct Scheduled {
    var anchor: Anchor
    var closure: Closure
    var arguments: [Value]
    var order: Int
  }

  /// The evaluator of `className`, its stored properties initialised and bound to the layout.
  package init(program: Program, className: String, layout: CodeLayout) {
    self.program = program
    self.className = className
    self.layout = layout
    state.constraints = layout.document.constraints.map { ConstraintState($0, isCreated: false) }
    initialiseProperties(of: .controller, className: className)
    // A controller from a storyboard is made by `init(coder:)`, unless that only stops the app
    // (`fatalError`: the controller is made in code).
    if let (initializer, owner) = program.method("init", labels: ["coder"], in: className),
      !initializer.stops
    {
      runEvent(at: .at(0)) {
        _ = $0.invoke(
          initializer, of: owner, on: .controller, arguments: [.unknown], at: initializer.location)
      }
    }
    for property in program.storedProperties(of: className)
    where property.initialValue == nil && !property.isOutlet
      && state.properties[.controller]?[property.name] == .unknown
    {
      warn(
        "the value of '\(property.name)' (an initializer the reader does not run sets it)",
        at: property.location)
    }
  }

  /// Runs the events in time order (with the completions and delayed closures they schedule)
  /// and gives the timeline they make.
  package static func evaluate(
    program: Program, className: String, layout: CodeLayout, play: [PlayEvent]
  ) -> (TimelineSource, DiagnosticLog, EvaluationState) {
    var evaluator = CodeEvaluator(program: program, className: className, layout: layout)
    for event in play.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }) {
      evaluator.runScheduled(before: event.element.time)
      evaluator.run(event.element)
    }
    evaluator.runScheduled(before: .infinity)
    return (evaluator.timelineSource, evaluator.log, evaluator.state)
  }

  /// The blocks recorded so far.
  package var timelineSource: TimelineSource {
    TimelineSource(states: [], timeline: recorder.timeline())
  }

  /// Runs one event at its time.
  package mutating func run(_ event: PlayEvent) {
    switch event.kind {
    case .lifecycle(let name):
      guard
        let (method, owner) = program.method(name, labels: [nil], in: className)
          ?? program.method(name, labels: [], in: className)
      else { return }
      runEvent(at: .at(event.time)) {
        _ = $0.invoke(
          method, of: owner, on: .controller, arguments: [.bool(false)], at: method.location)
      }
    case .tap(let control):
      runEvent(at: .at(event.time)) { $0.tap(control) }
    case .action(let name):
      guard let (method, owner) = program.method(selector: name, in: className) else { return }
      let senders = layout.actions.filter {
        program.method(selector: $0.selector, in: className)?.0 == method
      }
      var sender: Value = Value.none
      if senders.count == 1 {
        let connection = senders[0]
        sender =
          connection.isGesture
          ? makeObject(.gesture(view: connection.control, selector: connection.selector))
          : .view(connection.control)
      }
      runEvent(at: .at(event.time)) {
        _ = $0.invoke(method, of: owner, on: .controller, arguments: [sender], at: method.location)
      }
    }
  }

  /// Runs `body` as one turn of the run loop at `anchor`: what is left to lay out is laid out
  /// at its end, without animation.
  mutating func runEvent(at anchor: Anchor, _ body: (inout CodeEvaluator) -> Void) {
    self.anchor = anchor
    animation = nil
    withoutAnimation = false
    body(&self)
    flushPending()
    recorder.closePerform()
  }

  /// Runs the scheduled closures due before `time`, earliest first.
  mutating func runScheduled(before time: Double) {
    while let next = queue.indices.min(by: {
      (queue[$0].anchor.estimate, queue[$0].order) < (queue[$1].anchor.estimate, queue[$1].order)
    }), queue[next].anchor.estimate < time || time == .infinity {
      let item = queue.remove(at: next)
      guard budget > 0 else { return }
      runEvent(at: item.anchor) {
        _ = $0.call(item.closure, arguments: item.arguments, at: item.closure.location)
      }
    }
  }

  /// Schedules `closure` to run at `anchor`.
  mutating func schedule(_ closure: Closure, at anchor: Anchor, arguments: [Value] = []) {
    sequence += 1
    guard sequence < 10_000 else {
      warn("more than 10,000 delayed closures; the rest", at: closure.location)
      return
    }
    queue.append(Scheduled(anchor: anchor, closure: closure, arguments: arguments, order: sequence))
  }

  /// A tap on `control`: a switch turns, then every action connected to it runs.
  mutating func tap(_ control: ViewID) {
    if layout.document.view(control)?.kind == .switch {
      let on = !isOn(control)
      setSwitch(control, on: on, animated: true, at: layout.document.location)
    }
    var connections: [(selector: String, sender: Value, location: SourceLocation)] = []
    for action in layout.actions where action.control == control {
      let sender =
        action.isGesture
        ? makeObject(.gesture(view: control, selector: action.selector)) : .view(control)
      connections.append((action.selector, sender, action.location))
    }
    for selector in state.targets[control] ?? [] {
      connections.append((selector, .view(control), layout.document.location))
    }
    for index in state.gestures[control] ?? [] {
      guard case .gesture(_, let selector?) = state.objects[index] else { continue }
      connections.append((selector, .object(index), layout.document.location))
    }
    for (selector, sender, location) in connections {
      guard let (method, owner) = program.method(selector: selector, in: className) else {
        warn("the action '\(selector)' (no such method in \(className))", at: location)
        continue
      }
      _ = invoke(method, of: owner, on: .controller, arguments: [sender], at: method.location)
    }
  }

  /// Reports something the reader does not understand, once per place.
  mutating func warn(_ what: String, at location: SourceLocation) {
    log.warning("\(what) not understood; skipped", at: location)
  }
}
