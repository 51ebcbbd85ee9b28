import Appearance
import Geometry
import Motion
import Scene

extension LottieState {
  /// The layer's shapes, first the `frame` rectangle (geometry only: it paints nothing), then
  /// the skin's parts, then the background at the bottom (Lottie draws earlier items on top).
  func shapes(_ view: SceneView) -> [LottieJSON] {
    let vector = { (values: [Double]) in LottieJSON.numbers(values) }
    let center = combine(
      [[term(view, .width, factor: 0.5)], [term(view, .height, factor: 0.5)]], offsets: [0, 0])
    let size = combine([[term(view, .width)], [term(view, .height)]], offsets: [0, 0])
    let radius = combine([[term(view, .cornerRadius)]], offsets: [0])
    func rect(_ name: String) -> LottieJSON {
      .object([
        ("ty", .string("rc")), ("nm", .string(name)), ("d", .number(1)),
        ("p", property.property(center, map: vector)),
        ("s", property.property(size, map: { .numbers($0.map { max(0, $0) }) })),
        ("r", property.property(radius, map: { .number(max(0, $0[0])) })),
      ])
    }
    var items: [LottieJSON] = [group("frame", [rect("frame")])]
    // Lottie draws earlier items on top: the skin's last part first.
    let variants = view.partVariants
    if variants.count > 1 {
      items += variantGroups(view, variants)
    } else {
      for part in (variants.first?.parts ?? []).reversed() {
        if let shape = self.part(part, of: view) { items.append(shape) }
      }
    }
    let borders = view.borderVariants
    for (index, variant) in borders.enumerated() {
      guard let border = variant.border, border.color.alpha > 0 else { continue }
      let drawn = [rect("border"), stroke(border.color, width: border.width)]
      if borders.count == 1 {
        items.append(group("border", drawn))
      } else {
        // A border that changes at block starts: each in its own time window.
        let end = index + 1 < borders.count ? borders[index + 1].start : scene.duration
        items.append(
          group("border \(index)", drawn, opacity: window(from: variant.start, to: end)))
      }
    }
    let background = scene.backgrounds[view.id]
    if view.background.alpha > 0 || background != nil {
      items.append(
        group("background", [rect("background"), fill(view.background, track: background)]))
    }
    return items
  }

  /// Views whose content changes over time: each variant in a group shown only in its time
  /// window.
  func variantGroups(_ view: SceneView, _ variants: [(start: Double, parts: [SkinPart])])
    -> [LottieJSON]
  {
    var result: [LottieJSON] = []
    for (index, variant) in variants.enumerated() {
      let end = index + 1 < variants.count ? variants[index + 1].start : scene.duration
      let items = variant.parts.reversed().compactMap { self.part($0, of: view) }
      guard !items.isEmpty else { continue }
      result.append(
        group("content \(index)", items, opacity: window(from: variant.start, to: end)))
    }
    return result
  }

  /// An opacity of 100 from `start` to `end` and 0 otherwise (hold keyframes).
  func window(from start: Double, to end: Double) -> LottieJSON {
    var keys = [CombinedKeyframe(time: 0, values: [start > 0 ? 0 : 100], easing: nil)]
    if start > 0 {
      keys.append(CombinedKeyframe(time: start, values: [0], easing: nil))
      keys.append(CombinedKeyframe(time: start, values: [100], easing: nil))
    }
    if end < scene.duration {
      keys.append(CombinedKeyframe(time: end, values: [100], easing: nil))
      keys.append(CombinedKeyframe(time: end, values: [0], easing: nil))
    }
    return property.property(keys, map: { .number($0[0]) })
  }

