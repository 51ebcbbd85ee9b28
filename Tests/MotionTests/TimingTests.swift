import Interface
import Motion
import Testing
import Tracks

@Suite("timing curves and springs")
struct TimingTests {
  @Test(
    "UIKit's derived spring matches Apple's and Framer's published values",
    arguments: [(3.0, 0.25, 54.8336, 3.7025), (0.5, 0.5, 646.88, 25.43)])
  func derivedSpring(_ duration: Double, _ ratio: Double, _ stiffness: Double, _ damping: Double) {
    let (spring, fallback) = Spring.derived(
      duration: duration, dampingRatio: ratio, initialVelocity: 0)
    #expect(!fallback)
    let digits = stiffness < 100 ? 1e-4 : 1e-2
    #expect(abs(spring.stiffness - stiffness) < digits)
    #expect(abs(spring.damping - damping) < digits)
  }

  @Test("the seed 000 spring (0.25 s, 0.4, velocity 5) derives stiffness 3407.85 and damping 46.70")
  func seedSpring() {
    // Values from an independent implementation of the same derivation (Framer's converter).
    let (spring, _) = Spring.derived(duration: 0.25, dampingRatio: 0.4, initialVelocity: 5)
    #expect(abs(spring.stiffness - 3407.8535126367897) < 1e-6)
    #expect(abs(spring.damping - 46.70145873618452) < 1e-6)
  }

  @Test("mass 1, stiffness 100, damping 5 settles in about 2.855 s")
  func settling() {
    let spring = Spring(stiffness: 100, damping: 5)
    #expect(abs(spring.settlingDuration - 2.854974609888761) < 1e-9)
  }

  @Test("a critically damped spring settles when (1 + (w0 − v0) t) e^(−w0 t) = 0.001")
  func criticalSettling() {
    let spring = Spring(stiffness: 100, damping: 20)
    let t = spring.settlingDuration
    #expect(abs((1 + 10 * t) * exp(-10 * t) - 0.001) < 1e-9)
  }

  @Test("duration 0.5 and bounce 0.3 give stiffness 157.9 and damping 17.6")
  func bounceSpring() {
    let spring = Spring.bounce(duration: 0.5, bounce: 0.3, initialVelocity: 0)
    #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
    #expect(abs(spring.damping - 17.59291886010284) < 1e-9)
  }

  @Test("a negative bounce over-damps the spring and is drawn over-damped")
  func overdamped() {
    let spring = Spring.bounce(duration: 1, bounce: -0.5, initialVelocity: 0)
    #expect(abs(spring.dampingRatio - 2) < 1e-12)
    let w0 = spring.naturalFrequency
    let r1 = -w0 * (2 - 3.0.squareRoot())
    let r2 = -w0 * (2 + 3.0.squareRoot())
    let a = -r2 / (r1 - r2)
    let t = 0.3
    #expect(abs(spring.displacement(at: t) - (a * exp(r1 * t) + (1 - a) * exp(r2 * t))) < 1e-12)
  }

  @Test("a spring's displacement is its closed form to the last bit, in all three regimes")
  func closedFormExactly() {
    // ζ = 5 / (2 · 10) = 0.25, ω₀ = 10, v0 = 2 (docs/timing.md, Springs).
    let under = Spring(stiffness: 100, damping: 5, initialVelocity: 2)
    let wd = 10 * (1 - 0.0625).squareRoot()
    // ζ = 1, ω₀ = 10, v0 = −3.
    let critical = Spring(stiffness: 100, damping: 20, initialVelocity: -3)
    // ζ = 40 / (2 · 10) = 2, drawn over-damped; roots −10 (2 ∓ √3), v0 = 1.
    let over = Spring(stiffness: 100, damping: 40, initialVelocity: 1, allowsOverdamping: true)
    let r1 = -10 * (2 - 3.0.squareRoot())
    let r2 = -10 * (2 + 3.0.squareRoot())
    let a = (-1 - r2) / (r1 - r2)
    for t in [0, 0.001, 0.037, 0.25, 0.5, 1.3] {
      #expect(under.displacement(at: t) == exp(-2.5 * t) * (cos(wd * t) + 0.5 / wd * sin(wd * t)))
      #expect(critical.displacement(at: t) == exp(-10 * t) * (1 + 13 * t))
      #expect(over.displacement(at: t) == a * exp(r1 * t) + (1 - a) * exp(r2 * t))
    }
  }

  /// The springs of `closedFormExactly`, one per regime, with their closed forms.
  enum Regime: CaseIterable, Sendable {
    case under, critical, over

    var spring: Spring {
      switch self {
      case .under: Spring(stiffness: 100, damping: 5, initialVelocity: 2)
      case .critical: Spring(stiffness: 100, damping: 20, initialVelocity: -3)
      case .over:
        Spring(stiffness: 100, damping: 40, initialVelocity: 1, allowsOverdamping: true)
      }
    }

    func closedForm(_ t: Double) -> Double {
      switch self {
      case .under:
        let wd = 10 * (1 - 0.0625).squareRoot()
        return exp(-2.5 * t) * (cos(wd * t) + 0.5 / wd * sin(wd * t))
      case .critical:
        return exp(-10 * t) * (1 + 13 * t)
      case .over:
        let r1 = -10 * (2 - 3.0.squareRoot())
        let r2 = -10 * (2 + 3.0.squareRoot())
        let a = (-1 - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
      }
    }
  }

