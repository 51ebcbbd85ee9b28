import Appearance
internal import CCairo
import Geometry
import Motion
import Scene
import Typography

/// The raster exports of a scene (docs/output.md, Pictures: PNG, strip, GIF, WebP): a PNG poster, a strip
/// of the states, an animated GIF and an animated WebP, all drawn by `ScenePainter`.
package struct RasterWriter: Sendable {
  /// Pixels per point (default 2).
  package var scale: Double
  /// Frames per second of the animations (default 30).
  package var fps: Double
  /// WebP's near-lossless level: 100 (the default) is lossless.
  package var nearLossless: Int
  /// Frames drawn at once.
  package var jobs: Int

  package init(scale: Double = 2, fps: Double = 30, nearLossless: Int = 100, jobs: Int = 1) {
    self.scale = scale
    self.fps = fps
    self.nearLossless = nearLossless
    self.jobs = jobs
  }

  /// One frame of an animation: the moment it shows and the time span it is shown.
  package struct FrameTime: Sendable, Equatable {
    package var start: Double
    package var end: Double
  }

  /// The frames of an animation at `fps` over `duration`: one every 1/fps seconds from 0, the
  /// last ending at the end of the timeline; played once, a last frame shows the end for one
  /// more interval (the picture a viewer then keeps), looping it does not (the loop's start
  /// follows at once).
  package static func frameTimes(duration: Double, fps: Double, loops: Bool) -> [FrameTime] {
    let interval = 1 / fps
    guard duration > 0 else { return [FrameTime(start: 0, end: interval)] }
    let count = max(1, Int((duration * fps - 1e-9).rounded(.up)))
    var times = (0..<count).map { index in
      FrameTime(start: Double(index) / fps, end: min(Double(index + 1) / fps, duration))
    }
    if !loops { times.append(FrameTime(start: duration, end: duration + interval)) }
    return times
  }

  /// The picture at `time` as a PNG.
  package func png(_ scene: AnimatedScene, at time: Double) -> [UInt8] {
    PNGEncoder.encode(ScenePainter(scene: scene, scale: scale).picture(at: time))
  }

  /// The animation as a GIF: each frame's patch (what changed) is made `jobs` at a time, then
  /// `GIFEncoder` chooses one palette for them all and writes them in order.
  package func gif(_ scene: AnimatedScene) -> [UInt8] {
    let painter = ScenePainter(scene: scene, scale: scale)
    var patches: [GIFEncoder.Patch?] = []
    var frameTimes: [FrameTime] = []
    var previous: RasterImage?
    batches(of: scene) { pictures, times in
      // Each patch compares its picture with the one before, so patches are made at once.
      let before = previous
      patches += Parallel.map(pictures.count, jobs: jobs) { index in
        GIFEncoder.patch(pictures[index], after: index == 0 ? before : pictures[index - 1])
      }
      frameTimes += times
      previous = pictures.last
    }
    return GIFEncoder.encode(
      patches, times: frameTimes, width: painter.width, height: painter.height,
      loops: scene.loops, jobs: jobs)
  }

  /// The animation as an animated WebP; nil when libwebp fails.
  package func webp(_ scene: AnimatedScene) -> [UInt8]? {
    let painter = ScenePainter(scene: scene, scale: scale)
    var encoder = WebPEncoder(
      width: painter.width, height: painter.height, loops: scene.loops, nearLossless: nearLossless)
    let times = Self.frameTimes(duration: scene.duration, fps: fps, loops: scene.loops)
    frames(of: scene) { image, time in encoder.add(image, start: time.start) }
    return encoder.finish(end: times.last?.end ?? 0)
  }

  /// Draws every frame, `jobs` at a time, and hands them over in order.
  package func frames(
    of scene: AnimatedScene, _ body: (RasterImage, FrameTime) -> Void
  ) {
    batches(of: scene) { pictures, times in
      for (picture, time) in zip(pictures, times) { body(picture, time) }
    }
  }

  /// Draws every frame in batches, `jobs` at a time, and hands each batch over in order; a
  /// frame whose moment has the signature of the one before is the same picture, not drawn
  /// again.
  private func batches(
    of scene: AnimatedScene, _ body: ([RasterImage], [FrameTime]) -> Void
  ) {
    let times = Self.frameTimes(duration: scene.duration, fps: fps, loops: scene.loops)
    let signatures = times.map { SceneMoment(scene: scene, time: $0.start).signature }
    let batch = max(1, jobs) * 8
    let scale = scale
    var first = 0
    var last: RasterImage?
    while first < times.count {
      let count = min(batch, times.count - first)
      let offset = first
      let drawn = (offset..<offset + count).filter {
        $0 == 0 || signatures[$0] != signatures[$0 - 1]
      }
      let pictures = Parallel.map(drawn.count, jobs: jobs) { index in
        ScenePainter(scene: scene, scale: scale).picture(at: times[drawn[index]].start)
      }
      var next = 0
      var shown: [RasterImage] = []
      for index in offset..<offset + count {
        if next < drawn.count, drawn[next] == index {
          last = pictures[next]
          next += 1
        }
        if let last { shown.append(last) }
      }
      body(shown, Array(times[offset..<offset + count]))
      first += count
    }
  }

  // MARK: - The strip

  /// One panel of the strip: a state's label, the time it names and the moment drawn.
  package struct StripPanel: Sendable {
    package var label: String
    package var time: Double
    package var shown: Double

    package init(label: String, time: Double, shown: Double) {
      self.label = label
      self.time = time
      self.shown = shown
    }
  }

  /// The strip's layout in points.
  static let margin = 16.0
  static let gap = 16.0
  static let labelHeight = 40.0

  /// Every panel side by side on a light gray ground, each picture with a hairline frame and
  /// its label and time below; the PNG's `motionboard:panels` text entry gives each panel's
  /// label, times and pixel rectangle, one a line.
  package func strip(_ scene: AnimatedScene, panels: [StripPanel]) -> [UInt8] {
    let painter = ScenePainter(scene: scene, scale: scale)
    let count = max(1, panels.count)
    let panelWidth = Double(painter.width)
    let panelHeight = Double(painter.height)
    let margin = (Self.margin * scale).rounded()
    let gap = (Self.gap * scale).rounded()
    let labelHeight = (Self.labelHeight * scale).rounded()
    let width = Int(2 * margin + Double(count) * panelWidth + Double(count - 1) * gap)
    let height = Int(2 * margin + panelHeight + labelHeight)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    defer { cairo_surface_destroy(surface) }
    var entries: [String] = []
    if let cr = cairo_create(surface) {
      cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0)
      cairo_paint(cr)
      for (index, panel) in panels.enumerated() {
        let x = margin + Double(index) * (panelWidth + gap)
        // A hairline around the picture, outside it.
        cairo_rectangle(cr, x - 0.5, margin - 0.5, panelWidth + 1, panelHeight + 1)
        cairo_set_source_rgb(cr, 0xC7 / 255.0, 0xC7 / 255.0, 0xCC / 255.0)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        painter.draw(at: panel.shown, on: surface, offsetX: x, offsetY: margin)
        let top = margin + panelHeight + 6 * scale
        text(panel.label, size: 13, weight: 600, x: x, top: top, maxWidth: panelWidth, cr: cr)
        text(
          Self.seconds(panel.time) + " s", size: 12, weight: 400, x: x, top: top + 17 * scale,
          maxWidth: panelWidth, cr: cr)
        entries.append(
          "\(index)\t\(Self.seconds(panel.time))\t\(Self.seconds(panel.shown))\t"
            + "\(Int(x)) \(Int(margin)) \(painter.width) \(painter.height)\t"
            + panel.label.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
      }
      cairo_destroy(cr)
    }
    let image = ScenePainter.pixels(of: surface)
    return PNGEncoder.encode(
      image, text: [("motionboard:panels", entries.joined(separator: "\n"))])
  }

  /// A line of text in the strip's gray, its top at `top` (pixels), cut with "…" to fit.
  private func text(
    _ text: String, size: Double, weight: Int, x: Double, top: Double, maxWidth: Double,
    cr: OpaquePointer
  ) {
    let layout = TextSystem.shared.layout(
      text, font: FontRequest(size: size * scale, weight: weight), maxWidth: maxWidth,
      maxLines: 1, truncation: .tail)
    guard let line = layout.lines.first else { return }
    cairo_new_path(cr)
    let baseline = top + layout.metrics.ascender
    for glyph in line.glyphs {
      guard let outline = layout.outlines[glyph.key], glyph.scale > 0 else { continue }
      ScenePainter.append(
        outline, x: x + glyph.x, y: baseline + glyph.y, scale: glyph.scale, cr: cr)
    }
    cairo_set_source_rgb(cr, 0x3C / 255.0, 0x3C / 255.0, 0x43 / 255.0)
    cairo_fill(cr)
  }

  /// Seconds with at most three decimals, no trailing zeros.
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let whole = milliseconds / 1000
    var fraction = String(milliseconds % 1000)
    while fraction.count < 3 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
  }
}
