import Formatting
import Interface
import Layout
import Motion
import Parallelism
import Tracks

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
        ("end", schedule.completionTime.isFinite ? number(schedule.completionTime) : JSONText.null),
        ("line", String(document.timeline.blocks[index].location.line)),
        ("source", string(MovingBlocks.source(of: document.timeline.blocks[index]))),
      ])
    }
    let placements = PlacingConstraints(presentation)
    let moving = MovingBlocks.of(presentation)
    let states = presentation.states.map { state in
      object([("label", string(state.label)), ("time", number(state.time))])
    }
    // Each view's samples on its own core (in document order whatever the threads); a series
    // that never changes is its value at 0.
    let changing = changingSeries(presentation)
    let views = Parallel.map(document.views.count, jobs: jobs) { index -> String in
      let view = document.views[index]
      let changes = changing[view.id] ?? ChangingSeries()
      let frames = (changes.frame ? times : [0]).map {
        presentation.frameInPicture(of: view.id, at: $0)
      }
      let alpha = (changes.alpha ? times : [0]).map {
        presentation.value(.alpha, of: view.id, at: $0)
      }
      let rotation = (changes.rotation ? times : [0]).map {
        presentation.value(.rotation, of: view.id, at: $0)
      }
      let hidden = (changes.hidden ? times : [0]).map {
        presentation.isHidden(view.id, at: $0) ? 1.0 : 0
      }
      let fields: [(String, String)] = [
        ("id", string(view.id)),
        ("name", string(document.displayName(of: view.id))),
        ("kind", string(view.kind.rawValue)),
        ("parent", view.parent.map(string) ?? JSONText.null),
        ("x", series(frames.map(\.minX))),
        ("y", series(frames.map(\.minY))),
        ("width", series(frames.map(\.width))),
        ("height", series(frames.map(\.height))),
        ("alpha", series(alpha)),
        ("rotation", series(rotation)),
        ("hidden", series(hidden)),
        ("moves", JSONText.array((moving[view.id] ?? []).map(String.init))),
        (
          "constraints",
          JSONText.array(
            placements.changes(of: view.id).map {
              JSONText.array([String($0.state), JSONText.array($0.list.map(String.init))])
            })
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
      ("loop", JSONText.bool(presentation.loops)),
      ("appearances", JSONText.array([string("light")])),
      ("blocks", JSONText.array(blocks)),
      ("states", JSONText.array(states)),
      ("constraints", JSONText.array(placements.table.map(object))),
      ("views", JSONText.array(views)),
    ])
  }

  /// Which of a view's sampled series change during the timeline.
  package struct ChangingSeries: Sendable, Equatable {
    /// x, y, width, height: the view's position, size or translation change, or the position,
    /// translation or bounds origin of one of its superviews.
    package var frame = false
    package var alpha = false
    package var rotation = false
    package var hidden = false
  }

  /// The series of each view that change, from the presentation's changing keys and
  /// visibility changes; the others are written once.
  package func changingSeries(_ presentation: Presentation) -> [ViewID: ChangingSeries] {
    let keys = presentation.changingKeys
    var own: [ViewID: Set<AnimatableProperty>] = [:]
    for key in keys { own[key.view, default: []].insert(key.property) }
    let document = presentation.document
    var parents: [ViewID: ViewID] = [:]
    for view in document.views { parents[view.id] = view.parent }
    let ownFrame: Set<AnimatableProperty> = [.x, .y, .width, .height, .translationX, .translationY]
    let carried: Set<AnimatableProperty> = [
      .x, .y, .translationX, .translationY, .boundsOriginX, .boundsOriginY,
    ]
    var result: [ViewID: ChangingSeries] = [:]
    for view in document.views {
      let properties = own[view.id] ?? []
      var changes = ChangingSeries()
      changes.frame = !properties.isDisjoint(with: ownFrame)
      var ancestor = parents[view.id]
      while !changes.frame, let id = ancestor {
        changes.frame = !(own[id] ?? []).isDisjoint(with: carried)
        ancestor = parents[id]
      }
      changes.alpha = properties.contains(.alpha)
      changes.rotation = properties.contains(.rotation)
      changes.hidden = !presentation.visibilityChanges(of: view.id).isEmpty
      result[view.id] = changes
    }
    return result
  }

  /// About how many bytes the page's sampled series take (12 per sample of a changing
  /// series), so that an export can refuse a page over the output-size limit before sampling.
  package func estimatedSize(_ presentation: Presentation) -> Int {
    let samples = sampleTimes(duration: presentation.duration).count
    let series = changingSeries(presentation).values.reduce(0) {
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
