/// A straight-alpha sRGB color with components in 0…1.
///
/// A color written as a UIKit name (`systemBlue`, `label`) keeps that name, so that a later
/// stage can give it another appearance (dark mode); the name is provenance, not value: two
/// colors with the same components are equal whatever their names.
package struct Color: Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double
  /// The UIKit color name it was written as, if any.
  package var name: String?

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  /// A color from 8-bit components, as `#RRGGBBAA` writes them.
  package init(rgba8 r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
    self.init(
      red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
  }

  /// The same color, known by a UIKit name.
  package func named(_ name: String) -> Color {
    var color = self
    color.name = name
    return color
  }

  package static func == (a: Color, b: Color) -> Bool {
    a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  package static let black = Color(red: 0, green: 0, blue: 0)
  package static let white = Color(red: 1, green: 1, blue: 1)
}
