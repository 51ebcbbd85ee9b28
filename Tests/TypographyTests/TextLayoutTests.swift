import Testing
import Typography

/// Line breaking, truncation and outlines, on Inter as fontconfig finds it.
@Suite("text layout")
struct TextLayoutTests {
  let font = FontRequest(size: 20)
  let text = TextSystem.shared

  func unwrapped(_ string: String, _ font: FontRequest) -> Double {
    text.layout(string, font: font).width
  }

  @Test("text wraps at spaces into lines no wider than the width, and its height counts them")
  func wraps() {
    let subtitle = "Your premium source for all things banking!"
    let layout = text.layout(subtitle, font: font, maxWidth: 343, maxLines: 0)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.allSatisfy { $0.width <= 343 })
    #expect(!layout.isTruncated)
    // The break is at a space: the lines are the words' widths, the space hanging.
    let words = subtitle.split(separator: " ").map(String.init)
    let firstLineWords = (1...words.count).last { count in
      unwrapped(words.prefix(count).joined(separator: " "), font) <= 343
    }!
    let first = unwrapped(words.prefix(firstLineWords).joined(separator: " "), font)
    let second = unwrapped(words.dropFirst(firstLineWords).joined(separator: " "), font)
    #expect(abs(layout.lines[0].width - first) < 1e-6)
    #expect(abs(layout.lines[1].width - second) < 1e-6)
    #expect(abs(layout.height - 2 * layout.metrics.lineHeight) < 1e-9)
    #expect(
      abs(layout.lines[1].baseline - layout.lines[0].baseline - layout.metrics.lineHeight) < 1e-9)
  }

  @Test("a word wider than the line breaks between characters")
  func longWord() {
    let layout = text.layout("Supercalifragilistic", font: font, maxWidth: 60, maxLines: 0)
    #expect(layout.lines.count > 2)
    #expect(layout.lines.allSatisfy { $0.width <= 60 + 1e-9 && !$0.glyphs.isEmpty })
  }

  @Test("one line cut at the tail ends in an ellipsis and fits")
  func tailTruncation() {
    let full = text.layout("Sign in to your account", font: font)
    let cut = text.layout("Sign in to your account", font: font, maxWidth: 100, maxLines: 1)
    let ellipsis = text.layout("\u{2026}", font: font).lines[0].glyphs[0].key
    #expect(cut.isTruncated && !full.isTruncated)
    #expect(cut.lines.count == 1 && cut.lines[0].width <= 100)
    #expect(cut.lines[0].glyphs.last?.key == ellipsis)
    #expect(cut.lines[0].glyphs.first?.key == full.lines[0].glyphs.first?.key)
  }

  @Test("a title cut in the middle keeps both ends")
  func middleTruncation() {
    let full = text.layout("Continue with Apple ID", font: font)
    let cut = text.layout("Continue with Apple ID", font: font, maxWidth: 120, truncation: .middle)
    let ellipsis = text.layout("\u{2026}", font: font).lines[0].glyphs[0].key
    let glyphs = cut.lines[0].glyphs
    #expect(cut.lines[0].width <= 120)
    #expect(glyphs.first?.key == full.lines[0].glyphs.first?.key)
    #expect(glyphs.last?.key == full.lines[0].glyphs.last?.key)
    #expect(glyphs.contains { $0.key == ellipsis } && glyphs.last?.key != ellipsis)
  }

  @Test("lines past numberOfLines are dropped, the last kept line ending in an ellipsis")
  func lineLimit() {
    let long = String(repeating: "banking made simple ", count: 6)
    let layout = text.layout(long, font: font, maxWidth: 150, maxLines: 2)
    let ellipsis = text.layout("\u{2026}", font: font).lines[0].glyphs[0].key
    #expect(layout.lines.count == 2 && layout.isTruncated)
    #expect(layout.lines[1].glyphs.last?.key == ellipsis)
  }

  @Test("explicit line breaks start lines (one line keeps the first, cut); an empty text has none")
  func lineBreaks() {
    #expect(text.layout("One\nTwo\nThree", font: font, maxLines: 0).lines.count == 3)
    let single = text.layout("One\nTwo\nThree", font: font, maxLines: 1)
    #expect(single.lines.count == 1 && single.isTruncated)
    #expect(text.layout("", font: font).lines.isEmpty)
    #expect(text.layout("", font: font).size == .init(width: 0, height: 0))
  }

  @Test("sizes round up to whole pixels at 3x")
  func rounding() {
    let layout = text.layout("Bankey", font: FontRequest(size: 34))
    let pixels = layout.size.width * 3
    #expect(abs(pixels - pixels.rounded()) < 1e-9)
    #expect(layout.size.width >= layout.width && layout.size.width - layout.width < 1.0 / 3)
  }

  @Test("outlines: 'o' is two contours, 'l' one, in the face's units")
  func outlines() throws {
    let layout = text.layout("ol", font: font)
    let glyphs = layout.lines[0].glyphs
    let o = try #require(layout.outlines[glyphs[0].key])
    let l = try #require(layout.outlines[glyphs[1].key])
    func contours(_ outline: GlyphOutline) -> Int {
      outline.elements.filter { if case .move = $0 { return true } else { return false } }.count
    }
    #expect(contours(o) == 2 && contours(l) == 1)
    #expect(abs(glyphs[0].scale * o.unitsPerEm - 20) < 1e-9)
    #expect(o.cubicContours.count == 2)
  }

  @Test("a family that is not installed is replaced, and the metrics say by which")
  func substitution() {
    #expect(text.metrics(FontRequest(size: 17)).family == "Inter")
    #expect(
      text.metrics(FontRequest(family: "No Such Family 42", size: 17)).family != "No Such Family 42"
    )
    #expect(text.families().contains("Inter"))
  }
}
