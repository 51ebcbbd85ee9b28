import Appearance
import Formatting
import Geometry
import Scene
import Tracks

/// Skin parts as SVG elements: the typed shapes and paints printed with SVG's names, anchored
/// lengths animated with the view's width and height tracks.
extension WriterState {
  /// The border, inside the frame as UIKit draws it: a rectangle inset by half the width,
  /// stroked, its corners the view's radius less the inset (following the radius's track).
  func border(_ border: Border, of view: SceneView, at position: Int, to output: inout SVGBytes) {
    let inset = border.width / 2
    var element = Element(view: view, at: position, state: self)
    element.start("rect", to: &output)
    element.length("x", .fixed(inset, axis: .horizontal), to: &output)
    element.length("y", .fixed(inset, axis: .vertical), to: &output)
    element.length(
      "width", AnchoredLength(axis: .horizontal, factor: 1, offset: -border.width), floor: 0,
      to: &output)
    element.length(
      "height", AnchoredLength(axis: .vertical, factor: 1, offset: -border.width), floor: 0,
      to: &output)
    let radius = max(0, value(.cornerRadius, at: position) - inset)
    let track = self.track(.cornerRadius, at: position)
    if radius > 0 || track != nil { output.attribute("rx", decimals: radius) }
    if let track {
      clock.animate(
        "rx", track, ValueText(offset: -inset, floor: 0), to: &element.animations)
    }
    element.paint(
      Paint(stroke: StrokePaint(color: border.color, width: border.width)), hasInside: true,
      to: &output)
    element.end("rect", to: &output)
  }

