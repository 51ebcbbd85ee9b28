import CodeEvaluation
import Formatting

/// `timeline --states`: the states taps reach, as JSON (docs/code.md, States from actions).
package enum StateGraphReport {
  /// `{"controls":[…],"states":[{"path":[…],"play":"…"}…],"transitions":[…],"complete":…}`:
  /// each state with the taps that reach it and the `--play` that replays them, one tap every
  /// `StateGraph.tapInterval` seconds; views by id, in the order the exploration found them.
  package static func json(_ graph: StateGraph) -> String {
    func list(_ items: [String]) -> String {
      JSONText.array(items.map(JSONText.string))
    }
    let states = graph.paths.map { path in
      JSONText.object([("path", list(path)), ("play", JSONText.string(play(path)))])
    }
    let transitions = graph.transitions.map {
      JSONText.object([
        ("from", String($0.from)), ("control", JSONText.string($0.control)),
        ("to", String($0.to)),
      ])
    }
    return JSONText.object([
      ("controls", list(graph.controls)),
      ("states", JSONText.array(states)),
      ("transitions", JSONText.array(transitions)),
      ("complete", graph.isComplete ? "true" : "false"),
    ]) + "\n"
  }

  /// The `--play` of a path: its k-th tap at k × `StateGraph.tapInterval` seconds.
  package static func play(_ path: [String]) -> String {
    path.enumerated().map {
      "\($0.element)@\(NumberText.measurement(StateGraph.tapInterval * Double($0.offset + 1)))"
    }.joined(separator: ",")
  }
}
