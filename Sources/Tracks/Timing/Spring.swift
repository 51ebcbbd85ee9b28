#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring `m x'' + c x' + k x = 0` for the remaining displacement `x = 1 − p`, with `x(0)
/// = 1` and `x'(0) = −v0` (v0 in fractions of the distance per second; docs/timing.md, Springs).
package struct Spring: Sendable, Hashable {
  package let mass: Double
  package let stiffness: Double
  package let damping: Double
  package let initialVelocity: Double
  /// Only the duration/bounce form draws over-damped springs; Core Animation draws the others
  /// with ζ > 1 as critically damped.
  package let allowsOverdamping: Bool
  /// The closed form's constants, worked out once: a spring is sampled many thousand times
  /// by the fits, and the square roots behind them cost as much as the curve.
  private let form: Form

  package init(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
    let w0 = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    // The ζ the curve is drawn with.
    let zeta = ratio > 1 && !allowsOverdamping ? 1 : ratio
    form = Form(w0: w0, zeta: zeta, v0: initialVelocity)
  }

  /// The remaining displacement's closed form for one ζ, with the constants that do not
  /// depend on t: each is the same expression as in the formula, so the value is the same
  /// to the last bit as evaluating the formula whole (docs/timing.md, Springs).
  private enum Form: Sendable {
    /// `exp(−ζω₀t) · (cos(ω_d t) + (ζω₀ − v0)/ω_d · sin(ω_d t))`.
    case under(decay: Double, wd: Double, ratio: Double)
    /// `exp(−ω₀t) · (1 + (ω₀ − v0) t)`.
    case critical(decay: Double, slope: Double)
    /// `a · exp(r₁t) + (1 − a) · exp(r₂t)`.
    case over(a: Double, r1: Double, b: Double, r2: Double)

    init(w0: Double, zeta: Double, v0: Double) {
      if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        self = .under(decay: -zeta * w0, wd: wd, ratio: (zeta * w0 - v0) / wd)
      } else if zeta == 1 {
        self = .critical(decay: -w0, slope: w0 - v0)
      } else {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root)
        let r2 = -w0 * (zeta + root)
        let a = (-v0 - r2) / (r1 - r2)
        self = .over(a: a, r1: r1, b: 1 - a, r2: r2)
      }
    }

    /// The displacement at each of `times`, evenly spaced.
    ///
    /// The closed form at every `anchor`-th time, stepped from there to the next ones by
    /// products: on an evenly spaced grid `e^(r(t + h)) = e^(rt) · e^(rh)`, and
    /// `(cos, sin)(ω(t + h))` is `(cos, sin)(ωt)` turned by `ωh`. Each step rounds once more,
    /// so at most `anchor − 1` steps separate a value from the closed form (relative error
    /// below 1e-13).
    func displacements(at times: [Double], anchor: Int) -> [Double] {
      guard times.count > 1 else { return times.map(displacement(at:)) }
      let h = (times[times.count - 1] - times[0]) / Double(times.count - 1)
      var result: [Double] = []
      result.reserveCapacity(times.count)
      var start = 0
      switch self {
      case .under(let decay, let wd, let ratio):
        let (shrink, turnCos, turnSin) = (exp(decay * h), cos(wd * h), sin(wd * h))
        while start < times.count {
          let t = times[start]
          var (envelope, c, s) = (exp(decay * t), cos(wd * t), sin(wd * t))
          for _ in start..<min(times.count, start + anchor) {
            result.append(envelope * (c + ratio * s))
            (c, s) = (c * turnCos - s * turnSin, s * turnCos + c * turnSin)
            envelope *= shrink
          }
          start += anchor
        }
      case .critical(let decay, let slope):
        let shrink = exp(decay * h)
        while start < times.count {
          var envelope = exp(decay * times[start])
          for index in start..<min(times.count, start + anchor) {
            result.append(envelope * (1 + slope * times[index]))
            envelope *= shrink
          }
          start += anchor
        }
      case .over(let a, let r1, let b, let r2):
        let (shrink1, shrink2) = (exp(r1 * h), exp(r2 * h))
        while start < times.count {
          var (e1, e2) = (exp(r1 * times[start]), exp(r2 * times[start]))
          for _ in start..<min(times.count, start + anchor) {
            result.append(a * e1 + b * e2)
            e1 *= shrink1
            e2 *= shrink2
          }
          start += anchor
        }
      }
      return result
    }

    func displacement(at t: Double) -> Double {
      switch self {
      case .under(let decay, let wd, let ratio):
        exp(decay * t) * (cos(wd * t) + ratio * sin(wd * t))
      case .critical(let decay, let slope):
        exp(decay * t) * (1 + slope * t)
      case .over(let a, let r1, let b, let r2):
        a * exp(r1 * t) + b * exp(r2 * t)
      }
    }
  }

  package static func == (a: Spring, b: Spring) -> Bool {
    a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
      && a.initialVelocity == b.initialVelocity && a.allowsOverdamping == b.allowsOverdamping
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
    hasher.combine(initialVelocity)
    hasher.combine(allowsOverdamping)
  }

  package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The remaining displacement at `t` seconds.
  package func displacement(at t: Double) -> Double { form.displacement(at: t) }

  /// The remaining displacement at each of `times`, which are evenly spaced (a time grain):
  /// `displacement(at:)` at every `anchor`-th time, and in between stepped from the time
  /// before by products instead of `exp`, `cos` and `sin`, within 1e-13 of it relatively.
  package func displacements(evenlySpaced times: [Double], anchor: Int = 64) -> [Double] {
    form.displacements(at: times, anchor: max(1, anchor))
  }

  /// Progress at `t` seconds: `1 − x(t)`.
  package func progress(at t: Double) -> Double { 1 - displacement(at: t) }

  /// The time after which the spring counts as at rest (ε = 0.001), as UIKit computes
  /// `settlingDuration`: the envelope for ζ < 1, the critically damped curve for the other
  /// springs drawn critically damped, and the over-damped curve itself (its slowest root) for
  /// those drawn over-damped.
  package var settlingDuration: Double {
    let epsilon = 0.001
    let w0 = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    guard zeta > 0 else { return .infinity }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return max(log((1 + abs((zeta * w0 - v0) / wd)) / epsilon) / (zeta * w0), 0)
    }
    // The last time |x| reaches ε. An envelope above |x| falls from some time on; past the point
    // where it is below ε, walk back to the crossing.
    let x: (Double) -> Double
    let envelope: (Double) -> Double
    let start: Double
    if zeta > 1, allowsOverdamping {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let a = (-v0 - r2) / (r1 - r2)
      x = { t in abs(a * exp(r1 * t) + (1 - a) * exp(r2 * t)) }
      envelope = { t in abs(a) * exp(r1 * t) + abs(1 - a) * exp(r2 * t) }
      start = 1 / -r1
    } else {
      let b = w0 - v0
      x = { t in abs((1 + b * t) * exp(-w0 * t)) }
      envelope = { t in (1 + abs(b) * t) * exp(-w0 * t) }
      start = 1 / w0
    }
    var high = start
    while envelope(high) >= epsilon { high *= 2 }
    let step = high / 4096
    var t = high
    while t > 0, x(t) < epsilon { t -= step }
    guard t > 0 else { return 0 }
    var (low, upper) = (t, t + step)
    for _ in 0..<60 {
      let middle = (low + upper) / 2
      if x(middle) >= epsilon { low = middle } else { upper = middle }
    }
    return low
  }
}

