import Appearance
import Formatting
import Geometry
import Motion
import Scene
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

  /// The file, written into `output` as it is produced: the definitions (glyph outlines and
  /// clips, found by a first walk over the scene), then each view's group in turn; with
  /// `dark`, the scene in the dark appearance too, shown by `prefers-color-scheme`
  /// (docs/output.md, Dark mode).
  package func write<Output: TextOutputStream>(
    _ scene: AnimatedScene, dark: AnimatedScene? = nil, to output: inout Output
  ) {
    let clock = SMILClock(duration: scene.duration, loops: scene.loops)
    let layers = Self.layers(scene, dark: dark)
    let definitions = SVGDefinitions(layers: layers.map(\.scene), clock: clock)
    let width = NumberText.decimals(scene.size.width)
    let height = NumberText.decimals(scene.size.height)
    output.write(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
    output.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#)
    output.write(
      #"viewBox="0 0 \#(width) \#(height)" data-duration="\#(NumberText.milliseconds(scene.duration))" "#
    )
    output.write(#"data-loop="\#(scene.loops)">"# + "\n")
    output.write("<title>\(Escaping.xml(scene.name))</title>\n")
    let style = Self.style(
      adaptive: dark != nil, moves: layers.contains { $0.classes.hasPrefix("mb-still") })
    if !style.isEmpty { output.write("<style>\n" + style + "</style>\n") }
    if !definitions.text.isEmpty {
      output.write("<defs>\n" + definitions.text + "</defs>\n")
    }
    for (index, layer) in layers.enumerated() {
      let state = WriterState(
        scene: layer.scene, clock: clock, definitions: definitions, layer: index)
      if layers.count > 1 { output.write(#"<g class="\#(layer.classes)">"# + "\n") }
      if let root = layer.scene.views.first { state.group(root, to: &output) }
      if layers.count > 1 { output.write("</g>\n") }
    }
    output.write("</svg>\n")
  }

  /// The file's text.
  package func write(_ scene: AnimatedScene, dark: AnimatedScene? = nil) -> String {
    var text = ""
    write(scene, dark: dark, to: &text)
    return text
  }
}

/// The pieces of one write: the scene, its clock and its definitions.
struct WriterState {
  let scene: AnimatedScene
  let clock: SMILClock
  let definitions: SVGDefinitions
  /// Which of the file's layers is written (its clips are its own).
  var layer = 0

  /// A property's static value: the still picture's, which the animations replace from time 0
  /// and viewers without SMIL show.
  func value(_ view: SceneView, _ property: AnimatableProperty) -> Double {
    view.poster.values[property] ?? 0
  }

  func group<Output: TextOutputStream>(_ view: SceneView, to output: inout Output) {
    var animations = ""
    // The first layer's groups are the views; the other layers' are copies of them.
    let mark = layer == 0 ? "data-view" : "data-view-copy"
    var attributes = #" \#(mark)="\#(Escaping.xml(view.id))""#
    attributes += transform(view, animations: &animations)
    let alpha = value(view, .alpha)
    if alpha != 1 || scene.track(.alpha, of: view.id) != nil {
      attributes += #" opacity="\#(NumberText.decimals(alpha))""#
    }
    if let track = scene.track(.alpha, of: view.id) {
      animations += clock.animate("opacity", track) { NumberText.decimals($0) } + "\n"
    }
    if view.poster.isHidden { attributes += #" visibility="hidden""# }
    if let changes = scene.visibility[view.id] {
      animations += visibilityAnimation(initial: view.isHidden, changes) + "\n"
    }
    output.write("<g\(attributes)>\n")
    output.write(frameRect(view) + "\n")
    // The parts and the subviews, clipped to the frame when the view clips.
    let clip = definitions.clipIDs[layer][view.id]
    if let clip { output.write(#"<g clip-path="url(#\#(clip))">"# + "\n") }
    let variants = view.partVariants
    if variants.count == 1, let only = variants.first {
      for part in only.parts { output.write(self.part(part, of: view) + "\n") }
    } else {
      // Content that changes at block starts: each variant shown in its own time window.
      for (index, variant) in variants.enumerated() {
        let end = index + 1 < variants.count ? variants[index + 1].start : scene.duration
        var drawn = ""
        for part in variant.parts { drawn += self.part(part, of: view) + "\n" }
        output.write(window(from: variant.start, to: end, drawn))
      }
    }
    subviews(of: view, to: &output)
    if clip != nil { output.write("</g>\n") }
    // UIKit draws the border above the content and the subviews.
    let borders = view.borderVariants
    if borders.count == 1, let border = borders.first?.border {
      output.write(self.border(border, of: view) + "\n")
    } else if borders.count > 1 {
      for (index, variant) in borders.enumerated() {
        guard let border = variant.border else { continue }
        let end = index + 1 < borders.count ? borders[index + 1].start : scene.duration
        output.write(window(from: variant.start, to: end, self.border(border, of: view) + "\n"))
      }
    }
    output.write(animations + "</g>\n")
  }

  /// The subviews' groups, inside a translation by minus the bounds origin when the view has
  /// one.
  private func subviews<Output: TextOutputStream>(of view: SceneView, to output: inout Output) {
    let bx = value(view, .boundsOriginX)
    let by = value(view, .boundsOriginY)
    let xTrack = scene.track(.boundsOriginX, of: view.id)
    let yTrack = scene.track(.boundsOriginY, of: view.id)
    let moved = bx != 0 || by != 0 || xTrack != nil || yTrack != nil
    if moved {
      output.write(
        #"<g transform="translate(\#(NumberText.decimals(-bx)) \#(NumberText.decimals(-by)))">"#
          + "\n")
    }
    for id in view.subviews {
      if let child = scene.view(id) { group(child, to: &output) }
    }
    guard moved else { return }
    if xTrack != nil || yTrack != nil {
      output.write(
        clock.animateTransform(
          "translate", first: true, track: xTrack, constant: "\(NumberText.decimals(-bx)) 0"
        ) { "\(NumberText.decimals(-$0)) 0" })
      output.write(
        clock.animateTransform(
          "translate", first: false, track: yTrack, constant: "0 \(NumberText.decimals(-by))"
        ) { "0 \(NumberText.decimals(-$0))" })
    }
    output.write("</g>\n")
  }

  /// The transform chain: position, translation, then rotation and scale about the center.
  private func transform(_ view: SceneView, animations: inout String) -> String {
    var chain:
      [(type: String, property: AnimatableProperty?, constant: Double, map: (Double) -> String)] =
        []
    let isRoot = view.parent == nil
    if !isRoot {
      chain.append(("translate", .x, value(view, .x), { "\(NumberText.decimals($0)) 0" }))
      chain.append(("translate", .y, value(view, .y), { "0 \(NumberText.decimals($0))" }))
    }
    let moves = [AnimatableProperty.translationX, .translationY].contains {
      scene.track($0, of: view.id) != nil || value(view, $0) != 0
    }
    if moves {
      chain.append(
        ("translate", .translationX, value(view, .translationX), { "\(NumberText.decimals($0)) 0" })
      )
      chain.append(
        ("translate", .translationY, value(view, .translationY), { "0 \(NumberText.decimals($0))" })
      )
    }
    let turns =
      [AnimatableProperty.rotation, .scaleX, .scaleY].contains {
        scene.track($0, of: view.id) != nil
      } || value(view, .rotation) != 0 || value(view, .scaleX) != 1 || value(view, .scaleY) != 1
    if turns {
      chain.append(
        ("translate", .width, value(view, .width), { "\(NumberText.decimals($0 / 2)) 0" }))
      chain.append(
        ("translate", .height, value(view, .height), { "0 \(NumberText.decimals($0 / 2))" }))
      chain.append(("rotate", .rotation, value(view, .rotation), { NumberText.decimals($0) }))
      chain.append(("scale", .scaleX, value(view, .scaleX), { "\(NumberText.decimals($0)) 1" }))
      chain.append(("scale", .scaleY, value(view, .scaleY), { "1 \(NumberText.decimals($0))" }))
      chain.append(
        ("translate", .width, value(view, .width), { "\(NumberText.decimals(-$0 / 2)) 0" }))
      chain.append(
        ("translate", .height, value(view, .height), { "0 \(NumberText.decimals(-$0 / 2))" }))
    }
    guard !chain.isEmpty else { return "" }
    let staticText = chain.map { "\($0.type)(\($0.map($0.constant)))" }.joined(separator: " ")
    let animated = chain.contains { item in
      item.property.map { scene.track($0, of: view.id) != nil } ?? false
    }
    if animated {
      for (index, item) in chain.enumerated() {
        let track = item.property.flatMap { scene.track($0, of: view.id) }
        animations +=
          clock.animateTransform(
            item.type, first: index == 0, track: track, constant: item.map(item.constant), item.map)
          + "\n"
      }
    }
    return #" transform="\#(staticText)""#
  }

  /// `<rect class="frame">`: the frame itself, painting the background and corner radius.
  private func frameRect(_ view: SceneView) -> String {
    var text = #"<rect class="frame" x="0" y="0""#
    // A negative size (over-constrained layouts) is drawn as 0: SVG has no negative sizes.
    text += #" width="\#(NumberText.decimals(max(0, value(view, .width))))""#
    text += #" height="\#(NumberText.decimals(max(0, value(view, .height))))""#
    let radius = value(view, .cornerRadius)
    if radius != 0 || scene.track(.cornerRadius, of: view.id) != nil {
      text += #" rx="\#(NumberText.decimals(radius))" ry="\#(NumberText.decimals(radius))""#
    }
    text += fill(view.poster.background)
    var animations = sizeAnimations(view, width: "width", height: "height")
    if let track = scene.track(.cornerRadius, of: view.id) {
      animations += clock.animate("rx", track) { NumberText.decimals($0) }
      animations += clock.animate("ry", track) { NumberText.decimals($0) }
    }
    if let background = scene.backgrounds[view.id] {
      animations += colorAnimations(background)
    }
    return animations.isEmpty ? text + "/>" : text + ">" + animations + "</rect>"
  }

  func sizeAnimations(_ view: SceneView, width: String, height: String) -> String {
    var text = ""
    if let track = scene.track(.width, of: view.id) {
      text += clock.animate(width, track) { NumberText.decimals(max(0, $0)) }
    }
    if let track = scene.track(.height, of: view.id) {
      text += clock.animate(height, track) { NumberText.decimals(max(0, $0)) }
    }
    return text
  }

  private func fill(_ color: Color) -> String {
    guard color.alpha > 0 else { return #" fill="none""# }
    var text = #" fill="\#(ColorText.hex(color))""#
    if color.alpha < 1 { text += #" fill-opacity="\#(NumberText.decimals(color.alpha))""# }
    return text
  }

  private func colorAnimations(_ track: ColorTrack) -> String {
    let frames = track.keyframes
    var text = #"<animate attributeName="fill" \#(clock.timing) "#
    text += clock.keys(frames.map { ($0.time, ColorText.hex($0.color), $0.easing) }) + "/>"
    if Set(frames.map(\.color.alpha)).count > 1 || frames.contains(where: { $0.color.alpha < 1 }) {
      text += #"<animate attributeName="fill-opacity" \#(clock.timing) "#
      text +=
        clock.keys(frames.map { ($0.time, NumberText.decimals($0.color.alpha), $0.easing) }) + "/>"
    }
    return text
  }

  /// The run's glyphs as `<use>` references to their outlines in the definitions, grouped by
  /// scale (font units to points).
  func glyphUses(_ run: GlyphRun) -> String {
    var text = ""
    var scale: Double?
    for glyph in run.glyphs {
      guard let id = definitions.glyphIDs[glyph.key], glyph.scale > 0 else { continue }
      if glyph.scale != scale {
        if scale != nil { text += "</g>" }
        text += #"<g transform="scale(\#(NumberText.exact(glyph.scale)))">"#
        scale = glyph.scale
      }
      text += ##"<use href="#\##(id)""##
      let x = NumberText.decimals(glyph.x / glyph.scale)
      let y = NumberText.decimals(glyph.y / glyph.scale)
      if x != "0" { text += #" x="\#(x)""# }
      if y != "0" { text += #" y="\#(y)""# }
      text += "/>"
    }
    return scale == nil ? text : text + "</g>"
  }

  /// A group visible from `start` to `end` only (statically: when the poster time is in its
  /// window, the end included for the last).
  private func window(from start: Double, to end: Double, _ content: String) -> String {
    var times = ["0"]
    var values = [start > 0 ? "hidden" : "inherit"]
    if start > 0 {
      times.append(NumberText.switchFraction(start / clock.duration))
      values.append("inherit")
    }
    if end < clock.duration {
      times.append(NumberText.switchFraction(end / clock.duration))
      values.append("hidden")
    }
    let poster = scene.posterTime
    let shown = poster >= start && (poster < end || end >= clock.duration)
    let still = shown ? "" : #" visibility="hidden""#
    return "<g\(still)>\n" + content
      + #"<animate attributeName="visibility" calcMode="discrete" \#(clock.timing) "#
      + #"keyTimes="\#(times.joined(separator: ";"))" values="\#(values.joined(separator: ";"))"/>"#
      + "\n</g>\n"
  }

  /// Hidden changes at block starts: a discrete animation between `inherit` and `hidden`, so a
  /// hidden superview hides its subviews as in UIKit.
  private func visibilityAnimation(initial: Bool, _ changes: [(time: Double, isHidden: Bool)])
    -> String
  {
    var times = ["0"]
    var values = [initial ? "hidden" : "inherit"]
    for change in changes {
      times.append(NumberText.switchFraction(change.time / clock.duration))
      values.append(change.isHidden ? "hidden" : "inherit")
    }
    return #"<animate attributeName="visibility" calcMode="discrete" \#(clock.timing) "#
      + #"keyTimes="\#(times.joined(separator: ";"))" values="\#(values.joined(separator: ";"))"/>"#
  }
}
