extension Lottie {
  /// A layer: a view's shapes, a precomp of a view's subtree, or an image.
  package struct Layer: Sendable, Equatable, JSONWritable {
    /// What the layer draws (its `ty` and the keys that go with it).
    package enum Content: Sendable, Equatable {
      /// Shape layer (`ty` 4) with its items (`shapes`).
      case shapes([ShapeItem])
      /// Precomposition layer (`ty` 0): the asset `refID`, drawn `width` × `height` (`w`, `h`:
      /// whole numbers, as the schema has them).
      case precomp(refID: String, width: Int, height: Int)
      /// Image layer (`ty` 2): the image asset `refID`.
      case image(refID: String)
      /// Null layer (`ty` 3): draws nothing; its transform places the layers parented to it.
      case null
    }

    /// Index (`ind`), what `parent` refers to.
    package var index: Int
    /// Name (`nm`).
    package var name: String
    /// The parent layer's index (`parent`): its transform applies to this one.
    package var parent: Int?
    /// Transform (`ks`).
    package var transform: Transform
    package var content: Content
    /// Masks (`masksProperties`, with `hasMask`).
    package var masks: [Mask]
    /// The first frame the layer shows (`ip`).
    package var inPoint: Double
    /// The frame it stops showing at (`op`).
    package var outPoint: Double

    package init(
      index: Int, name: String, parent: Int?, transform: Transform, content: Content,
      masks: [Mask] = [], inPoint: Double, outPoint: Double
    ) {
      self.index = index
      self.name = name
      self.parent = parent
      self.transform = transform
      self.content = content
      self.masks = masks
      self.inPoint = inPoint
      self.outPoint = outPoint
    }

    /// `ddd` and `ind` first, then `ty` (players read them in order); a layer that never shows
    /// is also marked hidden (`hd`), since some players draw a layer whose `ip` is its `op`.
    package func write(to sink: inout JSONBytes) {
      sink.open(.object)
      sink.member("ddd", number: 0)
      sink.member("ind", number: Double(index))
      let (type, refID): (Double, String?) =
        switch content {
        case .shapes: (4, nil)
        case .precomp(let refID, _, _): (0, refID)
        case .image(let refID): (2, refID)
        case .null: (3, nil)
        }
      sink.member("ty", number: type)
      sink.member("nm", string: name)
      if let refID { sink.member("refId", string: refID) }
      if let parent { sink.member("parent", number: Double(parent)) }
      sink.member("sr", number: 1)
      sink.member("ks", transform)
      func masks() {
        guard !self.masks.isEmpty else { return }
        sink.member("hasMask", bool: true)
        sink.member("masksProperties", array: self.masks)
      }
      switch content {
      case .shapes(let items):
        sink.member("ao", number: 0)
        sink.member("shapes", array: items)
        masks()
      case .precomp(_, let width, let height):
        masks()
        sink.member("ao", number: 0)
        sink.member("w", number: Double(width))
        sink.member("h", number: Double(height))
      case .image, .null:
        sink.member("ao", number: 0)
      }
      sink.member("ip", number: inPoint)
      sink.member("op", number: outPoint)
      sink.member("st", number: 0)
      sink.member("bm", number: 0)
      if inPoint >= outPoint { sink.member("hd", bool: true) }
      sink.close(.object)
    }
  }

  /// A layer's transform (`ks`): anchor, position, scale (percent), rotation (degrees),
  /// opacity (percent).
  package struct Transform: Sendable, Equatable, JSONWritable {
    /// Position: one property, or x and y apart (`"s": true`) so each keeps its own keys and
    /// easing.
    package enum Position: Sendable, Equatable, JSONWritable {
      case combined(Animated<Vector2>)
      case split(x: Animated<Double>, y: Animated<Double>)

      package func write(to sink: inout JSONBytes) {
        switch self {
        case .combined(let position): position.write(to: &sink)
        case .split(let x, let y):
          sink.object {
            $0.member("s", bool: true)
            $0.member("x", x)
            $0.member("y", y)
          }
        }
      }
    }

    package var anchor: Animated<Vector2>
    package var position: Position
    package var scale: Animated<Vector2>
    package var rotation: Animated<Double>
    package var opacity: Animated<Double>

    package init(
      anchor: Animated<Vector2>, position: Position,
      scale: Animated<Vector2> = .constant(Vector2(100, 100)),
      rotation: Animated<Double> = .constant(0),
      opacity: Animated<Double> = .constant(100)
    ) {
      self.anchor = anchor
      self.position = position
      self.scale = scale
      self.rotation = rotation
      self.opacity = opacity
    }

    /// The position always; anchor, scale, rotation and opacity only when not at their
    /// defaults (0, 100 %, 0°, opaque), as the schema allows and every player reads.
    package func write(to sink: inout JSONBytes) {
      sink.open(.object)
      if !anchor.isConstant(.zero) { sink.member("a", anchor) }
      sink.member("p", position)
      if !scale.isConstant(Vector2(100, 100)) { sink.member("s", scale) }
      if !rotation.isConstant(0) { sink.member("r", rotation) }
      if !opacity.isConstant(100) { sink.member("o", opacity) }
      sink.close(.object)
    }
  }

  /// A mask (`masksProperties` item): an additive path that clips the layer.
  package struct Mask: Sendable, Equatable, JSONWritable {
    /// Name (`nm`).
    package var name: String
    /// The clipping path (`pt`).
    package var path: Animated<BezierShape>

    package init(name: String, path: Animated<BezierShape>) {
      self.name = name
      self.path = path
    }

    /// Not inverted, mode add (`"a"`), fully opaque, not expanded.
    package func write(to sink: inout JSONBytes) {
      sink.object {
        $0.member("inv", bool: false)
        $0.member("mode", string: "a")
        $0.member("pt", path)
        $0.member("o", Animated<Double>.constant(100))
        $0.member("x", Animated<Double>.constant(0))
        $0.member("nm", string: name)
      }
    }
  }
}
