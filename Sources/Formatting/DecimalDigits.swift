/// The digits of `NumberText`'s fixed-point numbers, written in place: two at a time from a
/// table of the hundred pairs, the length of a whole part found once by comparisons, and
/// every division by a constant (a multiplication and a shift), never one per digit in a loop
/// for the numbers drawings are made of (a whole part below 10,000, up to four decimals).
extension NumberText {
  /// Writes `units / 10^4` at `start` and returns its length: a minus sign when negative, the
  /// whole part, then the decimals without trailing zeros ("0" for 0); `units` below 10^8 in
  /// magnitude (a whole part below 10,000).
  @inlinable @inline(__always)
  static func write(smallTenThousandths units: Int64, at start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var end = start
    if units < 0 {
      end[0] = UInt8(ascii: "-")
      end += 1
    }
    let magnitude = UInt32(truncatingIfNeeded: units.magnitude)
    let whole = magnitude / 10_000
    end += write(smallWhole: whole, at: end)
    return end + write(fourDecimals: magnitude &- whole &* 10_000, at: end) - start
  }

  /// Writes `units / 10^4` at `start` and returns its length, as
  /// `write(smallTenThousandths:at:)` does, for any `units`.
  @usableFromInline
  static func write(tenThousandths units: Int64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    var end = start
    if units < 0 {
      end[0] = UInt8(ascii: "-")
      end += 1
    }
    let magnitude = units.magnitude
    let whole = magnitude / 10_000
    end += write(whole: whole, at: end)
    let decimals = UInt32(truncatingIfNeeded: magnitude &- whole &* 10_000)
    return end + write(fourDecimals: decimals, at: end) - start
  }

  /// Writes a point and the four decimals of `decimals` (below 10,000) without trailing zeros
  /// at `start`, nothing when it is 0, and returns how many bytes.
  @inlinable @inline(__always)
  static func write(fourDecimals decimals: UInt32, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard decimals != 0 else { return 0 }
    start[0] = UInt8(ascii: ".")
    let high = decimals / 100
    let low = decimals &- high &* 100
    writePair(high, at: start + 1)
    // The last decimal written is nonzero, unless it is the second of a pair (as in 50).
    guard low != 0 else { return start[2] == UInt8(ascii: "0") ? 2 : 3 }
    writePair(low, at: start + 3)
    return start[4] == UInt8(ascii: "0") ? 4 : 5
  }

  /// Writes `units / 10^9` at `start` and returns its length, as `write(tenThousandths:at:)`
  /// does with four decimals.
  @inlinable
  static func write(billionths units: Int64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    var end = start
    if units < 0 {
      end[0] = UInt8(ascii: "-")
      end += 1
    }
    let magnitude = units.magnitude
    let whole = magnitude / 1_000_000_000
    let decimals = UInt32(truncatingIfNeeded: magnitude &- whole &* 1_000_000_000)
    end += write(whole: whole, at: end)
    guard decimals != 0 else { return end - start }
    end[0] = UInt8(ascii: ".")
    // The first decimal alone, then eight in two groups of four, each two pairs.
    let first = decimals / 100_000_000
    let rest = decimals &- first &* 100_000_000
    end[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: first)
    writeQuad(rest / 10_000, at: end + 2)
    writeQuad(rest % 10_000, at: end + 6)
    end += 9
    // The last nonzero decimal ends the text (some decimal is nonzero).
    while end[0] == UInt8(ascii: "0") { end -= 1 }
    return end + 1 - start
  }

  /// Writes a whole number's digits at `start` and returns how many.
  @inlinable @inline(__always)
  static func write(whole: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard whole < 10_000 else { return write(longWhole: whole, at: start) }
    return write(smallWhole: UInt32(truncatingIfNeeded: whole), at: start)
  }

  /// Writes the digits of a whole number below 10,000 at `start`, without a loop, and returns
  /// how many.
  @inlinable @inline(__always)
  static func write(smallWhole whole: UInt32, at start: UnsafeMutablePointer<UInt8>) -> Int {
    if whole < 100 {
      if whole < 10 {
        start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
        return 1
      }
      writePair(whole, at: start)
      return 2
    }
    let high = whole / 100
    if high < 10 {
      start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
      writePair(whole &- high &* 100, at: start + 1)
      return 3
    }
    writePair(high, at: start)
    writePair(whole &- high &* 100, at: start + 2)
    return 4
  }

  /// Writes a whole number of five digits or more at `start` and returns how many.
  @usableFromInline
  static func write(longWhole whole: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    var digits = 5
    var power: UInt64 = 100_000
    while digits < 20, whole >= power {
      digits += 1
      power = power &* 10
    }
    var rest = whole
    var position = start + digits
    while rest >= 100 {
      position -= 2
      let next = rest / 100
      writePair(UInt32(truncatingIfNeeded: rest &- next &* 100), at: position)
      rest = next
    }
    if rest >= 10 {
      writePair(UInt32(truncatingIfNeeded: rest), at: start)
    } else {
      start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    return digits
  }

  /// Writes the four digits of a number below 10,000 at `start`, leading zeros included.
  @inlinable @inline(__always)
  static func writeQuad(_ value: UInt32, at start: UnsafeMutablePointer<UInt8>) {
    let high = value / 100
    writePair(high, at: start)
    writePair(value &- high &* 100, at: start + 2)
  }

  /// Writes the two digits of a number below 100 at `start`.
  @inlinable @inline(__always)
  static func writePair(_ value: UInt32, at start: UnsafeMutablePointer<UInt8>) {
    let pairs = Self.pairs.utf8Start
    let index = Int(truncatingIfNeeded: value &* 2)
    start[0] = pairs[index]
    start[1] = pairs[index &+ 1]
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
}
