import Appearance
import Formatting
import Geometry
import Motion
import Scene

/// Skin parts as SVG elements: the typed shapes and paints printed with SVG's names, anchored
/// lengths animated with the view's width and height tracks.
extension WriterState {
  /// The border, inside the frame as UIKit draws it: a rectangle inset by half the width,
  /// stroked, its corners the view's radius less the inset (following the radius's track).
  func border(_ border: Border, of view: SceneView) -> String {
    let inset = border.width / 2
    var element = Element(view: view, scene: scene, clock: clock)
    element.start("rect")
    element.lengths([
      ("x", .fixed(inset, axis: .horizontal)), ("y", .fixed(inset, axis: .vertical)),
    ])
    element.lengths(
      [
        ("width", AnchoredLength(axis: .horizontal, factor: 1, offset: -border.width)),
        ("height", AnchoredLength(axis: .vertical, factor: 1, offset: -border.width)),
      ], floor: 0)
    let radius = max(0, value(view, .cornerRadius) - inset)
    let track = scene.track(.cornerRadius, of: view.id)
    if radius > 0 || track != nil { element.attribute("rx", NumberText.decimals(radius)) }
    if let track {
      element.animations += clock.animate("rx", track) { NumberText.decimals(max(0, $0 - inset)) }
    }
    element.paint(
      Paint(stroke: StrokePaint(color: border.color, width: border.width)), hasInside: true)
    return element.animations.isEmpty
      ? element.text + "/>" : element.text + ">" + element.animations + "</rect>"
  }

  /// A skin part: anchored lengths follow the view's width and height tracks.
  func part(_ part: SkinPart, of view: SceneView) -> String {
    var element = Element(view: view, scene: scene, clock: clock)
    switch part.shape {
    case .rect(let rect, let radius):
      element.start("rect")
      element.lengths([("x", rect.x), ("y", rect.y)])
      element.lengths([("width", rect.width), ("height", rect.height)], floor: 0)
      if radius > 0 { element.attribute("rx", NumberText.decimals(radius)) }
      element.paint(part.paint, hasInside: true)
    case .ellipse(let center, let rx, let ry):
      element.start(rx == ry ? "circle" : "ellipse")
      element.lengths([("cx", center.x), ("cy", center.y)])
      if rx == ry {
        element.attribute("r", NumberText.decimals(rx))
      } else {
        element.attribute("rx", NumberText.decimals(rx))
        element.attribute("ry", NumberText.decimals(ry))
      }
      element.paint(part.paint, hasInside: true)
    case .line(let from, let to):
      element.start("line")
      element.lengths([("x1", from.x), ("y1", from.y), ("x2", to.x), ("y2", to.y)])
      element.paint(part.paint, hasInside: false)
    case .path(let path):
      element.start("path")
      element.attribute("d", Self.pathData(path))
      element.paint(part.paint, hasInside: true)
    case .image(let rect, let image):
      element.start("image")
      element.lengths([("x", rect.x), ("y", rect.y)])
      element.lengths([("width", rect.width), ("height", rect.height)], floor: 0)
      element.attribute("preserveAspectRatio", "none")
      element.attribute("href", Base64.dataURI(image.bytes, mediaType: image.mediaType))
      element.paint(part.paint, hasInside: false)
    case .glyphs(let run, let origin):
      // A nested <svg> whose x and y follow the size; the glyphs inside in font units.
      element.start("svg")
      element.lengths([("x", origin.x), ("y", origin.y)])
      element.paint(part.paint, hasInside: true)
      element.attribute("overflow", "visible")
      element.attribute("role", "img")
      element.attribute("aria-label", Escaping.xml(run.text))
      return element.text + ">" + element.animations + glyphUses(run) + "</svg>"
    }
    return element.animations.isEmpty
      ? element.text + "/>" : element.text + ">" + element.animations + "</\(element.name)>"
  }

  /// Path data with absolute commands.
  static func pathData(_ path: SkinPath) -> String {
    let pair = { (point: Point) in
      NumberText.decimals(point.x) + " " + NumberText.decimals(point.y)
    }
    var commands: [String] = []
    for subpath in path.subpaths {
      commands.append("M" + pair(subpath.start))
      for segment in subpath.segments {
        switch segment {
        case .line(let to): commands.append("L" + pair(to))
        case .cubic(let c1, let c2, let to):
          commands.append("C" + pair(c1) + " " + pair(c2) + " " + pair(to))
        }
      }
      if subpath.isClosed { commands.append("Z") }
    }
    return commands.joined(separator: " ")
  }
}

