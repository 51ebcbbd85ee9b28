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
    return fixedPoint((value * 10000).rounded(), places: 4)
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
    // Beyond the integers a fixed point holds (no fraction of a timeline comes near).
    guard abs(scaled) < 1e18 else { return String(value) }
    return fixedPoint(scaled, places: 9)
  }

  /// `scaled / 10^places` in decimal, `scaled` a whole number below 1e18 in magnitude: a minus
  /// sign when negative, the whole part, then the decimals without trailing zeros ("0" for 0).
  ///
  /// Built in a small buffer, without intermediate strings: a large scene's files hold
  /// millions of numbers.
  static func fixedPoint(_ scaled: Double, places: Int) -> String {
    String(unsafeUninitializedCapacity: fixedPointCapacity) { buffer in
      fixedPoint(scaled, places: places, into: buffer)
    }
  }

  /// The room `fixedPoint(_:places:into:)` needs: a sign, 20 digits and a point.
  package static var fixedPointCapacity: Int { 24 }

  /// Writes `fixedPoint(scaled, places:)`'s text into the start of `buffer` (at least
  /// `fixedPointCapacity` bytes) and returns its length.
  package static func fixedPoint(
    _ scaled: Double, places: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let zero = UInt8(ascii: "0")
    guard scaled != 0 else {
      buffer[0] = zero
      return 1
    }
    var magnitude = UInt64(abs(scaled))
    var decimals = places
    while decimals > 0, magnitude % 10 == 0 {
      magnitude /= 10
      decimals -= 1
    }
    // Each digit written in its final place, from the last backwards, two at a time: the
    // length is known once the digits are counted.
    var digits = 1
    var power: UInt64 = 10
    while digits < 20, magnitude >= power {
      digits += 1
      power = power &* 10
    }
    let sign = scaled < 0 ? 1 : 0
    let count = sign + max(digits - decimals, 1) + (decimals > 0 ? decimals + 1 : 0)
    let pairs = Self.pairs.utf8Start
    var position = count
    var pending = decimals
    while pending >= 2 {
      let pair = Int(magnitude % 100) &* 2
      magnitude /= 100
      position -= 2
      buffer[position] = pairs[pair]
      buffer[position + 1] = pairs[pair + 1]
      pending -= 2
    }
    if pending == 1 {
      position -= 1
      buffer[position] = zero + UInt8(magnitude % 10)
      magnitude /= 10
    }
    if decimals > 0 {
      position -= 1
      buffer[position] = UInt8(ascii: ".")
    }
    // The whole part: at least one digit.
    while magnitude >= 10 {
      let pair = Int(magnitude % 100) &* 2
      magnitude /= 100
      position -= 2
      buffer[position] = pairs[pair]
      buffer[position + 1] = pairs[pair + 1]
    }
    if position > sign {
      position -= 1
      buffer[position] = zero + UInt8(magnitude)
    }
    if sign == 1 { buffer[0] = UInt8(ascii: "-") }
    return count
  }

  /// "00", "01", … "99": the digits of each number below 100.
  private static var pairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Appends `decimals(value)`'s text to `bytes`, without building a string.
  package static func appendDecimals(_ value: Double, to bytes: inout [UInt8]) {
    guard let scaled = scaledDecimals(value) else {
      bytes.append(contentsOf: decimals(value).utf8)
      return
    }
    appendFixedPoint(scaled, places: 4, to: &bytes)
  }

  /// Appends `fraction(value)`'s text to `bytes`.
  package static func appendFraction(_ value: Double, to bytes: inout [UInt8]) {
    guard let scaled = scaledFraction(value) else {
      bytes.append(contentsOf: fraction(value).utf8)
      return
    }
    appendFixedPoint(scaled, places: 9, to: &bytes)
  }

  /// Appends `switchFraction(value)`'s text to `bytes`.
  package static func appendSwitchFraction(_ value: Double, to bytes: inout [UInt8]) {
    guard let scaled = scaledSwitchFraction(value) else {
      bytes.append(contentsOf: switchFraction(value).utf8)
      return
    }
    appendFixedPoint(scaled, places: 9, to: &bytes)
  }

  /// The whole number `decimals(value)` prints as `fixedPoint(_:places: 4)`, or nil where it
  /// prints something else (0 for a non-finite value, Swift's form from 1e12 on).
  @inline(__always)
  package static func scaledDecimals(_ value: Double) -> Double? {
    guard value.isFinite, abs(value) < 1e12 else { return nil }
    return (value * 10000).rounded()
  }

  /// The whole number `fraction(value)` prints as `fixedPoint(_:places: 9)`, or nil.
  @inline(__always)
  package static func scaledFraction(_ value: Double) -> Double? {
    scaled(value, rounding: .toNearestOrAwayFromZero)
  }

  /// The whole number `switchFraction(value)` prints as `fixedPoint(_:places: 9)`, or nil.
  @inline(__always)
  package static func scaledSwitchFraction(_ value: Double) -> Double? {
    scaled(value + 1e-15, rounding: .down)
  }

  @inline(__always)
  private static func scaled(_ value: Double, rounding: FloatingPointRoundingRule) -> Double? {
    guard value.isFinite else { return nil }
    let scaled = (value * 1e9).rounded(rounding)
    return abs(scaled) < 1e18 ? scaled : nil
  }

  private static func appendFixedPoint(_ scaled: Double, places: Int, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: fixedPointCapacity) { buffer in
      let count = fixedPoint(scaled, places: places, into: buffer)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
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
