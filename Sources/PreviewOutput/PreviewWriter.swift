import Formatting
import Parallelism
import Scene

/// Writes the preview page (docs/output.md, The preview page): the SVG export inline, the
/// page's template around it, and the data its inspector and markers read, as JSON in a
/// `<script type="application/json">`.
///
/// PreviewOutput's contract: nothing from the input reaches the page unescaped (the SVG is
/// already XML-escaped, the title goes through `Escaping.xml`, every string of the data through
/// `Escaping.json`, which also escapes `<`, `>`, `&`, U+2028 and U+2029); the same input gives
/// the same bytes. The data is the scene's inspection (`SceneInspection`): its sampler, the
/// presentation (`frames --at`'s truth), read at `fps` frames per second from 0 to the end of
/// the timeline, the end included. The SVG is taken as the SVG writer wrote it, its XML
/// declaration dropped; nothing else is read from its text.
package struct PreviewWriter: Sendable {
  package var template: PreviewTemplate
  /// Samples per second of the inspector's data (the export's `--fps`).
  package var fps: Double
  /// Threads that sample the views (`--jobs`).
  package var jobs: Int

  package init(template: PreviewTemplate, fps: Double, jobs: Int = Parallel.processorCount) {
    self.template = template
    self.fps = fps
    self.jobs = jobs
  }

  /// The page for a scene and its SVG export (the text `SVGWriter` wrote); nil for a scene
  /// without an inspection (`SceneBuilder.inspection(of:)` gives it).
  package func write(_ scene: AnimatedScene, svg: String) -> String? {
    guard let inspection = scene.inspection else { return nil }
    return template.fill(
      title: Escaping.xml(scene.name), svg: Self.inline(svg),
      data: data(scene, inspection: inspection))
  }

  /// The SVG without its XML declaration: an HTML page holds the `<svg>` element itself.
  static func inline(_ svg: String) -> String {
    guard svg.hasPrefix("<?xml"), let end = svg.firstRange(of: "?>") else { return svg }
    var rest = svg[end.upperBound...]
    while rest.first == "\n" { rest.removeFirst() }
    return String(rest)
  }

  /// The sample times: k / fps for k = 0 … ⌈duration × fps⌉, the last one the duration.
  package func sampleTimes(duration: Double) -> [Double] {
    let count = max(1, Int((duration * fps - 1e-9).rounded(.up)))
    return (0...count).map { min(Double($0) / fps, duration) }
  }

  /// The page's JSON (its members are listed in docs/output.md, The preview page).
  package func data(_ scene: AnimatedScene, inspection: SceneInspection) -> String {
    let times = sampleTimes(duration: scene.duration)
    let blocks = inspection.blocks.map { block in
      object([
        ("label", string(block.label)),
        ("start", number(block.start)),
        ("end", block.end.map(number) ?? JSONText.null),
        ("line", String(block.line)),
        ("source", string(block.source)),
      ])
    }
    let states = inspection.states.map { state in
      object([("label", string(state.label)), ("time", number(state.time))])
    }
    let constraints = inspection.constraints.map { constraint in
      object([
        ("text", string(constraint.text)),
        ("name", constraint.name.map(string) ?? JSONText.null),
        ("source", string(constraint.source)),
      ])
    }
    // Each view's samples on its own core (in scene order whatever the threads); a series
    // that never changes is its value at 0.
    let sampler = inspection.sampler
    let views = Parallel.map(scene.views.count, jobs: jobs) { index -> String in
      let view = scene.views[index]
      let changes = inspection.changing[view.id] ?? SceneInspection.ChangingSeries()
      let frames = (changes.frame ? times : [0]).map { sampler.frame(view.id, $0) }
      let alpha = (changes.alpha ? times : [0]).map { sampler.alpha(view.id, $0) }
      let rotation = (changes.rotation ? times : [0]).map { sampler.rotation(view.id, $0) }
      let hidden = (changes.hidden ? times : [0]).map { sampler.isHidden(view.id, $0) ? 1.0 : 0 }
      let fields: [(String, String)] = [
        ("id", string(view.id)),
        ("name", string(view.name)),
        ("kind", string(view.kind)),
        ("parent", view.parent.map(string) ?? JSONText.null),
        ("x", series(frames.map(\.minX))),
        ("y", series(frames.map(\.minY))),
        ("width", series(frames.map(\.width))),
        ("height", series(frames.map(\.height))),
        ("alpha", series(alpha)),
        ("rotation", series(rotation)),
        ("hidden", series(hidden)),
        ("moves", JSONText.array((inspection.moves[view.id] ?? []).map(String.init))),
        (
          "constraints",
          JSONText.array(
            (inspection.placing[view.id] ?? []).map {
              JSONText.array([String($0.state), JSONText.array($0.list.map(String.init))])
            })
        ),
      ]
      return object(fields)
    }
    return object([
      ("name", string(scene.name)),
      ("width", number(scene.size.width)),
      ("height", number(scene.size.height)),
      ("duration", number(scene.duration)),
      ("fps", number(fps)),
      ("samples", String(times.count)),
      ("loop", JSONText.bool(scene.loops)),
      ("appearances", JSONText.array([string("light")])),
      ("blocks", JSONText.array(blocks)),
      ("states", JSONText.array(states)),
      ("constraints", JSONText.array(constraints)),
      ("views", JSONText.array(views)),
    ])
  }

  /// About how many bytes the page's sampled series take (12 per sample of a changing
  /// series), so that an export can refuse a page over the output-size limit before sampling.
  package func estimatedSize(_ scene: AnimatedScene) -> Int {
    guard let inspection = scene.inspection else { return 0 }
    let samples = sampleTimes(duration: scene.duration).count
    let series = inspection.changing.values.reduce(0) {
      $0 + ($1.frame ? 4 : 0) + ($1.alpha ? 1 : 0) + ($1.rotation ? 1 : 0) + ($1.hidden ? 1 : 0)
    }
    return series.multipliedReportingOverflow(by: samples * 12).overflow
      ? Int.max : series * samples * 12
  }

  /// A number when every sample is the same, else the list of samples.
  private func series(_ values: [Double]) -> String {
    let texts = values.map(number)
    if let first = texts.first, texts.allSatisfy({ $0 == first }) { return first }
    return JSONText.array(texts)
  }

  private func number(_ value: Double) -> String { JSONText.decimals(value) }
  private func string(_ text: String) -> String { JSONText.string(text) }
  private func object(_ members: [(String, String)]) -> String { JSONText.object(members) }
}