  /// A skin part: anchored lengths follow the view's width and height tracks.
  func part(_ part: SkinPart, of view: SceneView, at position: Int, to output: inout SVGBytes) {
    var element = Element(view: view, at: position, state: self)
    switch part.shape {
    case .rect(let rect, let radius):
      element.start("rect", to: &output)
      element.length("x", rect.x, to: &output)
      element.length("y", rect.y, to: &output)
      element.length("width", rect.width, floor: 0, to: &output)
      element.length("height", rect.height, floor: 0, to: &output)
      if radius > 0 { output.attribute("rx", decimals: radius) }
      element.paint(part.paint, hasInside: true, to: &output)
      element.end("rect", to: &output)
    case .ellipse(let center, let rx, let ry):
      let circle = rx == ry
      element.start(circle ? "circle" : "ellipse", to: &output)
      element.length("cx", center.x, to: &output)
      element.length("cy", center.y, to: &output)
      if circle {
        output.attribute("r", decimals: rx)
      } else {
        output.attribute("rx", decimals: rx)
        output.attribute("ry", decimals: ry)
      }
      element.paint(part.paint, hasInside: true, to: &output)
      element.end(circle ? "circle" : "ellipse", to: &output)
    case .line(let from, let to):
      element.start("line", to: &output)
      element.length("x1", from.x, to: &output)
      element.length("y1", from.y, to: &output)
      element.length("x2", to.x, to: &output)
      element.length("y2", to.y, to: &output)
      element.paint(part.paint, hasInside: false, to: &output)
      element.end("line", to: &output)
    case .path(let path):
      element.start("path", to: &output)
      output.append(#" d=""#)
      Self.pathData(path, to: &output)
      output.append(byte: UInt8(ascii: "\""))
      element.paint(part.paint, hasInside: true, to: &output)
      element.end("path", to: &output)
    case .image(let rect, let image):
      element.start("image", to: &output)
      element.length("x", rect.x, to: &output)
      element.length("y", rect.y, to: &output)
      element.length("width", rect.width, floor: 0, to: &output)
      element.length("height", rect.height, floor: 0, to: &output)
      output.attribute("preserveAspectRatio", "none")
      output.append(#" href=""#)
      output.append(string: Base64.dataURI(image.bytes, mediaType: image.mediaType))
      output.append(byte: UInt8(ascii: "\""))
      element.paint(part.paint, hasInside: false, to: &output)
      element.end("image", to: &output)
    case .glyphs(let run, let origin):
      // A nested <svg> whose x and y follow the size; the glyphs inside in font units.
      element.start("svg", to: &output)
      element.length("x", origin.x, to: &output)
      element.length("y", origin.y, to: &output)
      element.paint(part.paint, hasInside: true, to: &output)
      output.attribute("overflow", "visible")
      output.attribute("role", "img")
      output.append(#" aria-label=""#)
      output.xml(run.text)
      output.append(#"">"#)
      output.append(element.animations)
      glyphUses(run, to: &output)
      output.append("</svg>")
    }
  }

  /// Path data with absolute commands.
  static func pathData(_ path: SkinPath, to output: inout SVGBytes) {
    func pair(_ point: Point) {
      output.decimals(point.x)
      output.append(byte: UInt8(ascii: " "))
      output.decimals(point.y)
    }
    var first = true
    func command(_ letter: StaticString) {
      if !first { output.append(byte: UInt8(ascii: " ")) }
      first = false
      output.append(letter)
    }
    for subpath in path.subpaths {
      command("M")
      pair(subpath.start)
      for segment in subpath.segments {
        switch segment {
        case .line(let to):
          command("L")
          pair(to)
        case .cubic(let c1, let c2, let to):
          command("C")
          pair(c1)
          output.append(byte: UInt8(ascii: " "))
          pair(c2)
          output.append(byte: UInt8(ascii: " "))
          pair(to)
        }
      }
      if subpath.isClosed { command("Z") }
    }
  }
}

/// One element being printed: its start tag goes straight to the output, the animations of its
/// anchored lengths gather until the tag closes.
private struct Element {
  let view: SceneView
  let position: Int
  let state: WriterState
  var animations = SVGBytes()

  init(view: SceneView, at position: Int, state: WriterState) {
    self.view = view
    self.position = position
    self.state = state
  }

  func start(_ name: StaticString, to output: inout SVGBytes) {
    output.append(byte: UInt8(ascii: "<"))
    output.append(name)
  }

  /// Closes the start tag: empty, or with the animations and an end tag.
  func end(_ name: StaticString, to output: inout SVGBytes) {
    guard !animations.isEmpty else {
      output.append("/>")
      return
    }
    output.append(byte: UInt8(ascii: ">"))
    output.append(animations)
    output.append("</")
    output.append(name)
    output.append(byte: UInt8(ascii: ">"))
  }

  /// An anchored length at the view's size in the still picture, animated with its width or
  /// height track when it follows it; `floor` keeps sizes from going negative (SVG has no
  /// negative sizes).
  mutating func length(
    _ name: StaticString, _ length: AnchoredLength, floor: Double = -.infinity,
    to output: inout SVGBytes
  ) {
    let width = state.value(.width, at: position)
    let height = state.value(.height, at: position)
    let on = state.value(.onProgress, at: position)
    let initial = length.value(width: width, height: height, on: on)
    output.attribute(name, decimals: max(floor, initial))
    let property: AnimatableProperty = length.axis == .horizontal ? .width : .height
    if length.progress != 0 {
      // A length that follows a switch's state too: the sum of both tracks.
      animate(
        name,
        [
          TrackAlgebra.Term(
            state.track(property, at: position), constant: view.initial[property] ?? 0,
            factor: length.factor),
          TrackAlgebra.Term(
            state.track(.onProgress, at: position), constant: on, factor: length.progress),
        ], offset: length.offset, floor: floor)
    } else if length.factor != 0, let track = state.track(property, at: position) {
      state.clock.animate(
        name, track, ValueText(factor: length.factor, offset: length.offset, floor: floor),
        to: &animations)
    }
  }

  /// Fill (or `none`, for shapes with an inside), fill opacity below 1, stroke with its opacity
  /// below 1, width, and cap and join when not SVG's defaults, and opacity below 1.
  mutating func paint(_ paint: Paint, hasInside: Bool, to output: inout SVGBytes) {
    if hasInside {
      if let fill = paint.fill, fill.alpha > 0 {
        output.append(#" fill=""#)
        output.hex(fill)
        output.append(byte: UInt8(ascii: "\""))
        if fill.alpha < 1 { output.attribute("fill-opacity", decimals: fill.alpha) }
      } else {
        output.append(#" fill="none""#)
      }
    }
    if let stroke = paint.stroke {
      output.append(#" stroke=""#)
      output.hex(stroke.color)
      output.append(byte: UInt8(ascii: "\""))
      if stroke.color.alpha < 1 {
        output.attribute("stroke-opacity", decimals: stroke.color.alpha)
      }
      output.attribute("stroke-width", decimals: stroke.width)
      if stroke.lineCap != .butt {
        output.append(#" stroke-linecap=""#)
        output.append(string: stroke.lineCap.rawValue)
        output.append(byte: UInt8(ascii: "\""))
      }
      if stroke.lineJoin != .miter {
        output.append(#" stroke-linejoin=""#)
        output.append(string: stroke.lineJoin.rawValue)
        output.append(byte: UInt8(ascii: "\""))
      }
    }
    guard paint.opacityFollowsOn else {
      if paint.opacity < 1 { output.attribute("opacity", decimals: paint.opacity) }
      return
    }
    // `opacity="on"`: the part fades with a switch's state.
    let on = state.value(.onProgress, at: position)
    output.attribute("opacity", decimals: paint.opacity * on)
    animate(
      "opacity",
      [
        TrackAlgebra.Term(
          state.track(.onProgress, at: position), constant: on, factor: paint.opacity)
      ],
      offset: 0, floor: 0)
  }

  /// An attribute animated as a sum of tracks, when any of them changes.
  private mutating func animate(
    _ name: StaticString, _ terms: [TrackAlgebra.Term], offset: Double, floor: Double
  ) {
    guard terms.contains(where: { $0.track != nil && $0.factor != 0 }) else { return }
    let keys = TrackAlgebra.combine([terms], offsets: [offset], duration: state.scene.duration)
      .keys
    state.clock.animate(
      name, count: keys.count, time: { keys[$0].time }, easing: { keys[$0].easing },
      to: &animations
    ) { index, output in
      output.decimals(max(floor, keys[index].values[0]))
    }
  }
}
