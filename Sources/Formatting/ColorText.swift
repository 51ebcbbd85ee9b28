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
    let components = Self.bytes(color)
    bytes.append(UInt8(ascii: "#"))
    for byte in [components.red, components.green, components.blue] {
      bytes.append(hexDigit(byte / 16))
      bytes.append(hexDigit(byte % 16))
    }
  }

  /// The components `hex(color)` prints, each rounded to a byte.
  package static func bytes(_ color: Color) -> (red: UInt8, green: UInt8, blue: UInt8) {
    (byte(color.red), byte(color.green), byte(color.blue))
  }

  private static func byte(_ component: Double) -> UInt8 {
    UInt8((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
  }

  /// The uppercase hexadecimal digit of `value` (below 16).
  package static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") - 10 + value
  }
}
