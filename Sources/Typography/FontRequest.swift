/// A font as text layout asks for it: a family fontconfig knows, a size in points and a CSS
/// weight (100 thin … 400 regular … 900 black).
package struct FontRequest: Hashable, Sendable {
  package var family: String
  package var size: Double
  package var weight: Int

  /// The family that stands in for Apple's system font: Inter, the closest free match to SF Pro.
  package static let systemFamily = "Inter"

  package init(family: String = FontRequest.systemFamily, size: Double, weight: Int = 400) {
    self.family = family
    self.size = size
    self.weight = weight
  }
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
