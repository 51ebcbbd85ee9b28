import Appearance
import Diagnostics
import Interface
import Motion
import PreviewOutput
import SVGOutput
import Scene

extension Compilation {
  /// `export --interactive --format html` (docs/output.md, The interactive preview page).
  ///
  /// The page holds the film of the interaction plan: every window of the plan begun at its
  /// start on the plan's timeline, the states' groups shown between them, all by time (no
  /// click begins), so that the page's script, which keeps its own clock, seeks it to any time
  /// of the path the reader taps. Nil (with the reason in the log) when the file has no states
  /// to tap.
  package func interactivePreview(
    _ bytes: [UInt8], file: String, library: TemplateLibrary, images: [String: [UInt8]],
    template: PreviewTemplate, fps: Double, jobs: Int
  ) -> (String?, DiagnosticLog) {
    let (baked, bakeLog) = bakedInteraction(bytes, file: file)
    guard let baked, !bakeLog.hasErrors else { return (nil, bakeLog) }
    let (page, pageLog) = interactivePreview(
      baked, library: library, images: images, template: template, fps: fps, jobs: jobs)
    var log = bakeLog
    log.append(contentsOf: pageLog)
    return (page, log)
  }

  /// The interactive preview page of an interaction already baked.
  package func interactivePreview(
    _ baked: BakedInteraction, library: TemplateLibrary, images: [String: [UInt8]],
    template: PreviewTemplate, fps: Double, jobs: Int
  ) -> (String?, DiagnosticLog) {
    var log = DiagnosticLog()
    guard let document = baked.statePlays.first?.play.document else { return (nil, log) }
    let plan = baked.plan
    func scene(_ play: Presentation) -> AnimatedScene {
      let (scene, diagnostics) = SceneBuilder.build(play, library: library, images: images)
      diagnostics.forEach { log.append($0) }
      return scene
    }
    let windows = plan.segments.enumerated().map { index, segment in
      InteractiveFile.Window(
        id: "mb_w\(index)", scene: scene(baked.plays[index]).from(segment.tapTime),
        length: segment.length, begins: [.time(segment.start)])
    }
    // The state that shows before each window (state 0 before the first, then where the last
    // window led) is hidden when the window begins; a window that changes nothing and leads
    // to that state hides nothing (a hide and a show at one time would race).
    var hiddenBy: [Int: [InteractiveFile.Begin]] = [:]
    var showing = 0
    for segment in plan.segments {
      if segment.length > 0 || segment.to != showing {
        hiddenBy[showing, default: []].append(.time(segment.start))
      }
      showing = segment.to
    }
    let states = baked.statePlays.enumerated().map { number, state in
      InteractiveFile.StatePicture(
        scene: scene(state.play), settled: state.settled, controls: [:],
        hiddenBy: hiddenBy[number] ?? [],
        shownBy: plan.segments.indices.filter { plan.segments[$0].to == number }.map {
          "mb_w\($0)"
        })
    }
    guard !log.hasErrors, let first = states.first else { return (nil, log) }
    let film = InteractiveFile(
      name: first.scene.name, size: first.scene.size, duration: plan.duration, states: states,
      windows: windows)
    let svg = String(decoding: SVGWriter().bytes(film), as: UTF8.self)
    let graph = plan.graph
    let controls = graph.controls.map { id in
      InteractivePage.Control(
        id: id,
        name: document.view(id).map { InteractivePage.name(of: $0, in: document) } ?? id)
    }
    let transitions = plan.segments.map { segment in
      InteractivePage.Transition(
        from: segment.from, control: graph.controls.firstIndex(of: segment.control) ?? 0,
        to: segment.to, start: segment.start, end: segment.end)
    }
    let page = InteractivePage(
      document: document, controls: controls, transitions: transitions,
      states: graph.paths.map { $0.isEmpty ? "initial" : $0.joined(separator: ", ") },
      duration: plan.duration, gap: InteractionPlan.gap
    ) { view, t in
      guard let (segment, time) = plan.place(at: t) else {
        let play = baked.statePlays[0].play
        return .init(
          frame: play.frameInPicture(of: view, at: 0), alpha: play.value(.alpha, of: view, at: 0),
          rotation: play.value(.rotation, of: view, at: 0), hidden: play.isHidden(view, at: 0))
      }
      let play = baked.plays[segment]
      return .init(
        frame: play.frameInPicture(of: view, at: time),
        alpha: play.value(.alpha, of: view, at: time),
        rotation: play.value(.rotation, of: view, at: time),
        hidden: play.isHidden(view, at: time))
    }
    let writer = PreviewWriter(template: template, fps: fps, jobs: jobs)
    // Every view's seven series sampled on the plan's timeline (12 bytes a sample at most, as
    // the preview's estimate counts them), refused over the output-size limit before sampling.
    let samples = writer.sampleTimes(duration: plan.duration).count
    let (estimate, overflow) = (document.views.count * 7).multipliedReportingOverflow(
      by: samples * 12)
    if let problem = options.limits.check(
      estimated: overflow ? Int.max : estimate + svg.utf8.count, format: .html, document: document)
    {
      log.append(problem)
      return (nil, log)
    }
    return (writer.write(page, svg: svg), log)
  }
}