extension Spring {
  /// UIKit's spring for `duration` + `dampingRatio` (docs/timing.md, `duration` + `dampingRatio`):
  /// the stiffness is derived from the duration by 12 Newton steps, not a fixed curve scaled in
  /// time.
  ///
  /// Returns the spring and whether Newton's method broke down (UIKit would produce NaN), in
  /// which case the largest root was used.
  package static func derived(duration: Double, dampingRatio: Double, initialVelocity v0: Double)
    -> (spring: Spring, usedLargestRoot: Bool)
  {
    let zeta = min(max(dampingRatio, Double(Float.ulpOfOne)), 1)
    let d = min(max(duration, 0.01), 10)
    let f: (Double) -> Double
    let df: (Double) -> Double
    if zeta < 1 {
      let s = (1 - zeta * zeta).squareRoot()
      f = { w in 0.001 - abs((zeta * w - v0) / (w * s)) * exp(-zeta * w * d) }
      df = { w in
        let ratio = (zeta * w - v0) / (w * s)
        let sign: Double = ratio < 0 ? -1 : 1
        return -exp(-zeta * w * d) * (sign * v0 / (w * w * s) - zeta * d * abs(ratio))
      }
    } else {
      f = { w in (1 + (w - v0) * d) * exp(-w * d) - 0.001 }
      df = { w in -d * d * (w - v0) * exp(-w * d) }
    }
    var w = 5 / d
    var brokeDown = false
    for _ in 0..<12 {
      let slope = df(w)
      guard slope != 0, slope.isFinite else {
        brokeDown = true
        break
      }
      w -= f(w) / slope
      if !w.isFinite {
        brokeDown = true
        break
      }
    }
    if brokeDown {
      w = largestRoot(of: f, from: 0.01 / d, to: 1e4 / d)
    }
    let spring = Spring(
      stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v0, allowsOverdamping: false)
    return (spring, brokeDown)
  }

  /// The spring of `UIView.animate(springDuration:bounce:)` (docs/timing.md, `duration` +
  /// `bounce`).
  package static func bounce(duration: Double, bounce: Double, initialVelocity: Double) -> Spring {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return Spring(
      stiffness: pow(2 * .pi / duration, 2), damping: 4 * .pi * zeta / duration,
      initialVelocity: initialVelocity, allowsOverdamping: true)
  }

  /// The largest sign change of `f` on a logarithmic grid, refined by bisection.
  private static func largestRoot(of f: (Double) -> Double, from low: Double, to high: Double)
    -> Double
  {
    let steps = 4000
    let ratio = pow(high / low, 1 / Double(steps))
    var previous = high
    var w = high
    for _ in 0..<steps {
      w = previous / ratio
      if (f(w) < 0) != (f(previous) < 0) {
        var (a, b) = (w, previous)
        for _ in 0..<100 {
          let middle = (a + b) / 2
          if (f(middle) < 0) == (f(a) < 0) { a = middle } else { b = middle }
        }
        return (a + b) / 2
      }
      previous = w
    }
    return low
  }
}
