import Geometry

/// SVG path data (`d`) read into a `SkinPath`.
///
/// `M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T` and `Z`, absolute or relative, numbers separated by
/// spaces or commas, repeated coordinates continuing the last command (after `M`, as `L`).
/// Quadratic curves are raised to cubics; arcs are refused (write them as cubic curves), so every
/// writer draws the same curves.
enum PathDataParser {
  struct Problem: Error {
    var message: String
    /// Where in the value, in UTF-8 bytes.
    var offset: Int
  }

  static func parse(_ text: String) throws(Problem) -> SkinPath {
    var scanner = Scanner(bytes: Array(text.utf8))
    var subpaths: [SkinPath.Subpath] = []
    var current = Point.zero
    var start = Point.zero
    var lastControl: Point?
    var command: UInt8?
    var commandOffset = 0
    while true {
      scanner.skipSeparators()
      guard let byte = scanner.peek else { break }
      if byte.isLetter {
        commandOffset = scanner.index
        scanner.index += 1
        command = byte
        if byte == UInt8(ascii: "z") || byte == UInt8(ascii: "Z") {
          guard !subpaths.isEmpty else {
            throw Problem(message: "'Z' before any 'M'", offset: scanner.index - 1)
          }
          subpaths[subpaths.count - 1].isClosed = true
          current = start
          lastControl = nil
          command = nil
        }
        continue
      }
      guard let name = command else {
        throw Problem(message: "expected a command letter", offset: scanner.index)
      }
      let relative = name >= UInt8(ascii: "a")
      let base = relative ? current : .zero
      func point() throws(Problem) -> Point {
        let x = try scanner.number()
        let y = try scanner.number()
        return Point(x: base.x + x, y: base.y + y)
      }
      func append(_ segment: SkinPath.Segment) throws(Problem) {
        guard !subpaths.isEmpty else {
          throw Problem(message: "a path starts with 'M'", offset: scanner.index)
        }
        subpaths[subpaths.count - 1].segments.append(segment)
      }
      var control: Point?
      switch name | 0x20 {
      case UInt8(ascii: "m"):
        current = try point()
        start = current
        subpaths.append(.init(start: current, segments: [], isClosed: false))
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
      case UInt8(ascii: "l"):
        current = try point()
        try append(.line(to: current))
      case UInt8(ascii: "h"):
        current.x = try scanner.number() + (relative ? current.x : 0)
        try append(.line(to: current))
      case UInt8(ascii: "v"):
        current.y = try scanner.number() + (relative ? current.y : 0)
        try append(.line(to: current))
      case UInt8(ascii: "c"), UInt8(ascii: "s"):
        let first: Point
        if name | 0x20 == UInt8(ascii: "c") {
          first = try point()
        } else {
          let reflected = lastControl ?? current
          first = Point(x: 2 * current.x - reflected.x, y: 2 * current.y - reflected.y)
        }
        let second = try point()
        let end = try point()
        try append(.cubic(first, second, to: end))
        control = second
        current = end
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        let quad: Point
        if name | 0x20 == UInt8(ascii: "q") {
          quad = try point()
        } else {
          let reflected = lastControl ?? current
          quad = Point(x: 2 * current.x - reflected.x, y: 2 * current.y - reflected.y)
        }
        let end = try point()
        let (c1, c2) = Point.cubicControls(quadraticFrom: current, control: quad, to: end)
        try append(.cubic(c1, c2, to: end))
        control = quad
        current = end
      case UInt8(ascii: "a"):
        throw Problem(
          message: "arcs ('A') are not supported; write them as cubic curves ('C')",
          offset: commandOffset)
      default:
        throw Problem(
          message: "unknown command '\(Character(UnicodeScalar(name)))'", offset: commandOffset)
      }
      lastControl = control
    }
    return SkinPath(subpaths: subpaths)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSeparators() {
      while let byte = peek,
        byte == 0x20 || byte == 0x2C || byte == 0x09 || byte == 0x0A
          || byte == 0x0D
      {
        index += 1
      }
    }

    mutating func number() throws(Problem) -> Double {
      skipSeparators()
      let start = index
      if let byte = peek, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { index += 1 }
      var sawDigit = false
      while let byte = peek, (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") {
        sawDigit = sawDigit || byte != UInt8(ascii: ".")
        index += 1
      }
      if sawDigit, let byte = peek, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        index += 1
        if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
        while let byte = peek, (0x30...0x39).contains(byte) { index += 1 }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard sawDigit, let value = Double(text), value.isFinite, abs(value) <= 1e9 else {
        throw Problem(message: "expected a number", offset: start)
      }
      return value
    }
  }
}

extension UInt8 {
  fileprivate var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
}
