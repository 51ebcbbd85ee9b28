import Geometry
import Interface
import XMLTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `<color>` elements as sRGB (docs/storyboards.md, Colors).
///
/// Components in `sRGB`, `calibratedRGB` and `deviceRGB` are taken as sRGB, as iOS draws them;
/// `displayP3` is converted to sRGB (linearised, through the P3 → sRGB matrix, encoded again
/// and clamped); grays are `white` in every channel, gamma-2.2 grays converted to sRGB's curve.
/// `systemColor` and `name` colors come from the document's `<resources>`, else (system colors)
/// from UIKit's light appearance; a system color keeps its UIKit name either way, so that the
/// dark appearance gives it its dark value, as at run time.
enum IBColor {
  /// The color, or nil (with the reason) when the element cannot be read.
  static func read(_ element: SourceElement, resources: IBResources) -> Result<Color, Problem> {
    read(element, resources: resources, depth: 0)
  }

  struct Problem: Error {
    var message: String
  }

  private static func read(_ element: SourceElement, resources: IBResources, depth: Int)
    -> Result<Color, Problem>
  {
    guard depth < 4 else { return .failure(Problem(message: "a color refers to itself")) }
    if let name = element.value(.systemColor) {
      if let stored = resources.colorElements[name], stored.value(.systemColor) != name {
        // The light value `<resources>` records, known by its UIKit name.
        let uikitName = systemColor(name)?.name
        return read(stored, resources: resources, depth: depth + 1).map { color in
          uikitName.map { color.named($0) } ?? color
        }
      }
      if let color = systemColor(name) { return .success(color) }
      return .failure(Problem(message: "unknown system color '\(name)'"))
    }
    if let name = element.value(.name) {
      guard let stored = resources.colorElements[name] else {
        return .failure(
          Problem(message: "named color '\(name)' is not in the document's resources"))
      }
      return read(stored, resources: resources, depth: depth + 1)
    }
    if let name = element.value(.cocoaTouchSystemColor) {
      if let color = systemColor(name) { return .success(color) }
      return .failure(Problem(message: "unknown system color '\(name)'"))
    }
    let alpha = clamp(element.number(.alpha) ?? 1)
    let space = element.value(.customColorSpace) ?? element.value(.colorSpace) ?? "sRGB"
    if let white = element.number(.white) {
      var gray = clamp(white)
      if space.contains("Gamma22") { gray = encode(pow(gray, 2.2)) }
      return .success(Color(red: gray, green: gray, blue: gray, alpha: alpha))
    }
    guard let red = element.number(.red), let green = element.number(.green),
      let blue = element.number(.blue)
    else {
      return .failure(Problem(message: "a color needs red, green and blue, or white"))
    }
    if space == "displayP3" {
      let (r, g, b) = (decode(red), decode(green), decode(blue))
      return .success(
        Color(
          red: clamp(encode(1.224940 * r - 0.224940 * g)),
          green: clamp(encode(-0.042057 * r + 1.042057 * g)),
          blue: clamp(encode(-0.019638 * r - 0.078636 * g + 1.098274 * b)), alpha: alpha))
    }
    return .success(Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha))
  }

  /// `systemBlueColor`, `labelColor`, … as the format names them (without `Color`), and the
  /// older names Interface Builder used.
  static func systemColor(_ name: String) -> Color? {
    if let color = legacy[name] { return color }
    let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return ColorSyntax.parse(base)
  }

  /// Older names; those UIKit made dynamic in iOS 13 carry the name of the dynamic color they
  /// became, for the dark appearance.
  private static let legacy: [String: Color] = [
    "tintColor": Color(rgba8: 0, 122, 255).named("systemBlue"), "darkTextColor": .black,
    "lightTextColor": Color(rgba8: 255, 255, 255, 153),
    "groupTableViewBackgroundColor": Color(rgba8: 242, 242, 247).named("systemGroupedBackground"),
    "tableCellGroupedBackgroundColor": Color.white.named("secondarySystemGroupedBackground"),
    "viewFlipsideBackgroundColor": Color(rgba8: 31, 33, 36),
    "scrollViewTexturedBackgroundColor": Color(rgba8: 111, 113, 121),
    "underPageBackgroundColor": Color(rgba8: 181, 183, 189),
    "secondaryLabelColor": Color(rgba8: 60, 60, 67, 153).named("secondaryLabel"),
  ]

  private static func clamp(_ value: Double) -> Double { max(0, min(1, value)) }

  /// sRGB's transfer function, encoded → linear.
  private static func decode(_ value: Double) -> Double {
    let v = clamp(value)
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// Linear → sRGB-encoded.
  private static func encode(_ value: Double) -> Double {
    let v = max(0, value)
    return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
  }
}
