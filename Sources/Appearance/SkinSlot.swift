import Geometry
import Interface

/// A `{placeholder}` a template may use, filled from the view it draws.
///
/// Each slot holds one kind of value, and a template may use it only where that kind fits: a
/// color in `fill`, a number in `rx`, an anchored length in `x`. The row slots are filled
/// inside `<rows>` only.
package enum SkinSlot: String, CaseIterable, Sendable {
  // Text.
  case text, title, placeholder, fieldText, fontFamily, imageName, symbolGlyph
  // Numbers.
  case fontSize, fontWeight, numberOfLines, baselineFromCenter
  case baselineFromCenter10, baselineFromCenter13, firstBaselineFromTop
  case textOpacity, titleOpacity, buttonFillOpacity, fieldFillOpacity, blurOpacity
  case capsuleRadius, borderRadius, fieldBorderWidth, titleInset, textCondensation
  case symbolFontSize, symbolBaselineFromCenter
  case inner, outer, innerDiagonal, outerDiagonal, spoke
  case thumbFraction, thumbOffset, progress, selectedStart, segmentFraction, selectedOpacity
  // Colors (opaque: their opacity is a separate number slot).
  case textColor, titleColor, tintColor, buttonFill, fieldFill, trackColor, blurFill, onColor
  // Lengths anchored to the frame, and the text anchor.
  case alignX, knobX, textAnchor
  // The view's image.
  case imageHref
  // One table row's, inside `<rows>`.
  case rowText, rowTop, rowMiddle, rowBottom
  // One segment's, bar item's or page's, inside `<columns>`: its text and color, where it
  // starts, its middle and its end as fractions of the width, its index counted from the
  // middle, 1 or 0 as it is selected or not, 1 or 0.3 (emphasis), 600 or 400 (weight).
  case columnText, columnColor, columnStart, columnMiddle, columnEnd, columnOffset
  case columnSelected, columnUnselected, columnEmphasis, columnWeight
  case columnSymbol, columnSymbolSize, columnSymbolBaseline

  /// The kinds of value a slot holds.
  package enum Kind: String, Sendable {
    case text, number, color, length, textAnchor, image
  }

  package var kind: Kind {
    switch self {
    case .text, .title, .placeholder, .fieldText, .fontFamily, .imageName, .symbolGlyph, .rowText,
      .columnText, .columnSymbol:
      .text
    case .textColor, .titleColor, .tintColor, .buttonFill, .fieldFill, .trackColor, .blurFill,
      .onColor, .columnColor:
      .color
    case .alignX, .knobX: .length
    case .textAnchor: .textAnchor
    case .imageHref: .image
    default: .number
    }
  }

  /// The repeating element a slot is filled inside, once per entry; nil for the view's own.
  package var repeater: Repeater? {
    switch self {
    case .rowText, .rowTop, .rowMiddle, .rowBottom: .rows
    case .columnText, .columnColor, .columnStart, .columnMiddle, .columnEnd, .columnOffset,
      .columnSelected, .columnUnselected, .columnEmphasis, .columnWeight, .columnSymbol,
      .columnSymbolSize, .columnSymbolBaseline:
      .columns
    default: nil
    }
  }

  /// Elements that repeat their parts: `<rows>` per table row, `<columns>` per segment, bar
  /// item or page.
  package enum Repeater: String, Sendable {
    case rows, columns
  }
}

/// Where each line of text starts relative to its `x` (SVG's `text-anchor`).
package enum TextAnchor: String, Hashable, Sendable, CaseIterable {
  case start, middle, end
}

/// The values a view gives its template's slots.
///
/// A slot without a value reads as 0, black, empty text, the left edge, the start anchor or no
/// image, so that any template draws for any view.
package struct SkinValues: Sendable {
  package var texts: [SkinSlot: String] = [:]
  package var numbers: [SkinSlot: Double] = [:]
  package var colors: [SkinSlot: Color] = [:]
  package var lengths: [SkinSlot: AnchoredLength] = [:]
  package var textAnchor = TextAnchor.start
  package var image: EmbeddedImage?
  /// What `<columns>` repeats (segments, bar items, pages).
  package var columns: [SkinColumn] = []
  /// The appearance: the template's own named colors (a table's `opaqueSeparator`) and the
  /// kinds' default colors (`label`, `systemBlue`) take its values; the view's colors come
  /// resolved already (`InterfaceDocument.resolved(for:)`).
  package var scheme = ColorScheme.light

  package init() {}

  package func text(_ slot: SkinSlot) -> String { texts[slot] ?? "" }
  package func number(_ slot: SkinSlot) -> Double { numbers[slot] ?? 0 }
  package func color(_ slot: SkinSlot) -> Color { colors[slot] ?? .black }
  package func length(_ slot: SkinSlot) -> AnchoredLength {
    lengths[slot] ?? .fixed(0, axis: .horizontal)
  }
}
