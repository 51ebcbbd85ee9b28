import CodeEvaluation
import Geometry
import Interface
import Motion
import Tracks

/// The taps of a state graph laid end to end on one timeline (docs/output.md, The interaction
/// plan).
///
/// Each transition (a state, a control, the state its tap leads to) plays in a window of its
/// own, and the screen rests between windows. The interactive SVG, the dotLottie state
/// machine and the preview's controls all play these windows.
package struct InteractionPlan: Sendable {
  /// One transition's window on the plan's timeline.
  package struct Segment: Sendable, Hashable {
    package var from: Int
    package var control: ViewID
    package var to: Int
    /// The taps that play it: the shortest path to `from`, then `control`.
    package var taps: [ViewID]
    /// When `control` is tapped in the play of `taps` (one tap every `StateGraph.tapInterval`).
    package var tapTime: Double
    /// The window `[start, end)` on the plan's timeline: `start` shows the play of `taps` at
    /// `tapTime`, `end` the screen settled after the tap.
    package var start: Double
    package var end: Double

    /// The seconds the tap's animations take (0 for a tap that animates nothing).
    package var length: Double { end - start }
  }

  /// The settled time before the first window, between two windows and after the last.
  package static let gap = 0.5

  package var graph: StateGraph
  /// The transitions' windows, in the graph's order (by state, then control).
  package var segments: [Segment]
  /// The plan's timeline: the last window's end plus a gap.
  package var duration: Double

  /// Lays the transitions out: `length` gives how long the animations of the last tap of a
  /// run of taps take, from that tap to the screen's settling.
  package init(graph: StateGraph, length: ([ViewID]) -> Double) {
    self.graph = graph
    var segments: [Segment] = []
    var time = Self.gap
    for transition in graph.transitions {
      let taps = graph.paths[transition.from] + [transition.control]
      // Whole milliseconds, the SMIL clock's grain, rounded up so the window ends settled.
      let seconds = (max(0, length(taps)) * 1000).rounded(.up) / 1000
      segments.append(
        Segment(
          from: transition.from, control: transition.control, to: transition.to, taps: taps,
          tapTime: StateGraph.tapInterval * Double(taps.count), start: time, end: time + seconds))
      time += seconds + Self.gap
    }
    self.segments = segments
    duration = time
  }

  /// Where time `t` of the plan's timeline is: the segment whose play shows it, and the time
  /// in that play.
  ///
  /// A window shows its play from the tap on; the gap after it, the play's
  /// settled end; the gap before the first window, state 0 (the first play before its tap).
  package func place(at t: Double) -> (segment: Int, time: Double)? {
    guard let first = segments.first else { return nil }
    guard t >= first.start else { return (0, first.tapTime) }
    // The last window that has started.
    var (low, high) = (0, segments.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if segments[middle].start <= t { low = middle } else { high = middle }
    }
    let segment = segments[low]
    return (low, segment.tapTime + min(t - segment.start, segment.length))
  }
}

/// An interaction plan with each segment's play replayed: what the screen shows at any time of
/// the plan's timeline.
package struct BakedInteraction: Sendable {
  package var plan: InteractionPlan
  /// Each segment's play (`Segment.taps`), replayed.
  package var plays: [Presentation]
  /// Each state's play (the taps of its path), replayed, and when its screen has settled.
  package var statePlays: [(play: Presentation, settled: Double)]

  /// `replay` gives the presentation of a run of taps, one every `StateGraph.tapInterval`
  /// seconds; nil when one cannot be replayed.
  package init?(graph: StateGraph, replay: ([ViewID]) -> Presentation?) {
    var plays: [[ViewID]: Presentation] = [:]
    for transition in graph.transitions {
      let taps = graph.paths[transition.from] + [transition.control]
      guard let play = replay(taps) else { return nil }
      plays[taps] = play
    }
    plan = InteractionPlan(graph: graph) { taps in
      plays[taps].map { Self.settling(of: $0) - StateGraph.tapInterval * Double(taps.count) }
        ?? 0
    }
    self.plays = plan.segments.compactMap { plays[$0.taps] }
    var statePlays: [(play: Presentation, settled: Double)] = []
    for path in graph.paths {
      guard let play = plays[path] ?? replay(path) else { return nil }
      statePlays.append((play, Self.settling(of: play)))
    }
    self.statePlays = statePlays
  }

  /// When a play's screen stops changing: its last model state or finite animation end.
  static func settling(of play: Presentation) -> Double {
    var end = play.stateTimes.max() ?? 0
    let ends =
      play.animations.values.joined().map(\.endTime)
      + play.colorAnimations.values.joined().map(\.animation.endTime)
    for time in ends where time.isFinite { end = max(end, time) }
    return end
  }

  /// A view's frame in the picture at time `t` of the plan's timeline.
  package func frameInPicture(of view: ViewID, at t: Double) -> Rect? {
    guard let (segment, time) = plan.place(at: t) else { return nil }
    return plays[segment].frameInPicture(of: view, at: time)
  }

  /// A view's presented property at time `t` of the plan's timeline.
  package func value(_ property: AnimatableProperty, of view: ViewID, at t: Double) -> Double? {
    guard let (segment, time) = plan.place(at: t) else { return nil }
    return plays[segment].value(property, of: view, at: time)
  }
}
