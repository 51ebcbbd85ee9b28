extension Lottie {
  /// An item of a shape layer or group (`ty` first, as the players read it).
  package indirect enum ShapeItem: Sendable, Equatable, JSONWritable {
    case group(Group)
    case rectangle(Rectangle)
    case ellipse(Ellipse)
    case path(Path)
    case fill(Fill)
    case stroke(Stroke)

    package func write(to sink: inout JSONBytes) {
      switch self {
      case .group(let group): group.write(to: &sink)
      case .rectangle(let rectangle): rectangle.write(to: &sink)
      case .ellipse(let ellipse): ellipse.write(to: &sink)
      case .path(let path): path.write(to: &sink)
      case .fill(let fill): fill.write(to: &sink)
      case .stroke(let stroke): stroke.write(to: &sink)
      }
    }
  }

  /// Group (`gr`): items drawn together, earlier items on top, placed by their transform.
  package struct Group: Sendable, Equatable, JSONWritable {
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

    package func write(to sink: inout JSONBytes) {
      sink.object {
        $0.member("ty", string: "gr")
        $0.member("nm", string: name)
        $0.key("it")
        $0.open(.array)
        for item in items { item.write(to: &$0) }
        transform.write(to: &$0)
        $0.close(.array)
      }
    }
  }

  /// Transform (`tr`), a group's: position, anchor, scale (percent), rotation, opacity
  /// (percent), each written only when not at its default.
  package struct ShapeTransform: Sendable, Equatable, JSONWritable {
    package var position: Animated<Vector2> = .constant(.zero)
    package var anchor: Animated<Vector2> = .constant(.zero)
    package var scale: Animated<Vector2> = .constant(Vector2(100, 100))
    package var rotation: Animated<Double> = .constant(0)
    package var opacity: Animated<Double> = .constant(100)

    package init() {}

    /// Members at their default (no offset, 100 %, 0°, opaque) are left out, as the schema
    /// allows and every player reads.
    package func write(to sink: inout JSONBytes) {
      sink.open(.object)
      sink.member("ty", string: "tr")
      if !position.isConstant(.zero) { sink.member("p", position) }
      if !anchor.isConstant(.zero) { sink.member("a", anchor) }
      if !scale.isConstant(Vector2(100, 100)) { sink.member("s", scale) }
      if !rotation.isConstant(0) { sink.member("r", rotation) }
      if !opacity.isConstant(100) { sink.member("o", opacity) }
      sink.close(.object)
    }
  }

  /// Rectangle (`rc`): centered at `position`, `size` wide and tall, corners rounded by
  /// `roundness`.
  package struct Rectangle: Sendable, Equatable, JSONWritable {
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

    package func write(to sink: inout JSONBytes) {
      sink.open(.object)
      sink.member("ty", string: "rc")
      if let name { sink.member("nm", string: name) }
      sink.member("d", number: 1)
      sink.member("p", position)
      sink.member("s", size)
      sink.member("r", roundness)
      sink.close(.object)
    }
  }

  /// Ellipse (`el`): centered at `position`, `size` the two diameters.
  package struct Ellipse: Sendable, Equatable, JSONWritable {
    package var position: Animated<Vector2>
    package var size: Animated<Vector2>

    package init(position: Animated<Vector2>, size: Animated<Vector2>) {
      self.position = position
      self.size = size
    }

    package func write(to sink: inout JSONBytes) {
      sink.object {
        $0.member("ty", string: "el")
        $0.member("d", number: 1)
        $0.member("p", position)
        $0.member("s", size)
      }
    }
  }

  /// Path (`sh`): a Bézier shape, possibly animated.
  package struct Path: Sendable, Equatable, JSONWritable {
    /// The shape (`ks`).
    package var shape: Animated<BezierShape>

    package init(_ shape: Animated<BezierShape>) {
      self.shape = shape
    }

    package func write(to sink: inout JSONBytes) {
      sink.object {
        $0.member("ty", string: "sh")
        $0.member("d", number: 1)
        $0.member("ks", shape)
      }
    }
  }

  /// Fill (`fl`): the color (alpha 1) and the opacity in percent, nonzero winding.
  package struct Fill: Sendable, Equatable, JSONWritable {
    package var color: Animated<ColorValue>
    package var opacity: Animated<Double>
    /// The theme slots of the color and the opacity (`sid`), where two appearances differ.
    package var slots = Slots()

    package init(color: Animated<ColorValue>, opacity: Animated<Double>) {
      self.color = color
      self.opacity = opacity
    }

    package func write(to sink: inout JSONBytes) {
      sink.object {
        $0.member("ty", string: "fl")
        $0.key("c")
        color.write(to: &$0, slot: slots.color)
        $0.key("o")
        opacity.write(to: &$0, slot: slots.opacity)
        $0.member("r", number: 1)
        $0.member("bm", number: 0)
      }
    }
  }

  /// Stroke (`st`): color, opacity in percent, width, line cap and line join.
  package struct Stroke: Sendable, Equatable, JSONWritable {
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
    /// The theme slots of the color and the opacity (`sid`), where two appearances differ.
    package var slots = Slots()

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

    package func write(to sink: inout JSONBytes) {
      sink.open(.object)
      sink.member("ty", string: "st")
      sink.key("c")
      color.write(to: &sink, slot: slots.color)
      sink.key("o")
      opacity.write(to: &sink, slot: slots.opacity)
      sink.member("w", width)
      sink.member("lc", number: Double(lineCap.rawValue))
      sink.member("lj", number: Double(lineJoin.rawValue))
      // The miter limit matters only for miter joins (lottie-spec's default is 0: bevel).
      if lineJoin == .miter { sink.member("ml", number: 4) }
      sink.member("bm", number: 0)
      sink.close(.object)
    }
  }

  /// The ids of the theme slots (`sid`) on a paint's color and opacity; nil: none.
  package struct Slots: Sendable, Equatable {
    package var color: String?
    package var opacity: String?
  }
}
