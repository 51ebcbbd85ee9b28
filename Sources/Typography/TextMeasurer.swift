import Geometry

/// Measures a line of text.
///
/// An approximation until the text issue shapes text with HarfBuzz: advances by character
/// class, close to the system font's averages, so that examples without `intrinsicSize` still
/// lay out plausibly. Files that need exact sizes give `intrinsicSize`.
package struct TextMeasurer: Sendable {
  package init() {}

  /// The width of one line and the height of `lines` lines.
  package func size(of text: String, font: FontDescriptor, lines: Int = 1) -> Size {
    let widest = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      width(of: Substring($0), font: font)
    }.max() ?? 0
    let lineCount = max(lines, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    return Size(width: widest, height: FontMetrics(font).lineHeight * Double(lineCount))
  }

  private func width(of line: Substring, font: FontDescriptor) -> Double {
    var ems = 0.0
    for scalar in line.unicodeScalars {
      ems += advance(of: scalar)
    }
    // Heavier weights are wider: about 5 % from regular to bold.
    return ems * font.size * (1 + 0.12 * font.weight)
  }

  private func advance(of scalar: Unicode.Scalar) -> Double {
    switch scalar.value {
    case 0x20, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x69, 0x6C: 0.26
    case 0x30...0x39: 0.6
    case 0x41...0x5A: 0.66
    case 0x61...0x7A: 0.52
    case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60:
      1.0
    default: 0.55
    }
  }
}
