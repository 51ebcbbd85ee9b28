import Appearance
import Geometry
import Scene
import Tracks

extension LottieState {
  /// The layer's shapes, first the `frame` rectangle (geometry only: it paints nothing), then
  /// `above` (the border, when no layer is drawn over this one), then the skin's parts, then
  /// the background at the bottom (Lottie draws earlier items on top); when the view draws
  /// nothing but its background, the `frame` group holds the background's fill.
  func shapes(_ view: SceneView, above: [Lottie.ShapeItem] = []) -> [Lottie.ShapeItem] {
    // The view's place found once: every term reads it.
    let place = place(of: view)
    let sizeTerms = [[term(view, at: place, .width)], [term(view, at: place, .height)]]
    let position: Lottie.Animated<Lottie.Vector2>
    let sizeProperty: Lottie.Animated<Lottie.Vector2>
    if let size = Self.constantSum(sizeTerms, offsets: [0, 0], duration: scene.duration) {
      position = .constant(Lottie.Vector2(size[0] * 0.5, size[1] * 0.5))
      sizeProperty = .constant(Lottie.Vector2(max(0, size[0]), max(0, size[1])))
    } else {
      let size = combine(sizeTerms, offsets: [0, 0])
      // The rectangle spans the frame from its origin, so its center is half its size: the
      // size's keys halved (exactly, in binary), not a second sum fitted to the same motion.
      let center = size.map { key in
        CombinedKeyframe(time: key.time, values: key.values.map { $0 * 0.5 }, easing: key.easing)
      }
      position = property.animated(center, Self.vector)
      sizeProperty = property.animated(size) { Lottie.Vector2(max(0, $0[0]), max(0, $0[1])) }
    }
    let roundness = sum([[term(view, at: place, .cornerRadius)]], offsets: [0]) { max(0, $0[0]) }
    func rect(_ name: String) -> Lottie.ShapeItem {
      .rectangle(
        Lottie.Rectangle(name: name, position: position, size: sizeProperty, roundness: roundness))
    }
    var items: [Lottie.ShapeItem] = [.group(Lottie.Group("frame", [rect("frame")]))] + above
    // Lottie draws earlier items on top: the skin's last part first.
    let variants = view.partVariants
    if variants.count > 1 {
      items += variantGroups(view, variants)
    } else {
      for part in (variants.first?.parts ?? []).reversed() {
        if let shape = self.part(part, of: view) { items.append(shape) }
      }
    }
    let background = scene.backgrounds[view.id]
    guard view.background.alpha > 0 || background != nil else { return items }
    let paint = fill(view.background, track: background)
    if items.count == 1 {
      // Nothing drawn between the frame and the background: the frame's rectangle paints it.
      return [.group(Lottie.Group("frame", [rect("frame"), paint]))]
    }
    items.append(.group(Lottie.Group("background", [rect("background"), paint])))
    return items
  }

  /// The border as UIKit draws it: inside the frame (a rectangle inset by half the width,
  /// stroked with sharp corners), its corners the view's radius less the inset; one group per
  /// variant, each in its time window, when a `<set>` changes it.
  func borderItems(_ view: SceneView) -> [Lottie.ShapeItem] {
    let borders = view.borderVariants
    var items: [Lottie.ShapeItem] = []
    for (index, variant) in borders.enumerated() {
      guard let border = variant.border, border.color.alpha > 0 else { continue }
      let center = sum(
        [[term(view, .width, factor: 0.5)], [term(view, .height, factor: 0.5)]], offsets: [0, 0],
        Self.vector)
      let size = sum(
        [[term(view, .width)], [term(view, .height)]], offsets: [-border.width, -border.width]
      ) { Lottie.Vector2(max(0, $0[0]), max(0, $0[1])) }
      let radius = sum([[term(view, .cornerRadius)]], offsets: [-border.width / 2]) {
        max(0, $0[0])
      }
      let rectangle = Lottie.Rectangle(
        name: "border", position: center, size: size, roundness: radius)
      let drawn = [
        .rectangle(rectangle), stroke(border.color, width: border.width, cap: .butt, join: .miter),
      ]
      if borders.count == 1 {
        items.append(.group(Lottie.Group("border", drawn)))
      } else {
        let end = index + 1 < borders.count ? borders[index + 1].start : scene.duration
        var transform = Lottie.ShapeTransform()
        transform.opacity = window(from: variant.start, to: end)
        items.append(.group(Lottie.Group("border \(index)", drawn, transform: transform)))
      }
    }
    return items
  }

  /// Views whose content changes over time: each variant in a group shown only in its time
  /// window.
  func variantGroups(_ view: SceneView, _ variants: [(start: Double, parts: [SkinPart])])
    -> [Lottie.ShapeItem]
  {
    var result: [Lottie.ShapeItem] = []
    for (index, variant) in variants.enumerated() {
      let end = index + 1 < variants.count ? variants[index + 1].start : scene.duration
      let items = variant.parts.reversed().compactMap { self.part($0, of: view) }
      guard !items.isEmpty else { continue }
      var transform = Lottie.ShapeTransform()
      transform.opacity = window(from: variant.start, to: end)
      result.append(.group(Lottie.Group("content \(index)", items, transform: transform)))
    }
    return result
  }

  /// An opacity of 100 from `start` to `end` and 0 otherwise (hold keyframes).
  func window(from start: Double, to end: Double) -> Lottie.Animated<Double> {
    var keys = [CombinedKeyframe(time: 0, values: [start > 0 ? 0 : 100], easing: nil)]
    if start > 0 {
      keys.append(CombinedKeyframe(time: start, values: [0], easing: nil))
      keys.append(CombinedKeyframe(time: start, values: [100], easing: nil))
    }
    if end < scene.duration {
      keys.append(CombinedKeyframe(time: end, values: [100], easing: nil))
      keys.append(CombinedKeyframe(time: end, values: [0], easing: nil))
    }
    return property.animated(keys) { $0[0] }
  }

  /// A fill of `color` (its alpha times `opacity` in percent), following a color track when
  /// given.
  func fill(_ color: Color, track: ColorTrack? = nil, opacity: Double = 1) -> Lottie.ShapeItem {
    var colorProperty = Lottie.Animated<Lottie.ColorValue>.constant(
      .init(red: color.red, green: color.green, blue: color.blue))
    var opacityProperty = Lottie.Animated<Double>.constant(color.alpha * opacity * 100)
    if let track {
      let keys = track.keyframes.map {
        CombinedKeyframe(
          time: $0.time, values: [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha],
          easing: $0.easing)
      }
      colorProperty = property.animated(keys) { .init(red: $0[0], green: $0[1], blue: $0[2]) }
      opacityProperty = property.animated(keys) { $0[3] * opacity * 100 }
    }
    return .fill(Lottie.Fill(color: colorProperty, opacity: opacityProperty))
  }

  func stroke(
    _ color: Color, width: Double, opacity: Double = 1, cap: Lottie.Stroke.LineCap,
    join: Lottie.Stroke.LineJoin
  ) -> Lottie.ShapeItem {
    .stroke(
      Lottie.Stroke(
        color: .constant(.init(red: color.red, green: color.green, blue: color.blue)),
        opacity: .constant(color.alpha * opacity * 100), width: .constant(width), lineCap: cap,
        lineJoin: join))
  }
}
