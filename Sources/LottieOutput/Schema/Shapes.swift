extension Lottie {
  /// An item of a shape layer or group (`ty` first, as the players read it).
  package indirect enum ShapeItem: Sendable {
    case group(Group)
    case rectangle(Rectangle)
    case ellipse(Ellipse)
    case path(Path)
    case fill(Fill)
    case stroke(Stroke)

    package var json: LottieJSON {
      switch self {
      case .group(let group): group.json
      case .rectangle(let rectangle): rectangle.json
      case .ellipse(let ellipse): ellipse.json
      case .path(let path): path.json
      case .fill(let fill): fill.json
      case .stroke(let stroke): stroke.json
      }
    }
  }

  /// Group (`gr`): items drawn together, earlier items on top, placed by their transform.
  package struct Group: Sendable {
    /// Name (`nm`).
    package var name: String
    /// Items (`it`), followed in the file by the transform.
    package var items: [ShapeItem]
    package var transform: ShapeTransform

    package init(_ name: String, _ items: [ShapeItem], transform: ShapeTransform = .init()) {
      self.name = name
      self.items = items
      self.transform = transform
    }

    package var json: LottieJSON {
      .object([
        ("ty", .string("gr")), ("nm", .string(name)),
        ("it", .array(items.map(\.json) + [transform.json])),
      ])
    }
  }

  /// Transform (`tr`), a group's: position, anchor, scale (percent), rotation, opacity
  /// (percent), each written only when not at its default.
  package struct ShapeTransform: Sendable {
    package var position: Animated<Vector2> = .constant(.zero)
    package var anchor: Animated<Vector2> = .constant(.zero)
    package var scale: Animated<Vector2> = .constant(Vector2(100, 100))
    package var rotation: Animated<Double> = .constant(0)
    package var opacity: Animated<Double> = .constant(100)

    package init() {}

    /// Members at their default (no offset, 100 %, 0°, opaque) are left out, as the schema
    /// allows and every player reads.
    package var json: LottieJSON {
      var members: [(String, LottieJSON)] = [("ty", .string("tr"))]
      let zero = Vector2.zero.json
      if !position.isConstant(zero) { members.append(("p", position.json)) }
      if !anchor.isConstant(zero) { members.append(("a", anchor.json)) }
      if !scale.isConstant(Vector2(100, 100).json) { members.append(("s", scale.json)) }
      if !rotation.isConstant(.number(0)) { members.append(("r", rotation.json)) }
      if !opacity.isConstant(.number(100)) { members.append(("o", opacity.json)) }
      return .object(members)
    }
  }

  /// Rectangle (`rc`): centered at `position`, `size` wide and tall, corners rounded by
  /// `roundness`.
  package struct Rectangle: Sendable {
    /// Name (`nm`), written only when given.
    package var name: String?
    package var position: Animated<Vector2>
    package var size: Animated<Vector2>
    package var roundness: Animated<Double>

    package init(
      name: String? = nil, position: Animated<Vector2>, size: Animated<Vector2>,
      roundness: Animated<Double>
    ) {
      self.name = name
      self.position = position
      self.size = size
      self.roundness = roundness
    }

    package var json: LottieJSON {
      var members: [(String, LottieJSON)] = [("ty", .string("rc"))]
      if let name { members.append(("nm", .string(name))) }
      members += [
        ("d", .number(1)), ("p", position.json), ("s", size.json), ("r", roundness.json),
      ]
      return .object(members)
    }
  }

  /// Ellipse (`el`): centered at `position`, `size` the two diameters.
  package struct Ellipse: Sendable {
    package var position: Animated<Vector2>
    package var size: Animated<Vector2>

    package init(position: Animated<Vector2>, size: Animated<Vector2>) {
      self.position = position
      self.size = size
    }

    package var json: LottieJSON {
      .object([("ty", .string("el")), ("d", .number(1)), ("p", position.json), ("s", size.json)])
    }
  }

  /// Path (`sh`): a Bézier shape, possibly animated.
  package struct Path: Sendable {
    /// The shape (`ks`).
    package var shape: Animated<BezierShape>

    package init(_ shape: Animated<BezierShape>) {
      self.shape = shape
    }

    package var json: LottieJSON {
      .object([("ty", .string("sh")), ("d", .number(1)), ("ks", shape.json)])
    }
  }

  /// Fill (`fl`): the color (alpha 1) and the opacity in percent, nonzero winding.
  package struct Fill: Sendable {
    package var color: Animated<ColorValue>
    package var opacity: Animated<Double>

    package init(color: Animated<ColorValue>, opacity: Animated<Double>) {
      self.color = color
      self.opacity = opacity
    }

    package var json: LottieJSON {
      .object([
        ("ty", .string("fl")), ("c", color.json), ("o", opacity.json), ("r", .number(1)),
        ("bm", .number(0)),
      ])
    }
  }

  /// Stroke (`st`): color, opacity in percent, width, line cap and line join.
  package struct Stroke: Sendable {
    /// Line cap (`lc`).
    package enum LineCap: Int, Sendable {
      case butt = 1, round, square
    }

    /// Line join (`lj`).
    package enum LineJoin: Int, Sendable {
      case miter = 1, round, bevel
    }

    package var color: Animated<ColorValue>
    package var opacity: Animated<Double>
    package var width: Animated<Double>
    package var lineCap: LineCap
    package var lineJoin: LineJoin

    package init(
      color: Animated<ColorValue>, opacity: Animated<Double>, width: Animated<Double>,
      lineCap: LineCap, lineJoin: LineJoin
    ) {
      self.color = color
      self.opacity = opacity
      self.width = width
      self.lineCap = lineCap
      self.lineJoin = lineJoin
    }

    package var json: LottieJSON {
      var members: [(String, LottieJSON)] = [
        ("ty", .string("st")), ("c", color.json), ("o", opacity.json), ("w", width.json),
        ("lc", .number(Double(lineCap.rawValue))), ("lj", .number(Double(lineJoin.rawValue))),
      ]
      // The miter limit matters only for miter joins (lottie-spec's default is 0: bevel).
      if lineJoin == .miter { members.append(("ml", .number(4))) }
      members.append(("bm", .number(0)))
      return .object(members)
    }
  }
}
