/// A font as text layout asks for it: a family fontconfig knows, a size in points and a CSS
/// weight (100 thin … 400 regular … 900 black).
package struct FontRequest: Hashable, Sendable {
  package var family: String
  package var size: Double
  package var weight: Int
  /// The vertical metrics are the system font's as UIKit reports them (`SystemFont`), whatever
  /// face draws the glyphs.
  package var systemMetrics: Bool

  /// The family that stands in for Apple's system font: Inter, the closest free match to SF Pro.
  package static let systemFamily = "Inter"

  package init(
    family: String = FontRequest.systemFamily, size: Double, weight: Int = 400,
    systemMetrics: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.systemMetrics = systemMetrics
  }
}

/// What stands in for Apple's system font: the family that draws it (nil: Inter), and whether
/// its lines take the system font's own vertical metrics rather than that family's.
///
/// UIKit's system font (SF Pro) has an ascender of 1950 and a descender of 494 units of 2048,
/// no line gap, at every size, weight and text style: `UIFont.systemFont(ofSize: 17)` reports an
/// ascender of 16.1865234375, a descender of −4.1005859375 and a `lineHeight` of 20.287109375
/// (docs/storyboards.md, Text).
package struct SystemFont: Hashable, Sendable {
  package var family: String?
  package var usesSystemMetrics: Bool

  package init(family: String? = nil, usesSystemMetrics: Bool = false) {
    self.family = family
    self.usesSystemMetrics = usesSystemMetrics
  }

  /// SF Pro's ascender, descender and line height, per point of size.
  package static let ascender = 1950.0 / 2048
  package static let descender = 494.0 / 2048
  package static let lineHeight = 2444.0 / 2048
}

/// Vertical metrics of a font in points, from its primary face (hhea ascender, descender and
/// line gap, as UIFont reports them), and the family actually used.
package struct FontMetrics: Hashable, Sendable {
  package var ascender: Double
  package var descender: Double
  package var lineHeight: Double
  /// The family fontconfig found; differs from the request's when that family is not installed.
  package var family: String
  /// The primary face's file name (without folders), for notes and tests.
  package var file: String

  package init(
    ascender: Double, descender: Double, lineHeight: Double, family: String, file: String
  ) {
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
    self.family = family
    self.file = file
  }
}
