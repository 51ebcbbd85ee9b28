import CodeEvaluation
import Diagnostics
import Interface
import InterfaceBuilder
import Motion
import XMLTree

/// Runs the stages for one input file and collects their diagnostics.
///
/// The stages up to the model states: read the input → parse and resolve the document, with a
/// sidecar timeline or code applied → check its limits and fonts → replay the timeline through
/// the layout engine. `checkDocuments` (`SceneCompilation.swift`) dispatches on the input: our
/// XML, a storyboard or xib scene, or code; the writers run after, in `Export.swift`. The log
/// carries every problem along.
package struct Compilation: Sendable {
  /// Options of every stage, with their defaults.
  package struct Options: Sendable {
    /// How much one input may ask for (sizes, counts, the timeline's length).
    package var limits = Limits()
    /// The family standing in for the system font (`--font`); nil for Inter.
    package var systemFontFamily: String?
    /// Storyboards and xibs: the scene to import (`--scene`), else every scene.
    package var scene: String?
    /// Storyboards and xibs: the canvas device (`--device`), else the document's.
    package var device: IBDevice?
    /// A timeline in a file of its own (`--timeline`).
    package var sidecar: SidecarInput?
    /// The view controller's code, whose events make the timeline (`--code`).
    package var code: CodeInput?
    /// A timeline's `<action>`s: explore the states their taps reach, keeping at most this
    /// many (docs/format.md, Actions).
    package var actionStateLimit: Int?
    /// A timeline's `<action>`s: play these taps, one every `StateGraph.tapInterval` seconds.
    package var taps: [ViewID]?
    /// `export --interactive --play`: the controls the file taps from its start, in order
    /// (docs/output.md, The interactive SVG); nil for each control once.
    package var scenario: String?

    package init() {}
  }

  package var options: Options

  package init(options: Options = Options()) {
    self.options = options
  }

  /// The result of checking one file: the document and its model states when they could be
  /// built, and the log.
  package struct Checked: Sendable {
    package var document: InterfaceDocument?
    package var states: [ModelState]
    /// The timeline's plan (schedules, timing functions), shared by the replay and the export.
    package var plan: TimelinePlan?
    package var log: DiagnosticLog
    /// The scene's name, for a storyboard or xib scene (exports are named NAME-SCENE).
    package var sceneName: String?
    /// The other names of an imported scene's views and constraints (outlets, labels).
    package var names = NameTable()
    /// The states taps reach, for `timeline --states` (docs/code.md, States from actions).
    package var stateGraph: StateGraph?

    package init(
      document: InterfaceDocument?, states: [ModelState], plan: TimelinePlan? = nil,
      log: DiagnosticLog
    ) {
      self.document = document
      self.states = states
      self.plan = plan
      self.log = log
    }
  }

  /// Parses, resolves and lays out `bytes` read from `file`, replaying the timeline: one
  /// document (a storyboard must come down to one scene).
  package func check(_ bytes: [UInt8], file: String) -> Checked {
    checkDocuments(bytes, file: file, single: true).first
      ?? Checked(document: nil, states: [], log: DiagnosticLog())
  }

  /// A file of the format: parsed and resolved, then finished.
  func checkFormat(_ tree: SourceElement, file: String, log: DiagnosticLog) -> Checked {
    var log = log
    var (document, parseLog) = InterfaceParser.parse(tree, file: file)
    log.append(contentsOf: parseLog)
    guard !log.hasErrors else { return Checked(document: nil, states: [], log: log) }
    if let input = options.sidecar {
      let reading = TimelineReading(input, limits: options.limits.xml)
      guard let animated = reading.applied(to: document, names: NameTable(), log: &log) else {
        return Checked(document: nil, states: [], log: log)
      }
      document = animated
    }
    if let input = options.code {
      let reading = CodeReading(input)
      guard
        let animated = reading.applied(
          to: document, names: NameTable(), controller: ControllerLinks(document: document),
          log: &log)
      else { return Checked(document: nil, states: [], log: log) }
      let graph = reading.stateGraph(
        of: document, names: NameTable(), controller: ControllerLinks(document: document),
        log: &log)
      document = animated
      var checked = finish(document, log: log)
      checked.stateGraph = graph
      return checked
    }
    return finish(document, log: log)
  }

  /// Checks a parsed document's limits and fonts and replays its timeline.
  func finish(_ document: InterfaceDocument, log: DiagnosticLog) -> Checked {
    var document = document
    var log = log
    guard !log.hasErrors else { return Checked(document: nil, states: [], log: log) }
    var graph: StateGraph?
    if !document.timeline.actions.isEmpty {
      if let limit = options.actionStateLimit {
        graph = ActionStates.explore(document, limit: limit)
        if graph?.isComplete == false {
          log.warning(
            "taps reach more than \(limit) states; the first \(limit) are kept",
            at: document.timeline.location ?? document.location)
        }
      }
      // Without taps, the timeline's own blocks (docs/format.md, Actions).
      document.timeline = ActionStates.timeline(of: document, taps: options.taps ?? [])
    }
    document.systemFontFamily = options.systemFontFamily
    options.limits.check(document).forEach { log.append($0) }
    guard !log.hasErrors else { return Checked(document: nil, states: [], log: log) }
    FontCheck.diagnostics(document).forEach { log.append($0) }
    let plan = TimelinePlan(document.timeline)
    let (states, replayLog) = ModelReplay.states(of: document, plan: plan)
    log.append(contentsOf: replayLog)
    var checked = Checked(document: document, states: states, plan: plan, log: log)
    checked.stateGraph = graph
    return checked
  }
}
