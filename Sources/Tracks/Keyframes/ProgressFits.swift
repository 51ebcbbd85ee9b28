import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fitted progress curves, shared by every property that one timing function drives.
///
/// In UIKit every property a block animates follows the block's progress: where one animation
/// alone moves a property, its value is `base + (to − from) · p(t)`. So p is fitted once,
/// normalised, over the window (in the animation's own time) and the segments are scaled for
/// each property. A fit is kept by timing function, window and tolerance; the tolerance in
/// progress is the property's tolerance over its distance, rounded down to an eighth of an
/// octave, so properties moved by similar distances share one fit (and none is fitted looser
/// than its own tolerance). Identical springs in different blocks share their fits too.
///
/// Since a fit is made once, it is checked at every step of the time grain (at 20,000 points
/// for windows longer than 20 s) rather than at the fitter's samples only, which lets it aim at 90 % of the tolerance instead of 80 % (and
/// fall back to 80 % should the check fail): with the rounding, no looser and no tighter than
/// fitting each property on its own. The check steps a spring's curve from one time of the
/// grain to the next (`TimingFunction.progress(evenlySpaced:)`), which spares it the
/// exponentials and sines of every step.
///
/// Where several additive animations move a property at once, its value is
/// `base + Σ dᵢ · pᵢ(t)`: the same holds for the sum `Σ wᵢ · pᵢ` with the weights wᵢ = dᵢ / Σ|dⱼ|,
/// fitted once for every property moved by those animations in the same proportions (the rows
/// below two growing rows of a list), and scaled by Σ|dⱼ| for each.
///
/// A fit depends only on its key, so the result is the same whichever task asks first.
package final class ProgressFits: Sendable {
  struct Key: Hashable, Sendable {
    var timing: TimingFunction
    /// The window in the animation's time (seconds after its start), on the time grain.
    var from: Double
    var to: Double
    /// The true times the window stands for (`TimeWindow`): the same unless stretched.
    var trueFrom: Double
    var trueTo: Double
    /// The tolerance in progress (an eighth of an octave: 2^(k/8)).
    var tolerance: Double
  }

  /// Segments of p over a window, with their largest error and p's range there.
  struct Fit: Sendable {
    var segments: [CurveFitter.Segment]
    var worst: Double
    var lowest: Double
    var highest: Double
  }

  /// A sum of progress curves over a window (a property moved by several additive animations
  /// at once): the window on the grain runs from 0 to `length`, and stands for `trueLength`
  /// seconds of each term's own time from its `trueFrom`.
  struct SumKey: Hashable, Sendable {
    struct Term: Hashable, Sendable {
      var timing: TimingFunction
      /// The term's share of the motion: its distance over the sum of the distances' sizes.
      var weight: Double
      var trueFrom: Double
      /// The true seconds per second of the grain (1 unless the window is stretched).
      var stretch: Double

      func progress(at u: Double) -> Double { timing.progress(at: trueFrom + u * stretch) }
    }

    /// The sum `Σ wᵢ · pᵢ` at `u` seconds of the grain into the window.
    func value(at u: Double) -> Double {
      var sum = 0.0
      for term in terms { sum += term.weight * term.progress(at: u) }
      return sum
    }

    /// The sum at each of `us`, evenly spaced and increasing: `value(at:)` at each, with
    /// each term's curve sampled along the grid (`TimingFunction.progress(evenlySpaced:)`).
    func values(evenlySpaced us: [Double]) -> [Double] {
      var sums = [Double](repeating: 0, count: us.count)
      for term in terms {
        let progress = term.timing.progress(
          evenlySpaced: us.map { term.trueFrom + $0 * term.stretch })
        for index in sums.indices { sums[index] += term.weight * progress[index] }
      }
      return sums
    }

    var terms: [Term]
    var length: Double
    var trueLength: Double
    /// The tolerance in the sum's units (an eighth of an octave: 2^(k/8)).
    var tolerance: Double
  }

  private let fits = Mutex<[Key: Fit]>([:])
  private let sums = Mutex<[SumKey: Fit]>([:])

  package init() {}

  /// How many fits of one progress curve were made.
  package var count: Int { fits.withLock { $0.count } }
  /// How many fits of sums of progress curves were made.
  package var sumCount: Int { sums.withLock { $0.count } }

  /// The tolerance in progress for a value tolerance and a distance: rounded down to 2^(k/8).
  static func tolerance(_ tolerance: Double, distance: Double) -> Double {
    let exact = tolerance / abs(distance)
    guard exact.isFinite, exact > 0 else { return exact }
    return exp2((log2(exact) * 8).rounded(.down) / 8)
  }

  /// The fit of `timing`'s progress from `from` to `to` (seconds after the start).
  func fit(_ key: Key, shortest: Double) -> Fit {
    if let known = fits.withLock({ $0[key] }) { return known }
    let timing = key.timing
    let stretch = (key.trueTo - key.trueFrom) / (key.to - key.from)
    let p = { (u: Double) in timing.progress(at: key.trueFrom + (u - key.from) * stretch) }
    let fit = Self.fitted(
      p,
      grid: { timing.progress(evenlySpaced: $0.map { key.trueFrom + ($0 - key.from) * stretch }) },
      from: key.from, to: key.to, start: timing.progress(at: key.trueFrom),
      end: Self.endProgress(timing, key.trueTo), tolerance: key.tolerance, shortest: shortest)
    fits.withLock { $0[key] = fit }
    return fit
  }

  /// The fit of a weighted sum of progress curves over a window.
  func fit(_ key: SumKey, shortest: Double) -> Fit {
    if let known = sums.withLock({ $0[key] }) { return known }
    let g = { (u: Double) in key.value(at: u) }
    let start = key.value(at: 0)
    let end = key.terms.reduce(0) {
      $0 + $1.weight * Self.endProgress($1.timing, $1.trueFrom + key.trueLength)
    }
    let fit = Self.fitted(
      g, grid: key.values(evenlySpaced:), from: 0, to: key.length, start: start, end: end,
      tolerance: key.tolerance, shortest: shortest)
    sums.withLock { $0[key] = fit }
    return fit
  }

  /// Fits `p` from `from` to `to` at 90 % of the tolerance, checked at every step of the
  /// grain (at 80 % should the check fail), with p's range; `grid` is p at evenly spaced
  /// times, all at once.
  private static func fitted(
    _ p: @escaping (Double) -> Double, grid: ([Double]) -> [Double], from: Double, to: Double,
    start: Double, end: Double, tolerance: Double, shortest: Double
  ) -> Fit {
    var fitter = CurveFitter(f: p, tolerance: tolerance, shortest: shortest)
    fitter.margin = 0.9
    var (segments, worst) = fitter.fit(from: from, to: to, start: start, end: end)
    // Every step of the grain, or 20,000 evenly spread samples over a longer window.
    let steps = max(1, min(20_000, Int(((to - from) / shortest).rounded(.up))))
    let times = (1..<steps).map { from + (to - from) * Double($0) / Double(steps) }
    let values = grid(times)
    let checked = Self.largestError(segments, from: from, start: start, times, values)
    if checked > tolerance {
      fitter.margin = 0.8
      (segments, worst) = fitter.fit(from: from, to: to, start: start, end: end)
    } else {
      worst = max(worst, checked)
    }
    let lowest = values.reduce(min(start, end), min)
    let highest = values.reduce(max(start, end), max)
    return Fit(segments: segments, worst: worst, lowest: lowest, highest: highest)
  }

  /// The largest gap between the segments (from `start` at `from`) and sampled values.
  private static func largestError(
    _ segments: [CurveFitter.Segment], from: Double, start: Double, _ times: [Double],
    _ values: [Double]
  ) -> Double {
    var worst = 0.0
    var index = 0
    var (s, v) = (from, start)
    for (t, value) in zip(times, values) {
      while index < segments.count - 1, segments[index].end <= t {
        (s, v) = (segments[index].end, segments[index].value)
        index += 1
      }
      guard index < segments.count else { break }
      let segment = segments[index]
      let span = segment.end - s
      let fitted = span > 0 ? v + (segment.value - v) * segment.easing.progress((t - s) / span) : v
      worst = max(worst, abs(fitted - value))
    }
    return worst
  }
}
