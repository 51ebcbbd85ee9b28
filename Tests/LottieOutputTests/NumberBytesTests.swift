import Testing

@testable import LottieOutput

/// The file's numbers are written into its bytes without strings, with a shortcut for the
/// whole numbers that make up most of a file: the text must be `NumberText.decimals`'s, at
/// most four decimals, no exponent below 1e12.
@Suite("Lottie numbers as bytes")
struct NumberBytesTests {
  static func text(_ value: Double) -> String {
    var sink = JSONBytes()
    sink.number(value)
    return sink.string
  }

  @Test(
    "whole numbers, their neighbours and fractions are written with at most four decimals",
    arguments: [
      (0, "0"), (-0.0, "0"), (1, "1"), (9, "9"), (-1, "-1"), (-9, "-9"), (10, "10"),
      (-10, "-10"), (100, "100"), (0.00004, "0"), (-0.00004, "0"), (0.00005, "0.0001"),
      (8.99996, "9"), (-8.99996, "-9"), (9.99996, "10"), (9.99994, "9.9999"), (0.5, "0.5"),
      (-2.25, "-2.25"), (171.5, "171.5"), (1e12, "1000000000000.0"),
    ] as [(Double, String)])
  func wholeAndFractional(value: Double, expected: String) {
    #expect(Self.text(value) == expected)
  }
}
