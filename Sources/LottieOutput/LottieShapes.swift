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
    if view.parts.count > 1 {
      items += variantGroups(view)
    } else {
      for part in (view.parts.first?.parts ?? []).reversed() {
        if let shape = self.part(part, of: view) { items.append(shape) }
      }
    }
    if view.borderWidth > 0, view.borderColor.alpha > 0 {
      items.append(
        group("border", [rect("border"), stroke(view.borderColor, width: view.borderWidth)]))
    }
    let background = scene.backgrounds[view.id]
    if view.background.alpha > 0 || background != nil {
      items.append(
        group("background", [rect("background"), fill(view.background, track: background)]))
    }
    return items
  }

  /// Views whose content changes over time: each variant in a group shown only in its time
  /// window (hold keyframes on the group's opacity).
  func variantGroups(_ view: SceneView) -> [LottieJSON] {
    var result: [LottieJSON] = []
    for (index, variant) in view.parts.enumerated() {
      let end = index + 1 < view.parts.count ? view.parts[index + 1].start : scene.duration
      var keys = [CombinedKeyframe(time: 0, values: [variant.start > 0 ? 0 : 100], easing: nil)]
      if variant.start > 0 {
        keys.append(CombinedKeyframe(time: variant.start, values: [0], easing: nil))
        keys.append(CombinedKeyframe(time: variant.start, values: [100], easing: nil))
      }
      if end < scene.duration {
        keys.append(CombinedKeyframe(time: end, values: [100], easing: nil))
        keys.append(CombinedKeyframe(time: end, values: [0], easing: nil))
      }
      let items = variant.parts.reversed().compactMap { self.part($0, of: view) }
      guard !items.isEmpty else { continue }
      let opacity = property.property(keys, map: { .number($0[0]) })
      result.append(group("content \(index)", items, opacity: opacity))
    }
    return result
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

  func stroke(_ color: Color, width: Double, opacity: Double = 1) -> LottieJSON {
    .object([
      ("ty", .string("st")),
      (
        "c",
        .object([("a", .number(0)), ("k", .numbers([color.red, color.green, color.blue, 1]))])
      ),
      ("o", .object([("a", .number(0)), ("k", .number(color.alpha * opacity * 100))])),
      ("w", .object([("a", .number(0)), ("k", .number(width))])),
      ("lc", .number(2)), ("lj", .number(2)), ("bm", .number(0)),
    ])
  }

  /// A skin part as a shape group: rectangles, ellipses, lines and glyphs.
  func part(_ part: SkinPart, of view: SceneView) -> LottieJSON? {
    if let run = part.glyphs { return glyphGroup(part, run, of: view) }
    let (lengths, texts) = Self.attributes(of: part)
    func t(_ length: AnchoredLength?, half: Bool = false) -> TrackAlgebra.Term? {
      guard let length else { return nil }
      let property: AnimatableProperty = length.axis == .horizontal ? .width : .height
      return term(view, property, factor: length.factor * (half ? 0.5 : 1))
    }
    func offset(_ length: AnchoredLength?, half: Bool = false) -> Double {
      (length?.offset ?? 0) * (half ? 0.5 : 1)
    }
    let vector = { (values: [Double]) in LottieJSON.numbers(values) }
    let opacity = Double(texts["opacity"] ?? "1") ?? 1
    var geometry: [LottieJSON] = []
    switch part.element {
    case "rect":
      let (x, y, w, h) = (lengths["x"], lengths["y"], lengths["width"], lengths["height"])
      let center = combine(
        [[t(x), t(w, half: true)].compactMap { $0 }, [t(y), t(h, half: true)].compactMap { $0 }],
        offsets: [offset(x) + offset(w, half: true), offset(y) + offset(h, half: true)])
      let size = combine(
        [[t(w)].compactMap { $0 }, [t(h)].compactMap { $0 }], offsets: [offset(w), offset(h)])
      let radius = Double(texts["rx"] ?? "0") ?? 0
      geometry.append(
        .object([
          ("ty", .string("rc")), ("d", .number(1)), ("p", property.property(center, map: vector)),
          ("s", property.property(size, map: { .numbers($0.map { max(0, $0) }) })),
          ("r", .object([("a", .number(0)), ("k", .number(radius))])),
        ]))
    case "circle", "ellipse":
      let (cx, cy) = (lengths["cx"], lengths["cy"])
      let center = combine(
        [[t(cx)].compactMap { $0 }, [t(cy)].compactMap { $0 }], offsets: [offset(cx), offset(cy)])
      let rx = Double(texts["r"] ?? texts["rx"] ?? "0") ?? 0
      let ry = Double(texts["r"] ?? texts["ry"] ?? "0") ?? 0
      geometry.append(
        .object([
          ("ty", .string("el")), ("d", .number(1)), ("p", property.property(center, map: vector)),
          ("s", .object([("a", .number(0)), ("k", .numbers([2 * rx, 2 * ry]))])),
        ]))
    case "line":
      let ends = combine(
        [
          [t(lengths["x1"])].compactMap { $0 }, [t(lengths["y1"])].compactMap { $0 },
          [t(lengths["x2"])].compactMap { $0 }, [t(lengths["y2"])].compactMap { $0 },
        ],
        offsets: [
          offset(lengths["x1"]), offset(lengths["y1"]), offset(lengths["x2"]),
          offset(lengths["y2"]),
        ])
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
    default:
      return nil
    }
    if let color = texts["fill"].flatMap(Self.color), color.alpha > 0 {
      let alpha = Double(texts["fill-opacity"] ?? "1") ?? 1
      geometry.append(fill(color, opacity: alpha * opacity))
    }
    if let color = texts["stroke"].flatMap(Self.color) {
      let width = Double(texts["stroke-width"] ?? "1") ?? 1
      let alpha = Double(texts["stroke-opacity"] ?? "1") ?? 1
      if width > 0 { geometry.append(stroke(color, width: width, opacity: alpha * opacity)) }
    }
    guard geometry.count > 1 else { return nil }
    return group(part.element, geometry)
  }

  /// A part's attributes by name: anchored lengths and plain values.
  static func attributes(
    of part: SkinPart
  ) -> (lengths: [String: AnchoredLength], texts: [String: String]) {
    var lengths: [String: AnchoredLength] = [:]
    var texts: [String: String] = [:]
    for (name, value) in part.attributes {
      switch value {
      case .length(let length): lengths[name] = length
      case .text(let text): texts[name] = text
      }
    }
    return (lengths, texts)
  }

  static func color(_ text: String) -> Color? {
    guard text.hasPrefix("#"), text.count == 7 else { return nil }
    let digits = text.dropFirst().compactMap(\.hexDigitValue)
    guard digits.count == 6 else { return nil }
    return Color(
      rgba8: digits[0] * 16 + digits[1], digits[2] * 16 + digits[3], digits[4] * 16 + digits[5])
  }
}
