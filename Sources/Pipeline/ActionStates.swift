import CodeEvaluation
import Interface

/// The states taps on a timeline's `<action>`s reach (docs/format.md, Actions), explored as
/// `--code` explores an app's actions (docs/code.md, States from actions).
enum ActionStates {
  /// The timeline that plays `taps`, one every `StateGraph.tapInterval` seconds.
  ///
  /// The document's blocks, then each tap's action from the tap on. A control's actions take
  /// turns: its n-th tap plays its n-th action, round and round.
  static func timeline(of document: InterfaceDocument, taps: [ViewID]) -> Timeline {
    var timeline = document.timeline
    timeline.actions = []
    if !taps.isEmpty {
      // The taps come long after the file's own length.
      timeline.duration = nil
      timeline.loops = false
    }
    var turns: [ViewID: Int] = [:]
    for (index, control) in taps.enumerated() {
      let actions = document.timeline.actions.filter { $0.control == control }
      guard !actions.isEmpty else { continue }
      let turn = turns[control, default: 0]
      turns[control] = turn + 1
      let time = StateGraph.tapInterval * Double(index + 1)
      // Each tap's blocks are named apart from another tap's of the same action.
      let suffix = "\u{1F}\(index + 1)"
      for (place, original) in actions[turn % actions.count].blocks.enumerated() {
        var block = original
        block.name = block.name.map { $0 + suffix }
        switch block.start {
        case .at(let offset): block.start = .at(time + offset)
        case .afterPrevious where place == 0: block.start = .at(time)
        case .afterPrevious: break
        case .after(let name): block.start = .after(name + suffix)
        case .with(let name): block.start = .with(name + suffix)
        }
        timeline.blocks.append(block)
      }
    }
    return timeline
  }

  /// The controls with an action, in the order their first actions are written.
  static func controls(of document: InterfaceDocument) -> [ViewID] {
    var controls: [ViewID] = []
    for action in document.timeline.actions where !controls.contains(action.control) {
      controls.append(action.control)
    }
    return controls
  }

  /// Explores the states from the one the document's blocks leave, breadth first, taps in
  /// control order, keeping at most `limit`.
  ///
  /// Two runs of taps reach the same state when the
  /// screens are the same and each control's next action is.
  static func explore(_ document: InterfaceDocument, limit: Int) -> StateGraph {
    let controls = controls(of: document)
    let counts = controls.map { control in
      document.timeline.actions.count { $0.control == control }
    }
    struct Key: Hashable {
      var screen: CodeReading.Screen
      var turns: [Int]
    }
    func key(_ taps: [ViewID]) -> Key {
      let source = TimelineSource(
        states: document.states, timeline: timeline(of: document, taps: taps))
      let turns = zip(controls, counts).map { control, count in
        taps.count { $0 == control } % count
      }
      return Key(screen: CodeReading.screen(at: source, of: document), turns: turns)
    }
    var graph = StateGraph(controls: controls, paths: [[]], transitions: [], isComplete: true)
    var known = [key([]): 0]
    var next = 0
    while next < graph.paths.count {
      let from = next
      next += 1
      for control in controls {
        let taps = graph.paths[from] + [control]
        let reached = key(taps)
        if let to = known[reached] {
          graph.transitions.append(StateGraph.Transition(from: from, control: control, to: to))
        } else if graph.paths.count < limit {
          known[reached] = graph.paths.count
          graph.transitions.append(
            StateGraph.Transition(from: from, control: control, to: graph.paths.count))
          graph.paths.append(taps)
        } else {
          graph.isComplete = false
        }
      }
    }
    return graph
  }
}
