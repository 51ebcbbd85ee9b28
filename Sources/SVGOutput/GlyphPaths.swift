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
  /// Path data with relative commands (shorter, and exact for integer font units): numbers
  /// apart by a space, or by nothing before a minus sign.
  static func pathData(_ outline: GlyphOutline, to output: inout SVGBytes) {
    let start = output.count
    var current = (x: 0.0, y: 0.0)
    var contourOpen = false
    /// A number, after a space unless it begins with a minus sign.
    func number(_ value: Double, separated: Bool) {
      guard separated else {
        output.decimals(value)
        return
      }
      let space = output.count
      output.append(byte: UInt8(ascii: " "))
      output.decimals(value)
      if output[space + 1] == UInt8(ascii: "-") { output.remove(at: space) }
    }
    func pair(_ point: Point, separated: Bool) {
      number(point.x - current.x, separated: separated)
      number(-point.y - current.y, separated: true)
    }
    for element in outline.elements {
      switch element {
      case .move(let point):
        if contourOpen { output.append(byte: UInt8(ascii: "z")) }
        output.append(byte: UInt8(ascii: "m"))
        pair(point, separated: false)
        current = (point.x, -point.y)
        contourOpen = true
      case .line(let point):
        output.append(byte: UInt8(ascii: "l"))
        pair(point, separated: false)
        current = (point.x, -point.y)
      case .quad(let control, let point):
        output.append(byte: UInt8(ascii: "q"))
        pair(control, separated: false)
        pair(point, separated: true)
        current = (point.x, -point.y)
      case .cubic(let c1, let c2, let point):
        output.append(byte: UInt8(ascii: "c"))
        pair(c1, separated: false)
        pair(c2, separated: true)
        pair(point, separated: true)
        current = (point.x, -point.y)
      }
    }
    if contourOpen { output.append(byte: UInt8(ascii: "z")) }
    // A path's first command is absolute: "m" at the origin reads the same as "M".
    if output.count > start { output.replace(at: start, with: UInt8(ascii: "M")) }
  }
}
