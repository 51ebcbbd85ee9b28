import Interface

/// Progress over time for one cycle of a block's animation (docs/timing.md): a Bézier curve over
/// the duration, or a spring cut at the duration (UIKit's derived spring) or running until it
/// settles.
package struct TimingFunction: Sendable, Hashable {
  package enum Curve: Sendable, Hashable {
    case bezier(UnitBezier)
    case spring(Spring)
  }

  package var curve: Curve
  /// One cycle's length in seconds; progress is exactly 1 from here on.
  package var duration: Double

  package init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// Progress `t` seconds after the animation starts: 0 before, 1 from the end on.
  package func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < duration else { return 1 }
    switch curve {
    case .bezier(let bezier): return bezier.progress(t / duration)
    case .spring(let spring): return spring.progress(at: t)
    }
  }

  /// Progress at each of `times`, which are evenly spaced and increasing (a time grain):
  /// `progress(at:)` at each, a spring's curve stepped from one time to the next
  /// (`Spring.displacements(evenlySpaced:anchor:)`).
  package func progress(evenlySpaced times: [Double]) -> [Double] {
    guard case .spring(let spring) = curve, let last = times.last, times[0] < last else {
      return times.map(progress(at:))
    }
    // The times before the start, those on the curve, and those from its end on.
    let first = times.firstIndex { $0 > 0 } ?? times.count
    let end = times[first...].firstIndex { !($0 < duration) } ?? times.count
    let moving = spring.displacements(evenlySpaced: Array(times[first..<end])).map { 1 - $0 }
    return [Double](repeating: 0, count: first) + moving
      + [Double](repeating: 1, count: times.count - end)
  }

  /// The control points of each named curve (docs/timing.md, Bézier curves).
  package static func bezier(_ curve: TimingCurve) -> UnitBezier {
    switch curve {
    case .easeInOut: UnitBezier(0.42, 0, 0.58, 1)
    case .easeIn: UnitBezier(0.42, 0, 1, 1)
    case .easeOut: UnitBezier(0, 0, 0.58, 1)
    case .linear: UnitBezier(0, 0, 1, 1)
    case .default: UnitBezier(0.25, 0.1, 0.25, 1)
    }
  }
}

extension TimingSpec {
  /// A settling time rounded up to whole milliseconds, the grain of SMIL clocks: the spring
  /// is within 0.1 % of rest either way, and key times stay on the grain.
  static func wholeMilliseconds(_ seconds: Double) -> Double {
    guard seconds.isFinite else { return seconds }
    return (seconds * 1000).rounded(.up) / 1000
  }

  /// The timing function this spec stands for, and whether UIKit's Newton derivation broke
  /// down (a warning: UIKit would animate with NaN).
  package var timingFunction: (function: TimingFunction, usedLargestRoot: Bool) {
    switch self {
    case .curve(let curve, let duration):
      return (
        TimingFunction(curve: .bezier(TimingFunction.bezier(curve)), duration: duration), false
      )
    case .controlPoints(let x1, let y1, let x2, let y2, let duration):
      return (TimingFunction(curve: .bezier(UnitBezier(x1, y1, x2, y2)), duration: duration), false)
    case .springDampingRatio(let duration, let ratio, let velocity):
      let (spring, fallback) = Spring.derived(
        duration: duration, dampingRatio: ratio, initialVelocity: velocity)
      // The curve is cut at D, the duration clamped to 0.01…10 s as for the derivation
      // (docs/timing.md); a zero duration stays zero (no animation).
      let cut = duration > 0 ? min(max(duration, 0.01), 10) : duration
      return (TimingFunction(curve: .spring(spring), duration: cut), fallback)
    case .springPhysics(let mass, let stiffness, let damping, let velocity):
      let spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      return (
        TimingFunction(
          curve: .spring(spring), duration: Self.wholeMilliseconds(spring.settlingDuration)), false
      )
    case .springBounce(let duration, let bounce, let velocity):
      let spring = Spring.bounce(duration: duration, bounce: bounce, initialVelocity: velocity)
      return (
        TimingFunction(
          curve: .spring(spring), duration: Self.wholeMilliseconds(spring.settlingDuration)), false
      )
    }
  }
}
