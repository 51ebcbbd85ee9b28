import Appearance
import Testing
import Typography

/// The SF Symbol look-alikes' table against the Material Icons font itself (docs/storyboards.md,
/// Images).
@Suite struct SymbolGlyphTests {
  static let font = FontRequest(family: SymbolGlyphs.family, size: 24)

  @Test("the icon font is installed (fonts-material-design-icons-iconfont, .ci/packages)")
  func installed() {
    #expect(SymbolGlyphs.isInstalled)
  }

  /// The font's own ligature for each Material name (its GSUB table, which we did not write)
  /// gives the glyph that the table's code point maps to.
  @Test("every code point of the table is the glyph of the Material icon it names")
  func codepointsMatchLigatures() {
    #expect(SymbolGlyphs.table.count >= 40)
    for (symbol, entry) in SymbolGlyphs.table.sorted(by: { $0.key < $1.key }) {
      let byName = TextSystem.shared.layout(entry.material, font: Self.font)
      let byCode = TextSystem.shared.layout(
        SymbolGlyphs.glyph(for: symbol) ?? "", font: Self.font)
      let named = byName.lines.first?.glyphs.map(\.key) ?? []
      let coded = byCode.lines.first?.glyphs.map(\.key) ?? []
      #expect(named.count == 1 && named == coded, "\(symbol) → \(entry.material)")
      #expect(coded.first.flatMap { byCode.outlines[$0] }?.elements.isEmpty == false, "\(symbol)")
    }
  }

  @Test("the common symbols have look-alikes; others have none")
  func coverage() {
    for name in [
      "chevron.right", "xmark", "plus", "magnifyingglass", "gear", "person", "heart", "star",
      "trash", "square.and.arrow.up",
    ] {
      #expect(SymbolGlyphs.glyph(for: name) != nil, "\(name)")
    }
    #expect(SymbolGlyphs.glyph(for: "figure.walk") == nil)
  }
}
