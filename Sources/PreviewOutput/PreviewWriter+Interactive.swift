import Formatting
import Geometry
import Interface
import Parallelism

/// What the interactive preview page needs of an interaction plan (docs/output.md, The
/// interactive preview page): the controls it shows as buttons, the transitions their taps
/// play, and the screen at any time of the plan's timeline.
package struct InteractivePage: Sendable {
  /// A control with an action: its view id and the name its button shows.
  package struct Control: Sendable, Equatable {
    package var id: String
    package var name: String

    package init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// A transition: the tap of `controls[control]` in state `from`, which leads to `to` and
  /// plays in the window `[start, end)` of the plan's timeline.
  package struct Transition: Sendable, Equatable {
    package var from: Int
    package var control: Int
    package var to: Int
    package var start: Double
    package var end: Double

    package init(from: Int, control: Int, to: Int, start: Double, end: Double) {
      self.from = from
      self.control = control
      self.to = to
      self.start = start
      self.end = end
    }
  }

  /// One view at one time of the plan's timeline.
  package struct Sample: Sendable {
    package var frame: Rect
    package var alpha: Double
    package var rotation: Double
    package var hidden: Bool

    package init(frame: Rect, alpha: Double, rotation: Double, hidden: Bool) {
      self.frame = frame
      self.alpha = alpha
      self.rotation = rotation
      self.hidden = hidden
    }
  }

  package var document: InterfaceDocument
  package var controls: [Control]
  package var transitions: [Transition]
  /// Each state's label (the taps of its shortest path), state 0 first.
  package var states: [String]
  /// The plan's timeline and the still time between two windows.
  package var duration: Double
  package var gap: Double
  /// A view at a time of the plan's timeline.
  package var sample: @Sendable (ViewID, Double) -> Sample

  package init(
    document: InterfaceDocument, controls: [Control], transitions: [Transition],
    states: [String], duration: Double, gap: Double,
    sample: @escaping @Sendable (ViewID, Double) -> Sample
  ) {
    self.document = document
    self.controls = controls
    self.transitions = transitions
    self.states = states
    self.duration = duration
    self.gap = gap
    self.sample = sample
  }

  /// The name a control's button shows: its accessibility label, else its title or text when
  /// that has a letter or a digit (the login's "▼" has neither), else its name in the document.
  package static func name(of view: View, in document: InterfaceDocument) -> String {
    if let label = view.accessibilityLabel, !label.isEmpty { return label }
    for text in [view.content.title, view.content.text, view.content.placeholder] {
      if let text, text.contains(where: { $0.isLetter || $0.isNumber }) {
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
      }
    }
    return document.displayName(of: view.id)
  }
}

extension PreviewWriter {
  /// The interactive page: the film of the plan's windows inline (`svg`), and the data of the
  /// controls, transitions and views sampled on the plan's timeline.
  package func write(_ page: InteractivePage, svg: String) -> String {
    template.fill(
      title: Escaping.xml(page.document.name), svg: Self.inline(svg), data: data(page))
  }

  /// The interactive page's JSON: the members of the preview's (no blocks, no constraints),
  /// and `interaction`.
  package func data(_ page: InteractivePage) -> String {
    let document = page.document
    let times = sampleTimes(duration: page.duration)
    let views = Parallel.map(document.views.count, jobs: jobs) { index -> String in
      let view = document.views[index]
      let samples = times.map { page.sample(view.id, $0) }
      return JSONText.object([
        ("id", JSONText.string(view.id)),
        ("name", JSONText.string(document.displayName(of: view.id))),
        ("kind", JSONText.string(view.kind.rawValue)),
        ("parent", view.parent.map(JSONText.string) ?? JSONText.null),
        ("x", series(samples.map(\.frame.minX))),
        ("y", series(samples.map(\.frame.minY))),
        ("width", series(samples.map(\.frame.width))),
        ("height", series(samples.map(\.frame.height))),
        ("alpha", series(samples.map(\.alpha))),
        ("rotation", series(samples.map(\.rotation))),
        ("hidden", series(samples.map { $0.hidden ? 1 : 0 })),
        ("moves", JSONText.array([])),
        ("constraints", JSONText.array([])),
      ])
    }
    let controls = page.controls.map {
      JSONText.object([("id", JSONText.string($0.id)), ("name", JSONText.string($0.name))])
    }
    let transitions = page.transitions.map {
      JSONText.object([
        ("from", String($0.from)), ("control", String($0.control)), ("to", String($0.to)),
        ("start", JSONText.decimals($0.start)), ("end", JSONText.decimals($0.end)),
      ])
    }
    let states = page.states.map {
      JSONText.object([("label", JSONText.string($0)), ("time", "0")])
    }
    return JSONText.object([
      ("name", JSONText.string(document.name)),
      ("width", JSONText.decimals(document.size.width)),
      ("height", JSONText.decimals(document.size.height)),
      ("duration", JSONText.decimals(page.duration)),
      ("fps", JSONText.decimals(fps)),
      ("samples", String(times.count)),
      ("loop", JSONText.bool(false)),
      ("appearances", JSONText.array([JSONText.string("light")])),
      ("blocks", JSONText.array([])),
      ("states", JSONText.array(states)),
      ("constraints", JSONText.array([])),
      ("views", JSONText.array(views)),
      (
        "interaction",
        JSONText.object([
          ("gap", JSONText.decimals(page.gap)),
          ("controls", JSONText.array(controls)),
          ("transitions", JSONText.array(transitions)),
        ])
      ),
    ])
  }

  /// A number when every sample is the same, else the list of samples.
  private func series(_ values: [Double]) -> String {
    let texts = values.map { JSONText.decimals($0) }
    if let first = texts.first, texts.allSatisfy({ $0 == first }) { return first }
    return JSONText.array(texts)
  }
}
