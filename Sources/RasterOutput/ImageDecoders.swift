import Appearance
internal import CCairo
internal import CRsvg
internal import CTurboJPEG
import Synchronization

/// The raster images of an export, each decoded once for every painter that draws it
/// (docs/output.md, Sizes and limits).
///
/// PNGs are decoded by Cairo's reader and JPEGs by libjpeg-turbo into Cairo's premultiplied
/// ARGB32; the pixels are read-only from then on, so the painters of every thread draw from
/// the same memory. An image declaring more than `maxPixels` is not decoded (nothing is drawn
/// for it; the export refuses it before drawing, with the limit's name).
package final class SharedImages: Sendable {
  private let decoded = Mutex<[EmbeddedImage: DecodedPixels?]>([:])
  let maxPixels: Int

  package init(maxPixels: Int = .max) {
    self.maxPixels = maxPixels
  }

  /// The decoded pixels of a PNG or JPEG; nil for SVG images and for bytes that do not decode.
  ///
  /// Decoded under the lock, so two threads never decode one image twice.
  func pixels(_ image: EmbeddedImage) -> DecodedPixels? {
    decoded.withLock { decoded in
      if let found = decoded[image] { return found }
      let pixels = Self.decode(image, maxPixels: maxPixels)
      decoded[image] = .some(pixels)
      return pixels
    }
  }

  /// Images decoded so far (for the tests: once each, whatever the frames and threads).
  package var decodedCount: Int { decoded.withLock { $0.count } }

  private static func decode(_ image: EmbeddedImage, maxPixels: Int) -> DecodedPixels? {
    if let size = image.pixelSize, size.width * size.height > Double(maxPixels) { return nil }
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
    } else if image.mediaType == "image/jpeg" {
      surface = decodedJPEG(image.bytes, maxPixels: maxPixels)
    }
    guard let surface else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return DecodedPixels(surface)
  }

  /// A JPEG's pixels as an opaque Cairo surface, decoded by libjpeg-turbo (accurate integer DCT,
  /// smooth chroma upsampling); nil if the bytes do not decode.
  private static func decodedJPEG(_ bytes: [UInt8], maxPixels: Int) -> OpaquePointer? {
    guard let decoder = tjInitDecompress() else { return nil }
    defer { tjDestroy(decoder) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let size = UInt(bytes.count)
    guard
      tjDecompressHeader3(decoder, bytes, size, &width, &height, &subsampling, &colorspace) == 0,
      width > 0, height > 0, Int(width) * Int(height) <= maxPixels
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

/// One decoded image: the surface its decoder made, owned here and never drawn with; painters
/// wrap its pixels in surfaces of their own (`cairo_image_surface_create_for_data`), since
/// Cairo's and pixman's reference counts are not safe to share between threads.
final class DecodedPixels: @unchecked Sendable {
  // Unchecked: the surface is written only by its decoder, before this object is shared, and
  // only read (its pixels) and destroyed afterwards.
  private let surface: OpaquePointer
  let width: Int32
  let height: Int32
  let stride: Int32
  let format: cairo_format_t
  let data: UnsafeMutablePointer<UInt8>?

  init(_ surface: OpaquePointer) {
    self.surface = surface
    cairo_surface_flush(surface)
    width = cairo_image_surface_get_width(surface)
    height = cairo_image_surface_get_height(surface)
    stride = cairo_image_surface_get_stride(surface)
    format = cairo_image_surface_get_format(surface)
    data = cairo_image_surface_get_data(surface)
  }

  deinit { cairo_surface_destroy(surface) }

  /// A surface of the painter's own over these pixels (nil when Cairo cannot make one).
  func wrapped() -> OpaquePointer? {
    guard let data else { return nil }
    let surface = cairo_image_surface_create_for_data(data, format, width, height, stride)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}

/// The images one `ScenePainter` draws: its surfaces over the shared decoded pixels, and the
/// SVG images parsed by librsvg (drawn as vectors at each moment; a handle is used by one
/// thread only, so each painter parses its own).
final class DecodedImages {
  let shared: SharedImages
  /// Surfaces over the shared pixels, by the image's bytes.
  private var images: [EmbeddedImage: OpaquePointer?] = [:]
  /// Parsed SVG images, by their bytes.
  private var vectorImages: [EmbeddedImage: OpaquePointer?] = [:]

  init(shared: SharedImages = SharedImages()) {
    self.shared = shared
  }

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

  /// An embedded PNG or JPEG as a Cairo surface; nil for SVG images (drawn by librsvg
  /// instead) and for bytes that do not decode.
  func raster(_ image: EmbeddedImage) -> OpaquePointer? {
    if let cached = images[image] { return cached }
    let surface = shared.pixels(image)?.wrapped()
    images[image] = .some(surface)
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
