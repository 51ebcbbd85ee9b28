import Formatting
import Geometry
import Scene

/// An SVG whose controls play their actions when clicked, in SMIL only (docs/output.md, The
/// interactive SVG).
///
/// Each state is a group, shown while the screen is in that state; each transition is a group
/// that plays the tap's animations, shown during its window. `set` elements begun on the
/// windows' ends (their begins plus their lengths) and ended by the controls' clicks move the
/// visibility from group to group, so the current state is tracked without script.
package struct InteractiveFile: Sendable {
  /// When something starts: a click (an element id) or a time from the file's start.
  package enum Begin: Sendable, Hashable {
    case click(String)
    case time(Double)

    var isClick: Bool {
      if case .click = self { true } else { false }
    }
  }

  /// One state's settled screen.
  package struct StatePicture: Sendable {
    package var scene: AnimatedScene
    /// The time of `scene` that shows the state settled.
    package var settled: Double
    /// The element id of each of its controls, by view id.
    package var controls: [String: String]
    /// What hides it (the clicks on its controls, the scenario's taps from it) and what shows
    /// it (the ends of the windows that lead to it, by the windows' ids).
    package var hiddenBy: [Begin]
    package var shownBy: [String]

    package init(
      scene: AnimatedScene, settled: Double, controls: [String: String], hiddenBy: [Begin],
      shownBy: [String]
    ) {
      self.scene = scene
      self.settled = settled
      self.controls = controls
      self.hiddenBy = hiddenBy
      self.shownBy = shownBy
    }
  }

  /// One transition's window: the tap's animations, its time 0 the tap.
  package struct Window: Sendable {
    /// The id of the `set` that shows it; its `.end` is the window's end.
    package var id: String
    package var scene: AnimatedScene
    package var length: Double
    package var begins: [Begin]

    package init(id: String, scene: AnimatedScene, length: Double, begins: [Begin]) {
      self.id = id
      self.scene = scene
      self.length = length
      self.begins = begins
    }
  }

  package var name: String
  package var size: Size
  /// The scenario's length: where an `<img>` of the file comes to rest.
  package var duration: Double
  /// State 0 first, shown from the start.
  package var states: [StatePicture]
  package var windows: [Window]

  package init(
    name: String, size: Size, duration: Double, states: [StatePicture], windows: [Window]
  ) {
    self.name = name
    self.size = size
    self.duration = duration
    self.states = states
    self.windows = windows
  }

  /// A SMIL begin list: each click or time.
  ///
  /// No offsets: Chromium does not begin an
  /// animation on an event with a negative one.
  static func beginList(_ begins: [Begin]) -> String {
    begins.map { begin in
      switch begin {
      case .click(let id): id + ".click"
      case .time(let time): NumberText.milliseconds(time) + "s"
      }
    }.joined(separator: ";")
  }
}

extension SVGWriter {
  /// The interactive file's UTF-8 bytes.
  package func bytes(_ file: InteractiveFile) -> [UInt8] {
    let scenes = file.states.map(\.scene) + file.windows.map(\.scene)
    let clocks =
      file.states.map {
        SMILClock(
          duration: $0.scene.duration, loops: false,
          begin: NumberText.milliseconds(-$0.settled) + "s")
      }
      + file.windows.map {
        SMILClock(
          duration: $0.scene.duration, loops: false,
          begin: InteractiveFile.beginList($0.begins))
      }
    let indexes = scenes.map { SceneIndex($0) }
    let definitions = SVGDefinitions(layers: indexes, clocks: clocks)
    var output = SVGBytes.opening(size: file.size, duration: file.duration)
    output.append(#"" data-loop="false" data-interactive="true" role="img">"#)
    output.append("\n<title>")
    output.xml(file.name)
    output.append("</title>\n")
    if let first = file.states.first {
      let description = SVGDescription.text(of: first.scene)
      if !description.isEmpty {
        output.append("<desc>")
        output.xml(description)
        output.append("</desc>\n")
      }
    }
    if !definitions.text.isEmpty {
      output.append("<defs>\n")
      output.append(definitions.text)
      output.append("</defs>\n")
    }
    for (number, state) in file.states.enumerated() {
      output.append(string: #"<g data-state="\#(number)" visibility="hidden">"# + "\n")
      // One `set` per state, its intervals the times the screen is in that state: begun when
      // a window that leads to it ends (and at 0 s for state 0), ended by its controls' clicks.
      // Its end list must hold events, or an interval begun after every end would have none
      // (SMIL). Two `set`s per state, each begun again on every event, would rely on the one
      // begun last winning, which WebKit does not honour when a `set` begins a second time.
      // A window's end is its begin plus its length rather than its `.end`: WebKit sends no
      // end event when a paused timeline is seeked past it.
      let lengths = Dictionary(
        file.windows.map { ($0.id, $0.length) }, uniquingKeysWith: { first, _ in first })
      let shown =
        (number == 0 ? ["0s"] : [])
        + state.shownBy.map {
          $0 + ".begin+" + NumberText.milliseconds(max(0.001, lengths[$0] ?? 0)) + "s"
        }
      if !shown.isEmpty {
        output.append(string: #"<set attributeName="visibility" to="visible" begin=""#)
        output.xml(shown.joined(separator: ";"))
        if !state.hiddenBy.isEmpty {
          output.append(#"" end=""#)
          output.xml(InteractiveFile.beginList(state.hiddenBy))
          // An end list of times alone ends every interval begun after its last time at once
          // (SMIL): `indefinite` leaves such an interval open, as a click would.
          if !state.hiddenBy.contains(where: \.isClick) { output.append(";indefinite") }
        }
        output.append("\"/>\n")
      }
      var writer = WriterState(
        index: indexes[number], clock: clocks[number], definitions: definitions, layer: number)
      writer.controlIDs = state.controls
      if !state.scene.views.isEmpty { writer.group(0, to: &output) }
      output.append("</g>\n")
    }
    for (number, window) in file.windows.enumerated() {
      let layer = file.states.count + number
      output.append(string: #"<g data-window="\#(number)" visibility="hidden">"# + "\n")
      output.append(string: #"<set id=""#)
      output.xml(window.id)
      output.append(#"" attributeName="visibility" to="visible" begin=""#)
      output.xml(InteractiveFile.beginList(window.begins))
      output.append(#"" dur=""#)
      output.append(string: NumberText.milliseconds(max(0.001, window.length)))
      output.append("s\"/>\n")
      let writer = WriterState(
        index: indexes[layer], clock: clocks[layer], definitions: definitions, layer: layer)
      if !window.scene.views.isEmpty { writer.group(0, to: &output) }
      output.append("</g>\n")
    }
    output.append("</svg>\n")
    return output.bytes
  }
}
