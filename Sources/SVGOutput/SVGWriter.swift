import Appearance
import Formatting
import Geometry
import Scene
import Tracks
import Typography

/// Writes an `AnimatedScene` as one self-contained SVG animated with SMIL (docs/output.md, The SVG
/// file).
///
/// Each view is a `<g data-view="ID">` whose first child is `<rect class="frame">` at the
/// view's frame in the group's coordinates; the group carries the view's position,
/// translation, rotation and scale (about its center) and its alpha; then come the skin's
/// parts, then the subviews inside a clip (for `clipsToBounds`) and a translation by minus the
/// bounds origin. No script, no event handlers, no external references; the same scene gives
/// the same bytes.
package struct SVGWriter: Sendable {
  package init() {}

  /// One picture of the file: a scene, and the classes its group takes.
  struct Layer {
    var scene: AnimatedScene
    var classes: String
  }

  /// The layers of a file: the motion (and its dark twin for `--appearance auto`), then the
  /// still picture of each, for readers who ask for reduced motion (none when nothing moves).
  static func layers(_ scene: AnimatedScene, dark: AnimatedScene?) -> [Layer] {
    let schemes = dark == nil ? [("", scene)] : [(" mb-light", scene), (" mb-dark", dark ?? scene)]
    var layers = schemes.map { Layer(scene: $1, classes: "mb-motion" + $0) }
    let moves =
      !scene.tracks.isEmpty || !scene.backgrounds.isEmpty || !scene.visibility.isEmpty
      || scene.views.contains { $0.skins.count > 1 }
    if moves { layers += schemes.map { Layer(scene: $1.still, classes: "mb-still" + $0) } }
    return layers
  }

  /// The style sheet that shows one layer.
  ///
  /// The motion, unless the reader asks for reduced motion (then the still); with a dark twin,
  /// the one of the reader's color scheme. CSS `display` is not animated, so it decides at
  /// every time, whatever SMIL animates inside.
  static func style(adaptive: Bool, moves: Bool) -> String {
    switch (adaptive, moves) {
    case (false, false): return ""
    case (false, true):
      return ".mb-still{display:none}\n"
        + "@media (prefers-reduced-motion:reduce){.mb-motion{display:none}"
        + ".mb-still{display:inline}}\n"
    case (true, false):
      return ".mb-dark{display:none}\n"
        + "@media (prefers-color-scheme:dark){.mb-light{display:none}.mb-dark{display:inline}}\n"
    case (true, true):
      return ".mb-dark,.mb-still{display:none}\n"
        + "@media (prefers-color-scheme:dark){.mb-light{display:none}"
        + ".mb-dark.mb-motion{display:inline}}\n"
        + "@media (prefers-reduced-motion:reduce){.mb-motion{display:none!important}"
        + ".mb-light.mb-still{display:inline}}\n"
        + "@media (prefers-reduced-motion:reduce) and (prefers-color-scheme:dark){"
        + ".mb-light.mb-still{display:none}.mb-dark.mb-still{display:inline}}\n"
    }
  }

  /// The file's UTF-8 bytes: the definitions (glyph outlines and clips, found by a first walk
  /// over the scene), then each view's group in turn; with `dark`, the scene in the dark
  /// appearance too, shown by `prefers-color-scheme` (docs/output.md, Dark mode).
  package func bytes(_ scene: AnimatedScene, dark: AnimatedScene? = nil) -> [UInt8] {
    written(scene, dark: dark).bytes
  }

  /// The file, written.
  private func written(_ scene: AnimatedScene, dark: AnimatedScene?) -> SVGBytes {
    let clock = SMILClock(duration: scene.duration, loops: scene.loops)
    let layers = Self.layers(scene, dark: dark)
    let indexes = layers.map { SceneIndex($0.scene) }
    let definitions = SVGDefinitions(layers: indexes, clock: clock)
    var output = SVGBytes.opening(size: scene.size, duration: scene.duration)
    output.append(scene.loops ? "\" data-loop=\"true\"" : "\" data-loop=\"false\"")
    // One image, named by its first child <title> and described by its <desc>, as SVG's
    // accessibility mappings read them: no ids, which a page holding the file inline (the
    // preview's) could already use (docs/output.md, Accessible SVG).
    let description = SVGDescription.text(of: scene)
    output.append(#" role="img">"#)
    output.append("\n<title>")
    output.xml(scene.name)
    output.append("</title>\n")
    if !description.isEmpty {
      output.append("<desc>")
      output.xml(description)
      output.append("</desc>\n")
    }
    let style = Self.style(
      adaptive: dark != nil, moves: layers.contains { $0.classes.hasPrefix("mb-still") })
    if !style.isEmpty { output.append(string: "<style>\n" + style + "</style>\n") }
    if !definitions.text.isEmpty {
      output.append("<defs>\n")
      output.append(definitions.text)
      output.append("</defs>\n")
    }
    for (index, layer) in layers.enumerated() {
      let state = WriterState(
        index: indexes[index], clock: clock, definitions: definitions, layer: index)
      if layers.count > 1 { output.append(string: #"<g class="\#(layer.classes)">"# + "\n") }
      if !layer.scene.views.isEmpty { state.group(0, to: &output) }
      if layers.count > 1 { output.append("</g>\n") }
    }
    output.append("</svg>\n")
    return output
  }

  /// The file, written into `output`.
  package func write<Output: TextOutputStream>(
    _ scene: AnimatedScene, dark: AnimatedScene? = nil, to output: inout Output
  ) {
    output.write(write(scene, dark: dark))
  }

  /// The file's text.
  package func write(_ scene: AnimatedScene, dark: AnimatedScene? = nil) -> String {
    written(scene, dark: dark).string
  }
}

/// The pieces of one write: the scene, indexed, its clock and its definitions.
struct WriterState {
  let index: SceneIndex
  let clock: SMILClock
  let definitions: SVGDefinitions
  /// Which of the file's layers is written (its clips are its own).
  let layer: Int
  /// The `id` of each view a reader can tap, by view id (docs/output.md, The interactive SVG).
  var controlIDs: [String: String] = [:]

  var scene: AnimatedScene { index.scene }

  /// The track of a property of the view at `position`, if it has one.
  func track(_ property: AnimatableProperty, at position: Int) -> Track? {
    index.track(property, at: position)
  }

  /// A property's static value: the still picture's, which the animations replace from time 0
  /// and viewers without SMIL show.
  func value(_ property: AnimatableProperty, at position: Int) -> Double {
    index.value(property, at: position)
  }

  /// The group of the view at `position` in `scene.views`.
  func group(_ position: Int, to output: inout SVGBytes) {
    let view = scene.views[position]
    var animations = SVGBytes()
    // The first layer's groups are the views; the other layers' are copies of them.
    output.append(layer == 0 ? #"<g data-view=""# : #"<g data-view-copy=""#)
    output.xml(view.id)
    output.append(byte: UInt8(ascii: "\""))
    if let id = controlIDs[view.id] {
      output.append(#" id=""#)
      output.xml(id)
      output.append(#"" cursor="pointer""#)
    }
    transform(view, at: position, animations: &animations, to: &output)
    let alpha = value(.alpha, at: position)
    let alphaTrack = track(.alpha, at: position)
    if alpha != 1 || alphaTrack != nil { output.attribute("opacity", decimals: alpha) }
    if let alphaTrack {
      clock.animate("opacity", alphaTrack, .plain, to: &animations)
      animations.append(byte: UInt8(ascii: "\n"))
    }
    if view.poster.isHidden { output.append(#" visibility="hidden""#) }
    if let changes = scene.visibility[view.id] {
      visibilityAnimation(initial: view.isHidden, changes, to: &animations)
      animations.append(byte: UInt8(ascii: "\n"))
    }
    output.append(">\n")
    frameRect(view, at: position, to: &output)
    output.append(byte: UInt8(ascii: "\n"))
    // The parts and the subviews, clipped to the frame when the view clips.
    let clip = definitions.clipIDs[layer][view.id]
    if let clip {
      output.append(#"<g clip-path="url(#clip"#)
      output.integer(clip)
      output.append(")\">\n")
    }
    let variants = view.partVariants
    if variants.count == 1, let only = variants.first {
      for part in only.parts {
        self.part(part, of: view, at: position, to: &output)
        output.append(byte: UInt8(ascii: "\n"))
      }
    } else {
      // Content that changes at block starts: each variant shown in its own time window.
      for (index, variant) in variants.enumerated() {
        let end = index + 1 < variants.count ? variants[index + 1].start : scene.duration
        window(from: variant.start, to: end, to: &output) { output in
          for part in variant.parts {
            self.part(part, of: view, at: position, to: &output)
            output.append(byte: UInt8(ascii: "\n"))
          }
        }
      }
    }
    subviews(of: view, at: position, to: &output)
    if clip != nil { output.append("</g>\n") }
    // UIKit draws the border above the content and the subviews.
    let borders = view.borderVariants
    if borders.count == 1, let border = borders.first?.border {
      self.border(border, of: view, at: position, to: &output)
      output.append(byte: UInt8(ascii: "\n"))
    } else if borders.count > 1 {
      for (index, variant) in borders.enumerated() {
        guard let border = variant.border else { continue }
        let end = index + 1 < borders.count ? borders[index + 1].start : scene.duration
        window(from: variant.start, to: end, to: &output) { output in
          self.border(border, of: view, at: position, to: &output)
          output.append(byte: UInt8(ascii: "\n"))
        }
      }
    }
    output.append(animations)
    output.append("</g>\n")
  }

  /// The subviews' groups, inside a translation by minus the bounds origin when the view has
  /// one.
  private func subviews(of view: SceneView, at position: Int, to output: inout SVGBytes) {
    let bx = value(.boundsOriginX, at: position)
    let by = value(.boundsOriginY, at: position)
    let xTrack = track(.boundsOriginX, at: position)
    let yTrack = track(.boundsOriginY, at: position)
    let moved = bx != 0 || by != 0 || xTrack != nil || yTrack != nil
    if moved {
      output.append(#"<g transform="translate("#)
      output.decimals(-bx)
      output.append(byte: UInt8(ascii: " "))
      output.decimals(-by)
      output.append(")\">\n")
    }
    for child in index.children[position] { group(child, to: &output) }
    guard moved else { return }
    if xTrack != nil || yTrack != nil {
      clock.animateTransform(
        "translate", first: true, track: xTrack, constant: bx,
        ValueText(factor: -1, suffix: " 0"), to: &output)
      clock.animateTransform(
        "translate", first: false, track: yTrack, constant: by,
        ValueText(prefix: "0 ", factor: -1), to: &output)
    }
    output.append("</g>\n")
  }

  /// One step of a view's transform chain: a transform of `type` by the view's value of
  /// `property`, printed as `text` prints it.
  private struct Step {
    var type: StaticString
    var property: AnimatableProperty
    var text: ValueText
  }

  private static let positionSteps = [
    Step(type: "translate", property: .x, text: .horizontal),
    Step(type: "translate", property: .y, text: .vertical),
  ]
  private static let translationSteps = [
    Step(type: "translate", property: .translationX, text: .horizontal),
    Step(type: "translate", property: .translationY, text: .vertical),
  ]
  private static let turnSteps = [
    Step(type: "translate", property: .width, text: ValueText(factor: 0.5, suffix: " 0")),
    Step(type: "translate", property: .height, text: ValueText(prefix: "0 ", factor: 0.5)),
    Step(type: "rotate", property: .rotation, text: .plain),
    Step(type: "scale", property: .scaleX, text: ValueText(suffix: " 1")),
    Step(type: "scale", property: .scaleY, text: ValueText(prefix: "1 ")),
    Step(type: "translate", property: .width, text: ValueText(factor: -0.5, suffix: " 0")),
    Step(type: "translate", property: .height, text: ValueText(prefix: "0 ", factor: -0.5)),
  ]

  /// The transform chain: position, translation, then rotation and scale about the center.
  private func transform(
    _ view: SceneView, at position: Int, animations: inout SVGBytes, to output: inout SVGBytes
  ) {
    let isRoot = view.parent == nil
    let moves =
      track(.translationX, at: position) != nil || value(.translationX, at: position) != 0
      || track(.translationY, at: position) != nil || value(.translationY, at: position) != 0
    let turns =
      track(.rotation, at: position) != nil || track(.scaleX, at: position) != nil
      || track(.scaleY, at: position) != nil || value(.rotation, at: position) != 0
      || value(.scaleX, at: position) != 1 || value(.scaleY, at: position) != 1
    guard !isRoot || moves || turns else { return }
    /// The chain's steps in order.
    func steps(_ body: (Step) -> Void) {
      if !isRoot { Self.positionSteps.forEach(body) }
      if moves { Self.translationSteps.forEach(body) }
      if turns { Self.turnSteps.forEach(body) }
    }
    output.append(#" transform=""#)
    var animated = false
    var first = true
    steps { step in
      if !first { output.append(byte: UInt8(ascii: " ")) }
      first = false
      output.append(step.type)
      output.append(byte: UInt8(ascii: "("))
      step.text.write(value(step.property, at: position), to: &output)
      output.append(byte: UInt8(ascii: ")"))
      animated = animated || track(step.property, at: position) != nil
    }
    output.append(byte: UInt8(ascii: "\""))
    guard animated else { return }
    first = true
    steps { step in
      clock.animateTransform(
        step.type, first: first, track: track(step.property, at: position),
        constant: value(step.property, at: position), step.text, to: &animations)
      animations.append(byte: UInt8(ascii: "\n"))
      first = false
    }
  }

  /// `<rect class="frame">`: the frame itself, painting the background and corner radius.
  private func frameRect(_ view: SceneView, at position: Int, to output: inout SVGBytes) {
    output.append(#"<rect class="frame" x="0" y="0""#)
    // A negative size (over-constrained layouts) is drawn as 0: SVG has no negative sizes.
    output.attribute("width", decimals: max(0, value(.width, at: position)))
    output.attribute("height", decimals: max(0, value(.height, at: position)))
    let radius = value(.cornerRadius, at: position)
    let radiusTrack = track(.cornerRadius, at: position)
    if radius != 0 || radiusTrack != nil {
      output.attribute("rx", decimals: radius)
      output.attribute("ry", decimals: radius)
    }
    fill(view.poster.background, to: &output)
    var animations = SVGBytes()
    Self.sizeAnimations(index, at: position, clock: clock, to: &animations)
    if let radiusTrack {
      clock.animate("rx", radiusTrack, .plain, to: &animations)
      clock.animate("ry", radiusTrack, .plain, to: &animations)
    }
    if let background = scene.backgrounds[view.id] {
      colorAnimations(background, to: &animations)
    }
    output.closeRect(holding: animations)
  }

  /// The animations of a rectangle's `width` and `height` with the size of the view at
  /// `position`, kept from going negative.
  static func sizeAnimations(
    _ index: SceneIndex, at position: Int, clock: SMILClock, to output: inout SVGBytes
  ) {
    if let width = index.track(.width, at: position) {
      clock.animate("width", width, ValueText(floor: 0), to: &output)
    }
    if let height = index.track(.height, at: position) {
      clock.animate("height", height, ValueText(floor: 0), to: &output)
    }
  }

  private func fill(_ color: Color, to output: inout SVGBytes) {
    guard color.alpha > 0 else {
      output.append(#" fill="none""#)
      return
    }
    output.append(#" fill=""#)
    output.hex(color)
    output.append(byte: UInt8(ascii: "\""))
    if color.alpha < 1 { output.attribute("fill-opacity", decimals: color.alpha) }
  }

  private func colorAnimations(_ track: ColorTrack, to output: inout SVGBytes) {
    let frames = track.keyframes
    let time = { (index: Int) in frames[index].time }
    let easing = { (index: Int) in frames[index].easing }
    clock.animate("fill", count: frames.count, time: time, easing: easing, to: &output) {
      index, output in
      output.hex(frames[index].color)
    }
    // Alphas that differ (as a set of them counts), or any below 1.
    let firstAlpha = frames.first?.color.alpha
    if frames.dropFirst().contains(where: { $0.color.alpha != firstAlpha })
      || frames.contains(where: { $0.color.alpha < 1 })
    {
      clock.animate(
        "fill-opacity", count: frames.count, time: time, easing: easing, to: &output
      ) { index, output in
        output.decimals(frames[index].color.alpha)
      }
    }
  }

  /// The run's glyphs as `<use>` references to their outlines in the definitions, grouped by
  /// scale (font units to points).
  func glyphUses(_ run: GlyphRun, to output: inout SVGBytes) {
    var scale: Double?
    var face: String?
    var ids: [UInt32: Int] = [:]
    for glyph in run.glyphs {
      if glyph.key.face != face {
        face = glyph.key.face
        ids = definitions.glyphIDs[glyph.key.face] ?? [:]
      }
      guard let id = ids[glyph.key.glyph], glyph.scale > 0 else { continue }
      if glyph.scale != scale {
        if scale != nil { output.append("</g>") }
        output.append(#"<g transform="scale("#)
        // Condensed text: narrower outlines, the same height (docs/output.md, Text).
        if run.condensation != 1 {
          output.append(string: NumberText.exact(glyph.scale * run.condensation))
          output.append(byte: UInt8(ascii: ","))
        }
        output.append(string: NumberText.exact(glyph.scale))
        output.append(")\">")
        scale = glyph.scale
      }
      output.append(##"<use href="#g"##)
      output.integer(id)
      output.append(byte: UInt8(ascii: "\""))
      optionalCoordinate(" x=\"", glyph.x / (glyph.scale * run.condensation), to: &output)
      optionalCoordinate(" y=\"", glyph.y / glyph.scale, to: &output)
      output.append("/>")
    }
    if scale != nil { output.append("</g>") }
  }

  /// `opening`, the number and a closing quote, unless the number prints as 0.
  private func optionalCoordinate(
    _ opening: StaticString, _ value: Double, to output: inout SVGBytes
  ) {
    output.append(opening)
    let start = output.count
    output.decimals(value)
    if output.ends(from: start, with: "0") {
      output.removeLast(from: start - opening.utf8CodeUnitCount)
    } else {
      output.append(byte: UInt8(ascii: "\""))
    }
  }

  /// A group visible from `start` to `end` only (statically: when the poster time is in its
  /// window, the end included for the last), around what `content` writes.
  private func window(
    from start: Double, to end: Double, to output: inout SVGBytes,
    _ content: (inout SVGBytes) -> Void
  ) {
    let poster = scene.posterTime
    let shown = poster >= start && (poster < end || end >= clock.duration)
    output.append(shown ? "<g>\n" : "<g visibility=\"hidden\">\n")
    content(&output)
    output.append(#"<animate attributeName="visibility" calcMode="discrete" "#)
    output.append(clock.timing)
    output.append(#" keyTimes="0"#)
    if start > 0 {
      output.append(byte: UInt8(ascii: ";"))
      output.switchFraction(start / clock.duration)
    }
    if end < clock.duration {
      output.append(byte: UInt8(ascii: ";"))
      output.switchFraction(end / clock.duration)
    }
    output.append(start > 0 ? #"" values="hidden;inherit"# : #"" values="inherit"#)
    if end < clock.duration { output.append(";hidden") }
    output.append("\"/>\n</g>\n")
  }

  /// Hidden changes at block starts: a discrete animation between `inherit` and `hidden`, so a
  /// hidden superview hides its subviews as in UIKit.
  private func visibilityAnimation(
    initial: Bool, _ changes: [(time: Double, isHidden: Bool)], to output: inout SVGBytes
  ) {
    output.append(#"<animate attributeName="visibility" calcMode="discrete" "#)
    output.append(clock.timing)
    output.append(#" keyTimes="0"#)
    for change in changes {
      output.append(byte: UInt8(ascii: ";"))
      output.switchFraction(change.time / clock.duration)
    }
    output.append(initial ? #"" values="hidden"# : #"" values="inherit"#)
    for change in changes {
      output.append(change.isHidden ? ";hidden" : ";inherit")
    }
    output.append("\"/>")
  }
}
