import Formatting
import Interface
import Layout
import Motion

/// Writes the preview page (docs/output.md, The preview page): the SVG export inline, the
/// page's template around it, and the data its inspector and markers read, as JSON in a
/// `<script type="application/json">`.
///
/// PreviewOutput's contract: nothing from the input reaches the page unescaped (the SVG is
/// already XML-escaped, the title goes through `Escaping.xml`, every string of the data through
/// `Escaping.json`, which also escapes `<`, `>`, `&`, U+2028 and U+2029); the same input gives
/// the same bytes. The data samples the presentation (`frames --at`'s truth) at `fps` frames per
/// second from 0 to the end of the timeline, the end included.
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

  /// The page for a presentation and its SVG export (the text `SVGWriter` wrote).
  package func write(_ presentation: Presentation, svg: String) -> String {
    template.fill(
      title: Escaping.xml(presentation.document.name), svg: Self.inline(svg),
      data: data(presentation))
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
  package func data(_ presentation: Presentation) -> String {
    let document = presentation.document
    let duration = presentation.duration
    let times = sampleTimes(duration: duration)
    let plan = presentation.plan
    // State k + 1 is the model after the k-th block in call order, labelled as `frames` does.
    let blocks = plan.callOrder.enumerated().map { order, index -> String in
      let schedule = plan.blocks[index].schedule
      return object([
        ("label", string(presentation.states[order + 1].label)),
        ("start", number(schedule.startTime)),
        ("end", schedule.completionTime.isFinite ? number(schedule.completionTime) : "null"),
        ("line", String(document.timeline.blocks[index].location.line)),
      ])
    }
    let placements = PlacingConstraints(presentation)
    let states = presentation.states.map { state in
      object([("label", string(state.label)), ("time", number(state.time))])
    }
    // Each view's samples on its own core (in document order whatever the threads).
    let views = Parallel.map(document.views.count, jobs: jobs) { index -> String in
      let view = document.views[index]
      let frames = times.map { presentation.frameInPicture(of: view.id, at: $0) }
      let fields: [(String, String)] = [
        ("id", string(view.id)),
        ("name", string(document.sourceName(of: view.id))),
        ("kind", string(view.kind.rawValue)),
        ("parent", view.parent.map(string) ?? "null"),
        ("x", series(frames.map(\.minX))),
        ("y", series(frames.map(\.minY))),
        ("width", series(frames.map(\.width))),
        ("height", series(frames.map(\.height))),
        ("alpha", series(times.map { presentation.value(.alpha, of: view.id, at: $0) })),
        ("rotation", series(times.map { presentation.value(.rotation, of: view.id, at: $0) })),
        ("hidden", series(times.map { presentation.isHidden(view.id, at: $0) ? 1 : 0 })),
        (
          "constraints",
          "["
            + placements.lists(of: view.id).map {
              "[" + $0.map(String.init).joined(separator: ",") + "]"
            }
            .joined(separator: ",") + "]"
        ),
      ]
      return object(fields)
    }
    return object([
      ("name", string(document.name)),
      ("width", number(document.size.width)),
      ("height", number(document.size.height)),
      ("duration", number(duration)),
      ("fps", number(fps)),
      ("samples", String(times.count)),
      ("loop", presentation.loops ? "true" : "false"),
      ("appearances", "[\"light\"]"),
      ("blocks", "[" + blocks.joined(separator: ",") + "]"),
      ("states", "[" + states.joined(separator: ",") + "]"),
      ("constraints", "[" + placements.table.map(object).joined(separator: ",") + "]"),
      ("views", "[" + views.joined(separator: ",") + "]"),
    ])
  }

  /// A number when every sample is the same, else the list of samples.
  private func series(_ values: [Double]) -> String {
    let texts = values.map(number)
    if let first = texts.first, texts.allSatisfy({ $0 == first }) { return first }
    return "[" + texts.joined(separator: ",") + "]"
  }

  private func number(_ value: Double) -> String { NumberText.decimals(value) }
  private func string(_ text: String) -> String { Escaping.json(text) }
  private func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
