internal import CCairo
internal import CRsvg

extension ScenePainter {
  // MARK: - Images

  /// Draws an image enlarged on an unrotated, unflipped transform.
  ///
  /// It is resampled here as Chromium's Skia does (bilinear between pixel centers, edges
  /// clamped, each weight cut to sixteenths),
  /// so an enlarged image shows the same steps; false (nothing drawn) otherwise, for Cairo's
  /// own filter. The clip is set.
  func upscaled(
    _ image: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
    cr: OpaquePointer
  ) -> Bool {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let sourceWidth = Int(cairo_image_surface_get_width(image))
    let sourceHeight = Int(cairo_image_surface_get_height(image))
    let scaleX = matrix.xx * width / Double(sourceWidth)
    let scaleY = matrix.yy * height / Double(sourceHeight)
    guard matrix.xy == 0, matrix.yx == 0, scaleX >= 1, scaleY >= 1 else { return false }
    let left = matrix.xx * x + matrix.x0
    let top = matrix.yy * y + matrix.y0
    let x0 = max(0, Int(left.rounded(.down)))
    let y0 = max(0, Int(top.rounded(.down)))
    // Only the part on the surface is resampled.
    let surface = cairo_get_target(cr)
    let x1 = min(
      Int(cairo_image_surface_get_width(surface)), Int((left + matrix.xx * width).rounded(.up)))
    let y1 = min(
      Int(cairo_image_surface_get_height(surface)), Int((top + matrix.yy * height).rounded(.up)))
    guard x1 > x0, y1 > y0 else { return true }
    cairo_surface_flush(image)
    guard let source = cairo_image_surface_get_data(image) else { return false }
    let sourceStride = Int(cairo_image_surface_get_stride(image))
    // No room for the enlarged part: Cairo's own filter draws it instead.
    guard let target = try? Self.surface(PictureSize(width: x1 - x0, height: y1 - y0)) else {
      return false
    }
    defer { cairo_surface_destroy(target) }
    guard let data = cairo_image_surface_get_data(target) else { return false }
    let targetStride = Int(cairo_image_surface_get_stride(target))
    // Source column pairs and weights, once per column.
    let columns = (x0..<x1).map { px in
      Self.sample(Double(px) + 0.5 - left, scale: scaleX, count: sourceWidth)
    }
    for py in y0..<y1 {
      let (row0, row1, wy) = Self.sample(Double(py) + 0.5 - top, scale: scaleY, count: sourceHeight)
      let line0 = UnsafeRawPointer(source + row0 * sourceStride).assumingMemoryBound(
        to: UInt32.self)
      let line1 = UnsafeRawPointer(source + row1 * sourceStride).assumingMemoryBound(
        to: UInt32.self)
      let out = UnsafeMutableRawPointer(data + (py - y0) * targetStride).assumingMemoryBound(
        to: UInt32.self)
      for (index, (column0, column1, wx)) in columns.enumerated() {
        let c00 = line0[column0]
        let c10 = line0[column1]
        let c01 = line1[column0]
        let c11 = line1[column1]
        var pixel: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          let channel = { (c: UInt32) in (c >> UInt32(shift)) & 0xFF }
          let upper = channel(c00) * (16 - wx) + channel(c10) * wx
          let lower = channel(c01) * (16 - wx) + channel(c11) * wx
          pixel |= ((upper * (16 - wy) + lower * wy) >> 8) << UInt32(shift)
        }
        out[index] = pixel
      }
    }
    cairo_surface_mark_dirty(target)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, target, Double(x0), Double(y0))
    cairo_paint(cr)
    return true
  }

  /// The two source pixels around a target pixel center `offset` device pixels into the
  /// image, and the second one's weight in sixteenths.
  static func sample(_ offset: Double, scale: Double, count: Int) -> (Int, Int, UInt32) {
    let u = offset / scale - 0.5
    let first = u.rounded(.down)
    let weight = UInt32(max(0, min(15, ((u - first) * 16).rounded(.down))))
    let clamp = { (i: Int) in min(count - 1, max(0, i)) }
    return (clamp(Int(first)), clamp(Int(first) + 1), weight)
  }

  /// Draws an SVG image with librsvg over the frame `x, y, width × height`.
  ///
  /// Stretched as PNG and JPEG images are: its intrinsic size (from `width`/`height`, or the
  /// `viewBox`) scaled to the frame, and clipped to it. An SVG with no size is drawn into the
  /// frame as its viewport.
  static func drawSVG(
    _ handle: OpaquePointer, x: Double, y: Double, width: Double,
    height: Double, cr: OpaquePointer
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, x, y, width, height)
    cairo_clip(cr)
    var intrinsicWidth = 0.0
    var intrinsicHeight = 0.0
    var viewport = RsvgRectangle(x: x, y: y, width: width, height: height)
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &intrinsicWidth, &intrinsicHeight) != 0,
      intrinsicWidth > 0, intrinsicHeight > 0
    {
      cairo_translate(cr, x, y)
      cairo_scale(cr, width / intrinsicWidth, height / intrinsicHeight)
      viewport = RsvgRectangle(x: 0, y: 0, width: intrinsicWidth, height: intrinsicHeight)
    }
    var error: OpaquePointer?
    if rsvg_handle_render_document(handle, cr, &viewport, &error) == 0, let error {
      g_error_free(error)
    }
  }
}
