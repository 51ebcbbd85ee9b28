import Formatting
import Geometry
import Typography

/// Glyph outlines as SVG.
///
/// Each glyph is a `<path>` in `<defs>`, in font units with y down, and each text part is a
/// nested `<svg>` (whose `x` and `y` animate with anchored lengths) of `<use>` references scaled
/// to the font size. Text never reaches the file as characters, so every renderer, `<img>`
/// included, draws the same shapes.
enum GlyphPaths {
  /// Path data with relative commands (shorter, and exact for integer font units).
  static func pathData(_ outline: GlyphOutline) -> String {
    var data = ""
    var current = (x: 0.0, y: 0.0)
    var contourOpen = false
    func pair(_ point: Point) -> String {
      let dx = NumberText.decimals(point.x - current.x)
      let dy = NumberText.decimals(-point.y - current.y)
      return dy.hasPrefix("-") ? dx + dy : dx + " " + dy
    }
    func join(_ parts: [String]) -> String {
      var text = ""
      for part in parts {
        if !text.isEmpty, !part.hasPrefix("-") { text += " " }
        text += part
      }
      return text
    }
    for element in outline.elements {
      switch element {
      case .move(let point):
        if contourOpen { data += "z" }
        data += "m" + pair(point)
        current = (point.x, -point.y)
        contourOpen = true
      case .line(let point):
        data += "l" + pair(point)
        current = (point.x, -point.y)
      case .quad(let control, let point):
        data += "q" + join([pair(control), pair(point)])
        current = (point.x, -point.y)
      case .cubic(let c1, let c2, let point):
        data += "c" + join([pair(c1), pair(c2), pair(point)])
        current = (point.x, -point.y)
      }
    }
    if contourOpen { data += "z" }
    // A path's first command is absolute: "m" at the origin reads the same as "M".
    return data.isEmpty ? data : "M" + data.dropFirst()
  }
}
