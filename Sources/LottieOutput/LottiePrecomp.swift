import Motion
import Scene

extension LottieState {
  /// A view drawn with its subtree in a precomp: the precomp layer carries the view's transform
  /// and opacity (so alpha applies to the group, as in UIKit) and clips with a mask that
  /// follows the frame; inside, the view's content origin sits at (`margin`, `margin`), so
  /// subviews beyond its edges are not cut by the precomp's bounds unless the view clips.
  mutating func precompLayer(for view: SceneView, parent: Int?) -> LottieJSON {
    let margin = max(scene.size.width, scene.size.height)
    let id = "group_\(assets.count + 1)"
    assets.append(.object([("id", .string(id)), ("layers", .array([]))]))
    let slot = assets.count - 1
    let inner = nextIndex
    nextIndex += 1
    var below: [LottieJSON] = []
    for childID in view.subviews {
      guard let child = scene.view(childID) else { continue }
      below = layers(for: child, offset: 0, parent: inner) + below
    }
    // Inside: the view's own layer at (margin, margin), no rotation, scale or opacity.
    let vector = { (values: [Double]) in LottieJSON.numbers(values) }
    let anchor = combine(
      [[term(view, .width, factor: 0.5)], [term(view, .height, factor: 0.5)]], offsets: [0, 0])
    let position = combine(
      [[term(view, .width, factor: 0.5)], [term(view, .height, factor: 0.5)]],
      offsets: [margin, margin])
    let fixed: LottieJSON = .object([
      ("a", property.property(anchor, map: vector)), ("p", splitPosition(position)),
      ("s", .object([("a", .number(0)), ("k", .numbers([100, 100]))])),
      ("r", .object([("a", .number(0)), ("k", .number(0))])),
      ("o", .object([("a", .number(0)), ("k", .number(100))])),
    ])
    if let image = imageLayer(view, parent: inner) { below.append(image) }
    let own = shapeLayer(view, index: inner, parent: nil, transform: fixed)
    assets[slot] = .object([("id", .string(id)), ("layers", .array(below + [own]))])
    let index = nextIndex
    nextIndex += 1
    var members: [(String, LottieJSON)] = [
      ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(0)),
      ("nm", .string("\(view.id) group")), ("refId", .string(id)),
    ]
    if let parent { members.append(("parent", .number(Double(parent)))) }
    members += [("sr", .number(1)), ("ks", transform(view, parent: parent, anchorOffset: margin))]
    if view.clipsContent {
      members += [
        ("hasMask", .bool(true)), ("masksProperties", .array([mask(view, margin: margin)])),
      ]
    }
    let (start, end) = visibleFrames(view)
    members += [
      ("ao", .number(0)), ("w", .number(3 * margin)), ("h", .number(3 * margin)),
      ("ip", .number(start)), ("op", .number(end)), ("st", .number(0)), ("bm", .number(0)),
    ]
    if start >= end { members.append(("hd", .bool(true))) }
    return .object(members)
  }

  /// A rounded rectangle mask following the frame and corner radius.
  func mask(_ view: SceneView, margin: Double) -> LottieJSON {
    let keys = combine(
      [[term(view, .width)], [term(view, .height)], [term(view, .cornerRadius)]],
      offsets: [0, 0, 0])
    let path = property.property(keys) { values in
      Self.roundedRect(
        x: margin, y: margin, width: max(0, values[0]), height: max(0, values[1]),
        radius: max(0, values[2]))
    }
    return .object([
      ("inv", .bool(false)), ("mode", .string("a")), ("pt", path),
      ("o", .object([("a", .number(0)), ("k", .number(100))])),
      ("x", .object([("a", .number(0)), ("k", .number(0))])), ("nm", .string("clip")),
    ])
  }

  /// Eight vertices, always (a path keeps its vertex count while it animates).
  static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    -> LottieJSON
  {
    let r = min(radius, width / 2, height / 2)
    let k = r * 0.5523
    let vertices: [[Double]] = [
      [x + r, y], [x + width - r, y], [x + width, y + r], [x + width, y + height - r],
      [x + width - r, y + height], [x + r, y + height], [x, y + height - r], [x, y + r],
    ]
    let ins: [[Double]] = [
      [-k, 0], [0, 0], [0, -k], [0, 0], [k, 0], [0, 0], [0, k], [0, 0],
    ]
    let outs: [[Double]] = [
      [0, 0], [k, 0], [0, 0], [0, k], [0, 0], [-k, 0], [0, 0], [0, -k],
    ]
    return .object([
      ("c", .bool(true)), ("v", .array(vertices.map { .numbers($0) })),
      ("i", .array(ins.map { .numbers($0) })), ("o", .array(outs.map { .numbers($0) })),
    ])
  }
}
