import Geometry
import Scene

extension LottieState {
  /// A view drawn with its subtree in a precomp: the precomp layer carries the view's transform
  /// and opacity (so alpha applies to the group, as in UIKit) and clips with a mask that
  /// follows the frame; inside, the view's content origin sits at (`margin`, `margin`), so
  /// subviews beyond its edges are not cut by the precomp's bounds unless the view clips.
  mutating func precompLayer(for view: SceneView, parent: Int?) -> Lottie.Layer {
    // A whole number: the precomp layer's `w` and `h` (3 × margin) are integers.
    let margin = Double(max(canvas.width, canvas.height))
    let id = "group_\(assets.count + 1)"
    // The asset takes its place now, before the ones its layers add.
    assets.append(.precomp(id: id, layers: []))
    let slot = assets.count - 1
    let inner = nextIndex
    nextIndex += 1
    let bounds = scrolls(view) ? boundsLayer(view, parent: inner) : nil
    var below = subviewLayers(of: view, parent: bounds?.index ?? inner)
    if let bounds { below.append(bounds) }
    // Inside: the view's own layer with its origin at (margin, margin), no rotation, scale or
    // opacity.
    let fixed = Lottie.Transform(
      anchor: .constant(.zero), position: .split(x: .constant(margin), y: .constant(margin)))
    if let image = imageLayer(view, parent: inner) { below.append(image) }
    let (inOwnLayer, borderLayer) = border(of: view, index: inner, layersAbove: !below.isEmpty)
    let own = placeholder(
      for:
        .shape(view, parent: nil, fixed: fixed, above: inOwnLayer), index: inner)
    assets[slot] = .precomp(id: id, layers: (borderLayer.map { [$0] } ?? []) + below + [own])
    let index = nextIndex
    nextIndex += 1
    return placeholder(for: .group(view, parent: parent, refID: id, margin: margin), index: index)
  }

  /// A rounded rectangle mask following the frame and corner radius.
  func mask(_ view: SceneView, margin: Double) -> Lottie.Mask {
    let path = sum(
      [[term(view, .width)], [term(view, .height)], [term(view, .cornerRadius)]],
      offsets: [0, 0, 0]
    ) { values in
      Lottie.BezierShape.roundedRect(
        x: margin, y: margin, width: max(0, values[0]), height: max(0, values[1]),
        radius: max(0, values[2]))
    }
    return Lottie.Mask(name: "clip", path: path)
  }
}
