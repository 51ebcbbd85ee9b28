import Foundation
import Testing
import Tracks

/// The fitter drops a curve at its first sample past the bound, trying first the sample that
/// dropped the curve before: a curve kept must still be checked at every sample.
@Suite("curve fitter")
struct CurveFitterTests {
  @Test("a curve kept counts every sample, the last in the order too")
  func spikeAtTheLastSample() {
    // A straight line but at the sample 31/32, which the order tries last: 0.3 off.
    let f = { (u: Double) in u == 31.0 / 32 ? u + 0.3 : u }
    let fitter = CurveFitter(f: f, tolerance: 1, shortest: 0.001)
    let (segments, worst) = fitter.fit(from: 0, to: 1, start: 0, end: 1)
    #expect(segments.count == 1)
    #expect(segments.first?.end == 1)
    #expect(abs(worst - 0.3) < 1e-9)
  }

  @Test("each fitted segment is within the fitting margin at every sample")
  func everySegmentWithinMargin() {
    // A damped wave from 0 to 1 at a tolerance of 0.01: segments are fitted to 80 % of it,
    // 0.008, at their 31 samples.
    let f = { (u: Double) in 1 - (1 - u) * cos(3 * .pi * u) }
    let fitter = CurveFitter(f: f, tolerance: 0.01, shortest: 0.001)
    let (segments, worst) = fitter.fit(from: 0, to: 1, start: 0, end: 1)
    #expect(segments.count > 1)
    #expect(worst <= 0.008)
    var (s, v) = (0.0, 0.0)
    var largest = 0.0
    for segment in segments {
      for index in 1..<32 {
        let x = Double(index) / 32
        let t = s + (segment.end - s) * x
        let fitted = v + (segment.value - v) * segment.easing.progress(x)
        largest = max(largest, abs(fitted - f(t)))
      }
      (s, v) = (segment.end, segment.value)
    }
    #expect(largest <= 0.008 + 1e-12)
    #expect(s == 1)
  }
}
