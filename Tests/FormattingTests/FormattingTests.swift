import Formatting
import Geometry
import Testing

@Suite("Formatting: one text form per purpose")
struct FormattingTests {
  @Test(
    "drawing numbers have at most four decimals, no exponent below 1e12, and never NaN",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (1, "1"), (-2.5, "-2.5"), (0.12345, "0.1235"), (0.00004, "0"),
      (-0.00005, "-0.0001"), (123456.7, "123456.7"), (1e11, "100000000000"),
      (1e13, "10000000000000.0"), (-1e17, "-1e+17"),
      (.nan, "0"), (.infinity, "0"), (-.infinity, "0"),
    ])
  func decimals(_ value: Double, _ text: String) {
    #expect(NumberText.decimals(value) == text)
    #expect(Self.appended { NumberText.appendDecimals(value, to: &$0) } == text)
  }

  /// What `append` adds to bytes that already hold a prefix, checked to be kept.
  static func appended(_ append: (inout [UInt8]) -> Void) -> String {
    var bytes = Array("x=".utf8)
    append(&bytes)
    guard bytes.starts(with: Array("x=".utf8)) else { return "the prefix was changed" }
    return String(decoding: bytes.dropFirst(2), as: UTF8.self)
  }

  @Test(
    "fractions of the timeline keep nine decimals",
    arguments: [
      (0.0, "0"), (1, "1"), (0.5, "0.5"), (1.0 / 3, "0.333333333"), (0.0000000004, "0"),
      (-0.25, "-0.25"), (2, "2"), (.nan, "0"),
    ])
  func fraction(_ value: Double, _ text: String) {
    #expect(NumberText.fraction(value) == text)
    #expect(Self.appended { NumberText.appendFraction(value, to: &$0) } == text)
  }

  @Test(
    "a discrete switch's key time rounds down, so it takes effect at its millisecond, never after",
    arguments: [
      (1.0 / 15, "0.066666666"), (4.0 / 15, "0.266666666"), (0.6, "0.6"), (0.1 + 0.2, "0.3"),
      (0.29999999999999999, "0.3"), (2.0 / 3, "0.666666666"), (0.0, "0"), (1, "1"), (.nan, "0"),
    ])
  func switchFraction(_ value: Double, _ text: String) {
    #expect(NumberText.switchFraction(value) == text)
    #expect(
      Self.appended { NumberText.appendSwitchFraction(value, to: &$0) } == text)
  }

  @Test(
    "drawing numbers: every length of whole part, decimals trimmed, halves rounded away from 0",
    arguments: [
      (7.0, "7"), (42, "42"), (-42, "-42"), (512, "512"), (4096, "4096"), (65536, "65536"),
      (123_456, "123456"), (9_999_999, "9999999"), (10_000_000, "10000000"),
      (987_654_321.5, "987654321.5"), (999_999_999_999, "999999999999"),
      (0.1, "0.1"), (0.25, "0.25"), (0.125, "0.125"), (0.0625, "0.0625"), (1.5, "1.5"),
      (10.05, "10.05"), (-0.5, "-0.5"), (-0.0001, "-0.0001"), (0.00016, "0.0002"),
      (-0.00016, "-0.0002"), (2.00005, "2.0001"), (-2.00005, "-2.0001"), (2.00004999, "2"),
      (99.99995, "100"), (-99.99995, "-100"), (9.99995, "10"), (0.99995, "1"), (3.0001, "3.0001"),
      (12.3400, "12.34"), (1000.0004, "1000.0004"), (1_048_576.75, "1048576.75"),
    ])
  func decimalsDigits(_ value: Double, _ text: String) {
    #expect(NumberText.decimals(value) == text)
    #expect(Self.appended { NumberText.appendDecimals(value, to: &$0) } == text)
  }

  @Test(
    "fractions: nine decimals trimmed, halves of 1e-9 rounded away, switches rounded down",
    arguments: [
      (0.1, "0.1", "0.1"), (0.123456789, "0.123456789", "0.123456789"),
      (0.0000000015, "0.000000002", "0.000000001"), (0.999999999, "0.999999999", "0.999999999"),
      (0.9999999996, "1", "0.999999999"), (0.05, "0.05", "0.05"),
      (0.000001, "0.000001", "0.000001"),
      (12.5, "12.5", "12.5"), (-0.0000000015, "-0.000000002", "-0.000000002"),
      (-0.1, "-0.1", "-0.1"), (-0.3, "-0.3", "-0.3"),
    ] as [(Double, String, String)])
  func fractionDigits(_ value: Double, _ text: String, _ switchText: String) {
    #expect(NumberText.fraction(value) == text)
    #expect(NumberText.switchFraction(value) == switchText)
  }

  @Test(
    "two numbers have the same drawing text exactly when they print alike",
    arguments: [
      (0.0, -0.0, true), (0, 0.00004, true), (0, -0.00004, true), (1, 1.00004, true),
      (1, 1.00005, false), (100, 100, true), (100, 99.99, false), (-1, 1, false),
      (.nan, 0, true), (.infinity, 0, true), (1e13, 1e13, true), (1e13, 0, false),
      (0.5, 0.50004, true), (0.5, 0.49995, true), (0.5, 0.49994, false),
    ] as [(Double, Double, Bool)])
  func sameDecimals(_ first: Double, _ second: Double, _ same: Bool) {
    #expect(NumberText.sameDecimals(first, second) == same)
    #expect(NumberText.sameDecimals(second, first) == same)
  }

  /// 10 to the power `exponent` (exact for 0...22).
  static func power(of exponent: Int) -> Double {
    var value = 1.0
    for _ in 0..<abs(exponent) { value *= 10 }
    return exponent < 0 ? 1 / value : value
  }

  @Test("drawing numbers and fractions read back as the value rounded to their decimals")
  func fixedPointReadsBack() {
    // A fixed pseudo-random spread over the magnitudes the writers print, both signs.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      let magnitude = Self.power(of: Int((state >> 3) % 15) - 5)
      let value = (unit - 0.5) * 2 * magnitude
      for (text, places) in [(NumberText.decimals(value), 4), (NumberText.fraction(value), 9)] {
        let scale = Self.power(of: places)
        // Swift's own parser is the reference: the text is the rounded value, exactly.
        #expect(Double(text) == (value * scale).rounded() / scale + 0, "\(value) → \(text)")
        let decimals = text.split(separator: ".").dropFirst().first ?? ""
        #expect(decimals.count <= places && !decimals.hasSuffix("0"), "\(value) → \(text)")
        #expect(!text.contains("e") && text != "-0", "\(value) → \(text)")
      }
    }
  }

  @Test(
    "durations fall on whole milliseconds",
    arguments: [(1.0, "1"), (0.1234, "0.123"), (2.0005, "2.001"), (0, "0")])
  func milliseconds(_ value: Double, _ text: String) {
    #expect(NumberText.milliseconds(value) == text)
  }

  @Test(
    "measurements round to 1e-9, whole ones without a point",
    arguments: [
      (30.0, "30"), (0.1 + 0.2, "0.3"), (-12.5, "-12.5"), (1.0000000001, "1"), (.nan, "0"),
      (1e-10, "0"), (.infinity, "0"), (1e8, "100000000"), (-12_345_678.5, "-12345678.5"),
      (1e20, "1e+20"), (1e300, "1e+300"), (-1.7e308, "-1.7e+308"),
    ])
  func measurement(_ value: Double, _ text: String) {
    #expect(NumberText.measurement(value) == text)
  }

  @Test(
    "numbers in messages read as written",
    arguments: [(220.0, "220"), (-1, "-1"), (0.5, "0.5"), (1e20, "1e+20"), (1.25, "1.25")])
  func message(_ value: Double, _ text: String) {
    #expect(NumberText.message(value) == text)
  }

  @Test("exact factors read back as the same number")
  func exact() {
    let scale = 17.0 / 2816
    #expect(Double(NumberText.exact(scale)) == scale)
    #expect(NumberText.exact(0.5) == "0.5" && NumberText.exact(.nan) == "0")
  }

  @Test("a color's hex form rounds components to bytes and ignores alpha")
  func hex() {
    #expect(ColorText.hex(Color(rgba8: 0, 122, 255)) == "#007AFF")
    #expect(ColorText.hex(Color(red: 1.2, green: -1, blue: 0.5, alpha: 0.3)) == "#FF0080")
    #expect(ColorText.hex(Color(red: .nan, green: 0, blue: 0)) == "#000000")
    let color = Color(red: 1.2, green: 0.2, blue: 0.8)
    #expect(Self.appended { ColorText.appendHex(color, to: &$0) } == "#FF33CC")
  }

  @Test("XML escaping covers the five specials and drops control characters")
  func xml() {
    #expect(
      Escaping.xml(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
    #expect(Escaping.xml("tab\there\u{1}\nline") == "tab\there\nline")
    for (text, escaped) in [
      ("plain-id_1 é", "plain-id_1 é"), ("a'b", "a&apos;b"), ("a\"b", "a&quot;b"),
      ("<&>", "&lt;&amp;&gt;"), ("tab\there\u{1}\nline", "tab\there\nline"),
    ] {
      #expect(Self.appended { Escaping.appendXML(text, to: &$0) } == escaped)
    }
  }

  @Test("JSON strings are quoted and safe inside HTML")
  func json() {
    #expect(
      Escaping.json(#"say "hi" \ </script>&"#) == #""say \"hi\" \\ \u003c/script\u003e\u0026""#)
    #expect(Escaping.json("\u{1}\u{2028}é") == #""\u0001\u2028é""#)
  }

  @Test(
    "base64 follows RFC 4648's test vectors",
    arguments: [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
  func base64(_ input: String, _ output: String) {
    #expect(Base64.encode(Array(input.utf8)) == output)
  }

  @Test("a data URI names its media type")
  func dataURI() {
    #expect(Base64.dataURI([0xFF, 0xD8], mediaType: "image/jpeg") == "data:image/jpeg;base64,/9g=")
  }
}
