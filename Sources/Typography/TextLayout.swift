import Geometry

/// Text laid out in lines: glyphs placed in points from each line's start, baselines from the
/// text's top, with the sizes UIKit would report.
package struct TextLayout: Hashable, Sendable {
  package struct Glyph: Hashable, Sendable {
    package var key: GlyphKey
    /// From the line's start, in points.
    package var x: Double
    /// From the line's baseline, in points, down.
    package var y: Double
    /// Points per font unit of the glyph's face.
    package var scale: Double
  }

  package struct Line: Hashable, Sendable {
    package var glyphs: [Glyph]
    /// The line's width without trailing spaces.
    package var width: Double
    /// The baseline's distance from the text's top.
    package var baseline: Double
  }

  package var lines: [Line]
  package var metrics: FontMetrics
  /// The outline of every glyph the lines use.
  package var outlines: [GlyphKey: GlyphOutline]
  /// True when the text did not fit and was cut with "…".
  package var isTruncated: Bool

  /// The widest line.
  package var width: Double { lines.map(\.width).max() ?? 0 }
  package var height: Double { Double(lines.count) * metrics.lineHeight }

  /// The size UIKit reports for the text (`intrinsicContentSize`, `sizeThatFits`): rounded up
  /// to whole pixels at the device scale, 3 (every current iPhone).
  package var size: Size {
    Size(width: Self.pixelCeil(width), height: Self.pixelCeil(height))
  }

  package static let pixelScale = 3.0

  package static func pixelCeil(_ value: Double, scale: Double = pixelScale) -> Double {
    // A millionth of a pixel of slack keeps exact sizes from rounding up by floating-point noise.
    let rounded = (value * scale - 1e-6).rounded(.up) / scale
    return rounded > 0 ? rounded : 0
  }

  /// `size` on the grid of another screen.
  package func size(scale: Double) -> Size {
    Size(width: Self.pixelCeil(width, scale: scale), height: Self.pixelCeil(height, scale: scale))
  }
}

/// How text that does not fit its lines is cut.
package enum Truncation: Hashable, Sendable {
  /// "Long te…" (labels, text fields).
  case tail
  /// "Lon…ext" (button titles).
  case middle
}

/// Greedy line breaking over shaped characters: breaks after spaces and hyphens and around
/// ideographs, a word longer than the line breaks between characters, trailing spaces hang.
struct LineBreaker {
  var maxWidth: Double
  var maxLines: Int
  var truncation: Truncation
  var ellipsis: [ShapedCharacter]

  /// The lines of one paragraph (characters of each line, in order).
  func lines(_ characters: [ShapedCharacter], wraps: Bool) -> [[ShapedCharacter]] {
    guard wraps else { return [characters] }
    var lines: [[ShapedCharacter]] = []
    var start = 0
    let limit = maxWidth + 1e-9
    while start < characters.count {
      var width = 0.0
      var lastBreak: Int?
      var end = start
      while end < characters.count {
        let character = characters[end]
        if !character.isSpace, end > start, width + character.advance > limit { break }
        width += character.advance
        if breaksAfter(characters, end) { lastBreak = end + 1 }
        end += 1
      }
      if end < characters.count, let lastBreak, lastBreak > start { end = lastBreak }
      lines.append(Array(characters[start..<end]))
      start = end
    }
    return lines
  }

  private func breaksAfter(_ characters: [ShapedCharacter], _ index: Int) -> Bool {
    let character = characters[index]
    if character.isSpace || character.character == "-" || character.isIdeographic { return true }
    return index + 1 < characters.count && characters[index + 1].isIdeographic
  }

  static func width(_ line: [ShapedCharacter]) -> Double {
    var end = line.count
    while end > 0, line[end - 1].isSpace { end -= 1 }
    return line[..<end].reduce(0) { $0 + $1.advance }
  }

  /// The line cut to fit with "…" (linear in the line's length: widths are kept as running
  /// sums, so a hostile 60,000-character title costs no more than measuring it).
  func truncated(_ line: [ShapedCharacter]) -> [ShapedCharacter] {
    let room = maxWidth - ellipsis.reduce(0) { $0 + $1.advance } + 1e-9
    switch truncation {
    case .tail:
      var kept = line.count
      var width = line.reduce(0) { $0 + $1.advance }
      while kept > 0, width > room || line[kept - 1].isSpace {
        kept -= 1
        width -= line[kept].advance
      }
      return Array(line[..<kept]) + ellipsis
    case .middle:
      // Keep the ends, removing characters from the middle.
      let count = line.count
      var head = (count + 1) / 2
      var tail = count - head
      var width = line.reduce(0) { $0 + $1.advance }
      while head + tail > 0, width > room {
        if head > tail {
          head -= 1
          width -= line[head].advance
        } else {
          width -= line[count - tail].advance
          tail -= 1
        }
      }
      return Array(line[..<head]) + ellipsis + Array(line[(count - tail)...])
    }
  }
}
