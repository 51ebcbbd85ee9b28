extension Lottie {
  /// A layer: a view's shapes, a precomp of a view's subtree, or an image.
  package struct Layer: Sendable {
    /// What the layer draws (its `ty` and the keys that go with it).
    package enum Content: Sendable {
      /// Shape layer (`ty` 4) with its items (`shapes`).
      case shapes([ShapeItem])
      /// Precomposition layer (`ty` 0): the asset `refID`, drawn `width` × `height` (`w`, `h`).
      case precomp(refID: String, width: Double, height: Double)
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
    package var json: LottieJSON {
      var members: [(String, LottieJSON)] = [("ddd", .number(0)), ("ind", .number(Double(index)))]
      let masks: [(String, LottieJSON)] =
        self.masks.isEmpty
        ? [] : [("hasMask", .bool(true)), ("masksProperties", .array(self.masks.map(\.json)))]
      let parent: [(String, LottieJSON)] =
        self.parent.map { [("parent", .number(Double($0)))] } ?? []
      switch content {
      case .shapes(let items):
        members += [("ty", .number(4)), ("nm", .string(name))] + parent
        members += [
          ("sr", .number(1)), ("ks", transform.json), ("ao", .number(0)),
          ("shapes", .array(items.map(\.json))),
        ]
        members += masks
      case .precomp(let refID, let width, let height):
        members += [("ty", .number(0)), ("nm", .string(name)), ("refId", .string(refID))] + parent
        members += [("sr", .number(1)), ("ks", transform.json)] + masks
        members += [("ao", .number(0)), ("w", .number(width)), ("h", .number(height))]
      case .image(let refID):
        members += [("ty", .number(2)), ("nm", .string(name)), ("refId", .string(refID))] + parent
        members += [("sr", .number(1)), ("ks", transform.json), ("ao", .number(0))]
      case .null:
        members += [("ty", .number(3)), ("nm", .string(name))] + parent
        members += [("sr", .number(1)), ("ks", transform.json), ("ao", .number(0))]
      }
      members += [
        ("ip", .number(inPoint)), ("op", .number(outPoint)), ("st", .number(0)), ("bm", .number(0)),
      ]
      if inPoint >= outPoint { members.append(("hd", .bool(true))) }
      return .object(members)
    }
  }

  /// A layer's transform (`ks`): anchor, position, scale (percent), rotation (degrees),
  /// opacity (percent).
  package struct Transform: Sendable {
    /// Position: one property, or x and y apart (`"s": true`) so each keeps its own keys and
    /// easing.
    package enum Position: Sendable {
      case combined(Animated<Vector2>)
      case split(x: Animated<Double>, y: Animated<Double>)

      var json: LottieJSON {
        switch self {
        case .combined(let position): position.json
        case .split(let x, let y):
          .object([("s", .bool(true)), ("x", x.json), ("y", y.json)])
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
    package var json: LottieJSON {
      var members: [(String, LottieJSON)] = []
      if !anchor.isConstant(Vector2.zero.json) { members.append(("a", anchor.json)) }
      members.append(("p", position.json))
      if !scale.isConstant(Vector2(100, 100).json) { members.append(("s", scale.json)) }
      if !rotation.isConstant(.number(0)) { members.append(("r", rotation.json)) }
      if !opacity.isConstant(.number(100)) { members.append(("o", opacity.json)) }
      return .object(members)
    }
  }

  /// A mask (`masksProperties` item): an additive path that clips the layer.
  package struct Mask: Sendable {
    /// Name (`nm`).
    package var name: String
    /// The clipping path (`pt`).
    package var path: Animated<BezierShape>

    package init(name: String, path: Animated<BezierShape>) {
      self.name = name
      self.path = path
    }

    /// Not inverted, mode add (`"a"`), fully opaque, not expanded.
    package var json: LottieJSON {
      .object([
        ("inv", .bool(false)), ("mode", .string("a")), ("pt", path.json),
        ("o", Animated<Double>.constant(100).json), ("x", Animated<Double>.constant(0).json),
        ("nm", .string(name)),
      ])
    }
  }
}
