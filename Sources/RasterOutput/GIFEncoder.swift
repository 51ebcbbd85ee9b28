internal import CGif
internal import CImageQuant

#if canImport(Glibc)
  import Glibc
#endif

/// An animated GIF written frame by frame: each frame's changed rectangle only, quantized by
/// libimagequant to a local palette (pixels that did not change are the transparent color, so
/// the previous frame shows through), written by giflib.
///
/// Delays are whole centiseconds; the caller gives each frame's start and end times and the
/// delay is the difference of the ends rounded to centiseconds, so the running sum never
/// strays from the real time by more than 5 ms. A frame identical to the one before lengthens
/// it instead.
package struct GIFEncoder {
  let width: Int
  let height: Int
  let loops: Bool
  /// The last picture added, what the next is compared with.
  private var last: RasterImage?
  private var pending: Frame?
  private var output = GIFOutput()
  private var gif: UnsafeMutablePointer<GifFileType>?

  /// A frame ready to write: the rectangle that changed, its palette indices and palette, and
  /// the transparent index standing for the pixels that did not change.
  package struct Frame: Sendable {
    var x: Int, y: Int, width: Int, height: Int
    var indices: [UInt8]
    var palette: [Quantizer.Entry]
    var transparent: Int?
    var start = 0.0
    var end = 0.0
  }

  package init(width: Int, height: Int, loops: Bool) {
    self.width = width
    self.height = height
    self.loops = loops
  }

  /// Adds a picture shown from `start` to `end` seconds.
  package mutating func add(_ image: RasterImage, start: Double, end: Double) {
    add(Self.frame(image, after: last), start: start, end: end)
    last = image
  }

  /// Adds a frame made by `frame(_:after:)` (nil: the picture did not change, so the frame
  /// before lasts until `end`).
  package mutating func add(_ frame: Frame?, start: Double, end: Double) {
    guard var frame else {
      pending?.end = end
      return
    }
    frame.start = start
    frame.end = end
    if let pending { write(pending) }
    pending = frame
  }

  /// The frame that turns `previous` (nil: nothing yet) into `image`.
  ///
  /// It is the rectangle of pixels that differ, those that do not transparent, quantized; nil when none differ. Frames of
  /// different pictures can be made at once, on any threads: the decoded picture after each
  /// frame shows, for every pixel, a color chosen for that picture's value.
  package static func frame(_ image: RasterImage, after previous: RasterImage?) -> Frame? {
    let width = image.width
    let height = image.height
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    var changed = [Bool](repeating: previous == nil, count: width * height)
    if let previous {
      image.pixels.withUnsafeBytes { now in
        previous.pixels.withUnsafeBytes { before in
          let a = now.bindMemory(to: UInt32.self)
          let b = before.bindMemory(to: UInt32.self)
          for y in 0..<height {
            let row = y * width
            for x in 0..<width where a[row + x] != b[row + x] {
              changed[row + x] = true
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = max(maxY, y)
            }
          }
        }
      }
    } else {
      (minX, minY, maxX, maxY) = (0, 0, width - 1, height - 1)
    }
    guard maxX >= 0 else { return nil }
    let rectWidth = maxX - minX + 1
    let rectHeight = maxY - minY + 1
    // The rectangle's pixels, unchanged ones transparent.
    var rgba = [UInt8](repeating: 0, count: rectWidth * rectHeight * 4)
    var anyUnchanged = false
    image.pixels.withUnsafeBytes { pixels in
      rgba.withUnsafeMutableBytes { out in
        let source = pixels.bindMemory(to: UInt32.self)
        let target = out.bindMemory(to: UInt32.self)
        for y in 0..<rectHeight {
          for x in 0..<rectWidth {
            let index = (minY + y) * width + minX + x
            if changed[index] {
              target[y * rectWidth + x] = source[index]
            } else {
              anyUnchanged = true
            }
          }
        }
      }
    }
    let (indices, palette) = Quantizer.quantize(rgba, width: rectWidth, height: rectHeight)
    return Frame(
      x: minX, y: minY, width: rectWidth, height: rectHeight, indices: indices,
      palette: palette, transparent: anyUnchanged ? palette.firstIndex { $0.alpha == 0 } : nil)
  }

  /// The file's bytes, once every frame is added.
  package mutating func finish() -> [UInt8] {
    if let pending { write(pending) }
    pending = nil
    if gif == nil { open(palette: [Quantizer.Entry(red: 255, green: 255, blue: 255, alpha: 255)]) }
    var error: Int32 = 0
    EGifCloseFile(gif, &error)
    gif = nil
    return output.bytes
  }

  private mutating func open(palette: [Quantizer.Entry]) {
    var error: Int32 = 0
    gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), gifWrite, &error)
    EGifSetGifVersion(gif, true)
    let map = Self.colorMap(palette)
    EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map)
    GifFreeMapObject(map)
    if loops {
      // NETSCAPE2.0: repeat forever.
      EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE)
      let name = Array("NETSCAPE2.0".utf8)
      EGifPutExtensionBlock(gif, 11, name)
      EGifPutExtensionBlock(gif, 3, [UInt8(1), 0, 0])
      EGifPutExtensionTrailer(gif)
    }
  }

  private mutating func write(_ frame: Frame) {
    if gif == nil { open(palette: frame.palette) }
    let delay = Int((frame.end * 100).rounded()) - Int((frame.start * 100).rounded())
    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(max(0, delay)),
      TransparentColor: Int32(frame.transparent ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    _ = EGifGCBToExtension(&control, &extensionBytes)
    EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes)
    let map = Self.colorMap(frame.palette)
    EGifPutImageDesc(
      gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map)
    GifFreeMapObject(map)
    var indices = frame.indices
    indices.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for row in 0..<frame.height {
        _ = EGifPutLine(gif, base + row * frame.width, Int32(frame.width))
      }
    }
  }

  /// A color map of a power-of-two size (GIF's), unused entries black.
  private static func colorMap(_ palette: [Quantizer.Entry]) -> UnsafeMutablePointer<
    ColorMapObject
  >? {
    var size = 2
    while size < palette.count { size *= 2 }
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
    for (index, color) in palette.enumerated() {
      colors[index] = GifColorType(Red: color.red, Green: color.green, Blue: color.blue)
    }
    return GifMakeMapObject(Int32(size), colors)
  }
}

