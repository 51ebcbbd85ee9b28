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

  /// Appends `hex(color)`'s text to `bytes`.
  package static func appendHex(_ color: Color, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "#"))
    appendComponent(color.red, to: &bytes)
    appendComponent(color.green, to: &bytes)
    appendComponent(color.blue, to: &bytes)
  }

  private static func appendComponent(_ component: Double, to bytes: inout [UInt8]) {
    let byte = Int((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
    bytes.append(hexDigit(byte / 16))
    bytes.append(hexDigit(byte % 16))
  }

  private static func hexDigit(_ value: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 55 + value)
  }
}
