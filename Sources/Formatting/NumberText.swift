/// Numbers as text, one function per purpose, so that each kind of number looks the same in
/// every file and message that prints it.
///
/// None of them prints NaN or an infinity: a non-finite value becomes 0 (the pipeline reports
/// non-finite motion as an error before anything is written).
///
/// Public, where the rest is `package`, for the writers to inline the `write` functions: Swift
/// inlines `@inlinable` code into another module only from public declarations.
public enum NumberText {
  /// Numbers in drawings (SVG lengths and angles, Lottie values): at most four decimals
  /// (1e-4 pt, far below the 0.25 pt fidelity bound), trailing zeros trimmed, no exponent;
  /// from ±1e12 on in Swift's shortest form (`10000000000000.0`, `1e+17`), which SVG and JSON
  /// both read.
  package static func decimals(_ value: Double) -> String {
    text { write(decimals: value, at: $0) }
  }

  /// Fractions of a timeline and spline control points: nine decimals, so that a key time
  /// times the duration falls on the millisecond it stands for.
  package static func fraction(_ value: Double) -> String {
    text { write(fraction: value, at: $0) }
  }

  /// A key time where a discrete value switches: nine decimals, rounded down.
  ///
  /// So the switch takes effect at the millisecond it stands for (a browser seeked or playing
  /// there shows the new value), at most a nanosecond fraction early, never late. 1/15 is
  /// 0.066666666, not 0.066666667: times 3 s, that would switch 1 ns after 0.2 s, and Firefox
  /// at 0.2 s shows the old value.
  package static func switchFraction(_ value: Double) -> String {
    text { write(switchFraction: value, at: $0) }
  }

  /// The room the `write` functions need: Swift's longest form of a `Double`
  /// (`-2.2250738585072014e-308`) and a sign, 20 digits and a point.
  @inlinable
  public static var capacity: Int { 24 }

  /// The text a `write` function writes.
  private static func text(_ write: (UnsafeMutablePointer<UInt8>) -> Int) -> String {
    String(unsafeUninitializedCapacity: capacity) { buffer in
      buffer.baseAddress.map(write) ?? 0
    }
  }

  /// Writes `decimals(value)`'s text at `start` (room for `capacity` bytes) and returns its
  /// length.
  ///
  /// Straight into the caller's bytes, without strings and without a call to `round`: a large
  /// scene's files hold millions of numbers. Always inlined, so that a writer calls no
  /// function for a number below 10,000 in magnitude (nearly all of a drawing's).
  @inlinable @inline(__always)
  public static func write(decimals value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    // Up to 99,999,999 ten-thousandths; the rest (and not finite: the comparison fails) out of
    // line.
    guard abs(value) < 9999.9999 else { return write(largeDecimals: value, at: start) }
    return write(smallTenThousandths: nearestAway(value * 10000), at: start)
  }

  /// `write(decimals:at:)` from 9999.9999 on in magnitude, or not finite.
  @usableFromInline @inline(never)
  static func write(largeDecimals value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard value.isFinite, abs(value) < 1e12 else { return write(unscaled: value, at: start) }
    return write(tenThousandths: roundedAway(value * 10000), at: start)
  }

  /// Writes `fraction(value)`'s text at `start` and returns its length.
  @inlinable
  public static func write(fraction value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    let scaled = value * 1e9
    if abs(scaled) < Self.nearestAwayBound {
      return write(billionths: nearestAway(scaled), at: start)
    }
    // Beyond the integers a fixed point holds (no fraction of a timeline comes near).
    guard abs(scaled) < 1e18 else { return write(unscaled: value, at: start) }
    return write(billionths: roundedAway(scaled), at: start)
  }

