import Diagnostics
import Interface

/// The templates of every view kind, as read from a `Templates/` folder.
package struct TemplateLibrary: Sendable {
  package var templates: [String: SkinTemplate]

  package init(templates: [String: SkinTemplate]) {
    self.templates = templates
  }
}

/// Dresses a view in its kind's template: the skin it shows at a given width.
///
/// Appearance's contract: parts are in the view's own coordinates (origin at its frame's
/// top-left), geometry anchored to the frame so it follows animated sizes; paints are typed
/// colors and numbers; text is set in glyph outlines (`GlyphRun`); images are their bytes.
/// Nothing downstream reads SVG syntax.
package enum SkinBuilder {
  /// The skin of a view `width` points wide, with its border.
  ///
  /// Text wraps and truncates at that width. `systemFamily` stands in for the system font (nil:
  /// Inter).
  package static func skin(
    for view: View, library: TemplateLibrary, image: EmbeddedImage? = nil, width: Double,
    border: Border? = nil, systemFamily: String? = nil, scheme: ColorScheme = .light
  ) -> (Skin, [Diagnostic]) {
    // An image not at hand (an imported storyboard's, without --assets) is a labelled box; an
    // SF Symbol is its look-alike, or the box when it has none.
    var name = view.kind.rawValue
    if view.kind == .imageView, let symbol = view.content.symbol {
      name = SymbolGlyphs.glyph(for: symbol.name) == nil ? "imagePlaceholder" : "symbolImage"
    } else if view.kind == .imageView, image == nil, view.content.image != nil {
      name = "imagePlaceholder"
    }
    guard let template = library.templates[name] ?? library.templates[view.kind.rawValue] else {
      return (
        Skin(parts: [], border: border),
        [
          .warning(
            "no template for '\(view.kind.rawValue)'; '\(view.id)' draws its frame only",
            at: view.location)
        ]
      )
    }
    // A template that draws nothing (a plain view's) needs no values: its skin is the border.
    guard !template.nodes.isEmpty else {
      return (Skin(parts: [], border: border), template.problems)
    }
    let values = SkinValues(
      view: view, image: image, width: width, systemFamily: systemFamily, scheme: scheme)
    let parts = template.parts(
      values: values, rows: view.content.rows, rowHeight: view.content.rowHeight ?? 44,
      width: width)
    return (Skin(parts: parts, border: border), template.problems)
  }
}
