import Appearance
import Geometry
import Scene
import Tracks
import Typography

extension LottieState {
  /// A text part as shape groups: its glyphs' outlines as closed cubic paths in font units
  /// (y down), one group per font scale holding its fill, inside a group placed at the part's
  /// anchored origin (which follows the view's animated size).
  func glyphGroup(_ run: GlyphRun, origin: AnchoredPoint, paint: Paint, of view: SceneView)
    -> Lottie.ShapeItem?
  {
    guard let color = paint.fill else { return nil }
    let opacity = color.alpha * paint.opacity
    var scaled: [(scale: Double, paths: [Lottie.ShapeItem])] = []
    for glyph in run.glyphs {
      guard let outline = run.outlines[glyph.key], !outline.elements.isEmpty, glyph.scale > 0
      else { continue }
      let shift = Point(x: glyph.x / (glyph.scale * run.condensation), y: glyph.y / glyph.scale)
      if scaled.last?.scale != glyph.scale { scaled.append((glyph.scale, [])) }
      scaled[scaled.count - 1].paths += Self.paths(outline, shift: shift)
    }
    guard !scaled.isEmpty else { return nil }
    var groups: [Lottie.ShapeItem] = []
    for (scale, paths) in scaled {
      var transform = Lottie.ShapeTransform()
      // Condensed text: narrower outlines, the same height.
      transform.scale = .constant(Lottie.Vector2(scale * run.condensation * 100, scale * 100))
      groups.append(
        .group(
          Lottie.Group(
            "glyphs", paths + [fill(color.opaque, opacity: opacity)], transform: transform)))
    }
    func term(_ length: AnchoredLength) -> [TrackAlgebra.Term] {
      guard length.factor != 0 else { return [] }
      let property: AnimatableProperty = length.axis == .horizontal ? .width : .height
      return [self.term(view, property, factor: length.factor)]
    }
    let (x, y) = (origin.x, origin.y)
    var transform = Lottie.ShapeTransform()
    transform.position = sum([term(x), term(y)], offsets: [x.offset, y.offset], Self.vector)
    return .group(Lottie.Group("text", groups, transform: transform))
  }

  /// One closed path per contour: vertices with in and out tangents relative to them.
  static func paths(_ outline: GlyphOutline, shift: Point) -> [Lottie.ShapeItem] {
    let contours = outline.cubicContours
    var result: [Lottie.ShapeItem] = []
    result.reserveCapacity(contours.count)
    for contour in contours where !contour.segments.isEmpty {
      func place(_ point: Point) -> Point {
        .init(x: point.x + shift.x, y: -point.y + shift.y)
      }
      // Each list's room made before its first element (not grown from one).
      var vertices: [Point] = []
      var ins: [Point] = []
      var outs: [Point] = []
      vertices.reserveCapacity(contour.segments.count + 1)
      ins.reserveCapacity(contour.segments.count + 1)
      outs.reserveCapacity(contour.segments.count + 1)
      vertices.append(place(contour.start))
      ins.append(Point(x: 0, y: 0))
      for (c1, c2, end) in contour.segments {
        let from = vertices[vertices.count - 1]
        let (a, b, to) = (place(c1), place(c2), place(end))
        outs.append(.init(x: a.x - from.x, y: a.y - from.y))
        vertices.append(to)
        ins.append(.init(x: b.x - to.x, y: b.y - to.y))
      }
      outs.append(.init(x: 0, y: 0))
      // A contour that ends where it starts: its last vertex is its first.
      if vertices.count > 1, vertices[vertices.count - 1] == vertices[0] {
        vertices.removeLast()
        ins[0] = ins.removeLast()
        outs.removeLast()
      }
      let shape = Lottie.BezierShape(
        isClosed: true, vertices: vertices, inTangents: ins, outTangents: outs)
      result.append(.path(Lottie.Path(.constant(shape))))
    }
    return result
  }
}
