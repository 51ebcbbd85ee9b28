import Geometry

/// Colors as text.
package enum ColorText {
  /// `#RRGGBB` of a color, components rounded to bytes (its alpha goes into a separate
  /// opacity).
  package static func hex(_ color: Color) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for component in [color.red, color.green, color.blue] {
      let byte = Int((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }
}
