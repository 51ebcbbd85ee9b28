import Geometry

/// A glyph's outline in its font's units, y up, as FreeType decomposes it: contours start with
/// `move` and close implicitly (nonzero winding fills them).
package struct GlyphOutline: Hashable, Sendable {
  package enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
  }

  package var unitsPerEm: Double
  package var elements: [Element]

  package init(unitsPerEm: Double, elements: [Element]) {
    self.unitsPerEm = unitsPerEm
    self.elements = elements
  }

  /// The contours with quadratic pieces raised to cubic ones (Lottie paths are cubic): a start
  /// point and `(control1, control2, end)` triples.
  package var cubicContours: [(start: Point, segments: [(Point, Point, Point)])] {
    var contours: [(start: Point, segments: [(Point, Point, Point)])] = []
    var current = Point(x: 0, y: 0)
    for element in elements {
      if case .move(let point) = element {
        contours.append((point, []))
        current = point
        continue
      }
      if contours.isEmpty { contours.append((current, [])) }
      let segment: (Point, Point, Point)
      switch element {
      case .move: continue
      case .line(let point):
        segment = (current, point, point)
      case .quad(let control, let point):
        let (c1, c2) = Point.cubicControls(quadraticFrom: current, control: control, to: point)
        segment = (c1, c2, point)
      case .cubic(let c1, let c2, let point):
        segment = (c1, c2, point)
      }
      contours[contours.count - 1].segments.append(segment)
      current = segment.2
    }
    return contours
  }
}

/// A glyph of a face: the face's file and index (`/usr/…/Inter-Regular.otf#0`) and the glyph id.
package struct GlyphKey: Hashable, Sendable, Comparable {
  package var face: String
  package var glyph: UInt32

  package init(face: String, glyph: UInt32) {
    self.face = face
    self.glyph = glyph
  }

  package static func < (a: GlyphKey, b: GlyphKey) -> Bool {
    (a.face, a.glyph) < (b.face, b.glyph)
  }
}
