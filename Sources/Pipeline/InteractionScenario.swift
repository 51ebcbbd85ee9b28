import CodeEvaluation
import Diagnostics
import Interface

/// The taps an interactive export plays from its start, where nothing is clicked (an `<img>` of
/// it): `--play`'s controls in order, or each control once in order (docs/output.md, The
/// interactive SVG).
package enum InteractionScenario {
  /// The segments of `plan` the scenario plays, in order, each from the state the previous one
  /// leads to, state 0 first.
  ///
  /// `text` lists control names separated by commas (`dropdown,dropdown,signIn`); without it,
  /// each control is tapped once, in the graph's order, skipping a control that has no
  /// transition from the state reached. Problems are errors located in the text (the file
  /// `--play`, line 1).
  package static func segments(_ text: String?, plan: InteractionPlan) -> ([Int], DiagnosticLog) {
    var log = DiagnosticLog()
    var state = 0
    var chosen: [Int] = []
    func segment(_ control: ViewID) -> Int? {
      plan.segments.firstIndex { $0.from == state && $0.control == control }
    }
    guard let text else {
      for control in plan.graph.controls {
        guard let index = segment(control) else { continue }
        chosen.append(index)
        state = plan.segments[index].to
      }
      return (chosen, log)
    }
    var offset = 0
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      defer { offset += item.utf8.count + 1 }
      let leading = item.prefix { $0 == " " }.utf8.count
      let at = SourceLocation(file: "--play", line: 1, column: offset + leading + 1)
      let name = String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      if name.contains("@") {
        log.error(
          "'\(name)' has a time; with '--interactive', '--play' lists the controls to tap in "
            + "order, as in signIn,dropdown: each tap waits for the previous one's animations",
          at: at)
      } else if !plan.graph.controls.contains(name) {
        log.error(
          "'\(name)' names no control with an action"
            + Suggestion.didYouMean(name, in: plan.graph.controls), at: at)
      } else if let index = segment(name) {
        chosen.append(index)
        state = plan.segments[index].to
      } else {
        log.error(
          "'\(name)' cannot be tapped here: its tap from state \(state) lies beyond the states "
            + "explored", at: at)
      }
    }
    return (chosen, log)
  }
}
