import Geometry

/// Colors as the format writes them: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (and CSS's `#RGBA`), or a
/// UIKit color name.
///
/// Named colors take their light-appearance sRGB values on iOS 17; `darkValue(of:)` gives the
/// dark appearance's (docs/format.md, Colors).
package enum ColorSyntax {
  package static func parse(_ text: String) -> Color? {
    let text = text.trimmingSpaces()
    if text.hasPrefix("#") { return hex(String(text.dropFirst())) }
    return named[text]?.named(text)
  }

  package static var names: [String] { named.keys.sorted() }

  /// A UIKit color by name (the templates' defaults: `label`, `systemBlue`, …).
  package static func named(_ name: String) -> Color? {
    named[name]?.named(name)
  }

  /// The dark appearance's value of a UIKit color name; nil for a name that is the same in
  /// both appearances (`black`, `white`, `red`, `darkText`, …) or unknown.
  package static func darkValue(of name: String) -> Color? {
    dark[name]
  }

  /// The names UIKit resolves by appearance (a few, such as systemGray, with equal values).
  package static var darkNames: [String] { dark.keys.sorted() }

  private static func hex(_ digits: String) -> Color? {
    let values = digits.compactMap { $0.hexDigitValue }
    guard values.count == digits.count else { return nil }
    switch values.count {
    case 3, 4:
      let alpha = values.count == 4 ? values[3] * 17 : 255
      return Color(rgba8: values[0] * 17, values[1] * 17, values[2] * 17, alpha)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
      return Color(rgba8: bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255)
    default:
      return nil
    }
  }

  private static let named: [String: Color] = [
    "clear": .clear, "black": .black, "white": .white,
    "darkGray": Color(rgba8: 85, 85, 85), "lightGray": Color(rgba8: 170, 170, 170),
    "gray": Color(rgba8: 128, 128, 128), "red": Color(rgba8: 255, 0, 0),
    "green": Color(rgba8: 0, 255, 0), "blue": Color(rgba8: 0, 0, 255),
    "cyan": Color(rgba8: 0, 255, 255), "yellow": Color(rgba8: 255, 255, 0),
    "magenta": Color(rgba8: 255, 0, 255), "orange": Color(rgba8: 255, 128, 0),
    "purple": Color(rgba8: 128, 0, 128), "brown": Color(rgba8: 153, 102, 51),
    "systemBlue": Color(rgba8: 0, 122, 255), "systemGreen": Color(rgba8: 52, 199, 89),
    "systemIndigo": Color(rgba8: 88, 86, 214), "systemOrange": Color(rgba8: 255, 149, 0),
    "systemPink": Color(rgba8: 255, 45, 85), "systemPurple": Color(rgba8: 175, 82, 222),
    "systemRed": Color(rgba8: 255, 59, 48), "systemTeal": Color(rgba8: 48, 176, 199),
    "systemYellow": Color(rgba8: 255, 204, 0), "systemMint": Color(rgba8: 0, 199, 190),
    "systemCyan": Color(rgba8: 50, 173, 230), "systemBrown": Color(rgba8: 162, 132, 94),
    "systemGray": Color(rgba8: 142, 142, 147), "systemGray2": Color(rgba8: 174, 174, 178),
    "systemGray3": Color(rgba8: 199, 199, 204), "systemGray4": Color(rgba8: 209, 209, 214),
    "systemGray5": Color(rgba8: 229, 229, 234), "systemGray6": Color(rgba8: 242, 242, 247),
    "label": .black, "secondaryLabel": Color(rgba8: 60, 60, 67, 153),
    "tertiaryLabel": Color(rgba8: 60, 60, 67, 76), "quaternaryLabel": Color(rgba8: 60, 60, 67, 46),
    "placeholderText": Color(rgba8: 60, 60, 67, 76), "link": Color(rgba8: 0, 122, 255),
    "separator": Color(rgba8: 60, 60, 67, 73), "opaqueSeparator": Color(rgba8: 198, 198, 200),
    "systemBackground": .white, "secondarySystemBackground": Color(rgba8: 242, 242, 247),
    "tertiarySystemBackground": .white,
    "systemGroupedBackground": Color(rgba8: 242, 242, 247),
    "secondarySystemGroupedBackground": .white,
    "tertiarySystemGroupedBackground": Color(rgba8: 242, 242, 247),
    "systemFill": Color(rgba8: 120, 120, 128, 51),
    "secondarySystemFill": Color(rgba8: 120, 120, 128, 40),
    "tertiarySystemFill": Color(rgba8: 118, 118, 128, 31),
    "quaternarySystemFill": Color(rgba8: 116, 116, 128, 20),
    "darkText": .black, "lightText": Color(rgba8: 255, 255, 255, 153),
  ]

  /// The dark appearance's values.
  ///
  /// They are what UIKit's dynamic colors resolve to for `UIUserInterfaceStyle.dark` at normal
  /// contrast and base elevation. Sources: Flutter's
  /// `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart, each color linked
  /// to its UIKit page), and Apple's Human Interface Guidelines, Color, for the colors iOS 15
  /// changed or added (systemTeal, systemMint, systemCyan, systemBrown); docs/format.md lists
  /// them.
  private static let dark: [String: Color] = [
    "systemBlue": Color(rgba8: 10, 132, 255), "systemGreen": Color(rgba8: 48, 209, 88),
    "systemIndigo": Color(rgba8: 94, 92, 230), "systemOrange": Color(rgba8: 255, 159, 10),
    "systemPink": Color(rgba8: 255, 55, 95), "systemPurple": Color(rgba8: 191, 90, 242),
    "systemRed": Color(rgba8: 255, 69, 58), "systemTeal": Color(rgba8: 64, 200, 224),
    "systemYellow": Color(rgba8: 255, 214, 10), "systemMint": Color(rgba8: 99, 230, 226),
    "systemCyan": Color(rgba8: 100, 210, 255), "systemBrown": Color(rgba8: 172, 142, 104),
    "systemGray": Color(rgba8: 142, 142, 147), "systemGray2": Color(rgba8: 99, 99, 102),
    "systemGray3": Color(rgba8: 72, 72, 74), "systemGray4": Color(rgba8: 58, 58, 60),
    "systemGray5": Color(rgba8: 44, 44, 46), "systemGray6": Color(rgba8: 28, 28, 30),
    "label": .white, "secondaryLabel": Color(rgba8: 235, 235, 245, 153),
    "tertiaryLabel": Color(rgba8: 235, 235, 245, 76),
    "quaternaryLabel": Color(rgba8: 235, 235, 245, 40),
    "placeholderText": Color(rgba8: 235, 235, 245, 76), "link": Color(rgba8: 9, 132, 255),
    "separator": Color(rgba8: 84, 84, 88, 153), "opaqueSeparator": Color(rgba8: 56, 56, 58),
    "systemBackground": .black, "secondarySystemBackground": Color(rgba8: 28, 28, 30),
    "tertiarySystemBackground": Color(rgba8: 44, 44, 46),
    "systemGroupedBackground": .black,
    "secondarySystemGroupedBackground": Color(rgba8: 28, 28, 30),
    "tertiarySystemGroupedBackground": Color(rgba8: 44, 44, 46),
    "systemFill": Color(rgba8: 120, 120, 128, 91),
    "secondarySystemFill": Color(rgba8: 120, 120, 128, 81),
    "tertiarySystemFill": Color(rgba8: 118, 118, 128, 61),
    "quaternarySystemFill": Color(rgba8: 118, 118, 128, 45),
  ]
}
