import Appearance
internal import CCairo
import Geometry
import Scene
import Typography

#if canImport(Glibc)
  import Glibc
#endif

extension RasterWriter {
  /// One panel of the strip: a state as `frames --states` gives it (its label and time), the
  /// time at which the animation has reached it, and a still scene that shows it.
  package struct StripPanel: Sendable {
    package var label: String
    /// The model's time, as `frames --states` gives it.
    package var time: Double
    /// When every animation toward the state has ended (docs/output.md, The strip).
    package var complete: Double
    /// The state as a scene without motion, drawn at 0.
    package var scene: AnimatedScene

    package init(label: String, time: Double, complete: Double, scene: AnimatedScene) {
      self.label = label
      self.time = time
      self.complete = complete
      self.scene = scene
    }
  }

  /// The panels in rows on a light gray ground, each picture with a hairline frame and its
  /// label and time below (docs/output.md, The strip); the PNG's `motionboard:panels` text
  /// entry gives each panel's index, times, pixel rectangle and label, one a line.
  package func strip(_ panels: [StripPanel], layout: StripLayout) throws(RasterError) -> [UInt8] {
    let surface = try ScenePainter.surface(layout.size)
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { throw .surface(layout.size) }
    defer { cairo_destroy(cr) }
    let scale = layout.scale
    let (panelWidth, panelHeight) = (Double(layout.panel.width), Double(layout.panel.height))
    cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0)
    cairo_paint(cr)
    var entries: [String] = []
    for (index, panel) in panels.enumerated() {
      let (x, y) = layout.origin(index)
      // A hairline around the picture, outside it.
      cairo_rectangle(cr, Double(x) - 0.5, Double(y) - 0.5, panelWidth + 1, panelHeight + 1)
      cairo_set_source_rgb(cr, 0xC7 / 255.0, 0xC7 / 255.0, 0xCC / 255.0)
      cairo_set_line_width(cr, 1)
      cairo_stroke(cr)
      let painter = ScenePainter(scene: panel.scene, scale: scale, images: images)
      guard painter.draw(at: 0, on: surface, offsetX: Double(x), offsetY: Double(y)) else {
        throw .surface(layout.size)
      }
      let top = Double(y) + panelHeight + 6 * scale
      text(
        panel.label, size: 13, weight: 600, x: Double(x), top: top, maxWidth: panelWidth,
        scale: scale, cr: cr)
      text(
        Self.seconds(panel.complete) + " s", size: 12, weight: 400, x: Double(x),
        top: top + 17 * scale, maxWidth: panelWidth, scale: scale, cr: cr)
      entries.append(
        "\(index)\t\(Self.seconds(panel.time))\t\(Self.seconds(panel.complete))\t"
          + "\(x) \(y) \(layout.panel.width) \(layout.panel.height)\t"
          + panel.label.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
      progress?(index + 1, panels.count)
    }
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { throw .surface(layout.size) }
    return PNGEncoder.encode(
      ScenePainter.pixels(of: surface),
      text: [("motionboard:panels", entries.joined(separator: "\n"))])
  }

  /// A line of text in the strip's gray, its top at `top` (pixels), cut with "…" to fit.
  private func text(
    _ text: String, size: Double, weight: Int, x: Double, top: Double, maxWidth: Double,
    scale: Double, cr: OpaquePointer
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

/// Where the strip's panels go (docs/output.md, The strip): `columns` a row, left to right
/// and top to bottom, a margin around them, a gap between them, and room for two lines of
/// label under each, all in pixels at `scale`.
package struct StripLayout: Sendable, Equatable {
  package let count: Int
  package let columns: Int
  package let rows: Int
  package let scale: Double
  package let panel: PictureSize
  package let margin: Int
  package let gap: Int
  package let labelHeight: Int
  /// The whole strip.
  package let size: PictureSize

  /// The layout in points: margin and gap 16, the label 40 under each picture.
  static let points = (margin: 16.0, gap: 16.0, label: 40.0)

  /// `count` panels of `panelPoints` at `scale`, `columns` a row.
  ///
  /// Nil columns: as close to square as can be (`squarestColumns`). The strip is `width`
  /// pixels wide when given (at least what the panels take; the rest goes to the right
  /// margin). Nil when a panel's size is past 32 bits.
  package init?(count: Int, panelPoints: Size, scale: Double, columns: Int?, width: Int? = nil) {
    guard let panel = PictureSize(panelPoints, scale: scale) else { return nil }
    let count = max(1, count)
    let columns = min(count, max(1, columns ?? Self.squarestColumns(count, panel: panelPoints)))
    self.count = count
    self.columns = columns
    rows = (count + columns - 1) / columns
    self.scale = scale
    self.panel = panel
    margin = Int((Self.points.margin * scale).rounded())
    gap = Int((Self.points.gap * scale).rounded())
    labelHeight = Int((Self.points.label * scale).rounded())
    let content = 2 * margin + columns * panel.width + (columns - 1) * gap
    size = PictureSize(
      width: max(content, width ?? 0),
      height: 2 * margin + rows * (panel.height + labelHeight) + (rows - 1) * gap)
  }

  /// The layout of a strip `width` pixels wide: the largest scale at which the panels fit in
  /// it; nil when not even the smallest do.
  package init?(count: Int, panelPoints: Size, width: Int, columns: Int?) {
    let count = max(1, count)
    let columns = min(count, max(1, columns ?? Self.squarestColumns(count, panel: panelPoints)))
    let fits = { (scale: Double) -> Bool in
      guard
        let layout = StripLayout(
          count: count, panelPoints: panelPoints, scale: scale, columns: columns)
      else { return false }
      return layout.size.width <= width
    }
    // The width grows with the scale: the largest scale that fits, by bisection.
    let points =
      2 * Self.points.margin + Double(columns) * panelPoints.width
      + Double(columns - 1) * Self.points.gap
    var (low, high) = (0.0, Double(width) / max(points, 1e-9) * 1.01)
    guard high.isFinite, high > 0 else { return nil }
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    guard low > 0, fits(low) else { return nil }
    self.init(count: count, panelPoints: panelPoints, scale: low, columns: columns, width: width)
  }

  /// The pixel position of a panel's top-left corner.
  package func origin(_ index: Int) -> (x: Int, y: Int) {
    let (row, column) = index.quotientAndRemainder(dividingBy: columns)
    return (
      margin + column * (panel.width + gap), margin + row * (panel.height + labelHeight + gap)
    )
  }

  /// The columns whose strip is nearest a square (the least |log(width / height)| in points;
  /// the fewer columns of two as near).
  package static func squarestColumns(_ count: Int, panel: Size) -> Int {
    var best = (columns: 1, distance: Double.infinity)
    for columns in 1...max(1, count) {
      let rows = Double((count + columns - 1) / columns)
      let width =
        2 * points.margin + Double(columns) * panel.width + Double(columns - 1) * points.gap
      let height =
        2 * points.margin + rows * (panel.height + points.label) + (rows - 1) * points.gap
      let distance = abs(log(width / height))
      if distance < best.distance - 1e-12 { best = (columns, distance) }
    }
    return best.columns
  }
}