  /// A shape group; its transform places it at `position` (default the origin), scaled by
  /// `scale` percent, with `opacity` (default 100).
  func group(
    _ name: String, _ items: [LottieJSON], position: LottieJSON? = nil, scale: Double = 100,
    opacity: LottieJSON? = nil
  ) -> LottieJSON {
    let transform: LottieJSON = .object([
      ("ty", .string("tr")),
      ("p", position ?? .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
      ("a", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
      ("s", .object([("a", .number(0)), ("k", .numbers([scale, scale]))])),
      ("r", .object([("a", .number(0)), ("k", .number(0))])),
      ("o", opacity ?? .object([("a", .number(0)), ("k", .number(100))])),
    ])
    return .object([
      ("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [transform])),
    ])
  }

  func fill(_ color: Color, track: ColorTrack? = nil, opacity: Double = 1) -> LottieJSON {
    var colorProperty: LottieJSON = .object([
      ("a", .number(0)), ("k", .numbers([color.red, color.green, color.blue, 1])),
    ])
    var opacityProperty: LottieJSON = .object([
      ("a", .number(0)), ("k", .number(color.alpha * opacity * 100)),
    ])
    if let track {
      let keys = track.keyframes.map {
        CombinedKeyframe(
          time: $0.time, values: [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha],
          easing: $0.easing)
      }
      colorProperty = property.property(keys, map: { .numbers([$0[0], $0[1], $0[2], 1]) })
      opacityProperty = property.property(keys, map: { .number($0[3] * opacity * 100) })
    }
    return .object([
      ("ty", .string("fl")), ("c", colorProperty), ("o", opacityProperty), ("r", .number(1)),
      ("bm", .number(0)),
    ])
  }

  func stroke(
    _ color: Color, width: Double, opacity: Double = 1, cap: Int = 2, join: Int = 2
  ) -> LottieJSON {
    .object(
      [
        ("ty", .string("st")),
        (
          "c",
          .object([("a", .number(0)), ("k", .numbers([color.red, color.green, color.blue, 1]))])
        ),
        ("o", .object([("a", .number(0)), ("k", .number(color.alpha * opacity * 100))])),
        ("w", .object([("a", .number(0)), ("k", .number(width))])),
        ("lc", .number(Double(cap))), ("lj", .number(Double(join))),
      ] + (join == 1 ? [("ml", .number(4))] : []) + [
        ("bm", .number(0))
      ])
  }

  /// A skin part as a shape group: rectangles, ellipses, lines, paths and glyphs (images are
  /// image layers, `imageLayer`).
  func part(_ part: SkinPart, of view: SceneView) -> LottieJSON? {
    func t(_ length: AnchoredLength, half: Bool = false) -> TrackAlgebra.Term {
      let property: AnimatableProperty = length.axis == .horizontal ? .width : .height
      return term(view, property, factor: length.factor * (half ? 0.5 : 1))
    }
    func offset(_ length: AnchoredLength, half: Bool = false) -> Double {
      length.offset * (half ? 0.5 : 1)
    }
    let vector = { (values: [Double]) in LottieJSON.numbers(values) }
    var geometry: [LottieJSON] = []
    let name: String
    var isLine = false
    switch part.shape {
    case .glyphs(let run, let origin):
      return glyphGroup(run, origin: origin, paint: part.paint, of: view)
    case .image:
      return nil
    case .rect(let rect, let radius):
      name = "rectangle"
      let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
      let center = combine(
        [[t(x), t(w, half: true)], [t(y), t(h, half: true)]],
        offsets: [offset(x) + offset(w, half: true), offset(y) + offset(h, half: true)])
      let size = combine([[t(w)], [t(h)]], offsets: [offset(w), offset(h)])
      geometry.append(
        .object([
          ("ty", .string("rc")), ("d", .number(1)), ("p", property.property(center, map: vector)),
          ("s", property.property(size, map: { .numbers($0.map { max(0, $0) }) })),
          ("r", .object([("a", .number(0)), ("k", .number(radius))])),
        ]))
    case .ellipse(let center, let rx, let ry):
      name = "ellipse"
      let position = combine(
        [[t(center.x)], [t(center.y)]], offsets: [offset(center.x), offset(center.y)])
      geometry.append(
        .object([
          ("ty", .string("el")), ("d", .number(1)), ("p", property.property(position, map: vector)),
          ("s", .object([("a", .number(0)), ("k", .numbers([2 * rx, 2 * ry]))])),
        ]))
    case .line(let from, let to):
      name = "line"
      isLine = true
      let ends = combine(
        [[t(from.x)], [t(from.y)], [t(to.x)], [t(to.y)]],
        offsets: [offset(from.x), offset(from.y), offset(to.x), offset(to.y)])
      geometry.append(
        .object([
          ("ty", .string("sh")), ("d", .number(1)),
          (
            "ks",
            property.property(
              ends,
              map: { values in
                .object([
                  ("c", .bool(false)),
                  (
                    "v",
                    .array([.numbers([values[0], values[1]]), .numbers([values[2], values[3]])])
                  ),
                  ("i", .array([.numbers([0, 0]), .numbers([0, 0])])),
                  ("o", .array([.numbers([0, 0]), .numbers([0, 0])])),
                ])
              })
          ),
        ]))
    case .path(let path):
      name = "path"
      geometry += Self.paths(path)
    }
    let paint = part.paint
    if let color = paint.fill, color.alpha > 0, !geometry.isEmpty, !isLine {
      geometry.append(fill(color.opaque, opacity: color.alpha * paint.opacity))
    }
    if let stroke = paint.stroke {
      geometry.append(
        self.stroke(
          stroke.color.opaque, width: stroke.width, opacity: stroke.color.alpha * paint.opacity,
          cap: Self.lottieCap(stroke.lineCap), join: Self.lottieJoin(stroke.lineJoin)))
    }
    guard geometry.count > 1 else { return nil }
    return group(name, geometry)
  }

  static func lottieCap(_ cap: StrokePaint.LineCap) -> Int {
    switch cap {
    case .butt: 1
    case .round: 2
    case .square: 3
    }
  }

  static func lottieJoin(_ join: StrokePaint.LineJoin) -> Int {
    switch join {
    case .miter: 1
    case .round: 2
    case .bevel: 3
    }
  }

  /// A skin path as one `sh` per subpath, cubic segments with tangents relative to vertices.
  static func paths(_ path: SkinPath) -> [LottieJSON] {
    path.subpaths.map { subpath in
      var vertices = [subpath.start]
      var ins = [Point.zero]
      var outs: [Point] = []
      for segment in subpath.segments {
        let from = vertices[vertices.count - 1]
        switch segment {
        case .line(let to):
          outs.append(.zero)
          vertices.append(to)
          ins.append(.zero)
        case .cubic(let c1, let c2, let to):
          outs.append(Point(x: c1.x - from.x, y: c1.y - from.y))
          vertices.append(to)
          ins.append(Point(x: c2.x - to.x, y: c2.y - to.y))
        }
      }
      outs.append(.zero)
      let pairs = { (points: [Point]) in LottieJSON.array(points.map { .numbers([$0.x, $0.y]) }) }
      return .object([
        ("ty", .string("sh")), ("d", .number(1)),
        (
          "ks",
          .object([
            ("a", .number(0)),
            (
              "k",
              .object([
                ("c", .bool(subpath.isClosed)), ("v", pairs(vertices)), ("i", pairs(ins)),
                ("o", pairs(outs)),
              ])
            ),
          ])
        ),
      ])
    }
  }
}

extension Color {
  /// The color with alpha 1 (Lottie keeps opacity in `o`).
  var opaque: Color { Color(red: red, green: green, blue: blue) }
}
