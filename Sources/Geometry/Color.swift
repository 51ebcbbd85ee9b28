/// A straight-alpha sRGB color with components in 0…1.
package struct Color: Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A color from 8-bit components, as `#RRGGBBAA` writes them.
  package init(rgba8 r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
    self.init(
      red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
  }

  package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  package static let black = Color(red: 0, green: 0, blue: 0)
  package static let white = Color(red: 1, green: 1, blue: 1)
}