/// One element being printed: its start tag's text and the animations of its anchored lengths.
private struct Element {
  let view: SceneView
  let scene: AnimatedScene
  let clock: SMILClock
  var name = ""
  var text = ""
  var animations = ""

  init(view: SceneView, scene: AnimatedScene, clock: SMILClock) {
    self.view = view
    self.scene = scene
    self.clock = clock
  }

  mutating func start(_ name: String) {
    self.name = name
    text = "<" + name
  }

  mutating func attribute(_ name: String, _ value: String) {
    text += #" \#(name)="\#(value)""#
  }

  /// Anchored lengths at the view's size in the still picture, animated with its width or
  /// height track when they follow it; `floor` keeps sizes from going negative (SVG has no
  /// negative sizes).
  mutating func lengths(_ lengths: [(String, AnchoredLength)], floor: Double = -.infinity) {
    let width = view.poster.values[.width] ?? 0
    let height = view.poster.values[.height] ?? 0
    let on = view.poster.values[.onProgress] ?? 0
    for (name, length) in lengths {
      let initial = length.value(width: width, height: height, on: on)
      attribute(name, NumberText.decimals(max(floor, initial)))
      let property: AnimatableProperty = length.axis == .horizontal ? .width : .height
      if length.progress != 0 {
        // A length that follows a switch's state too: the sum of both tracks.
        animate(
          name,
          [
            TrackAlgebra.Term(
              scene.track(property, of: view.id), constant: view.initial[property] ?? 0,
              factor: length.factor),
            TrackAlgebra.Term(
              scene.track(.onProgress, of: view.id), constant: on, factor: length.progress),
          ], offset: length.offset, floor: floor)
      } else if length.factor != 0, let track = scene.track(property, of: view.id) {
        animations += clock.animate(name, track) {
          NumberText.decimals(max(floor, length.factor * $0 + length.offset))
        }
      }
    }
  }

  /// Fill (or `none`, for shapes with an inside), fill opacity below 1, stroke with its opacity
  /// below 1, width, and cap and join when not SVG's defaults, and opacity below 1.
  mutating func paint(_ paint: Paint, hasInside: Bool) {
    if hasInside {
      if let fill = paint.fill, fill.alpha > 0 {
        attribute("fill", ColorText.hex(fill))
        if fill.alpha < 1 { attribute("fill-opacity", NumberText.decimals(fill.alpha)) }
      } else {
        attribute("fill", "none")
      }
    }
    if let stroke = paint.stroke {
      attribute("stroke", ColorText.hex(stroke.color))
      if stroke.color.alpha < 1 {
        attribute("stroke-opacity", NumberText.decimals(stroke.color.alpha))
      }
      attribute("stroke-width", NumberText.decimals(stroke.width))
      if stroke.lineCap != .butt { attribute("stroke-linecap", stroke.lineCap.rawValue) }
      if stroke.lineJoin != .miter { attribute("stroke-linejoin", stroke.lineJoin.rawValue) }
    }
    guard paint.opacityFollowsOn else {
      if paint.opacity < 1 { attribute("opacity", NumberText.decimals(paint.opacity)) }
      return
    }
    // `opacity="on"`: the part fades with a switch's state.
    let on = view.poster.values[.onProgress] ?? 0
    attribute("opacity", NumberText.decimals(paint.opacity * on))
    animate(
      "opacity",
      [
        TrackAlgebra.Term(
          scene.track(.onProgress, of: view.id), constant: on, factor: paint.opacity)
      ],
      offset: 0, floor: 0)
  }

  /// An attribute animated as a sum of tracks, when any of them changes.
  private mutating func animate(
    _ name: String, _ terms: [TrackAlgebra.Term], offset: Double, floor: Double
  ) {
    guard terms.contains(where: { $0.track != nil && $0.factor != 0 }) else { return }
    let keys = TrackAlgebra.combine([terms], offsets: [offset], duration: scene.duration).keys
    let frames = keys.map {
      (time: $0.time, value: NumberText.decimals(max(floor, $0.values[0])), easing: $0.easing)
    }
    animations +=
      #"<animate attributeName="\#(name)" \#(clock.timing) \#(clock.keys(frames))/>"#
  }
}
