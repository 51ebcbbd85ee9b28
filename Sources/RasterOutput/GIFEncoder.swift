internal import CGif

#if canImport(Glibc)
  import Glibc
#endif

/// An animated GIF made in two passes (docs/output.md, Pictures: PNG, strip, GIF, WebP).
///
/// First, each picture becomes a `Patch`: the rectangle that differs from the picture before,
/// as runs of one color, with the count of each color it shows and of each it replaces.
/// Patches are made on any threads. Then, in order: one palette for the whole animation,
/// chosen by libimagequant from the histogram of the frames shown (each color weighing its
/// pixels times the frames they show for) and refined by rounds of k-medians for the least
/// mean absolute difference in sRGB values; each color mapped to its nearest palette entry (no
/// dithering: the pictures are flat colors and antialiased edges, and noise would cost the
/// compression its runs and the next frame its unchanged pixels); and each frame the rectangle
/// whose palette indices change. A pixel inside it that keeps its index is written as the
/// transparent index or as that index, whichever continues the run before it, so the LZW
/// coder of giflib sees long runs.
///
/// Delays are whole centiseconds; the caller gives each frame's start and end times and the
/// delay is the difference of the ends rounded to centiseconds, so the running sum never
/// strays from the real time by more than 5 ms. A frame that changes no index lengthens the
/// one before instead.
///
/// The palette (histogram, libimagequant, k-medians) is in GIFPalette.swift; the patches, the
/// frames and giflib's writing are here; the two passes over the frames in
/// RasterWriter+GIF.swift.
package enum GIFEncoder {
  /// The pixels of a picture that differ from the picture before, in their bounding
  /// rectangle, row after row as runs of one color: RGB with an alpha of 255 (the pictures
  /// are opaque), or `unchanged`.
  package struct Patch: Sendable {
    var x: Int, y: Int, width: Int, height: Int
    var colors: [UInt32]
    var lengths: [UInt32]
    /// How many pixels of the patch have each color, and how many had each color before.
    var counts: ColorTable
    var replaced: ColorTable

    /// The bytes its runs take.
    var runBytes: Int { (colors.capacity + lengths.capacity) * 4 }
  }

  /// A run of pixels the picture before already shows.
  static let unchanged: UInt32 = 0

  /// The patch that turns `previous` (nil: nothing yet) into `image`.
  ///
  /// Nil when no pixel differs. Patches of different pictures can be made at once, on any
  /// threads.
  package static func patch(_ image: RasterImage, after previous: RasterImage?) -> Patch? {
    let width = image.width
    let height = image.height
    guard image.pixels.count == width * height * 4 else { return nil }
    var (minX, minY, maxX, maxY) = (0, 0, width - 1, height - 1)
    if let previous, previous.width == width, previous.height == height {
      var changed = false
      (minX, minY, maxX, maxY) = (width, height, -1, -1)
      image.pixels.withUnsafeBytes { now in
        previous.pixels.withUnsafeBytes { before in
          guard let a = now.baseAddress, let b = before.baseAddress, a != b else { return }
          let rowBytes = width * 4
          let newer = now.bindMemory(to: UInt32.self)
          let older = before.bindMemory(to: UInt32.self)
          for y in 0..<height where memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) != 0 {
            changed = true
            minY = min(minY, y)
            maxY = y
            let row = y * width
            var left = 0
            while newer[row + left] == older[row + left] { left += 1 }
            var right = width - 1
            while newer[row + right] == older[row + right] { right -= 1 }
            minX = min(minX, left)
            maxX = max(maxX, right)
          }
        }
      }
      guard changed else { return nil }
    }
    let rectWidth = maxX - minX + 1
    let rectHeight = maxY - minY + 1
    var colors: [UInt32] = []
    var lengths: [UInt32] = []
    var counts = ColorTable()
    var replaced = ColorTable()
    let before = previous?.pixels ?? []
    image.pixels.withUnsafeBytes { now in
      before.withUnsafeBytes { then in
        let newer = now.bindMemory(to: UInt32.self)
        let older = then.bindMemory(to: UInt32.self)
        let compares = older.count == newer.count
        var current = UInt32.max
        var length: UInt32 = 0
        var old = unchanged
        var oldLength: UInt32 = 0
        for y in minY...maxY {
          let row = y * width
          for x in minX...maxX {
            let pixel = newer[row + x]
            var color = unchanged
            if !compares || older[row + x] != pixel {
              // RGBA bytes in memory: the color key is the RGB with alpha 255, never 0.
              color = pixel | 0xFF00_0000
              if compares {
                let before = older[row + x] | 0xFF00_0000
                if before != old {
                  if oldLength > 0 { replaced.add(old, UInt64(oldLength)) }
                  old = before
                  oldLength = 0
                }
                oldLength += 1
              }
            }
            if color == current {
              length += 1
            } else {
              if length > 0 {
                colors.append(current)
                lengths.append(length)
                if current != unchanged { counts.add(current, UInt64(length)) }
              }
              current = color
              length = 1
            }
          }
        }
        colors.append(current)
        lengths.append(length)
        if current != unchanged { counts.add(current, UInt64(length)) }
        if oldLength > 0 { replaced.add(old, UInt64(oldLength)) }
      }
    }
    return Patch(
      x: minX, y: minY, width: rectWidth, height: rectHeight, colors: colors, lengths: lengths,
      counts: counts, replaced: replaced)
  }

  /// The frames of the file written in order, each patch as it comes, over one palette.
  ///
  /// Each patch is shown from its time's start to its end (nil: the picture did not change,
  /// so the frame before lasts until then); a frame is written once the next one is known, as
  /// its delay may still grow.
  struct Frames {
    private var writer: GIFWriter
    private let indices: ColorTable
    private let transparent: UInt8
    private let width: Int
    /// The index each pixel shows (the transparent index before the first frame).
    private var canvas: [UInt8]
    private var pending: GIFWriter.Frame?

    init(width: Int, height: Int, loops: Bool, palette: [Quantizer.Entry], indices: ColorTable) {
      writer = GIFWriter(width: width, height: height, loops: loops, palette: palette)
      self.indices = indices
      self.width = width
      transparent = UInt8(palette.count)
      canvas = [UInt8](repeating: UInt8(palette.count), count: width * height)
    }

    mutating func add(_ patch: Patch?, time: RasterWriter.FrameTime) {
      guard let patch,
        var frame = GIFEncoder.frame(
          patch, indices: indices, canvas: &canvas, stride: width, transparent: transparent)
      else {
        pending?.end = time.end
        return
      }
      frame.start = time.start
      frame.end = time.end
      if let pending { writer.write(pending) }
      pending = frame
    }

    /// The file's bytes.
    mutating func finish() -> [UInt8] {
      if let pending { writer.write(pending) }
      pending = nil
      return writer.finish()
    }
  }

  /// The frame that shows `patch` over `canvas` (the indices shown so far, updated): the
  /// rectangle of pixels whose index changes; nil when none does.
  static func frame(
    _ patch: Patch, indices: ColorTable, canvas: inout [UInt8], stride: Int, transparent: UInt8
  ) -> GIFWriter.Frame? {
    let width = patch.width
    let keep = UInt16.max
    var codes = [UInt16](repeating: keep, count: width * patch.height)
    var (minX, minY, maxX, maxY) = (width, patch.height, -1, -1)
    canvas.withUnsafeMutableBufferPointer { shown in
      codes.withUnsafeMutableBufferPointer { out in
        var row = 0
        var column = 0
        for (color, length) in zip(patch.colors, patch.lengths) {
          var left = Int(length)
          let index = color == unchanged ? nil : UInt8(truncatingIfNeeded: indices.value(color))
          while left > 0 {
            let count = min(left, width - column)
            if let index {
              let base = (patch.y + row) * stride + patch.x
              var first = -1
              var last = -1
              for x in column..<column + count where shown[base + x] != index {
                shown[base + x] = index
                out[row * width + x] = UInt16(index)
                if first < 0 { first = x }
                last = x
              }
              if first >= 0 {
                minX = min(minX, first)
                maxX = max(maxX, last)
                minY = min(minY, row)
                maxY = row
              }
            }
            left -= count
            column += count
            if column == width {
              column = 0
              row += 1
            }
          }
        }
      }
    }
    guard maxX >= 0 else { return nil }
    let frameWidth = maxX - minX + 1
    let frameHeight = maxY - minY + 1
    var pixels = [UInt8](repeating: 0, count: frameWidth * frameHeight)
    var usesTransparency = false
    // A kept pixel continues the run before it: its own index when that run has it, the
    // transparent index otherwise.
    var previous = transparent
    for y in 0..<frameHeight {
      for x in 0..<frameWidth {
        let code = codes[(minY + y) * width + minX + x]
        var value: UInt8
        if code != keep {
          value = UInt8(code)
        } else {
          let shown = canvas[(patch.y + minY + y) * stride + patch.x + minX + x]
          value = previous == shown ? shown : transparent
          if value == transparent { usesTransparency = true }
        }
        pixels[y * frameWidth + x] = value
        previous = value
      }
    }
    return GIFWriter.Frame(
      x: patch.x + minX, y: patch.y + minY, width: frameWidth, height: frameHeight,
      indices: pixels, transparent: usesTransparency ? Int(transparent) : nil)
  }
}

