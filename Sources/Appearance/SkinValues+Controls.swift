import Geometry
import Interface
import Typography

/// Slot values of the controls, bars and containers (docs/views.md): where a slider's thumb
/// sits, how much of a progress view is filled, a blur's tint, and the entries that
/// `<columns>` repeats.
extension SkinValues {
  mutating func setControl(_ view: View, metrics: FontMetrics, systemFamily: String?) {
    let content = view.content
    // Baselines of the small system fonts bars and segments use, from their centre.
    for (size, slot) in [(10.0, SkinSlot.baselineFromCenter10), (13, .baselineFromCenter13)] {
      let small = TextSystem.shared.metrics(Font(size: size).request(systemFamily: systemFamily))
      numbers[slot] = small.ascender - small.lineHeight / 2
    }
    switch view.kind {
    case .slider:
      // The thumb (28 wide) travels inside the alignment rectangle (2 in from each side).
      let low = content.minimumValue ?? 0
      let high = content.maximumValue ?? 1
      let value = content.value ?? (low + high) / 2
      let fraction = high > low ? min(1, max(0, (value - low) / (high - low))) : 0
      numbers[.thumbFraction] = fraction
      numbers[.thumbOffset] = 16 - 32 * fraction
    case .progressView:
      numbers[.progress] = min(1, max(0, content.progress ?? 0))
    case .textView:
      numbers[.firstBaselineFromTop] = metrics.ascender
    case .navigationBar:
      texts[.title] = content.title ?? ""
    case .visualEffectView:
      let (fill, opacity) = Self.blurTint(content.blurStyle ?? .regular)
      colors[.blurFill] = fill
      numbers[.blurOpacity] = opacity
    case .pageControl:
      colors[.tintColor] = (view.style.tintColor ?? .black).opaque
    case .segmentedControl:
      let count = Double(max(1, content.segments.count))
      let index = content.selectedSegmentIndex ?? -1
      let selected = index >= 0 && index < content.segments.count
      numbers[.selectedStart] = selected ? Double(index) / count : 0
      numbers[.segmentFraction] = 1 / count
      numbers[.selectedOpacity] = selected ? 1 : 0
    default:
      break
    }
    columns = Self.columns(for: view, scheme: scheme)
  }

  /// Approximations of UIKit's blur materials over a light background: a translucent fill.
  static func blurTint(_ style: BlurStyle) -> (Color, Double) {
    switch style {
    case .extraLight: (.white, 0.9)
    case .light: (.white, 0.75)
    case .dark: (Color(rgba8: 28, 28, 30), 0.75)
    case .prominent, .systemThickMaterial: (Color(rgba8: 242, 242, 247), 0.92)
    case .systemChromeMaterial: (Color(rgba8: 249, 249, 249), 0.85)
    case .systemUltraThinMaterial: (Color(rgba8: 242, 242, 247), 0.45)
    case .systemThinMaterial: (Color(rgba8: 242, 242, 247), 0.65)
    case .regular, .systemMaterial: (Color(rgba8: 242, 242, 247), 0.8)
    }
  }

  /// What `<columns>` repeats: segments, bar items, or one entry per page.
  static func columns(for view: View, scheme: ColorScheme) -> [SkinColumn] {
    let content = view.content
    let systemBlue = (ColorSyntax.named("systemBlue") ?? .black).resolved(for: scheme)
    let tint = (view.style.tintColor ?? systemBlue).opaque
    switch view.kind {
    case .segmentedControl:
      return content.segments.enumerated().map { index, title in
        var column = SkinColumn(text: title, isSelected: index == content.selectedSegmentIndex)
        if index < content.segmentSymbols.count, let symbol = content.segmentSymbols[index] {
          // A look-alike where there is one; else the symbol's name stands in for the image.
          if let glyph = SymbolGlyphs.glyph(for: symbol.name) {
            column.symbolGlyph = glyph
            column.symbolFontSize = SkinValues.symbolFontSize(symbol)
          } else if title.isEmpty {
            column.text = symbol.name
          }
        }
        return column
      }
    case .tabBar:
      return content.items.enumerated().map {
        let selected = $0 == content.selectedItem
        return SkinColumn(
          text: $1, isSelected: selected, color: selected ? tint : Color(rgba8: 153, 153, 153))
      }
    case .toolbar:
      return content.items.map { SkinColumn(text: $0, isSelected: false, color: tint) }
    case .pageControl:
      let pages = min(content.numberOfPages ?? 0, 100)
      return (0..<pages).map {
        SkinColumn(text: "", isSelected: $0 == (content.currentPage ?? 0))
      }
    default:
      return []
    }
  }
}

/// One repeated entry of a `<columns>` element: its title, whether it is selected, and its
/// color.
package struct SkinColumn: Sendable, Hashable {
  package var text: String
  package var isSelected: Bool
  package var color: Color
  /// A segment's SF Symbol look-alike: the glyph's text ("" for none) and its font size.
  package var symbolGlyph = ""
  package var symbolFontSize = 0.0

  package init(text: String, isSelected: Bool, color: Color = .black) {
    self.text = text
    self.isSelected = isSelected
    self.color = color
  }
}
