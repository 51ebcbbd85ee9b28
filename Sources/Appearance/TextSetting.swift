import Typography

/// Sets a skin's `<text>` part in glyphs: the part's text laid out with its `font-family`,
/// `font-size` and `font-weight`, wrapped and truncated at `max-width` (an anchored length,
/// default unlimited) within `lines` lines (default 1, 0 for no limit; `truncation="middle"`
/// cuts in the middle), each line aligned to `x` by `text-anchor`, the first baseline at `y`.
enum TextSetting {
  static let layoutAttributes: Set<String> = [
    "font-family", "font-size", "font-weight", "text-anchor", "max-width", "lines", "truncation",
    "dominant-baseline",
  ]

  /// The part with its text as glyphs and without its text attributes; nil when it draws
  /// nothing.
  static func glyphs(for part: SkinPart, width: Double) -> SkinPart? {
    guard let text = part.text, !text.isEmpty else { return nil }
    var texts: [String: String] = [:]
    var maxWidth: Double?
    for (name, value) in part.attributes {
      switch value {
      case .text(let text): texts[name] = text
      case .length(let length) where name == "max-width":
        maxWidth = max(0, length.value(width: width, height: 0))
      case .length: break
      }
    }
    let font = FontRequest(
      family: texts["font-family"].map(firstFamily) ?? FontRequest.systemFamily,
      size: min(1000, max(1, Double(texts["font-size"] ?? "17") ?? 17)),
      weight: weight(texts["font-weight"]))
    let lines = Int(texts["lines"] ?? "1") ?? 1
    let layout = TextSystem.shared.layout(
      text, font: font, maxWidth: maxWidth, maxLines: lines,
      truncation: texts["truncation"] == "middle" ? .middle : .tail)
    guard let first = layout.lines.first else { return nil }
    var glyphs: [TextLayout.Glyph] = []
    for line in layout.lines {
      let shift: Double =
        switch texts["text-anchor"] {
        case "middle": -line.width / 2
        case "end": -line.width
        default: 0
        }
      for var glyph in line.glyphs {
        glyph.x += shift
        glyph.y += line.baseline - first.baseline
        glyphs.append(glyph)
      }
    }
    guard !glyphs.isEmpty else { return nil }
    var result = part
    result.attributes = part.attributes.filter { !layoutAttributes.contains($0.name) }
    result.text = nil
    result.glyphs = GlyphRun(glyphs: glyphs, outlines: layout.outlines, text: text)
    return result
  }

  /// The first family of a CSS-like list, unquoted.
  private static func firstFamily(_ list: String) -> String {
    let first = list.split(separator: ",").first.map(String.init) ?? list
    let trimmed = first.trimmingCharacters(in: " '\"")
    return trimmed.isEmpty ? FontRequest.systemFamily : trimmed
  }

  private static func weight(_ text: String?) -> Int {
    switch text {
    case "bold": 700
    case "normal", nil: 400
    case let text?: min(1000, max(1, Int(text) ?? 400))
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice.removeFirst() }
    while let last = slice.last, set.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
