import Typography

/// A length that follows a view's animated size: `factor × width (or height) + offset`.
///
/// Skin parts anchor to the frame's edges or center this way (`right-20`, `centerY+6`), so they
/// move with animated sizes; the writers turn the view's width or height track into the part's.
package struct AnchoredLength: Hashable, Sendable {
  package enum Axis: Hashable, Sendable {
    case horizontal, vertical
  }

  package var axis: Axis
  package var factor: Double
  package var offset: Double

  package init(axis: Axis, factor: Double, offset: Double) {
    self.axis = axis
    self.factor = factor
    self.offset = offset
  }

  package func value(width: Double, height: Double) -> Double {
    factor * (axis == .horizontal ? width : height) + offset
  }
}

/// An attribute value of a skin part.
package enum SkinValue: Hashable, Sendable {
  case length(AnchoredLength)
  case text(String)
}

/// Text set in glyphs: each glyph placed in points from the part's `x`/`y` (the first line's
/// baseline at the anchor), with the outline of every glyph used.
package struct GlyphRun: Hashable, Sendable {
  package var glyphs: [TextLayout.Glyph]
  package var outlines: [GlyphKey: GlyphOutline]
  /// The text the glyphs show, for accessibility labels.
  package var text: String

  package init(glyphs: [TextLayout.Glyph], outlines: [GlyphKey: GlyphOutline], text: String) {
    self.glyphs = glyphs
    self.outlines = outlines
    self.text = text
  }
}

/// One drawing element of a skin: an SVG element name, its attributes, and its text.
///
/// A `text` element comes out of Appearance set in glyphs (`glyphs`), never as characters for a
/// renderer's fonts.
package struct SkinPart: Hashable, Sendable {
  package var element: String
  package var attributes: [(name: String, value: SkinValue)]
  package var text: String?
  package var glyphs: GlyphRun?

  package init(
    element: String, attributes: [(name: String, value: SkinValue)], text: String?,
    glyphs: GlyphRun? = nil
  ) {
    self.element = element
    self.attributes = attributes
    self.text = text
    self.glyphs = glyphs
  }

  package static func == (a: SkinPart, b: SkinPart) -> Bool {
    a.element == b.element && a.text == b.text
      && a.attributes.map(\.name) == b.attributes.map(\.name)
      && a.attributes.map(\.value) == b.attributes.map(\.value) && a.glyphs == b.glyphs
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(element)
    hasher.combine(text)
    hasher.combine(glyphs)
    for attribute in attributes {
      hasher.combine(attribute.name)
      hasher.combine(attribute.value)
    }
  }
}
