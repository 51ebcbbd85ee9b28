import Formatting
import Testing

/// The digits of drawing numbers and fractions, written in place (`NumberText.write`), at the
/// edges of their fast paths: ties, a whole part of four digits or five, signs, and values
/// outside the fixed point.
@Suite("Formatting: the digits of fixed-point numbers")
struct DecimalDigitsTests {
  @Test(
    "drawing numbers round halves of 1e-4 away from zero, at every edge of the fast path",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (0.00005, "0.0001"), (-0.00005, "-0.0001"),
      (0.00004999999, "0"), (-0.00004999999, "0"), (9.99995, "10"), (-9.99995, "-10"),
      // Exact ties in ten-thousandths (312.5, 937.5): away from zero, not to even.
      (0.03125, "0.0313"), (-0.03125, "-0.0313"), (0.09375, "0.0938"),
      (1234.56785, "1234.5679"), (12.00015, "12.0002"), (1.00005, "1.0001"),
      // The last numbers below 10,000, and the first ones from it on.
      (9999.9999, "9999.9999"), (9999.99985, "9999.9999"), (9999.99994, "9999.9999"),
      (9999.99995, "10000"), (-9999.99995, "-10000"), (10_000, "10000"), (-12345.6, "-12345.6"),
      (99_999_999.99995, "100000000"), (123_456_789_012.5, "123456789012.5"),
      // Each length of whole part and of decimals.
      (3, "3"), (-3, "-3"), (47, "47"), (305, "305"), (4096, "4096"), (0.5, "0.5"),
      (0.05, "0.05"), (0.005, "0.005"), (0.0005, "0.0005"), (0.45, "0.45"), (0.405, "0.405"),
      (7.0001, "7.0001"), (-60.25, "-60.25"), (812.125, "812.125"), (1000.1, "1000.1"),
      // Outside the fixed point: Swift's shortest form, or 0.
      (1e12, "1000000000000.0"), (1e15, "1000000000000000.0"), (-1e16, "-1e+16"), (.nan, "0"),
      (-.infinity, "0"),
    ])
  func decimals(_ value: Double, _ text: String) {
    #expect(NumberText.decimals(value) == text)
    var buffer = TextBuffer()
    buffer.append("x")
    buffer.decimals(value)
    #expect(buffer.text == "x" + text)
  }

  @Test(
    "fractions round halves of 1e-9 away from zero, inside and beyond 2^51 billionths",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (0.0009765625, "0.000976563"), (-0.0009765625, "-0.000976563"),
      (2.0 / 3, "0.666666667"), (0.1 + 0.2, "0.3"), (0.000000001, "0.000000001"),
      (0.1000000005, "0.100000001"), (4e6, "4000000"), (-2.5e6, "-2500000"),
      (4e6 + 0.5, "4000000.5"), (1e10, "10000000000.0"),
    ])
  func fraction(_ value: Double, _ text: String) {
    #expect(NumberText.fraction(value) == text)
  }

  /// The text of `units / 10^places`, from Swift's own rounding (`rounded()`, half away from
  /// zero) and integer printing: the reference the digits are checked against.
  static func reference(_ value: Double, places: Int) -> String {
    let scale = places == 4 ? 10_000.0 : 1_000_000_000.0
    let units = Int64((value * scale).rounded())
    guard units != 0 else { return "0" }
    var digits = String(units.magnitude)
    if digits.count <= places {
      digits = String(repeating: "0", count: places + 1 - digits.count) + digits
    }
    var decimals = digits.suffix(places)
    while decimals.last == "0" { decimals.removeLast() }
    let whole = digits.dropLast(places)
    return (units < 0 ? "-" : "") + whole + (decimals.isEmpty ? "" : "." + decimals)
  }

  @Test("the digits are those of Swift's rounding and integer printing, over a spread of values")
  func matchesReference() {
    #expect(Self.reference(-0.03125, places: 4) == "-0.0313")
    #expect(Self.reference(0.0009765625, places: 9) == "0.000976563")
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var values: [Double] = []
    for _ in 0..<30_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      let exponent = Int((state >> 5) % 17) - 6
      var scale = 1.0
      for _ in 0..<abs(exponent) { scale *= 10 }
      let magnitude = exponent < 0 ? 1 / scale : scale
      values.append((unit - 0.5) * 2 * magnitude)
      // Ties and near-ties of the fixed points, and whole numbers.
      let whole = Double(state >> 40)
      values.append((whole + 0.5) / 10_000)
      values.append(-(whole + 0.5) / 1_000_000_000)
      values.append(whole.squareRoot().rounded())
    }
    for value in values {
      #expect(NumberText.decimals(value) == Self.reference(value, places: 4), "\(value)")
      // Fractions print in fixed point below 1e18 billionths.
      guard abs(value) < 1e9 else { continue }
      #expect(NumberText.fraction(value) == Self.reference(value, places: 9), "\(value)")
    }
  }
}
