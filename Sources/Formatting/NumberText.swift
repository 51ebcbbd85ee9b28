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
  /// scene's files hold millions of numbers.
  @inlinable
  public static func write(decimals value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard value.isFinite, abs(value) < 1e12 else { return write(unscaled: value, at: start) }
    return write(units: roundedAway(value * 10000), places: 4, at: start)
  }

  /// Writes `fraction(value)`'s text at `start` and returns its length.
  @inlinable
  public static func write(fraction value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    let scaled = value * 1e9
    // Beyond the integers a fixed point holds (no fraction of a timeline comes near).
    guard abs(scaled) < 1e18 else { return write(unscaled: value, at: start) }
    return write(units: roundedAway(scaled), places: 9, at: start)
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
    return write(units: Double(whole) > scaled ? whole - 1 : whole, places: 9, at: start)
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

  /// Writes `units / 10^places` in decimal at `start` and returns its length: a minus sign when
  /// negative, the whole part, then the decimals without trailing zeros ("0" for 0).
  ///
  /// Each digit is written in its place, two at a time; the decimals are all written, then the
  /// trailing zeros dropped.
  @inlinable
  static func write(units: Int64, places: Int, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard units != 0 else {
      start[0] = UInt8(ascii: "0")
      return 1
    }
    var end = start
    if units < 0 {
      end[0] = UInt8(ascii: "-")
      end += 1
    }
    let magnitude = units.magnitude
    var decimals: UInt64
    if places == 4 {
      // Constant divisors: multiplications, not divisions.
      end += write(whole: magnitude / 10_000, at: end)
      decimals = magnitude % 10_000
      guard decimals != 0 else { return end - start }
      writePair(Int(decimals / 100), at: end + 1)
      writePair(Int(decimals % 100), at: end + 3)
    } else {
      end += write(whole: magnitude / 1_000_000_000, at: end)
      decimals = magnitude % 1_000_000_000
      guard decimals != 0 else { return end - start }
      var position = end + 10
      for _ in 0..<4 {
        position -= 2
        writePair(Int(decimals % 100), at: position)
        decimals /= 100
      }
      end[1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: decimals)
    }
    end[0] = UInt8(ascii: ".")
    end += places
    // The last decimal is the last nonzero one (some decimal is not zero).
    while end[0] == UInt8(ascii: "0") { end -= 1 }
    return end + 1 - start
  }

  /// Writes a whole number's digits at `start` and returns how many.
  @inlinable
  static func write(whole: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    if whole < 10 {
      start[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole)
      return 1
    }
    if whole < 100 {
      writePair(Int(whole), at: start)
      return 2
    }
    var digits = 3
    var power: UInt64 = 1000
    while digits < 20, whole >= power {
      digits += 1
      power = power &* 10
    }
    var rest = whole
    var position = start + digits
    while rest >= 100 {
      position -= 2
      writePair(Int(rest % 100), at: position)
      rest /= 100
    }
    if rest >= 10 {
      writePair(Int(rest), at: start)
    } else {
      start[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest)
    }
    return digits
  }

  /// Writes the two digits of a number below 100 at `start`.
  @inlinable
  static func writePair(_ value: Int, at start: UnsafeMutablePointer<UInt8>) {
    let pairs = Self.pairs.utf8Start
    start[0] = pairs[value &* 2]
    start[1] = pairs[value &* 2 &+ 1]
  }

  /// "00", "01", … "99": the digits of each number below 100.
  @inlinable
  static var pairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
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
