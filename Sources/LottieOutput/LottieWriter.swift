import Appearance
import Formatting
import Geometry
import Parallelism
import Scene
import Tracks

/// Writes an `AnimatedScene` as Lottie JSON (docs/output.md, The Lottie file): one shape layer
/// per view named by its id, parented to its superview's layer, whose first shape is a
/// rectangle named `frame`.
///
/// A view that rotates or scales pivots about its center (anchor `[w/2, h/2]`, position the
/// center in its superview's content), as in UIKit; any other view's layer keeps anchor 0 and
/// its position is its origin, so a position is most often one track copied as it is. A view
/// whose bounds origin moves puts its subviews' layers on a null layer (`ID bounds`) that
/// follows −origin, rather than subtracting it from each subview's position. Lottie does not pass opacity
/// down to child layers and does not clip them, so a view with subviews that clips or is ever
/// translucent becomes a precomp: its subtree is drawn inside, the precomp layer carries the
/// view's transform and opacity (group opacity, as UIKit's), and a mask follows its frame for
/// clipping. The scene becomes a typed `Lottie.Composition`, which writes its own keys.
package struct LottieWriter: Sendable {
  package var fps: Double
  /// Threads the file's layers are written on (the bytes do not depend on it).
  package var jobs: Int

  package init(fps: Double = 60, jobs: Int = Parallel.processorCount) {
    self.fps = fps
    self.jobs = jobs
  }
}

/// One write in progress: layer indices, precomp and image assets, and the property writer.
struct LottieState: Sendable {
  let scene: AnimatedScene
  let property: LottieProperty
  var assets: [Lottie.Asset] = []
  var nextIndex = 1
  /// Each view's visibility (`visibility(_:)`) by its place in `scene.views`, made once: every
  /// layer of a view reads it, some twice.
  let visibilities: [Visibility]
  /// The views' tracks and values at time 0 by place, looked up without hashing.
  let table: ViewTable

  init(scene: AnimatedScene, property: LottieProperty) {
    self.scene = scene
    self.property = property
    visibilities = Self.visibilities(of: scene)
    table = ViewTable(scene: scene)
  }

  /// The composition's size: the root's, each side rounded up to a whole point.
  ///
  /// The schema's `w` and `h` are integers (rlottie refuses a file whose are not). The root's
  /// layer keeps the root's size; a strip beyond it, under a point wide, is left transparent,
  /// as nothing is drawn beyond the root in UIKit or the SVG (docs/output.md, The Lottie file).
  var canvas: (width: Int, height: Int) {
    (Self.whole(scene.size.width), Self.whole(scene.size.height))
  }

  /// A length in points rounded up to a whole point (a length within 1e-9 of one is that one).
  static func whole(_ length: Double) -> Int {
    length.isFinite ? max(0, Int((length - 1e-9).rounded(.up))) : 0
  }

  /// The frame the animation ends at: one past the last frame of the timeline.
  var frames: Double { max(1, (scene.duration * property.fps).rounded(.up)) + 1 }

  func combine(_ dimensions: [[TrackAlgebra.Term]], offsets: [Double]) -> [CombinedKeyframe] {
    TrackAlgebra.combine(dimensions, offsets: offsets, duration: scene.duration).keys
  }

  /// `property.animated(combine(dimensions, offsets:), value)`; a sum without tracks is its
  /// constant at once (`combine` would hold it from 0 to the end, which `animated` writes as
  /// that constant).
  func sum<Value: LottieValue>(
    _ dimensions: [[TrackAlgebra.Term]], offsets: [Double], _ value: ([Double]) -> Value
  ) -> Lottie.Animated<Value> {
    if let values = Self.constantSum(dimensions, offsets: offsets, duration: scene.duration) {
      return .constant(value(values))
    }
    return property.animated(combine(dimensions, offsets: offsets), value)
  }

  /// The values of a sum without tracks, added up as `TrackAlgebra.combine` adds them (nil
  /// when a term has a track, the timeline is empty, or a value is not a number).
  static func constantSum(_ dimensions: [[TrackAlgebra.Term]], offsets: [Double], duration: Double)
    -> [Double]?
  {
    // A track anywhere: combined (found before any list is made).
    guard duration > 0, !dimensions.contains(where: { $0.contains { $0.track != nil } }) else {
      return nil
    }
    var values: [Double] = []
    values.reserveCapacity(dimensions.count)
    for (index, dimension) in dimensions.enumerated() {
      var sum = 0.0
      for term in dimension { sum = sum + term.factor * term.constant }
      let total = offsets[index] + sum
      guard !total.isNaN else { return nil }
      values.append(total)
    }
    return values
  }

