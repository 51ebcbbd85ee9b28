/// The stretches between a track's breakpoints, on the time grain, and the true times each
/// stands for.
///
/// Keyframes fall on whole milliseconds (Firefox's SMIL clock), so a breakpoint is its event's
/// time rounded to the grain. Where an event makes the value jump (a repeat wrapping from its
/// end value to its start value, a basic animation starting or ending), the rounding must not
/// leave the jump inside a stretch: the stretch then stands for the true times from or to the
/// jump, stretched over the grain's times by `time(_:)`. So each cycle of a repeat is the same
/// exact piece however its boundaries fall, and the jump is an instant step at the breakpoint.
package struct TimeWindow {
  /// The stretch on the grain.
  package var a: Double
  package var b: Double
  /// The true times at its ends.
  package var from: Double
  package var to: Double

  /// Whether the true times differ from the grain's.
  package var isStretched: Bool { from != a || to != b }

  /// The true time that the grain's time `t` in `a…b` stands for.
  package func time(_ t: Double) -> Double {
    guard isStretched, b > a else { return t }
    return from + (t - a) * (to - from) / (b - a)
  }

  /// A time where the track's definition changes.
  package struct Event {
    package var time: Double
    /// Where the cycles of a repeat (or the halves of an autoreverse) meet: always a true
    /// boundary of its windows, so that every cycle is the same piece of its curve.
    package var isCycleBoundary = false

    package init(time: Double, isCycleBoundary: Bool = false) {
      self.time = time
      self.isCycleBoundary = isCycleBoundary
    }
  }

  /// The stretches between the times of the events within `0…duration`, rounded to `grain`;
  /// `isJump(T)` tells whether the value jumps at the true time T.
  package static func windows(
    events: [Event], duration: Double, grain: Double, isJump: (Double) -> Bool
  ) -> [TimeWindow] {
    // The events by their time on the grain, the ends first; equal times (0 and −0 too) make
    // one breakpoint, whose time is the first one's.
    var snapped: [(time: Double, event: Event?)] = [(0, nil), (duration, nil)]
    snapped.reserveCapacity(events.count + 2)
    // Only the events within the timeline: one after its end (the end of a repeat or a spring
    // that the end cuts) is no true end of the last stretch, the end itself is.
    for event in events where (0...duration).contains(event.time) {
      snapped.append((min(duration, max(0, (event.time / grain).rounded() * grain)), event))
    }
    let order = snapped.indices.sorted { (snapped[$0].time, $0) < (snapped[$1].time, $1) }
    // Each breakpoint with the true times of the jumps and cycle boundaries rounded to it, on
    // whichever side of the grain's time they fell: the earliest is the true end of the
    // stretch before it, the latest the true start of the stretch after it.
    var breaks: [(time: Double, earliest: Double?, latest: Double?)] = []
    for index in order {
      let (time, event) = snapped[index]
      if breaks.last.map({ $0.time != time }) ?? true { breaks.append((time, nil, nil)) }
      let t = breaks[breaks.count - 1].time
      guard let event, event.time != t, event.isCycleBoundary || isJump(event.time) else {
        continue
      }
      // As `min()` and `max()` of the times in event order would pick them.
      var last = breaks.removeLast()
      if last.earliest.map({ event.time < $0 }) ?? true { last.earliest = event.time }
      if last.latest.map({ $0 < event.time }) ?? true { last.latest = event.time }
      breaks.append(last)
    }
    return zip(breaks, breaks.dropFirst()).map { a, b in
      let from = a.latest ?? a.time
      return TimeWindow(a: a.time, b: b.time, from: from, to: max(from, b.earliest ?? b.time))
    }
  }

  /// The one-sided offset that steps past a jump at `t` without leaving its neighbourhood.
  package static func step(at t: Double) -> Double { 1e-9 * max(1, abs(t)) }

  /// Whether `f` jumps at `t`: its values on either side differ by more than a steep but
  /// continuous motion moves in that time (springs can move a thousand points a second).
  package static func jumps(_ f: (Double) -> Double, at t: Double) -> Bool {
    let d = step(at: t)
    let (left, right) = (f(t - d), f(t + d))
    let slope = max(abs(f(t - 2 * d) - left), abs(f(t + 2 * d) - right))
    return abs(right - left) > 1e-6 + 4 * slope
  }

  /// Whether `f` jumps just after `t` (its value at `t` is the one before the jump): a time
  /// on a cycle's boundary can fall a rounding error before the cycle ends.
  package static func jumpsJustAfter(_ f: (Double) -> Double, at t: Double) -> Bool {
    let d = step(at: t)
    let (here, right) = (f(t), f(t + d))
    return abs(right - here) > 1e-6 + 4 * abs(f(t + 2 * d) - right)
  }
}
