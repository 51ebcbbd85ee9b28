import Appearance
import Formatting
import Scene
import Tracks
import Typography

/// What an SVG defines before its body: each glyph outline used (`<path id="gN">`, numbered in
/// order of first use, shared by the layers) and each clip (`<clipPath id="clipN">`, numbered
/// as the views that clip close, children first, layer after layer).
///
/// A walk over the scene in the body's order finds them, so the body can be written straight
/// to its output afterwards, referring to ids already defined.
struct SVGDefinitions {
  /// The `<defs>` content.
  private(set) var text = SVGBytes()
  /// The number N of each glyph's `gN`, by face, then by glyph: a run's glyphs share a face,
  /// whose name is hashed once per run, not once per glyph.
  private(set) var glyphIDs: [String: [UInt32: Int]] = [:]
  private var glyphCount = 0
  /// The number N of the `clipN` of each view that clips something, per layer.
  private(set) var clipIDs: [[String: Int]] = []
  private var clipCount = 0

  init(layers: [SceneIndex], clock: SMILClock) {
    self.init(layers: layers, clocks: layers.map { _ in clock })
  }

  /// Layers each on a clock of its own (an interactive file's, docs/output.md, The
  /// interactive SVG).
  init(layers: [SceneIndex], clocks: [SMILClock]) {
    for (layer, index) in layers.enumerated() {
      clipIDs.append([:])
      guard !index.scene.views.isEmpty else { continue }
      visit(0, index: index, layer: layer, clock: clocks[layer])
    }
  }

  private mutating func visit(_ position: Int, index: SceneIndex, layer: Int, clock: SMILClock) {
    let view = index.scene.views[position]
    let variants = view.partVariants
    for variant in variants {
      for part in variant.parts {
        guard case .glyphs(let run, _) = part.shape else { continue }
        define(run)
      }
    }
    let children = index.children[position]
    for child in children { visit(child, index: index, layer: layer, clock: clock) }
    let value = { (property: AnimatableProperty) in index.value(property, at: position) }
    let movesBounds =
      value(.boundsOriginX) != 0 || value(.boundsOriginY) != 0
      || index.track(.boundsOriginX, at: position) != nil
      || index.track(.boundsOriginY, at: position) != nil
    let drawsParts = variants.count > 1 || variants.first.map { !$0.parts.isEmpty } == true
    guard view.clipsContent, drawsParts || !children.isEmpty || movesBounds else { return }
    clipCount += 1
    clipIDs[layer][view.id] = clipCount
    text.append(#"<clipPath id="clip"#)
    text.integer(clipCount)
    text.append(#"" clipPathUnits="userSpaceOnUse"><rect x="0" y="0""#)
    text.attribute("width", decimals: value(.width))
    text.attribute("height", decimals: value(.height))
    let radius = value(.cornerRadius)
    text.attribute("rx", decimals: radius)
    text.attribute("ry", decimals: radius)
    var animations = SVGBytes()
    WriterState.sizeAnimations(index, at: position, clock: clock, to: &animations)
    if let track = index.track(.cornerRadius, at: position) {
      clock.animate("rx", track, .plain, to: &animations)
      clock.animate("ry", track, .plain, to: &animations)
    }
    text.closeRect(holding: animations)
    text.append("</clipPath>\n")
  }

  /// Defines each glyph of a run not yet defined.
  private mutating func define(_ run: GlyphRun) {
    var face: String?
    var ids: [UInt32: Int] = [:]
    for glyph in run.glyphs {
      if glyph.key.face != face {
        if let face { glyphIDs[face] = ids }
        face = glyph.key.face
        // Taken out while filled in, so that adding to it copies nothing.
        ids = glyphIDs.removeValue(forKey: glyph.key.face) ?? [:]
      }
      guard glyph.scale > 0, ids[glyph.key.glyph] == nil, let outline = run.outlines[glyph.key],
        !outline.elements.isEmpty
      else { continue }
      let id = glyphCount
      glyphCount += 1
      ids[glyph.key.glyph] = id
      text.append(#"<path id="g"#)
      text.integer(id)
      text.append(#"" d=""#)
      GlyphPaths.pathData(outline, to: &text)
      text.append("\"/>\n")
    }
    if let face { glyphIDs[face] = ids }
  }
}
