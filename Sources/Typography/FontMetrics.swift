import Geometry

/// A font by size and weight, as layout needs it.
package struct FontDescriptor: Hashable, Sendable {
  package var size: Double
  /// `UIFont.Weight` from ultraLight (-0.8) to black (0.62); regular is 0.
  package var weight: Double

  package init(size: Double, weight: Double = 0) {
    self.size = size
    self.weight = weight
  }
}

/// Vertical metrics of a font.
///
/// Until text is measured from font files (the text issue), these are the system font's
/// ratios (SF Pro: ascender 0.952 em, descender 0.241 em, line height 1.193 em), which put
/// a 17 pt line at 20.3 pt as UIKit does.
package struct FontMetrics: Hashable, Sendable {
  package var ascender: Double
  package var descender: Double
  package var lineHeight: Double

  package init(_ font: FontDescriptor) {
    ascender = font.size * 0.952
    descender = font.size * 0.241
    lineHeight = font.size * 1.193
  }
}
