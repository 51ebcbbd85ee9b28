import Geometry
import Synchronization

/// Text measurement and layout with the machine's fonts: fontconfig chooses faces, HarfBuzz
/// shapes, FreeType gives metrics and outlines.
///
/// One shared instance guards the C libraries (which are not thread-safe per handle) with a
/// lock; results are values, cached by request.
package final class TextSystem: Sendable {
  package static let shared = TextSystem()

  private final class State {
    let fonts = FontLibrary()
    var layouts: [LayoutKey: TextLayout] = [:]
  }

  private struct LayoutKey: Hashable {
    var text: String
    var font: FontRequest
    var maxWidth: Double?
    var maxLines: Int
    var truncation: Truncation
  }

  private let state = Mutex(State())

  private init() {}

  /// The font's vertical metrics and the family that fontconfig chose for it.
  package func metrics(_ request: FontRequest) -> FontMetrics {
    state.withLock { state in
      Self.metrics(request, primary: state.fonts.primary(request))
    }
  }

  /// The families of the installed fonts, for "did you mean" suggestions.
  package func families() -> [String] {
    state.withLock { $0.fonts.families() }
  }

  /// Lays out `text`: lines at explicit line breaks, wrapped at `maxWidth` when `maxLines` is
  /// not 1 (0 means no limit, as `numberOfLines`), cut with "…" past `maxLines` lines or where
  /// a line is wider than `maxWidth`.
  package func layout(
    _ text: String, font: FontRequest, maxWidth: Double? = nil, maxLines: Int = 1,
    truncation: Truncation = .tail
  ) -> TextLayout {
    let width = maxWidth.map { $0.isFinite ? max(0, $0) : Double.greatestFiniteMagnitude }
    let key = LayoutKey(
      text: text, font: font, maxWidth: width, maxLines: max(0, maxLines), truncation: truncation)
    return state.withLock { state in
      if let known = state.layouts[key] { return known }
      let layout = Self.layout(key, fonts: state.fonts)
      if state.layouts.count > 4096 { state.layouts.removeAll() }
      state.layouts[key] = layout
      return layout
    }
  }

  private static func metrics(_ request: FontRequest, primary: FontFace?) -> FontMetrics {
    if request.systemMetrics {
      return FontMetrics(
        ascender: request.size * SystemFont.ascender,
        descender: request.size * SystemFont.descender,
        lineHeight: request.size * SystemFont.lineHeight, family: primary?.family ?? "",
        file: primary?.fileName ?? "")
    }
    guard let primary else {
      // No font at all: SF's proportions, so layout still works (text draws nothing).
      return FontMetrics(
        ascender: request.size * 0.952, descender: request.size * 0.241,
        lineHeight: request.size * 1.193, family: "", file: "")
    }
    let scale = request.size / primary.unitsPerEm
    let height = primary.height > 0 ? primary.height : primary.ascender + primary.descender
    return FontMetrics(
      ascender: primary.ascender * scale, descender: primary.descender * scale,
      lineHeight: height * scale, family: primary.family, file: primary.fileName)
  }

  private static func layout(_ key: LayoutKey, fonts: FontLibrary) -> TextLayout {
    let primary = fonts.primary(key.font)
    let metrics = metrics(key.font, primary: primary)
    var result = TextLayout(lines: [], metrics: metrics, outlines: [:], isTruncated: false)
    guard let primary, !key.text.isEmpty else { return result }
    let shaper = Shaper(fonts: fonts)
    // Tabs are spaces; other control characters draw nothing.
    let clean = String(
      String.UnicodeScalarView(
        key.text.unicodeScalars.compactMap { scalar in
          scalar == "\t"
            ? " " : (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F ? nil : scalar
        }))
    let breaker = LineBreaker(
      maxWidth: key.maxWidth ?? .greatestFiniteMagnitude, maxLines: key.maxLines,
      truncation: key.truncation, ellipsis: shaper.shape("\u{2026}", key.font, primary: primary))
    let wraps = key.maxLines != 1 && key.maxWidth != nil
    var lines: [[ShapedCharacter]] = []
    for paragraph in clean.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += breaker.lines(
        shaper.shape(String(paragraph), key.font, primary: primary), wraps: wraps)
    }
    if key.maxLines > 0, lines.count > key.maxLines {
      lines.removeLast(lines.count - key.maxLines)
      lines[lines.count - 1] = breaker.truncated(lines[lines.count - 1])
      result.isTruncated = true
    }
    if let maxWidth = key.maxWidth {
      for index in lines.indices where LineBreaker.width(lines[index]) > maxWidth + 1e-9 {
        lines[index] = breaker.truncated(lines[index])
        result.isTruncated = true
      }
    }
    for (number, line) in lines.enumerated() {
      var placed: [TextLayout.Glyph] = []
      var x = 0.0
      for character in visualOrder(line) {
        for glyph in character.glyphs {
          placed.append(.init(key: glyph.key, x: x + glyph.x, y: glyph.y, scale: glyph.scale))
          if result.outlines[glyph.key] == nil, let face = fonts.face(forKey: glyph.key.face) {
            result.outlines[glyph.key] = face.outline(glyph.key.glyph)
          }
        }
        x += character.advance
      }
      result.lines.append(
        .init(
          glyphs: placed, width: LineBreaker.width(line),
          baseline: metrics.ascender + Double(number) * metrics.lineHeight))
    }
    return result
  }

  /// Characters left to right on screen: right-to-left runs reversed (their glyphs within a
  /// character are already in visual order).
  private static func visualOrder(_ line: [ShapedCharacter]) -> [ShapedCharacter] {
    var result: [ShapedCharacter] = []
    var index = 0
    while index < line.count {
      guard line[index].isRightToLeft else {
        result.append(line[index])
        index += 1
        continue
      }
      var end = index
      while end < line.count, line[end].isRightToLeft { end += 1 }
      result += line[index..<end].reversed()
      index = end
    }
    return result
  }
}