/// giflib writing a GIF into memory: the logical screen with the animation's palette (and
/// the transparent index after its colors), the NETSCAPE2.0 loop, and frames.
struct GIFWriter {
  /// A frame ready to write: its rectangle, its palette indices, the transparent index if it
  /// has kept pixels, and the time it shows.
  struct Frame {
    var x: Int, y: Int, width: Int, height: Int
    var indices: [UInt8]
    var transparent: Int?
    var start = 0.0
    var end = 0.0
  }

  private var output = GIFOutput()
  private var gif: UnsafeMutablePointer<GifFileType>?

  init(width: Int, height: Int, loops: Bool, palette: [Quantizer.Entry]) {
    var error: Int32 = 0
    gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), gifWrite, &error)
    EGifSetGifVersion(gif, true)
    // The colors and, after them, the transparent index.
    var size = 2
    while size < palette.count + 1 { size *= 2 }
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
    for (index, color) in palette.enumerated() {
      colors[index] = GifColorType(Red: color.red, Green: color.green, Blue: color.blue)
    }
    let map = GifMakeMapObject(Int32(size), colors)
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

  mutating func write(_ frame: Frame) {
    let delay = Int((frame.end * 100).rounded()) - Int((frame.start * 100).rounded())
    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(max(0, delay)),
      TransparentColor: Int32(frame.transparent ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    _ = EGifGCBToExtension(&control, &extensionBytes)
    EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes)
    EGifPutImageDesc(
      gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, nil)
    var indices = frame.indices
    indices.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for row in 0..<frame.height {
        _ = EGifPutLine(gif, base + row * frame.width, Int32(frame.width))
      }
    }
  }

  /// The file's bytes, once every frame is written.
  mutating func finish() -> [UInt8] {
    var error: Int32 = 0
    EGifCloseFile(gif, &error)
    gif = nil
    return output.bytes
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
