import Interface
import Motion
import Testing
import Tracks

/// Where springs end: an over-damped `bounce` spring settles on its own slowest root, and a
/// `duration` + `dampingRatio` spring is cut at the clamped duration (docs/timing.md).
@Suite("spring endings")
struct SpringSettlingTests {
  @Test(
    "a negative bounce ends within 0.1 % of its target, with no jump",
    arguments: [-0.2, -0.5, -0.8])
  func overdamped(_ bounce: Double) {
    let timing = TimingSpec.springBounce(duration: 1, bounce: bounce, initialVelocity: 0)
      .timingFunction.function
    let end = timing.duration
    // Just before the end the spring is at rest (within ε = 0.001 of its target): the step
    // to the target at the end is no larger than ε.
    #expect(timing.progress(at: end - 1e-9) >= 0.999 - 1e-6)
    #expect(timing.progress(at: end) == 1)
    // And it is the last time it is that far: a little earlier, it is still moving.
    guard case .spring(let spring) = timing.curve else {
      Issue.record("a bounce spring")
      return
    }
    #expect(abs(spring.displacement(at: spring.settlingDuration) - 0.001) < 1e-6)
  }

  @Test("bounce −0.5 over 1 s settles in 4.15 s, not the critically damped 1.47 s")
  func overdampedExample() {
    let spring = Spring.bounce(duration: 1, bounce: -0.5, initialVelocity: 0)
    // ζ = 2, ω0 = 2π: x = A e^(r1 t) + (1 − A) e^(r2 t), r1 = −2π(2 − √3); x(T) = 0.001.
    let r1 = -2 * Double.pi * (2 - 3.0.squareRoot())
    let r2 = -2 * Double.pi * (2 + 3.0.squareRoot())
    let a = -r2 / (r1 - r2)
    let t = spring.settlingDuration
    #expect(abs(a * exp(r1 * t) + (1 - a) * exp(r2 * t) - 0.001) < 1e-9)
    // By then the fast root has died out: T = ln(A / ε) / |r1|.
    #expect(abs(t - log(a / 0.001) / -r1) < 1e-6)
    #expect(abs(t - 4.147) < 0.001)
  }

  @Test(
    "duration + dampingRatio is cut at the duration clamped to 0.01…10 s",
    arguments: [(20.0, 10.0), (10.0, 10.0), (0.5, 0.5), (0.004, 0.01)])
  func clampedCut(_ written: Double, _ cut: Double) {
    let timing = TimingSpec.springDampingRatio(
      duration: written, dampingRatio: 0.5, initialVelocity: 0
    )
    .timingFunction.function
    #expect(timing.duration == cut)
  }
}

#if canImport(Glibc)
  import Glibc
#endif
