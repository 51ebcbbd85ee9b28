/// Numbers as text, one function per purpose, so that each kind of number looks the same in
/// every file and message that prints it.
///
/// None of them prints NaN or an infinity: a non-finite value becomes 0 (the pipeline reports
/// non-finite motion as an error before anything is written).
package enum NumberText {
  /// Numbers in drawings (SVG lengths and angles, Lottie values): at most four decimals
  /// (1e-4 pt, far below the 0.25 pt fidelity bound), trailing zeros trimmed, no exponent;
  /// from ±1e12 on in Swift's shortest form (`10000000000000.0`, `1e+17`), which SVG and JSON
  /// both read.
  package static func decimals(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e12 else { return String(value) }
    let scaled = (value * 10000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = Int(abs(scaled))
    var text = String(magnitude / 10000)
    var fraction = String(magnitude % 10000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    if !fraction.isEmpty { text += "." + fraction }
    return (negative ? "-" : "") + text
  }

  /// Fractions of a timeline and spline control points: nine decimals, so that a key time
  /// times the duration falls on the millisecond it stands for.
  package static func fraction(_ value: Double) -> String {
    fraction(value, rounding: .toNearestOrAwayFromZero)
  }

  /// A key time where a discrete value switches: nine decimals, rounded down.
  ///
  /// So the switch takes effect at the millisecond it stands for (a browser seeked or playing
  /// there shows the new value), at most a nanosecond fraction early, never late. 1/15 is
  /// 0.066666666, not 0.066666667: times 3 s, that would switch 1 ns after 0.2 s, and Firefox
  /// at 0.2 s shows the old value.
  package static func switchFraction(_ value: Double) -> String {
    // Values a rounding error below a grid point (0.3 as 0.29999999999999999) keep that point.
    fraction(value + 1e-15, rounding: .down)
  }

  private static func fraction(_ value: Double, rounding: FloatingPointRoundingRule) -> String {
    guard value.isFinite else { return "0" }
    let scaled = (value * 1e9).rounded(rounding)
    guard scaled != 0 else { return "0" }
    if scaled == 1e9 { return "1" }
    var digits = String(Int(abs(scaled)))
    while digits.count < 10 { digits = "0" + digits }
    let whole = digits.dropLast(9)
    var decimals = String(digits.suffix(9))
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return (scaled < 0 ? "-" : "") + whole + (decimals.isEmpty ? "" : "." + decimals)
  }

  /// A duration in seconds on whole milliseconds (the browsers' clock grain).
  package static func milliseconds(_ seconds: Double) -> String {
    decimals((seconds * 1000).rounded() / 1000)
  }

  /// Measurements that tools read back (`frames`): rounded to 1e-9 (far below any tolerance
  /// promised), as an integer when whole, else in Swift's shortest round-trip form.
  package static func measurement(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1e9).rounded() / 1e9
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(rounded)
  }

  /// Factors that must round-trip exactly (a glyph's scale from font units to points, applied
  /// to integer outline coordinates): Swift's shortest form that reads back as the same
  /// `Double`.
  package static func exact(_ value: Double) -> String {
    value.isFinite ? String(value) : "0"
  }

  /// Numbers quoted back in messages: as written when whole (`220`), else Swift's shortest
  /// round-trip form (`0.5`, `1e+20`).
  package static func message(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
