import Appearance
import Formatting
import Geometry
import Motion
import Scene

/// Writes an `AnimatedScene` as Lottie JSON (docs/output.md, The Lottie file): one shape layer per
/// view named by its id, parented to its superview's layer, whose first shape is a rectangle named
/// `frame`.
///
/// A view's layer pivots about its center (anchor `[w/2, h/2]`, position the center in its
/// superview's content), so rotation and scale work as in UIKit. Lottie does not pass opacity
/// down to child layers and does not clip them, so a view with subviews that clips or is ever
/// translucent becomes a precomp: its subtree is drawn inside, the precomp layer carries the
/// view's transform and opacity (group opacity, as UIKit's), and a mask follows its frame for
/// clipping. Text parts wait for glyph outlines (the text stage).
package struct LottieWriter: Sendable {
  package var fps: Double

  package init(fps: Double = 60) {
    self.fps = fps
  }

  package func write(_ scene: AnimatedScene) -> String {
    var state = LottieState(scene: scene, property: LottieProperty(fps: fps))
    let frames = max(1, (scene.duration * fps).rounded(.up))
    let layers = scene.views.first.map { state.layers(for: $0, offset: 0) } ?? []
    let root: LottieJSON = .object([
      ("v", .string("5.7.4")), ("fr", .number(fps)), ("ip", .number(0)),
      ("op", .number(frames + 1)), ("w", .number(scene.size.width)),
      ("h", .number(scene.size.height)), ("nm", .string(scene.name)), ("ddd", .number(0)),
      ("assets", .array(state.assets)), ("layers", .array(layers)),
    ])
    return root.text + "\n"
  }
}

/// One write in progress: layer indices, precomp assets, and the property writer.
struct LottieState {
  let scene: AnimatedScene
  let property: LottieProperty
  var assets: [LottieJSON] = []
  var nextIndex = 1
  var indices: [String: Int] = [:]

  var frames: Double { max(1, (scene.duration * property.fps).rounded(.up)) + 1 }

  func term(_ view: SceneView, _ p: AnimatableProperty, factor: Double = 1) -> TrackAlgebra.Term {
    TrackAlgebra.Term(scene.track(p, of: view.id), constant: view.initial[p] ?? 0, factor: factor)
  }

  func combine(_ dimensions: [[TrackAlgebra.Term]], offsets: [Double]) -> [CombinedKeyframe] {
    TrackAlgebra.combine(dimensions, offsets: offsets, duration: scene.duration).keys
  }

  /// Whether a view's subtree must be drawn in a precomp (clipping or group opacity).
  func needsGroup(_ view: SceneView) -> Bool {
    guard !view.subviews.isEmpty || view.image != nil, view.parent != nil else { return false }
    return view.clipsContent || scene.track(.alpha, of: view.id) != nil || view.initial[.alpha] != 1
  }

  /// The layers of a view and its subtree, top-most first; `offset` is where the view's
  /// content origin sits inside an enclosing precomp.
  mutating func layers(for view: SceneView, offset: Double, parent: Int? = nil) -> [LottieJSON] {
    if needsGroup(view) { return [precompLayer(for: view, parent: parent)] }
    let index = nextIndex
    nextIndex += 1
    indices[view.id] = index
    var below: [LottieJSON] = []
    for id in view.subviews {
      guard let child = scene.view(id) else { continue }
      below = layers(for: child, offset: 0, parent: index) + below
    }
    if let image = imageLayer(view, parent: index) { below.append(image) }
    return below + [
      shapeLayer(view, index: index, parent: parent, transform: transform(view, parent: parent))
    ]
  }

