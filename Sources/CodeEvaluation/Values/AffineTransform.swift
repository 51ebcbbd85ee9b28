#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `CGAffineTransform` (and the 2D part of a `CATransform3D`), in Core Graphics' row-vector
/// convention: a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty).
package struct AffineTransform: Sendable, Hashable {
  package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// `CGAffineTransform(rotationAngle:)`, radians; positive turns clockwise on screen.
  package static func rotation(_ angle: Double) -> AffineTransform {
    AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  package static func scale(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  package static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// `self.concatenating(other)`: `self` first, then `other`.
  package func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The format's parts (docs/format.md, `<set>`): a scale, then a rotation, then a
  /// translation, as a view's transform is shown about its center; nil for a skew, which they
  /// cannot express.
  package var parts:
    (rotation: Double, scaleX: Double, scaleY: Double, translationX: Double, translationY: Double)?
  {
    let scaleX = (a * a + b * b).squareRoot()
    guard scaleX > 1e-12 else { return nil }
    let scaleY = (a * d - b * c) / scaleX
    // Rows at right angles: no skew.
    guard abs(a * c + b * d) <= 1e-9 * max(1, scaleX * abs(scaleY)) else { return nil }
    let degrees = atan2(b, a) * 180 / .pi
    return (Self.clean(degrees), Self.clean(scaleX), Self.clean(scaleY), tx, ty)
  }

  /// A value within 1e-9 of a whole number is that number (sin π is not 0 in doubles).
  private static func clean(_ value: Double) -> Double {
    let whole = value.rounded()
    return abs(value - whole) < 1e-9 ? whole : value
  }
}
