import Geometry
import Typography

/// A view's look at one moment: the parts its kind's template draws, in the view's own
/// coordinates and drawing order, and its border.
///
/// The parts draw over the view's background and under its subviews; the border draws over
/// both, inside the frame, as UIKit composites a layer's border above its sublayers.
package struct Skin: Hashable, Sendable {
  package var parts: [SkinPart]
  package var border: Border?

  package init(parts: [SkinPart], border: Border? = nil) {
    self.parts = parts
    self.border = border
  }
}

/// A view's border (`borderWidth`, `borderColor`).
package struct Border: Hashable, Sendable {
  package var width: Double
  package var color: Color

  package init(width: Double, color: Color) {
    self.width = width
    self.color = color
  }
}

/// One drawn part of a skin: a shape and its paint.
package struct SkinPart: Hashable, Sendable {
  package var shape: SkinShape
  package var paint: Paint

  package init(_ shape: SkinShape, paint: Paint) {
    self.shape = shape
    self.paint = paint
  }
}

/// What a skin part draws, in the view's coordinates (origin at its frame's top-left); anchored
/// lengths follow the view's animated size.
package enum SkinShape: Hashable, Sendable {
  /// A rectangle with circular corners.
  case rect(AnchoredRect, cornerRadius: Double)
  /// An ellipse (a circle when the radii are equal).
  case ellipse(center: AnchoredPoint, radiusX: Double, radiusY: Double)
  /// A straight line.
  case line(from: AnchoredPoint, to: AnchoredPoint)
  /// Lines and curves at fixed coordinates.
  case path(SkinPath)
  /// An image stretched over a rectangle.
  case image(AnchoredRect, EmbeddedImage)
  /// Text set in glyphs: the run placed at `origin` (the first line's baseline at its y).
  case glyphs(GlyphRun, origin: AnchoredPoint)
}

/// Text set in glyphs: each glyph placed in points from the part's origin (the first line's
/// baseline at the origin), with the outline of every glyph used.
package struct GlyphRun: Hashable, Sendable {
  package var glyphs: [TextLayout.Glyph]
  package var outlines: [GlyphKey: GlyphOutline]
  /// The text the glyphs show, for accessibility labels.
  package var text: String
  /// The outlines' horizontal scale (below 1 for condensed text, whose glyphs' `x` already
  /// come closer): each outline is `scale × condensation` wide and `scale` tall per font unit.
  package var condensation: Double

  package init(
    glyphs: [TextLayout.Glyph], outlines: [GlyphKey: GlyphOutline], text: String,
    condensation: Double = 1
  ) {
    self.glyphs = glyphs
    self.outlines = outlines
    self.text = text
    self.condensation = condensation
  }
}

/// Lines and curves in points: subpaths, each from a start point through segments, closed or
/// open.
package struct SkinPath: Hashable, Sendable {
  package enum Segment: Hashable, Sendable {
    case line(to: Point)
    case cubic(Point, Point, to: Point)
  }

  package struct Subpath: Hashable, Sendable {
    package var start: Point
    package var segments: [Segment]
    package var isClosed: Bool

    package init(start: Point, segments: [Segment], isClosed: Bool) {
      self.start = start
      self.segments = segments
      self.isClosed = isClosed
    }
  }

  package var subpaths: [Subpath]

  package init(subpaths: [Subpath]) {
    self.subpaths = subpaths
  }
}
