import Appearance
import CodeEvaluation
import Diagnostics
import DotLottieOutput
import Interface
import LottieOutput
import Motion
import PreviewOutput
import Scene

extension Compilation {
  /// The files of `export --interactive`, in the order of `formats`.
  ///
  /// The SVG, the Lottie file with the plan's markers, the dotLottie with its state machine and
  /// the preview page, each a stage of an `ExportPlan` that `InteractiveRun` gives from one
  /// baked plan (docs/output.md, The interactive dotLottie); the stages stop at the first error.
  /// Nothing (with the reason in the log) when the file has no states to tap.
  package func interactiveFiles(
    _ bytes: [UInt8], file: String, formats: [OutputFormat], library: TemplateLibrary,
    images: [String: [UInt8]], preview: PreviewTemplate? = nil,
    options: ExportOptions = ExportOptions()
  ) -> ([(format: OutputFormat, bytes: [UInt8])], DiagnosticLog) {
    let (baked, bakeLog) = bakedInteraction(bytes, file: file)
    guard let baked, !bakeLog.hasErrors else { return ([], bakeLog) }
    var run = InteractiveRun(
      self, baked: baked, file: file, library: library, images: images, options: options,
      preview: preview)
    run.log = bakeLog
    var files: [(format: OutputFormat, bytes: [UInt8])] = []
    // One appearance: the interactive files are drawn in the file's own.
    for stage in ExportPlan(formats: formats, appearance: .light).stages {
      guard let bytes = run.file(stage) else { break }
      files.append((stage.format, bytes))
      if run.log.hasErrors { break }
    }
    guard !run.log.hasErrors else { return ([], run.log) }
    return (files, run.log)
  }

  /// An interactive Lottie file and its state machine.
  package struct InteractiveLottie: Sendable {
    /// The Lottie JSON: the plan's timeline, with a marker per state and per window.
    package var json: String
    package var stateMachine: DotLottieStateMachine
    /// The animation's id in the archive.
    package var id: String

    /// The dotLottie archive: the animation and the state machine, both named `id`.
    package var archive: [UInt8]? {
      DotLottieArchive.bytes(
        [DotLottieArchive.Animation(id: id, json: json)],
        stateMachines: [DotLottieArchive.StateMachine(id: id, json: stateMachine.json)])
    }
  }

  /// The name of a state's marker and state (`state 0`).
  package static func stateMarker(_ state: Int) -> String { "state \(state)" }

  /// The name of a transition's marker and state (`state 0: signIn`).
  package static func windowMarker(from state: Int, control: ViewID) -> String {
    "state \(state): \(control)"
  }

  /// The plan's windows as one Lottie timeline, with its markers, and the state machine that
  /// plays them (docs/output.md, The interactive dotLottie).
  package func interactiveLottie(
    _ baked: BakedInteraction, file: String, library: TemplateLibrary,
    images: [String: [UInt8]], options: ExportOptions = ExportOptions()
  ) -> (InteractiveLottie?, DiagnosticLog) {
    var log = DiagnosticLog()
    let plan = baked.plan
    let graph = plan.graph
    var pieces: [AnimatedScene.Piece] = []
    var markers: [SceneBlock] = []
    // The states' markers: state 0 before the first window, any other after the first window
    // that reaches it (the gap that holds its settled screen).
    for state in graph.paths.indices {
      if state == 0 {
        markers.append(
          SceneBlock(
            name: Self.stateMarker(0), start: 0,
            duration: plan.segments.first?.start ?? plan.duration, changes: []))
      } else if let into = plan.segments.first(where: { $0.to == state }) {
        markers.append(
          SceneBlock(
            name: Self.stateMarker(state), start: into.end, duration: InteractionPlan.gap,
            changes: []))
      }
    }
    for (index, segment) in plan.segments.enumerated() {
      let (scene, diagnostics) = SceneBuilder.build(
        baked.plays[index], library: library, images: images, options: options.tracks)
      diagnostics.forEach { log.append($0) }
      let window = LottieImages.bitmapped(scene).from(segment.tapTime)
      pieces.append(
        AnimatedScene.Piece(scene: window, start: segment.start, length: segment.length))
      guard segment.length > 0 else { continue }
      markers.append(
        SceneBlock(
          name: Self.windowMarker(from: segment.from, control: segment.control),
          start: segment.start, duration: segment.length, changes: []))
      // The blocks the tap plays, named as the timeline names them.
      for block in window.blocks where block.start < segment.length {
        var shown = block
        shown.name = String(block.name.prefix { $0 != "\u{1F}" })
        shown.start += segment.start
        shown.duration = min(block.duration, segment.length - block.start)
        markers.append(shown)
      }
    }
    guard !log.hasErrors,
      let joined = AnimatedScene.joined(pieces, duration: plan.duration, markers: markers)
    else {
      if !log.hasErrors {
        log.error(
          "the windows of the interaction plan do not show the same views",
          at: SourceLocation(file: file, line: 1, column: 1))
      }
      return (nil, log)
    }
    let json = LottieWriter(fps: options.fps, jobs: options.tracks.jobs).write(joined)
    let id = DotLottieArchive.id(for: joined.name)
    let controls = graph.controls.map { control in
      DotLottieStateMachine.Control(
        input: "tap " + control, layer: joined.view(control)?.name ?? control)
    }
    let taps = plan.segments.map { segment in
      DotLottieStateMachine.Tap(
        from: segment.from, control: graph.controls.firstIndex(of: segment.control) ?? 0,
        to: segment.to,
        segment: segment.length > 0
          ? Self.windowMarker(from: segment.from, control: segment.control) : nil)
    }
    let machine = DotLottieStateMachine(
      animation: id, states: graph.paths.indices.map(Self.stateMarker), controls: controls,
      taps: taps)
    return (InteractiveLottie(json: json, stateMachine: machine, id: id), log)
  }
}
