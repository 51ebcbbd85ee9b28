import Appearance
import CodeEvaluation
import Diagnostics
import Interface
import Motion
import SVGOutput
import Scene

extension Compilation {
  /// `export --interactive` as SVG (docs/output.md, The interactive SVG).
  ///
  /// One group per state, one per transition's window, and the scenario (each control tapped
  /// once, in order) that plays from the start. Nil (with the reason in the log) when the file has no states to tap.
  package func interactiveSVG(
    _ bytes: [UInt8], file: String, library: TemplateLibrary, images: [String: [UInt8]]
  ) -> ([UInt8]?, DiagnosticLog) {
    let (baked, bakeLog) = bakedInteraction(bytes, file: file)
    var log = bakeLog
    guard let baked, !log.hasErrors else { return (nil, log) }
    let (svg, svgLog) = interactiveSVG(baked, library: library, images: images)
    log.append(contentsOf: svgLog)
    return (svg, log)
  }

  /// The interactive SVG of an interaction already baked.
  package func interactiveSVG(
    _ baked: BakedInteraction, library: TemplateLibrary, images: [String: [UInt8]]
  ) -> ([UInt8]?, DiagnosticLog) {
    var log = DiagnosticLog()
    let plan = baked.plan
    func scene(_ play: Presentation) -> AnimatedScene {
      let (scene, diagnostics) = SceneBuilder.build(play, library: library, images: images)
      diagnostics.forEach { log.append($0) }
      return scene
    }
    let names = baked.plan.graph.controls.enumerated().map { index, control in
      control.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        && control.first?.isLetter
          == true
        ? control : "mb_control\(index)"
    }
    func controlID(_ control: ViewID, in state: Int) -> String {
      let index = baked.plan.graph.controls.firstIndex(of: control) ?? 0
      return "\(names[index])_s\(state)"
    }
    // The scenario: from state 0, each chosen tap a window after a gap.
    let (chosen, scenarioLog) = InteractionScenario.segments(options.scenario, plan: plan)
    log.append(contentsOf: scenarioLog)
    var scenario: [Int: [Double]] = [:]
    var time = InteractionPlan.gap
    for index in chosen {
      scenario[index, default: []].append(time)
      time += plan.segments[index].length + InteractionPlan.gap
    }
    let windows = plan.segments.enumerated().map { index, segment in
      InteractiveFile.Window(
        id: "mb_w\(index)", scene: scene(baked.plays[index]).from(segment.tapTime),
        length: segment.length,
        begins: [.click(controlID(segment.control, in: segment.from))]
          + (scenario[index] ?? []).map { .time($0) })
    }
    let states = baked.statePlays.enumerated().map { number, state in
      let controls = baked.plan.graph.controls.filter { control in
        plan.segments.contains { $0.from == number && $0.control == control }
      }
      var hiddenBy: [InteractiveFile.Begin] = controls.map { .click(controlID($0, in: number)) }
      for (index, times) in scenario.sorted(by: { $0.key < $1.key })
      where plan.segments[index].from == number {
        hiddenBy += times.map { .time($0) }
      }
      return InteractiveFile.StatePicture(
        scene: scene(state.play), settled: state.settled,
        controls: Dictionary(
          uniqueKeysWithValues: controls.map { ($0, controlID($0, in: number)) }),
        hiddenBy: hiddenBy,
        shownBy: plan.segments.indices.filter { plan.segments[$0].to == number }.map { "mb_w\($0)" }
      )
    }
    guard !log.hasErrors, let first = states.first else { return (nil, log) }
    let file = InteractiveFile(
      name: first.scene.name, size: first.scene.size, duration: time, states: states,
      windows: windows)
    return (SVGWriter().bytes(file), log)
  }
}
