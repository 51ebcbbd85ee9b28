/// A cubic Bézier timing curve from (0,0) to (1,1), evaluated as WebKit's `UnitBezier` does:
/// Newton's method on x(s), falling back to bisection (docs/timing.md, Bézier curves).
///
/// Control points are rounded to single precision first, as Core Animation stores them.
package struct UnitBezier: Sendable, Hashable {
  package let x1: Double
  package let y1: Double
  package let x2: Double
  package let y2: Double
  private let ax, bx, cx, ay, by, cy: Double

  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    let (p1x, p1y) = (Double(Float(x1)), Double(Float(y1)))
    let (p2x, p2y) = (Double(Float(x2)), Double(Float(y2)))
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
  }

  private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The curve parameter whose x is `x` (clamped to 0…1).
  package func parameter(forX x: Double) -> Double {
    let x = min(max(x, 0), 1)
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < 1e-9 { return s }
      let derivative = sampleDerivativeX(s)
      if abs(derivative) < 1e-6 { break }
      s -= error / derivative
    }
    var (low, high) = (0.0, 1.0)
    s = x
    for _ in 0..<200 {
      let value = sampleX(s)
      if abs(value - x) < 1e-9 { return s }
      if x > value { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// Eased progress for the linear time fraction `x`.
  package func progress(_ x: Double) -> Double { sampleY(parameter(forX: x)) }
}