  /// An image as an embedded asset, drawn by an image layer stretched over the frame: the asset
  /// is declared 100 × 100, so the layer's scale in percent is the frame's size in points.
  mutating func imageLayer(_ view: SceneView, parent: Int) -> LottieJSON? {
    guard let image = view.image else { return nil }
    let id = "image_\(assets.count + 1)"
    // The asset declares the bitmap's own size (rlottie draws it at that size), and the
    // layer's scale stretches it over the frame.
    let pixels = image.pixelSize ?? Size(width: 100, height: 100)
    assets.append(
      .object([
        ("id", .string(id)), ("w", .number(pixels.width)), ("h", .number(pixels.height)),
        ("u", .string("")),
        ("p", .string(Base64.dataURI(image.bytes, mediaType: image.mediaType))), ("e", .number(1)),
      ]))
    let index = nextIndex
    nextIndex += 1
    let size = combine(
      [
        [term(view, .width, factor: 100 / pixels.width)],
        [term(view, .height, factor: 100 / pixels.height)],
      ],
      offsets: [0, 0])
    let transform: LottieJSON = .object([
      ("a", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
      ("p", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
      ("s", property.property(size, map: { .numbers($0.map { max(0, $0) }) })),
      ("r", .object([("a", .number(0)), ("k", .number(0))])),
      ("o", .object([("a", .number(0)), ("k", .number(100))])),
    ])
    let (start, end) = visibleFrames(view)
    return .object([
      ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(2)),
      ("nm", .string("\(view.id) image")), ("refId", .string(id)),
      ("parent", .number(Double(parent))),
      ("sr", .number(1)), ("ks", transform), ("ao", .number(0)), ("ip", .number(start)),
      ("op", .number(end)), ("st", .number(0)), ("bm", .number(0)),
    ])
  }

  /// Position (center in the superview's content), anchor (center), rotation, scale, opacity.
  func transform(_ view: SceneView, parent: Int?, anchorOffset: Double = 0, opacity: Bool = true)
    -> LottieJSON
  {
    let superview = view.parent.flatMap { scene.view($0) }
    var x = [term(view, .x), term(view, .width, factor: 0.5), term(view, .translationX)]
    var y = [term(view, .y), term(view, .height, factor: 0.5), term(view, .translationY)]
    if let superview {
      x.append(term(superview, .boundsOriginX, factor: -1))
      y.append(term(superview, .boundsOriginY, factor: -1))
    }
    if view.parent == nil {
      // The root's layer sits at the picture's origin; its translation moves it and every
      // layer parented to it, as UIKit moves the root view and its subviews.
      x = [term(view, .width, factor: 0.5), term(view, .translationX)]
      y = [term(view, .height, factor: 0.5), term(view, .translationY)]
    }
    let position = combine([x, y], offsets: [0, 0])
    let anchor = combine(
      [[term(view, .width, factor: 0.5)], [term(view, .height, factor: 0.5)]],
      offsets: [anchorOffset, anchorOffset])
    let scale = combine(
      [[term(view, .scaleX, factor: 100)], [term(view, .scaleY, factor: 100)]], offsets: [0, 0])
    let rotation = combine([[term(view, .rotation)]], offsets: [0])
    let alpha = opacity ? combine([[term(view, .alpha, factor: 100)]], offsets: [0]) : []
    let vector = { (values: [Double]) in LottieJSON.numbers(values) }
    var members: [(String, LottieJSON)] = [
      ("a", property.property(anchor, map: vector)),
      ("p", splitPosition(position)),
      ("s", property.property(scale, map: vector)),
      ("r", property.property(rotation, map: { .number($0[0]) })),
    ]
    members.append(
      (
        "o",
        opacity
          ? property.property(alpha, map: { .number(min(100, max(0, $0[0]))) })
          : .object([("a", .number(0)), ("k", .number(100))])
      ))
    return .object(members)
  }

  /// Position with x and y as separate properties, so each keeps its own keys and easing.
  func splitPosition(_ keys: [CombinedKeyframe]) -> LottieJSON {
    let xs = keys.map { CombinedKeyframe(time: $0.time, values: [$0.values[0]], easing: $0.easing) }
    let ys = keys.map { CombinedKeyframe(time: $0.time, values: [$0.values[1]], easing: $0.easing) }
    return .object([
      ("s", .bool(true)), ("x", property.property(xs, map: { .number($0[0]) })),
      ("y", property.property(ys, map: { .number($0[0]) })),
    ])
  }

  func shapeLayer(_ view: SceneView, index: Int, parent: Int?, transform: LottieJSON) -> LottieJSON
  {
    var members: [(String, LottieJSON)] = [
      ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)),
      ("nm", .string(view.id)),
    ]
    if let parent { members.append(("parent", .number(Double(parent)))) }
    let (start, end) = visibleFrames(view)
    members += [
      ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
      ("shapes", .array(shapes(view))),
    ]
    // A view that clips clips its own drawing too (table rows past its bounds).
    if view.clipsContent, view.partVariants.contains(where: { !$0.parts.isEmpty }) {
      members += [("hasMask", .bool(true)), ("masksProperties", .array([mask(view, margin: 0)]))]
    }
    members += [
      ("ip", .number(start)), ("op", .number(end)), ("st", .number(0)), ("bm", .number(0)),
    ]
    if start >= end { members.append(("hd", .bool(true))) }
    return .object(members)
  }

  /// The frames in which a view and all its superviews are shown.
  ///
  /// `hidden` hides a subtree. The window runs from the first time the view is shown to the last
  /// time it stops being shown. A view hidden and shown again more than once keeps that whole
  /// window (Lottie layers have one in-out span).
  func visibleFrames(_ view: SceneView) -> (Double, Double) {
    var chain = [view]
    while let parent = chain.last?.parent, let superview = scene.view(parent) {
      chain.append(superview)
    }
    var times: Set<Double> = [0]
    for member in chain {
      for change in scene.visibility[member.id] ?? [] { times.insert(change.time) }
    }
    func hidden(_ member: SceneView, at t: Double) -> Bool {
      var value = member.isHidden
      for change in scene.visibility[member.id] ?? [] where change.time <= t {
        value = change.isHidden
      }
      return value
    }
    let shown = times.sorted().filter { t in !chain.contains { hidden($0, at: t) } }
    guard let first = shown.first else { return (0, 0) }
    var end = frames
    for t in times.sorted()
    where t > (shown.last ?? 0) && chain.contains(where: { hidden($0, at: t) }) {
      // rlottie still draws a layer on its out frame: end 0.9 frame early, which every player
      // reads as hidden from the frame of the change on.
      end = (t * property.fps).rounded() - 0.9
      break
    }
    return ((first * property.fps).rounded(), min(frames, end))
  }
}
