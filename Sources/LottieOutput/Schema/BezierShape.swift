import Geometry

extension Lottie {
  /// A path's geometry (`c`, `v`, `i`, `o`): vertices, with in and out tangents relative to
  /// them.
  package struct BezierShape: LottieValue, Hashable {
    /// Whether the last vertex joins the first (`c`).
    package var isClosed: Bool
    /// The vertices (`v`).
    package var vertices: [Point]
    /// Each vertex's in tangent, relative to it (`i`).
    package var inTangents: [Point]
    /// Each vertex's out tangent, relative to it (`o`).
    package var outTangents: [Point]

    package init(isClosed: Bool, vertices: [Point], inTangents: [Point], outTangents: [Point]) {
      self.isClosed = isClosed
      self.vertices = vertices
      self.inTangents = inTangents
      self.outTangents = outTangents
    }

    /// Straight segments through `points`.
    package init(polyline points: [Point], isClosed: Bool) {
      let zeros = Array(repeating: Point.zero, count: points.count)
      self.init(isClosed: isClosed, vertices: points, inTangents: zeros, outTangents: zeros)
    }

    package static var isArray: Bool { false }

    /// `{"c":…,"v":[[x,y],…],"i":[…],"o":[…]}`.
    package func write(to sink: inout JSONBytes) {
      func pairs(_ name: StaticString, _ points: [Point]) {
        sink.key(name)
        sink.open(.array)
        for point in points { sink.pair(point.x, point.y) }
        sink.close(.array)
      }
      sink.open(.object)
      sink.member("c", bool: isClosed)
      pairs("v", vertices)
      pairs("i", inTangents)
      pairs("o", outTangents)
      sink.close(.object)
    }

    /// A rounded rectangle as eight vertices, always, so that it can animate between any two
    /// sizes and radii (a path keeps its vertex count while it animates); the radius is
    /// limited to half the shorter side, and the curves are quarter circles (κ ≈ 0.5523).
    package static func roundedRect(
      x: Double, y: Double, width: Double, height: Double, radius: Double
    ) -> BezierShape {
      let r = min(radius, width / 2, height / 2)
      let k = r * 0.5523
      let vertices = [
        Point(x: x + r, y: y), Point(x: x + width - r, y: y), Point(x: x + width, y: y + r),
        Point(x: x + width, y: y + height - r), Point(x: x + width - r, y: y + height),
        Point(x: x + r, y: y + height), Point(x: x, y: y + height - r), Point(x: x, y: y + r),
      ]
      let ins = [
        Point(x: -k, y: 0), .zero, Point(x: 0, y: -k), .zero, Point(x: k, y: 0), .zero,
        Point(x: 0, y: k), .zero,
      ]
      let outs = [
        .zero, Point(x: k, y: 0), .zero, Point(x: 0, y: k), .zero, Point(x: -k, y: 0), .zero,
        Point(x: 0, y: -k),
      ]
      return BezierShape(isClosed: true, vertices: vertices, inTangents: ins, outTangents: outs)
    }
  }
}
