import CodeEvaluation
import Diagnostics
import Interface
import Motion

extension Compilation {
  /// The states taps reach in one document of `bytes`, each transition replayed as `frames
  /// --play` replays its taps (docs/output.md, The interaction plan).
  ///
  /// Nil (with the reason in the log) when the document cannot be checked or has no control
  /// with an action.
  package func bakedInteraction(_ bytes: [UInt8], file: String) -> (
    BakedInteraction?, DiagnosticLog
  ) {
    var options = self.options
    if var code = options.code {
      code.stateLimit = code.stateLimit ?? StateGraph.defaultLimit
      options.code = code
    } else {
      options.actionStateLimit = options.actionStateLimit ?? StateGraph.defaultLimit
    }
    let checked = Compilation(options: options).check(bytes, file: file)
    var log = checked.log
    guard let document = checked.document else { return (nil, log) }
    guard let graph = checked.stateGraph, !graph.controls.isEmpty else {
      log.error("no control has an action to tap", at: document.location)
      return (nil, log)
    }
    var failure: DiagnosticLog?
    let baked = BakedInteraction(graph: graph) { taps in
      var replay = options
      replay.code?.play = taps.isEmpty ? nil : StateGraphReport.play(taps)
      replay.code?.stateLimit = nil
      replay.actionStateLimit = nil
      replay.taps = taps
      let played = Compilation(options: replay).check(bytes, file: file)
      guard let document = played.document, !played.log.hasErrors else {
        failure = failure ?? played.log
        return nil
      }
      return Presentation(document: document, states: played.states, plan: played.plan)
    }
    if baked == nil {
      // The replay's own errors say why.
      log.append(contentsOf: failure ?? DiagnosticLog())
      if !log.hasErrors {
        log.error("a run of taps could not be replayed", at: document.location)
      }
    }
    return (baked, log)
  }
}
