import Appearance
internal import CCairo
internal import CRsvg
internal import CTurboJPEG

/// The images a `ScenePainter` draws, each decoded once and kept by its bytes.
///
/// PNGs through Cairo's reader and JPEGs through libjpeg-turbo become Cairo surfaces; SVGs are
/// parsed by librsvg, and drawn as vectors at each moment by the painter (ScenePainter.swift).
final class DecodedImages {
  /// Decoded images, by their bytes (PNG through Cairo's reader, JPEG through libjpeg-turbo).
  private var images: [EmbeddedImage: OpaquePointer?] = [:]
  /// Parsed SVG images, by their bytes (librsvg handles, drawn as vectors at each moment).
  private var vectorImages: [EmbeddedImage: OpaquePointer?] = [:]

  deinit {
    for case let surface? in images.values { cairo_surface_destroy(surface) }
    for case let handle? in vectorImages.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
  }

  /// An SVG image parsed by librsvg; nil for bytes that do not parse.
  func vector(_ image: EmbeddedImage) -> OpaquePointer? {
    if let cached = vectorImages[image] { return cached }
    var error: OpaquePointer?
    let handle = image.bytes.withUnsafeBufferPointer {
      rsvg_handle_new_from_data($0.baseAddress, $0.count, &error)
    }
    if let error { g_error_free(error) }
    vectorImages[image] = .some(handle)
    return handle
  }

  /// An embedded image as a Cairo surface: PNGs through Cairo's reader, JPEGs through
  /// libjpeg-turbo; nil for SVG images (drawn by librsvg instead) and for bytes that do not
  /// decode.
  func raster(_ image: EmbeddedImage) -> OpaquePointer? {
    if let cached = images[image] { return cached }
    var surface: OpaquePointer?
    if image.mediaType == "image/png" {
      let reader = PNGReader(bytes: image.bytes)
      surface = withExtendedLifetime(reader) {
        cairo_image_surface_create_from_png_stream(
          { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
            return reader.read(into: data, count: Int(length))
              ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
          }, Unmanaged.passUnretained(reader).toOpaque())
      }
      if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
        cairo_surface_destroy(surface)
        surface = nil
      }
    } else if image.mediaType == "image/jpeg" {
      surface = Self.decodedJPEG(image.bytes)
    }
    images[image] = .some(surface)
    return surface
  }

  /// A JPEG's pixels as an opaque Cairo surface, decoded by libjpeg-turbo (accurate integer DCT,
  /// smooth chroma upsampling); nil if the bytes do not decode.
  private static func decodedJPEG(_ bytes: [UInt8]) -> OpaquePointer? {
    guard let decoder = tjInitDecompress() else { return nil }
    defer { tjDestroy(decoder) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let size = UInt(bytes.count)
    guard
      tjDecompressHeader3(decoder, bytes, size, &width, &height, &subsampling, &colorspace) == 0,
      width > 0, height > 0
    else { return nil }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    // Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on a little-endian
    // machine; the alpha byte comes out 255.
    #if _endian(little)
      let format = TJPF_BGRA
    #else
      let format = TJPF_ARGB
    #endif
    let status = tjDecompress2(
      decoder, bytes, size, data, width, cairo_image_surface_get_stride(surface), height,
      Int32(format.rawValue), TJFLAG_ACCURATEDCT)
    guard status == 0 else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}

extension ScenePainter {
  /// An SVG image as a PNG image of `width × height` pixels, or nil if it does not parse.
  ///
  /// For formats whose images are bitmaps (Lottie's image assets, docs/output.md,
  /// Images): drawn by librsvg as the pictures draw it, stretched over the whole bitmap,
  /// transparent where the SVG draws nothing.
  package static func bitmap(ofSVG image: EmbeddedImage, width: Int, height: Int)
    -> EmbeddedImage?
  {
    // The cache owns the handle: it lives until the drawing is done.
    let images = DecodedImages()
    defer { withExtendedLifetime(images) {} }
    guard image.mediaType == "image/svg+xml", width > 0, height > 0,
      let handle = images.vector(image)
    else { return nil }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface)
    else { return nil }
    drawSVG(handle, x: 0, y: 0, width: Double(width), height: Double(height), cr: cr)
    cairo_destroy(cr)
    return EmbeddedImage(bytes: PNGEncoder.encode(pixels(of: surface)))
  }
}

/// The bytes Cairo's PNG reader pulls from.
private final class PNGReader {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard offset + count <= bytes.count else { return false }
    bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { data.update(from: base + offset, count: count) }
    }
    offset += count
    return true
  }
}
