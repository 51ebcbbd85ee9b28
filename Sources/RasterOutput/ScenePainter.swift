import Appearance
internal import CCairo
internal import CRsvg
import Geometry
import Scene
import Tracks
import Typography

/// A picture: `width × height` pixels, RGBA with straight alpha, rows top to bottom.
package struct RasterImage: Sendable, Equatable {
  package var width: Int
  package var height: Int
  package var pixels: [UInt8]

  package init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// Draws an `AnimatedScene` at a moment with Cairo, from the same typed values the SVG writer
/// prints: each view's frame (a rounded rectangle with its background), its transform chain
/// (position, translation, rotation and scale about the center), its alpha as group opacity,
/// its skin's parts (rectangles, ellipses, lines, paths, images, glyph outlines) clipped with
/// its subviews when it clips, the bounds-origin translation, and the border above them.
///
/// The picture is `ceil(width × scale) × ceil(height × scale)` pixels over white (as a browser
/// shows the SVG on a page), so every pixel is opaque. Nothing depends on the thread or the
/// time of day: the same scene, moment and scale give the same pixels.
package final class ScenePainter {
  let scene: AnimatedScene
  let scale: Double
  package let width: Int
  package let height: Int
  /// The images the scene shows: decoded once per export (`SharedImages`), SVG images parsed
  /// once per painter (ImageDecoders.swift).
  private let images: DecodedImages

  /// A painter of `scene` at `scale`, drawing its images from `images` (decoded once for
  /// every painter that shares them).
  package init(scene: AnimatedScene, scale: Double, images: SharedImages = SharedImages()) {
    self.scene = scene
    self.scale = scale
    self.images = DecodedImages(shared: images)
    // A size past 32 bits is no surface Cairo can make: drawing it fails with an error.
    let size =
      PictureSize(scene.size, scale: scale)
      ?? PictureSize(width: Int(Int32.max), height: Int(Int32.max))
    width = size.width
    height = size.height
  }

  /// The picture's size.
  package var size: PictureSize { PictureSize(width: width, height: height) }

  /// The images decoded for every painter of the export.
  var sharedImages: SharedImages { images.shared }

  /// The scene at `time`, as RGBA pixels; an error when Cairo cannot make or draw the picture.
  package func picture(at time: Double) throws(RasterError) -> RasterImage {
    let surface = try Self.surface(size)
    defer { cairo_surface_destroy(surface) }
    guard draw(at: time, on: surface, offsetX: 0, offsetY: 0) else { throw .surface(size) }
    return Self.pixels(of: surface)
  }

  /// A new ARGB32 surface, or the error that Cairo could not make it.
  static func surface(_ size: PictureSize) throws(RasterError) -> OpaquePointer? {
    guard size.fitsCairo else { throw .surface(size) }
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_data(surface) != nil
    else {
      cairo_surface_destroy(surface)
      throw .surface(size)
    }
    return surface
  }

  /// Draws the scene at `time` on a surface, its top-left corner at the pixel offset; false
  /// when Cairo fails (out of memory).
  func draw(at time: Double, on surface: OpaquePointer?, offsetX: Double, offsetY: Double) -> Bool {
    guard let cr = cairo_create(surface) else { return false }
    defer { cairo_destroy(cr) }
    cairo_translate(cr, offsetX, offsetY)
    // Views outside the picture stay outside it (in a strip, out of the neighbouring panels).
    cairo_rectangle(cr, 0, 0, Double(width), Double(height))
    cairo_clip_preserve(cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)
    cairo_scale(cr, scale, scale)
    // SVG's defaults: a miter limit of 4, nonzero filling.
    cairo_set_miter_limit(cr, 4)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    let moment = SceneMoment(scene: scene, time: time)
    if let root = scene.views.first { group(root, moment: moment, cr: cr) }
    return cairo_status(cr) == CAIRO_STATUS_SUCCESS
      && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
  }

  /// Straight-alpha RGBA from Cairo's premultiplied native-endian ARGB.
  static func pixels(of surface: OpaquePointer?) -> RasterImage {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      return RasterImage(width: width, height: height, pixels: [])
    }
    // Every byte is written, so the array starts uninitialized; each pixel is one 32-bit
    // store.
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      let out = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self)
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let first = y * width
        for x in 0..<width {
          let argb = row[x]
          let a = argb >> 24
          var r = (argb >> 16) & 0xFF
          var g = (argb >> 8) & 0xFF
          var b = argb & 0xFF
          if a != 255 && a != 0 {
            r = min(255, (r * 255 + a / 2) / a)
            g = min(255, (g * 255 + a / 2) / a)
            b = min(255, (b * 255 + a / 2) / a)
          }
          // RGBA in memory order (little-endian words).
          out[first + x] = (r | g << 8 | b << 16 | a << 24).littleEndian
        }
      }
      count = width * height * 4
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }

  // MARK: - Views

  private func group(_ view: SceneView, moment: SceneMoment, cr: OpaquePointer) {
    guard !moment.isHidden(view) else { return }
    let alpha = min(1, max(0, moment.value(view, .alpha)))
    guard alpha > 0 else { return }
    let value = { (property: AnimatableProperty) in moment.value(view, property) }
    let width = value(.width)
    let height = value(.height)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if view.parent != nil { cairo_translate(cr, value(.x), value(.y)) }
    cairo_translate(cr, value(.translationX), value(.translationY))
    let rotation = value(.rotation)
    let scaleX = value(.scaleX)
    let scaleY = value(.scaleY)
    if rotation != 0 || scaleX != 1 || scaleY != 1 {
      // A singular scale draws nothing (SVG renders nothing for a non-invertible transform).
      guard scaleX != 0, scaleY != 0 else { return }
      cairo_translate(cr, width / 2, height / 2)
      cairo_rotate(cr, rotation * .pi / 180)
      cairo_scale(cr, scaleX, scaleY)
      cairo_translate(cr, -width / 2, -height / 2)
    }
    let translucent = alpha < 1
    if translucent { cairo_push_group(cr) }
    let radius = max(0, value(.cornerRadius))
    let drawnWidth = max(0, width)
    let drawnHeight = max(0, height)
    let background = moment.background(view)
    if background.alpha > 0, drawnWidth > 0, drawnHeight > 0 {
      Self.roundedRect(cr, 0, 0, drawnWidth, drawnHeight, radius)
      Self.setColor(cr, background)
      cairo_fill(cr)
    }
    cairo_save(cr)
    if view.clipsContent {
      Self.roundedRect(cr, 0, 0, drawnWidth, drawnHeight, radius)
      cairo_clip(cr)
    }
    let sizes = (
      width: width, height: height, on: value(.onProgress)
    )
    for part in moment.parts(view) { self.part(part, sizes: sizes, cr: cr) }
    cairo_translate(cr, -value(.boundsOriginX), -value(.boundsOriginY))
    for id in view.subviews {
      if let child = scene.view(id) { group(child, moment: moment, cr: cr) }
    }
    cairo_restore(cr)
    if let border = moment.border(view) {
      self.border(border, width: width, height: height, radius: radius, cr: cr)
    }
    if translucent {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
  }

  /// The border inside the frame: a rectangle inset by half its width, stroked, its corners
  /// the radius less the inset.
  private func border(
    _ border: Border, width: Double, height: Double, radius: Double, cr: OpaquePointer
  ) {
    let inset = border.width / 2
    let w = max(0, width - border.width)
    let h = max(0, height - border.width)
    guard border.width > 0, border.color.alpha > 0 else { return }
    Self.roundedRect(cr, inset, inset, w, h, max(0, radius - inset))
    stroke(StrokePaint(color: border.color, width: border.width), cr: cr)
  }

  // MARK: - Parts

  private typealias Sizes = (width: Double, height: Double, on: Double)

  private func length(_ length: AnchoredLength, _ sizes: Sizes) -> Double {
    length.value(width: sizes.width, height: sizes.height, on: sizes.on)
  }

  private func part(_ part: SkinPart, sizes: Sizes, cr: OpaquePointer) {
    let paint = part.paint
    let opacity = paint.opacityFollowsOn ? paint.opacity * sizes.on : paint.opacity
    guard opacity > 0 else { return }
    let grouped = opacity < 1
    if grouped { cairo_push_group(cr) }
    defer {
      if grouped {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, min(1, opacity))
      }
    }
    switch part.shape {
    case .rect(let rect, let radius):
      let w = max(0, length(rect.width, sizes))
      let h = max(0, length(rect.height, sizes))
      Self.roundedRect(cr, length(rect.x, sizes), length(rect.y, sizes), w, h, max(0, radius))
      fillAndStroke(paint, cr: cr)
    case .ellipse(let center, let rx, let ry):
      guard rx > 0, ry > 0 else { return }
      cairo_save(cr)
      cairo_translate(cr, length(center.x, sizes), length(center.y, sizes))
      cairo_scale(cr, rx, ry)
      cairo_new_path(cr)
      cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
      cairo_close_path(cr)
      cairo_restore(cr)
      fillAndStroke(paint, cr: cr)
    case .line(let from, let to):
      cairo_new_path(cr)
      cairo_move_to(cr, length(from.x, sizes), length(from.y, sizes))
      cairo_line_to(cr, length(to.x, sizes), length(to.y, sizes))
      if let stroke = paint.stroke { self.stroke(stroke, cr: cr) }
      cairo_new_path(cr)
    case .path(let path):
      cairo_new_path(cr)
      for subpath in path.subpaths {
        cairo_move_to(cr, subpath.start.x, subpath.start.y)
        for segment in subpath.segments {
          switch segment {
          case .line(let to): cairo_line_to(cr, to.x, to.y)
          case .cubic(let c1, let c2, let to):
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
          }
        }
        if subpath.isClosed { cairo_close_path(cr) }
      }
      fillAndStroke(paint, cr: cr)
    case .image(let rect, let image):
      let w = max(0, length(rect.width, sizes))
      let h = max(0, length(rect.height, sizes))
      if image.mediaType == "image/svg+xml" {
        guard w > 0, h > 0, let handle = images.vector(image) else { return }
        Self.drawSVG(
          handle, x: length(rect.x, sizes), y: length(rect.y, sizes), width: w, height: h, cr: cr)
        return
      }
      guard w > 0, h > 0, let surface = images.raster(image) else { return }
      let pixelWidth = Double(cairo_image_surface_get_width(surface))
      let pixelHeight = Double(cairo_image_surface_get_height(surface))
      guard pixelWidth > 0, pixelHeight > 0 else { return }
      cairo_save(cr)
      cairo_rectangle(cr, length(rect.x, sizes), length(rect.y, sizes), w, h)
      cairo_clip(cr)
      if upscaled(
        surface, x: length(rect.x, sizes), y: length(rect.y, sizes), width: w, height: h, cr: cr)
      {
        cairo_restore(cr)
        return
      }
      cairo_translate(cr, length(rect.x, sizes), length(rect.y, sizes))
      cairo_scale(cr, w / pixelWidth, h / pixelHeight)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
      cairo_restore(cr)
    case .glyphs(let run, let origin):
      cairo_new_path(cr)
      let ox = length(origin.x, sizes)
      let oy = length(origin.y, sizes)
      for glyph in run.glyphs {
        guard let outline = run.outlines[glyph.key], glyph.scale > 0 else { continue }
        Self.append(
          outline, x: ox + glyph.x, y: oy + glyph.y, scale: glyph.scale,
          condensation: run.condensation, cr: cr)
      }
      fillAndStroke(paint, cr: cr)
    }
  }

  /// A glyph outline (font units, y up) placed with its origin at (x, y) in points, its width
  /// scaled by `condensation` (condensed text).
  static func append(
    _ outline: GlyphOutline, x: Double, y: Double, scale: Double, condensation: Double = 1,
    cr: OpaquePointer
  ) {
    let px = { (point: Point) in x + point.x * scale * condensation }
    let py = { (point: Point) in y - point.y * scale }
    var open = false
    var current = Point(x: 0, y: 0)
    for element in outline.elements {
      switch element {
      case .move(let point):
        if open { cairo_close_path(cr) }
        cairo_move_to(cr, px(point), py(point))
        open = true
        current = point
      case .line(let point):
        cairo_line_to(cr, px(point), py(point))
        current = point
      case .quad(let control, let point):
        let (c1, c2) = Point.cubicControls(quadraticFrom: current, control: control, to: point)
        cairo_curve_to(cr, px(c1), py(c1), px(c2), py(c2), px(point), py(point))
        current = point
      case .cubic(let c1, let c2, let point):
        cairo_curve_to(cr, px(c1), py(c1), px(c2), py(c2), px(point), py(point))
        current = point
      }
    }
    if open { cairo_close_path(cr) }
  }

  /// Fills the current path with the paint's fill, then strokes it with its stroke, as SVG
  /// paints (fill, then stroke); the path is consumed.
  private func fillAndStroke(_ paint: Paint, cr: OpaquePointer) {
    if let fill = paint.fill, fill.alpha > 0 {
      Self.setColor(cr, fill)
      cairo_fill_preserve(cr)
    }
    if let stroke = paint.stroke { self.stroke(stroke, cr: cr) }
    cairo_new_path(cr)
  }

  private func stroke(_ stroke: StrokePaint, cr: OpaquePointer) {
    guard stroke.width > 0, stroke.color.alpha > 0 else { return }
    Self.setColor(cr, stroke.color)
    cairo_set_line_width(cr, stroke.width)
    let cap: cairo_line_cap_t =
      switch stroke.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch stroke.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    cairo_stroke_preserve(cr)
  }

  static func setColor(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(
      cr, min(1, max(0, color.red)), min(1, max(0, color.green)), min(1, max(0, color.blue)),
      min(1, max(0, color.alpha)))
  }

  /// SVG's rounded rectangle: each radius clamped to half its side (so a short side makes
  /// elliptical corners), the corners quarter ellipses.
  static func roundedRect(
    _ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double
  ) {
    cairo_new_path(cr)
    let rx = min(radius, w / 2)
    let ry = min(radius, h / 2)
    guard rx > 0, ry > 0 else {
      cairo_rectangle(cr, x, y, w, h)
      return
    }
    // Quarter ellipses as cubic Béziers, as Skia draws an SVG rounded rect's conics closely.
    let k = 0.5522847498307936
    cairo_move_to(cr, x + rx, y)
    cairo_line_to(cr, x + w - rx, y)
    cairo_curve_to(cr, x + w - rx + k * rx, y, x + w, y + ry - k * ry, x + w, y + ry)
    cairo_line_to(cr, x + w, y + h - ry)
    cairo_curve_to(cr, x + w, y + h - ry + k * ry, x + w - rx + k * rx, y + h, x + w - rx, y + h)
    cairo_line_to(cr, x + rx, y + h)
    cairo_curve_to(cr, x + rx - k * rx, y + h, x, y + h - ry + k * ry, x, y + h - ry)
    cairo_line_to(cr, x, y + ry)
    cairo_curve_to(cr, x, y + ry - k * ry, x + rx - k * rx, y, x + rx, y)
    cairo_close_path(cr)
  }
}