  /// A layer whose content is made after the layout pass, on every core: the pass gives it its
  /// index (and its place in the file, as a placeholder); views' own layers and precomp layers,
  /// the costly ones.
  enum Deferred: Sendable {
    /// A view's shape layer: with the view's own transform, or `fixed` (a precomp's inside).
    case shape(SceneView, parent: Int?, fixed: Lottie.Transform?, above: [Lottie.ShapeItem])
    /// The precomp layer of a view drawn with its subtree in the asset `refID`.
    case group(SceneView, parent: Int?, refID: String, margin: Double)
  }

  /// The deferred layers by index.
  var deferred: [Int: Deferred] = [:]

  /// A deferred layer's place in the layout: its index, made by `layer(_:)`.
  mutating func placeholder(for layer: Deferred, index: Int) -> Lottie.Layer {
    deferred[index] = layer
    return Lottie.Layer(
      index: index, name: "", parent: nil,
      transform: Lottie.Transform(anchor: .constant(.zero), position: .combined(.constant(.zero))),
      content: .null, inPoint: 0, outPoint: 0)
  }

  /// A deferred layer, made.
  func build(_ layer: Deferred, index: Int) -> Lottie.Layer {
    switch layer {
    case .shape(let view, let parent, let fixed, let above):
      return shapeLayer(
        view, index: index, parent: parent,
        transform: fixed ?? transform(view, parent: parent), above: above)
    case .group(let view, let parent, let refID, let margin):
      let (start, end) = visibleFrames(view)
      return Lottie.Layer(
        index: index, name: "\(view.name) group", parent: parent,
        transform: transform(view, parent: parent, anchorOffset: margin),
        content: .precomp(refID: refID, width: 3 * Int(margin), height: 3 * Int(margin)),
        masks: view.clipsContent ? [mask(view, margin: margin)] : [], inPoint: start,
        outPoint: end)
    }
  }

  /// The null layer that carries a scrolling view's bounds origin (at −origin in the view's
  /// content) for its subviews' layers, parented to the view's layer `parent`.
  mutating func boundsLayer(_ view: SceneView, parent: Int) -> Lottie.Layer {
    let index = nextIndex
    nextIndex += 1
    let transform = Lottie.Transform(
      anchor: .constant(.zero),
      position: splitPosition(
        [term(view, .boundsOriginX, factor: -1)], [term(view, .boundsOriginY, factor: -1)],
        offsets: [0, 0]))
    return Lottie.Layer(
      index: index, name: "\(view.name) bounds", parent: parent, transform: transform,
      content: .null, inPoint: 0, outPoint: frames)
  }

  /// Whether a view's subtree must be drawn in a precomp (clipping or group opacity).
  func needsGroup(_ view: SceneView) -> Bool {
    guard !view.subviews.isEmpty || view.image != nil, view.parent != nil else { return false }
    let place = place(of: view)
    return view.clipsContent || track(.alpha, of: view, at: place) != nil
      || initial(.alpha, of: view, at: place) != 1
  }

  /// The layers of a view and its subtree, top-most first.
  mutating func layers(for view: SceneView, parent: Int? = nil) -> [Lottie.Layer] {
    if needsGroup(view) { return [precompLayer(for: view, parent: parent)] }
    let index = nextIndex
    nextIndex += 1
    let bounds = scrolls(view) ? boundsLayer(view, parent: index) : nil
    var below = subviewLayers(of: view, parent: bounds?.index ?? index)
    if let bounds { below.append(bounds) }
    if let image = imageLayer(view, parent: index) { below.append(image) }
    let (inOwnLayer, borderLayer) = border(of: view, index: index, layersAbove: !below.isEmpty)
    let own = placeholder(
      for: .shape(view, parent: parent, fixed: nil, above: inOwnLayer), index: index)
    return (borderLayer.map { [$0] } ?? []) + below + [own]
  }

  /// The layers of a view's subviews, the last subview's top-most: each subtree's layers made
  /// in the subviews' order (indices and assets go in that order), then listed from the last.
  mutating func subviewLayers(of view: SceneView, parent: Int) -> [Lottie.Layer] {
    var subtrees: [[Lottie.Layer]] = []
    subtrees.reserveCapacity(view.subviews.count)
    for id in view.subviews {
      guard let child = scene.view(id) else { continue }
      subtrees.append(layers(for: child, parent: parent))
    }
    var below: [Lottie.Layer] = []
    below.reserveCapacity(subtrees.reduce(2) { $0 + $1.count })
    for subtree in subtrees.reversed() { below += subtree }
    return below
  }

