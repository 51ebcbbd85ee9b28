import Appearance
import Scene
import Typography

/// The bytes a scene's text takes in the SVG and in the Lottie file, estimated from its glyphs
/// before either is written (docs/format.md, Limits): text reaches both as outlines, so a
/// long text, or one laid out again at many widths, makes large files.
///
/// The SVG defines each outline once (about 12 bytes a segment) and places each glyph with a
/// `<use>` (about 30 bytes); the Lottie file writes each glyph's outline where it is shown
/// (about 36 bytes a segment and 40 a contour, in every look of the view). Measured on the
/// Examples' text and a 20,000-character label: within a fifth of the files' text bytes.
enum TextOutlines {
  static func bytes(of scene: AnimatedScene) -> (svg: Int, lottie: Int) {
    var svg = 0
    var lottie = 0
    var defined = Set<GlyphKey>()
    var sizes: [GlyphKey: (segments: Int, contours: Int)] = [:]
    for view in scene.views {
      for (_, skin) in view.skins {
        for part in skin.parts {
          guard case .glyphs(let run, _) = part.shape else { continue }
          for glyph in run.glyphs {
            guard let outline = run.outlines[glyph.key] else { continue }
            let size =
              sizes[glyph.key]
              ?? {
                let contours = outline.elements.count {
                  if case .move = $0 { true } else { false }
                }
                let size = (outline.elements.count - contours, contours)
                sizes[glyph.key] = size
                return size
              }()
            svg += 30
            if defined.insert(glyph.key).inserted { svg += 12 * size.segments + 40 }
            lottie += 36 * size.segments + 40 * size.contours
          }
        }
      }
    }
    return (svg, lottie)
  }
}
