/// A font as the format names it: a Dynamic Type style, `system SIZE [WEIGHT]` or
/// `FAMILY SIZE [WEIGHT]`.
package struct Font: Hashable, Sendable {
  package var size: Double
  package var weight: Weight
  /// The Dynamic Type style, when the font was named by one.
  package var textStyle: TextStyle?
  /// An installed family by name; nil for the system font (Inter, or `export --font`).
  package var family: String?

  package init(
    size: Double, weight: Weight = .regular, textStyle: TextStyle? = nil, family: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
    self.family = family
  }

  /// The CSS weight (100 ultraLight … 400 regular … 900 black).
  package var cssWeight: Int {
    switch weight {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// Dynamic Type styles at the default content size category (docs/format.md, Fonts).
  package enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2

    package var font: Font {
      switch self {
      case .largeTitle: Font(size: 34, textStyle: self)
      case .title1: Font(size: 28, textStyle: self)
      case .title2: Font(size: 22, textStyle: self)
      case .title3: Font(size: 20, textStyle: self)
      case .headline: Font(size: 17, weight: .semibold, textStyle: self)
      case .body: Font(size: 17, textStyle: self)
      case .callout: Font(size: 16, textStyle: self)
      case .subheadline: Font(size: 15, textStyle: self)
      case .footnote: Font(size: 13, textStyle: self)
      case .caption1: Font(size: 12, textStyle: self)
      case .caption2: Font(size: 11, textStyle: self)
      }
    }
  }

  /// `UIFont.Weight` names.
  package enum Weight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// UIKit's default label font.
  package static let body = TextStyle.body.font
}