  /// A view's border over its subviews, as UIKit composites a layer's border: the shapes for
  /// the view's own layer when no layer is drawn over it, else a layer of its own (`ID
  /// border`) parented to the view's layer, to be listed above its subviews' layers.
  mutating func border(of view: SceneView, index: Int, layersAbove: Bool)
    -> (inOwnLayer: [Lottie.ShapeItem], layer: Lottie.Layer?)
  {
    let border = borderItems(view)
    guard !border.isEmpty, layersAbove else { return (border, nil) }
    let borderIndex = nextIndex
    nextIndex += 1
    let (start, end) = visibleFrames(view)
    let layer = Lottie.Layer(
      index: borderIndex, name: "\(view.name) border", parent: index,
      transform: Lottie.Transform(anchor: .constant(.zero), position: .combined(.constant(.zero))),
      content: .shapes(border), inPoint: start, outPoint: end)
    return ([], layer)
  }

  /// An image as an embedded asset declared at its pixel size (rlottie draws it at that size),
  /// drawn by an image layer whose scale stretches it over the frame.
  mutating func imageLayer(_ view: SceneView, parent: Int) -> Lottie.Layer? {
    guard let image = view.image else { return nil }
    let id = "image_\(assets.count + 1)"
    let pixels = image.pixelSize ?? Size(width: 100, height: 100)
    assets.append(
      .image(
        id: id, width: pixels.width, height: pixels.height,
        dataURI: Base64.dataURI(image.bytes, mediaType: image.mediaType)))
    let index = nextIndex
    nextIndex += 1
    let size = combine(
      [
        [term(view, .width, factor: 100 / pixels.width)],
        [term(view, .height, factor: 100 / pixels.height)],
      ],
      offsets: [0, 0])
    let transform = Lottie.Transform(
      anchor: .constant(.zero), position: .combined(.constant(.zero)),
      scale: property.animated(size) { Lottie.Vector2(max(0, $0[0]), max(0, $0[1])) },
      opacity: imageOpacity(view))
    let (start, end) = visibleFrames(view)
    return Lottie.Layer(
      index: index, name: "\(view.name) image", parent: parent, transform: transform,
      content: .image(refID: id), inPoint: start, outPoint: end)
  }

  /// Position (the center in the superview's content for a view that pivots, else the origin),
  /// anchor (the center, or 0), rotation, scale, opacity.
  func transform(_ view: SceneView, parent: Int?, anchorOffset: Double = 0) -> Lottie.Transform {
    // The view's place and whether it pivots, found once: every term reads the place, the
    // position and the anchor both depend on the pivot.
    let place = place(of: view)
    let pivots = pivots(view, at: place)
    let (x, y) = positionTerms(view, at: place, pivots: pivots)
    let anchor =
      pivots
      ? combine(
        [
          [term(view, at: place, .width, factor: 0.5)],
          [term(view, at: place, .height, factor: 0.5)],
        ], offsets: [anchorOffset, anchorOffset])
      : [CombinedKeyframe(time: 0, values: [anchorOffset, anchorOffset], easing: nil)]
    let scale = sum(
      [
        [term(view, at: place, .scaleX, factor: 100)],
        [term(view, at: place, .scaleY, factor: 100)],
      ],
      offsets: [0, 0], Self.vector)
    let rotation = sum([[term(view, at: place, .rotation)]], offsets: [0]) { $0[0] }
    let alpha = sum(
      [[hiding(term(view, at: place, .alpha, factor: 100), view, at: place)]], offsets: [0]
    ) {
      min(100, max(0, $0[0]))
    }
    return Lottie.Transform(
      anchor: property.animated(anchor, Self.vector),
      position: splitPosition(x, y, offsets: [0, 0]), scale: scale, rotation: rotation,
      opacity: alpha)
  }

  static func vector(_ values: [Double]) -> Lottie.Vector2 { Lottie.Vector2(values[0], values[1]) }

  /// Position with x and y as separate properties, so each keeps its own keys and easing.
  ///
  /// x and y are combined apart: combined together, they would share every key of both.
  func splitPosition(_ x: [TrackAlgebra.Term], _ y: [TrackAlgebra.Term], offsets: [Double])
    -> Lottie.Transform.Position
  {
    .split(
      x: sum([x], offsets: [offsets[0]]) { $0[0] }, y: sum([y], offsets: [offsets[1]]) { $0[0] })
  }

  func shapeLayer(
    _ view: SceneView, index: Int, parent: Int?, transform: Lottie.Transform,
    above: [Lottie.ShapeItem] = []
  ) -> Lottie.Layer {
    let (start, end) = visibleFrames(view)
    // A view that clips clips its own drawing too (table rows past its bounds).
    let clipsParts = view.clipsContent && view.partVariants.contains { !$0.parts.isEmpty }
    return Lottie.Layer(
      index: index, name: view.name, parent: parent, transform: transform,
      content: .shapes(shapes(view, above: above)),
      masks: clipsParts ? [mask(view, margin: 0)] : [],
      inPoint: start, outPoint: end)
  }
}
