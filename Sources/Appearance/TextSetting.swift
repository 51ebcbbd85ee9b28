import Typography

/// Sets a template's `<text>` in glyphs: its content laid out with its family, size and
/// weight, wrapped and truncated at its maximum width (default unlimited) within its lines (0
/// for no limit), each line aligned to `x` by its anchor, the first baseline at `y`.
///
/// A line of one line's text that overflows its width by a little is condensed to fit instead
/// of cut, as far as `condense` allows (docs/format.md, Condensed text).
enum TextSetting {
  /// The glyphs of a text part for a view `width` points wide; nil when it draws nothing.
  static func glyphs(for text: TextTemplate, values: SkinValues, width: Double) -> GlyphRun? {
    let content = text.content.map { $0.value(values) }.joined()
    guard !content.isEmpty else { return nil }
    let maxWidth = text.maxWidth.map { max(0, $0.value(values).value(width: width, height: 0)) }
    let font = FontRequest(
      family: text.family.map { firstFamily($0.map { $0.value(values) }.joined()) }
        ?? FontRequest.systemFamily,
      size: min(1000, max(1, text.size.value(values))),
      weight: Int(min(1000, max(1, text.weight.value(values)))))
    let lines = text.lines.value(values)
    let maxLines = lines.isFinite && lines >= 0 ? Int(min(lines, 1e6)) : 1
    var layout = TextSystem.shared.layout(
      content, font: font, maxWidth: maxWidth, maxLines: maxLines, truncation: text.truncation)
    var condensation = 1.0
    if layout.isTruncated, maxLines == 1, let maxWidth,
      let (natural, factor) = condensed(
        content, font: font, maxWidth: maxWidth, narrowest: text.condense.value(values))
    {
      (layout, condensation) = (natural, factor)
    }
    guard let first = layout.lines.first else { return nil }
    let anchor = text.anchor.value(values)
    var glyphs: [TextLayout.Glyph] = []
    for line in layout.lines {
      let lineWidth = line.width * condensation
      let shift: Double =
        switch anchor {
        case .middle: -lineWidth / 2
        case .end: -lineWidth
        case .start: 0
        }
      for var glyph in line.glyphs {
        glyph.x = glyph.x * condensation + shift
        glyph.y += line.baseline - first.baseline
        glyphs.append(glyph)
      }
    }
    guard !glyphs.isEmpty else { return nil }
    return GlyphRun(
      glyphs: glyphs, outlines: layout.outlines, text: content, condensation: condensation)
  }

  /// The text uncut on one line and the factor that brings it to `maxWidth`, when that factor
  /// is at least `narrowest`; nil when the text takes several lines or would be squeezed more.
  private static func condensed(
    _ content: String, font: FontRequest, maxWidth: Double, narrowest: Double
  ) -> (TextLayout, Double)? {
    guard narrowest < 1, narrowest.isFinite else { return nil }
    let natural = TextSystem.shared.layout(content, font: font, maxLines: 1)
    guard natural.lines.count == 1, natural.width > maxWidth, natural.width > 0 else {
      return nil
    }
    let factor = maxWidth / natural.width
    return factor >= max(0.01, narrowest) ? (natural, factor) : nil
  }

  /// The first family of a CSS-like list, unquoted (the system font's when empty).
  private static func firstFamily(_ list: String) -> String {
    let first = list.split(separator: ",").first.map(String.init) ?? list
    var slice = Substring(first)
    while let character = slice.first, " '\"".contains(character) { slice.removeFirst() }
    while let character = slice.last, " '\"".contains(character) { slice.removeLast() }
    return slice.isEmpty ? FontRequest.systemFamily : String(slice)
  }
}