/// Where giflib writes.
private final class GIFOutput {
  var bytes: [UInt8] = []
}

private func gifWrite(
  _ file: UnsafeMutablePointer<GifFileType>?, _ data: UnsafePointer<GifByteType>?, _ count: Int32
) -> Int32 {
  guard let file, let data, let user = file.pointee.UserData else { return 0 }
  let output = Unmanaged<GIFOutput>.fromOpaque(user).takeUnretainedValue()
  output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
  return count
}

/// libimagequant: a palette of at most 256 colors for RGBA pixels, and each pixel's index,
/// dithered.
package enum Quantizer {
  package struct Entry: Sendable {
    var red, green, blue, alpha: UInt8
  }

  static func quantize(_ rgba: [UInt8], width: Int, height: Int) -> ([UInt8], [Entry]) {
    Self.oneThread()
    guard let attributes = liq_attr_create() else {
      return (
        [UInt8](repeating: 0, count: width * height), [Entry(red: 0, green: 0, blue: 0, alpha: 255)]
      )
    }
    defer { liq_attr_destroy(attributes) }
    liq_set_max_colors(attributes, 256)
    liq_set_speed(attributes, 4)
    var indices = [UInt8](repeating: 0, count: width * height)
    var entries: [Entry] = []
    rgba.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress,
        let image = liq_image_create_rgba(attributes, base, Int32(width), Int32(height), 0)
      else { return }
      defer { liq_image_destroy(image) }
      var result: OpaquePointer?
      guard liq_image_quantize(image, attributes, &result) == LIQ_OK, let result else { return }
      defer { liq_result_destroy(result) }
      liq_set_dithering_level(result, 1.0)
      _ = indices.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { liq_write_remapped_image(result, image, $0, buffer.count) }
      }
      guard let palette = liq_get_palette(result) else { return }
      let count = Int(palette.pointee.count)
      withUnsafeBytes(of: palette.pointee.entries) { raw in
        let colors = raw.bindMemory(to: liq_color.self)
        for index in 0..<count {
          let color = colors[index]
          entries.append(Entry(red: color.r, green: color.g, blue: color.b, alpha: color.a))
        }
      }
    }
    if entries.isEmpty { entries = [Entry(red: 0, green: 0, blue: 0, alpha: 255)] }
    return (indices, entries)
  }

  /// libimagequant's OpenMP loops run on one thread (the calling one): the reductions then
  /// always add in the same order, so the palette, and the file, is the same bytes on every run
  /// and core count.
  private static func oneThread() {
    guard let library = dlopen("libgomp.so.1", RTLD_NOW | RTLD_NOLOAD),
      let symbol = dlsym(library, "omp_set_num_threads")
    else { return }
    let setThreads = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Void).self)
    setThreads(1)
  }
}