  /// Writes `switchFraction(value)`'s text at `start` and returns its length.
  @inlinable
  public static func write(switchFraction value: Double, at start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    // Values a rounding error below a grid point (0.3 as 0.29999999999999999) keep that point.
    let raised = value + 1e-15
    let scaled = raised * 1e9
    guard abs(scaled) < 1e18 else { return write(unscaled: raised, at: start) }
    let whole = Int64(scaled)
    return write(billionths: Double(whole) > scaled ? whole - 1 : whole, at: start)
  }

  /// Whether two numbers have the same `decimals` text.
  package static func sameDecimals(_ first: Double, _ second: Double) -> Bool {
    guard first.isFinite, second.isFinite, abs(first) < 1e12, abs(second) < 1e12 else {
      return decimals(first) == decimals(second)
    }
    // Distinct whole numbers of 1e-4 print as distinct texts.
    return roundedAway(first * 10000) == roundedAway(second * 10000)
  }

  /// `value.rounded()` (half away from zero) as an integer, `value` below 2^63 in magnitude: a
  /// truncation and a comparison of the exact remainder, rather than a call to `round`.
  @inlinable @inline(__always)
  static func roundedAway(_ value: Double) -> Int64 {
    let whole = Int64(value)
    let rest = value - Double(whole)
    return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
  }

  /// `value.rounded()` (half away from zero) as an integer, `value` below `nearestAwayBound` in
  /// magnitude, with no conversion that checks its range: 1.5 × 2^52 added rounds `value` to
  /// an integer (ties to even) held in the sum's low bits; then a tie rounded towards zero is
  /// moved away from it.
  @inlinable @inline(__always)
  static func nearestAway(_ value: Double) -> Int64 {
    let magic = 6_755_399_441_055_744.0
    let shifted = value + magic
    let whole = Int64(bitPattern: shifted.bitPattern &- magic.bitPattern)
    // Exact: `value` and the integer are within 1 of each other.
    let rest = value - (shifted - magic)
    guard abs(rest) == 0.5 else { return whole }
    // A tie, rounded to the even integer: away from zero if that was towards it.
    if rest > 0, value > 0 { return whole &+ 1 }
    if rest < 0, value < 0 { return whole &- 1 }
    return whole
  }

  /// Below 2^51 in magnitude, `value + 1.5 × 2^52` lies in [2^52, 2^53), where doubles are the
  /// integers.
  @inlinable
  static var nearestAwayBound: Double { 2_251_799_813_685_248 }

  /// A number outside the fixed-point range: 0 when not finite, else Swift's shortest form.
  @usableFromInline
  static func write(unscaled value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard value.isFinite else {
      start[0] = UInt8(ascii: "0")
      return 1
    }
    var text = String(value)
    return text.withUTF8 { utf8 in
      precondition(utf8.count <= capacity, "Swift's form of a Double fits in `capacity` bytes")
      for (index, byte) in utf8.enumerated() { start[index] = byte }
      return utf8.count
    }
  }

  /// Appends `decimals(value)`'s text to `bytes`.
  package static func appendDecimals(_ value: Double, to bytes: inout [UInt8]) {
    append(to: &bytes) { write(decimals: value, at: $0) }
  }

  /// Appends `fraction(value)`'s text to `bytes`.
  package static func appendFraction(_ value: Double, to bytes: inout [UInt8]) {
    append(to: &bytes) { write(fraction: value, at: $0) }
  }

  /// Appends `switchFraction(value)`'s text to `bytes`.
  package static func appendSwitchFraction(_ value: Double, to bytes: inout [UInt8]) {
    append(to: &bytes) { write(switchFraction: value, at: $0) }
  }

  private static func append(
    to bytes: inout [UInt8], _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      guard let start = buffer.baseAddress else { return }
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: write(start)))
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
    // Beyond 2^53 billionths (about 9e6) 1e-9 is out of a Double's reach, and from about 1e299
    // the scaled value is infinite: whole values as integers, the rest as Swift writes them
    // (`1e+300`, which JSON reads), never `inf`.
    guard abs(value) < 9e6 else {
      return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
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
