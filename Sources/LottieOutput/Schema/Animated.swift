import Formatting

extension Lottie {
  /// An animatable property (`a`, `k`): a constant, or keyframes.
  package enum Animated<Value: LottieValue>: Sendable, Equatable, JSONWritable {
    case constant(Value)
    case keyframes([Keyframe<Value>])

    /// Whether the property is the constant `value` as written (a default that a transform
    /// leaves out).
    func isConstant(_ value: Value) -> Bool {
      guard case .constant(let constant) = self else { return false }
      return constant.isWritten(like: value)
    }

    /// Constant: `{"a":0,"k":V}`; animated: `{"a":1,"k":[keyframes]}`.
    package func write(to sink: inout JSONBytes) { write(to: &sink, slot: nil) }

    /// The property, with the id of the theme slot that overrides it (`sid`) last.
    func write(to sink: inout JSONBytes, slot: String?) {
      sink.open(.object)
      switch self {
      case .constant(let value):
        sink.member("a", number: 0)
        sink.member("k", value)
      case .keyframes(let keyframes):
        sink.member("a", number: 1)
        sink.member("k", array: keyframes)
      }
      if let slot { sink.member("sid", string: slot) }
      sink.close(.object)
    }
  }

  /// One keyframe: the value from `frame` on, and how it moves to the next keyframe.
  package struct Keyframe<Value: LottieValue>: Sendable, Equatable, JSONWritable {
    /// The frame number (`t`).
    package var frame: Double
    /// The value (`s`); always written as an array.
    package var value: Value
    /// How the value goes to the next keyframe; nil on the last keyframe, which has no handles.
    package var toNext: Interpolation?

    package init(frame: Double, value: Value, toNext: Interpolation?) {
      self.frame = frame
      self.value = value
      self.toNext = toNext
    }

    package func write(to sink: inout JSONBytes) {
      sink.open(.object)
      sink.member("t", number: frame)
      sink.key("s")
      if Value.isArray {
        value.write(to: &sink)
      } else {
        sink.open(.array)
        value.write(to: &sink)
        sink.close(.array)
      }
      switch toNext {
      case nil:
        break
      case .hold:
        sink.member("h", number: 1)
      case .curve(let x1, let y1, let x2, let y2):
        // One number per handle coordinate, which the schema allows for every dimension:
        // rlottie, ThorVG and lottie-ios read only the first entry of an array anyway.
        sink.key("o")
        sink.open(.object)
        sink.member("x", number: x1)
        sink.member("y", number: y1)
        sink.close(.object)
        sink.key("i")
        sink.open(.object)
        sink.member("x", number: x2)
        sink.member("y", number: y2)
        sink.close(.object)
      }
      sink.close(.object)
    }
  }

  /// How a keyframe's value moves to the next one.
  package enum Interpolation: Hashable, Sendable {
    /// Stays until the next keyframe (`"h": 1`).
    case hold
    /// A cubic Bézier easing from (0, 0) to (1, 1) with these control points (`o`, `i`).
    case curve(x1: Double, y1: Double, x2: Double, y2: Double)

    /// Linear motion.
    package static let linear = Interpolation.curve(x1: 0, y1: 0, x2: 1, y2: 1)
  }
}

/// A value a Lottie property holds, which writes itself as a constant `k` (a keyframe's `s`
/// wraps a non-array in an array).
package protocol LottieValue: Sendable, Equatable, JSONWritable {
  /// Whether the value is written as an array.
  static var isArray: Bool { get }
  /// Whether `other` is written as the same text.
  func isWritten(like other: Self) -> Bool
}

extension LottieValue {
  /// The two values written side by side in one buffer, and compared.
  package func isWritten(like other: Self) -> Bool {
    var sink = JSONBytes(capacity: 64)
    write(to: &sink)
    let middle = sink.mark()
    other.write(to: &sink)
    return sink.text.same(0..<middle, middle..<sink.count)
  }
}

extension Double: LottieValue {
  package static var isArray: Bool { false }

  package func isWritten(like other: Double) -> Bool { NumberText.sameDecimals(self, other) }

  package func write(to sink: inout JSONBytes) {
    sink.number(self)
  }
}

extension Lottie {
  /// Two numbers: a point, a size or a scale in percent.
  package struct Vector2: LottieValue, Hashable {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }

    package static let zero = Vector2(0, 0)
    package static var isArray: Bool { true }

    package func isWritten(like other: Vector2) -> Bool {
      NumberText.sameDecimals(x, other.x) && NumberText.sameDecimals(y, other.y)
    }

    package func write(to sink: inout JSONBytes) {
      sink.pair(x, y)
    }
  }

  /// An RGBA color with components in 0…1 (Motionboard keeps alpha 1 and puts opacity in `o`).
  package struct ColorValue: LottieValue, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    package static var isArray: Bool { true }

    package func isWritten(like other: ColorValue) -> Bool {
      NumberText.sameDecimals(red, other.red) && NumberText.sameDecimals(green, other.green)
        && NumberText.sameDecimals(blue, other.blue) && NumberText.sameDecimals(alpha, other.alpha)
    }

    package func write(to sink: inout JSONBytes) {
      sink.open(.array)
      sink.number(red)
      sink.number(green)
      sink.number(blue)
      sink.number(alpha)
      sink.close(.array)
    }
  }
}
