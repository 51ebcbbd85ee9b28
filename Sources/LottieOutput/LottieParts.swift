import Appearance
import Geometry
import Scene
import Tracks

extension LottieState {
  /// A skin part as a shape group named by its shape: rectangles, ellipses, lines, paths and
  /// glyphs (images are image layers, `imageLayer`), with its fill and stroke.
  func part(_ part: SkinPart, of view: SceneView) -> Lottie.ShapeItem? {
    // A length's terms: the view's size, and its switch state where the skin reads `on`.
    func t(_ length: AnchoredLength, half: Bool = false) -> [TrackAlgebra.Term] {
      let property: AnimatableProperty = length.axis == .horizontal ? .width : .height
      let size = term(view, property, factor: length.factor * (half ? 0.5 : 1))
      guard length.progress != 0 else { return [size] }
      return [size, term(view, .onProgress, factor: length.progress * (half ? 0.5 : 1))]
    }
    func offset(_ length: AnchoredLength, half: Bool = false) -> Double {
      length.offset * (half ? 0.5 : 1)
    }
    var geometry: [Lottie.ShapeItem] = []
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
      let center = sum(
        [t(x) + t(w, half: true), t(y) + t(h, half: true)],
        offsets: [offset(x) + offset(w, half: true), offset(y) + offset(h, half: true)],
        Self.vector)
      let size = sum([t(w), t(h)], offsets: [offset(w), offset(h)]) {
        Lottie.Vector2(max(0, $0[0]), max(0, $0[1]))
      }
      geometry.append(
        .rectangle(Lottie.Rectangle(position: center, size: size, roundness: .constant(radius))))
    case .ellipse(let center, let rx, let ry):
      name = "ellipse"
      let position = sum(
        [t(center.x), t(center.y)], offsets: [offset(center.x), offset(center.y)], Self.vector)
      geometry.append(
        .ellipse(
          Lottie.Ellipse(
            position: position,
            size: .constant(Lottie.Vector2(2 * rx, 2 * ry)))))
    case .line(let from, let to):
      name = "line"
      isLine = true
      let shape = sum(
        [t(from.x), t(from.y), t(to.x), t(to.y)],
        offsets: [offset(from.x), offset(from.y), offset(to.x), offset(to.y)]
      ) { values in
        Lottie.BezierShape(
          polyline: [Point(x: values[0], y: values[1]), Point(x: values[2], y: values[3])],
          isClosed: false)
      }
      geometry.append(.path(Lottie.Path(shape)))
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
          cap: Self.lineCap(stroke.lineCap), join: Self.lineJoin(stroke.lineJoin)))
    }
    guard geometry.count > 1 else { return nil }
    var transform = Lottie.ShapeTransform()
    if paint.opacityFollowsOn {
      // `opacity="on"`: the group fades with a switch's state.
      transform.opacity = sum([[term(view, .onProgress, factor: 100)]], offsets: [0]) {
        min(100, max(0, $0[0]))
      }
    }
    return .group(Lottie.Group(name, geometry, transform: transform))
  }

  static func lineCap(_ cap: StrokePaint.LineCap) -> Lottie.Stroke.LineCap {
    switch cap {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }

  static func lineJoin(_ join: StrokePaint.LineJoin) -> Lottie.Stroke.LineJoin {
    switch join {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }

  /// A skin path as one path item per subpath, cubic segments with tangents relative to their
  /// vertices.
  static func paths(_ path: SkinPath) -> [Lottie.ShapeItem] {
    path.subpaths.map { subpath in
      var vertices: [Point] = []
      var ins: [Point] = []
      var outs: [Point] = []
      vertices.reserveCapacity(subpath.segments.count + 1)
      ins.reserveCapacity(subpath.segments.count + 1)
      outs.reserveCapacity(subpath.segments.count + 1)
      vertices.append(subpath.start)
      ins.append(.zero)
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
      let shape = Lottie.BezierShape(
        isClosed: subpath.isClosed, vertices: vertices, inTangents: ins, outTangents: outs)
      return .path(Lottie.Path(.constant(shape)))
    }
  }
}

extension Color {
  /// The color with alpha 1 (Lottie keeps opacity in `o`).
  var opaque: Color { Color(red: red, green: green, blue: blue, name: name) }
}