  @Test(
    "a spring stepped along even times is within 1e-13 of its closed form, exact every 64th",
    arguments: Regime.allCases)
  func steppedSpring(_ regime: Regime) {
    let times = (0..<1000).map { 0.0005 + Double($0) * 0.001 }
    let stepped = regime.spring.displacements(evenlySpaced: times)
    #expect(stepped.count == times.count)
    let gaps = zip(times, stepped).map { abs($1 - regime.closedForm($0)) }
    #expect(gaps.max() ?? .infinity < 1e-13)
    #expect(stride(from: 0, to: times.count, by: 64).allSatisfy { gaps[$0] == 0 })
  }

  @Test("progress at even times is 0 before the start, 1 from the end, the curve in between")
  func evenlySpacedProgress() {
    let spring = TimingFunction(
      curve: .spring(Spring(stiffness: 100, damping: 20, initialVelocity: -3)), duration: 0.5)
    let times = (0..<80).map { -0.1 + Double($0) * 0.01 }
    let progress = spring.progress(evenlySpaced: times)
    #expect(progress.count == times.count)
    for (t, p) in zip(times, progress) {
      if t <= 0 {
        #expect(p == 0)
      } else if t >= 0.5 {
        #expect(p == 1)
      } else {
        #expect(abs(p - (1 - exp(-10 * t) * (1 + 13 * t))) < 1e-13)
      }
    }
    let bezier = TimingFunction(curve: .bezier(UnitBezier(0.42, 0, 0.58, 1)), duration: 0.5)
    #expect(bezier.progress(evenlySpaced: times) == times.map { bezier.progress(at: $0) })
  }

  @Test("springs are equal, and hash alike, when their inputs are")
  func springEquality() {
    let spring = Spring(stiffness: 100, damping: 5, initialVelocity: 2)
    #expect(spring == Spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 2))
    #expect(spring.hashValue == Spring(stiffness: 100, damping: 5, initialVelocity: 2).hashValue)
    #expect(spring != Spring(stiffness: 100, damping: 5, initialVelocity: 3))
    #expect(
      spring != Spring(stiffness: 100, damping: 5, initialVelocity: 2, allowsOverdamping: true))
    #expect(Set([spring, Spring(stiffness: 100, damping: 5, initialVelocity: 2)]).count == 1)
  }

  @Test("an over-damped UIView spring is drawn critically damped")
  func overdampedDrawnCritical() {
    let spring = Spring(stiffness: 100, damping: 40)
    #expect(abs(spring.displacement(at: 0.2) - exp(-2) * (1 + 10 * 0.2)) < 1e-12)
  }

  @Test("the derived spring's curve is cut at its duration")
  func cutAtDuration() {
    let function = TimingSpec.springDampingRatio(
      duration: 0.25, dampingRatio: 0.4, initialVelocity: 5
    )
    .timingFunction.function
    #expect(function.duration == 0.25)
    #expect(abs(function.progress(at: 0.05) - 1.2299079725385056) < 1e-9)
    #expect(abs(function.progress(at: 0.24) - 0.9961130691051385) < 1e-9)
    #expect(function.progress(at: 0.25) == 1)
  }

  @Test(
    "easeInOut at half time is 0.5, and every named curve is monotone from 0 to 1",
    arguments: TimingCurve.allCases)
  func namedCurves(_ curve: TimingCurve) {
    let function = TimingSpec.curve(curve, duration: 2).timingFunction.function
    if curve == .easeInOut || curve == .linear {
      #expect(abs(function.progress(at: 1) - 0.5) < 1e-7)
    }
    var previous = 0.0
    for step in 0...200 {
      let p = function.progress(at: Double(step) / 100)
      #expect(p >= previous - 1e-12)
      previous = p
    }
    #expect(function.progress(at: 2) == 1)
  }

  @Test("a Bézier curve's value solves x(s) = t by bisection too")
  func bezierAgainstBisection() {
    let curve = UnitBezier(0.25, 0.1, 0.25, 1)
    let (x1, y1, x2, y2) = (Double(Float(0.25)), Double(Float(0.1)), Double(Float(0.25)), 1.0)
    func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
      3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
    }
    for step in 1..<20 {
      let x = Double(step) / 20
      var (low, high) = (0.0, 1.0)
      for _ in 0..<80 {
        let middle = (low + high) / 2
        if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
      }
      #expect(abs(curve.progress(x) - bezier(y1, y2, low)) < 1e-8)
    }
  }

  @Test("repeats and autoreverse run the curve forth and back, then the model shows")
  func repeats() {
    let timing = TimingSpec.curve(.linear, duration: 1).timingFunction.function
    let animation = PropertyAnimation(
      kind: .view, from: 0, to: 10, callTime: 0, startTime: 1, timing: timing, cycles: 2,
      autoreverses: true, stopTime: nil, blockIndex: 0)
    let values = [0.5, 1.25, 2.25, 3.25, 4.5, 5.5].map { animation.value(at: $0) }
    for (value, expected) in zip(values, [0, 2.5, 7.5, 2.5, 5, 10]) {
      #expect(abs(value - expected) < 1e-9)
    }
    #expect(animation.endTime == 5)
  }
}

#if canImport(Glibc)
  import Glibc
#endif
