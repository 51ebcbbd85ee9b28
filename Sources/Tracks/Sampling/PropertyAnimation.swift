/// One animation of one property: `from` → `to` with a timing function, started at
/// `startTime`, present from `callTime` (the old value shows during the delay).
package struct PropertyAnimation: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A UIView animation: additive or replacing by the property.
    case view
    /// A `CABasicAnimation`: overrides the property only while it runs.
    case basic
  }

  package var kind: Kind
  package var from: Double
  package var to: Double
  package var callTime: Double
  package var startTime: Double
  package var timing: TimingFunction
  /// Number of cycles (infinite for `indefinite`).
  package var cycles: Double
  package var autoreverses: Bool
  /// When `removeAnimations` stopped it, if it did.
  package var stopTime: Double?
  /// The block, in document order.
  package var blockIndex: Int
  /// All its cycles, from the start (`BlockSchedule.activeDuration`).
  package let activeDuration: Double

  package init(
    kind: Kind, from: Double, to: Double, callTime: Double, startTime: Double,
    timing: TimingFunction, cycles: Double, autoreverses: Bool, stopTime: Double?,
    blockIndex: Int
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.callTime = callTime
    self.startTime = startTime
    self.timing = timing
    self.cycles = cycles
    self.autoreverses = autoreverses
    self.stopTime = stopTime
    self.blockIndex = blockIndex
    activeDuration = Self.activeDuration(
      cycle: timing.duration, cycles: cycles, autoreverses: autoreverses)
  }

  /// An animation whose active duration is already known (a planned block's,
  /// `BlockSchedule.activeDuration`).
  package init(
    kind: Kind, from: Double, to: Double, callTime: Double, startTime: Double,
    timing: TimingFunction, cycles: Double, autoreverses: Bool, stopTime: Double?,
    blockIndex: Int, activeDuration: Double
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.callTime = callTime
    self.startTime = startTime
    self.timing = timing
    self.cycles = cycles
    self.autoreverses = autoreverses
    self.stopTime = stopTime
    self.blockIndex = blockIndex
    self.activeDuration = activeDuration
  }

  /// All cycles of an animation: `cycle × cycles`, doubled when it autoreverses; 0 for an
  /// animation without duration, infinite when it repeats forever.
  package static func activeDuration(cycle: Double, cycles: Double, autoreverses: Bool) -> Double {
    cycle == 0 ? 0 : cycle * cycles * (autoreverses ? 2 : 1)
  }

  /// When it stops contributing: after its last cycle, or when removed.
  package var endTime: Double {
    min(startTime + activeDuration, stopTime ?? .infinity)
  }

  /// Whether it affects the presented value at `t`.
  package func isPresent(at t: Double) -> Bool {
    switch kind {
    case .view: t >= callTime && t < endTime
    case .basic: t >= startTime && t < endTime
    }
  }

  /// Progress at `t`, through repeats and autoreverse (CAMediaTiming's local time).
  package func progress(at t: Double) -> Double {
    let local = t - startTime
    guard local > 0 else { return 0 }
    let d = timing.duration
    guard d > 0 else { return 1 }
    let period = autoreverses ? 2 * d : d
    guard local < period * cycles else { return 1 }
    var phase = local.truncatingRemainder(dividingBy: period)
    if autoreverses, phase >= d { phase = period - phase }
    return timing.progress(at: phase)
  }

  /// The interpolated value at `t` (from the start of the interpolation, not added to a model).
  package func value(at t: Double) -> Double { from + (to - from) * progress(at: t) }
}
