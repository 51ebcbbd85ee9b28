import Formatting

/// The state machine of an interactive dotLottie (docs/output.md, The interactive dotLottie),
/// written as the dotLottie state-machine specification 1.0 has it.
///
/// Every screen state is a `PlaybackState` that rests on its marker; a click on a control's
/// layer fires that control's event, which moves the machine to the transition's own
/// `PlaybackState`, playing the transition's baked segment (a marker) once; its end fires
/// `settled`, which moves on to the state the tap leads to. A tap whose window is empty goes
/// straight to the next state. No `Tweened` transition: a tween between two frames cannot
/// carry a UIKit spring.
package struct DotLottieStateMachine: Sendable, Hashable {
  /// A control: the event a click on it fires, and the layer whose click that is.
  package struct Control: Sendable, Hashable {
    package var input: String
    package var layer: String

    package init(input: String, layer: String) {
      self.input = input
      self.layer = layer
    }
  }

  /// A tap: from a state, on a control, to a state, playing a marker (nil for an empty
  /// window).
  package struct Tap: Sendable, Hashable {
    package var from: Int
    package var control: Int
    package var to: Int
    package var segment: String?

    package init(from: Int, control: Int, to: Int, segment: String?) {
      self.from = from
      self.control = control
      self.to = to
      self.segment = segment
    }
  }

  /// The event a segment's end fires.
  package static let settled = "settled"

  /// The animation every state plays (its id in the archive).
  package var animation: String
  /// The screen states' names, which are also their markers; the first is the initial state.
  package var states: [String]
  package var controls: [Control]
  package var taps: [Tap]

  package init(animation: String, states: [String], controls: [Control], taps: [Tap]) {
    self.animation = animation
    self.states = states
    self.controls = controls
    self.taps = taps
  }

  /// The machine's JSON (`s/ID.json`): `initial`, `states`, `interactions`, `inputs`.
  package var json: String {
    func event(_ name: String) -> String {
      JSONText.object([("type", JSONText.string("Event")), ("inputName", JSONText.string(name))])
    }
    func transition(to state: String, on input: String) -> String {
      JSONText.object([
        ("type", JSONText.string("Transition")), ("toState", JSONText.string(state)),
        ("guards", JSONText.array([event(input)])),
      ])
    }
    func state(_ name: String, playing: Bool, transitions: [String]) -> String {
      JSONText.object([
        ("type", JSONText.string("PlaybackState")), ("name", JSONText.string(name)),
        ("animation", JSONText.string(animation)), ("autoplay", playing ? "true" : "false"),
        ("loop", "false"), ("segment", JSONText.string(name)),
        ("transitions", JSONText.array(transitions)),
      ])
    }
    var list: [String] = []
    for (number, name) in states.enumerated() {
      let transitions = taps.filter { $0.from == number }.map { tap in
        transition(
          to: tap.segment ?? states[tap.to], on: controls[tap.control].input)
      }
      list.append(state(name, playing: false, transitions: transitions))
    }
    for tap in taps {
      guard let segment = tap.segment else { continue }
      list.append(
        state(
          segment, playing: true,
          transitions: [transition(to: states[tap.to], on: Self.settled)]))
    }
    let clicks = controls.map { control in
      JSONText.object([
        ("type", JSONText.string("Click")), ("layerName", JSONText.string(control.layer)),
        (
          "actions",
          JSONText.array([
            JSONText.object([
              ("type", JSONText.string("Fire")), ("inputName", JSONText.string(control.input)),
            ])
          ])
        ),
      ])
    }
    let completions = taps.compactMap(\.segment).map { segment in
      JSONText.object([
        ("type", JSONText.string("OnComplete")), ("stateName", JSONText.string(segment)),
        (
          "actions",
          JSONText.array([
            JSONText.object([
              ("type", JSONText.string("Fire")), ("inputName", JSONText.string(Self.settled)),
            ])
          ])
        ),
      ])
    }
    let inputs = (controls.map(\.input) + [Self.settled]).map { name in
      JSONText.object([("type", JSONText.string("Event")), ("name", JSONText.string(name))])
    }
    return JSONText.object([
      ("initial", JSONText.string(states.first ?? "")), ("states", JSONText.array(list)),
      ("interactions", JSONText.array(clicks + completions)),
      ("inputs", JSONText.array(inputs)),
    ]) + "\n"
  }
}
