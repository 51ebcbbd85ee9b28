internal import CGif
internal import CImageQuant
import Motion

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

  /// The file's bytes: `patches[i]` is shown from `times[i].start` to `times[i].end` (nil:
  /// the picture did not change, so the frame before lasts until then).
  package static func encode(
    _ patches: [Patch?], times: [RasterWriter.FrameTime], width: Int, height: Int, loops: Bool,
    jobs: Int
  ) -> [UInt8] {
    // The histogram of every patch, and its palette.
    // Each color weighs as many pixels as it shows, times the frames it shows them for: a
    // patch's pixels count until the end, less those that a later patch replaces from then on.
    // (The error a viewer sees, and the benchmark measures, is over the frames shown.)
    var counts = ColorTable()
    for (index, patch) in patches.enumerated() {
      guard let patch else { continue }
      let remaining = UInt64(patches.count - index)
      counts.add(patch.counts, times: remaining)
      counts.subtract(patch.replaced, times: remaining)
    }
    let histogram = counts.entries().sorted { $0.key < $1.key }
    var palette = Quantizer.palette(histogram)
    var nearest = Quantizer.nearest(histogram, in: palette, jobs: jobs)
    // libimagequant weighs colors as the eye does, in linear light; the error shown is in sRGB
    // values. Rounds of k-medians move the palette to where the mean absolute difference of
    // the frames shown is least, until it stays (at most 8).
    for _ in 0..<8 {
      let moved = Quantizer.medians(histogram, nearest: nearest, palette: palette)
      if moved == palette { break }
      palette = moved
      nearest = Quantizer.nearest(histogram, in: palette, jobs: jobs)
    }
    var indices = ColorTable(capacity: histogram.count)
    for (index, entry) in zip(nearest, histogram) { indices.add(entry.key, UInt64(index)) }

    var writer = GIFWriter(width: width, height: height, loops: loops, palette: palette)
    let transparent = UInt8(palette.count)
    // The index each pixel shows (the transparent index before the first frame).
    var canvas = [UInt8](repeating: transparent, count: width * height)
    var pending: GIFWriter.Frame?
    for (patch, time) in zip(patches, times) {
      guard let patch,
        var frame = Self.frame(
          patch, indices: indices, canvas: &canvas, stride: width, transparent: transparent)
      else {
        pending?.end = time.end
        continue
      }
      frame.start = time.start
      frame.end = time.end
      if let pending { writer.write(pending) }
      pending = frame
    }
    if let pending { writer.write(pending) }
    return writer.finish()
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

/// Colors (RGB with an alpha of 255, so never 0) and a number for each: an open-addressing
/// hash table, much faster than a dictionary for the millions of runs of an animation.
struct ColorTable: Sendable {
  private var keys: [UInt32]
  private var values: [UInt64]
  private var shift: UInt64
  private(set) var count = 0

  init(capacity: Int = 64) {
    var bits = 4
    while 1 << bits < capacity * 2 { bits += 1 }
    keys = [UInt32](repeating: 0, count: 1 << bits)
    values = [UInt64](repeating: 0, count: 1 << bits)
    shift = UInt64(64 - bits)
  }

  private func slot(_ key: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Adds `amount` to the key's number (modulo 2^64, so that subtracting is adding its
  /// negation), the key new with 0.
  mutating func add(_ key: UInt32, _ amount: UInt64) {
    let mask = keys.count - 1
    var index = slot(key)
    while true {
      if keys[index] == key {
        values[index] &+= amount
        return
      }
      if keys[index] == 0 { break }
      index = (index + 1) & mask
    }
    keys[index] = key
    values[index] = amount
    count += 1
    if count * 2 > keys.count { grow() }
  }

  /// Adds every number of another table.
  mutating func add(_ other: ColorTable, times factor: UInt64) {
    for (key, value) in zip(other.keys, other.values) where key != 0 {
      add(key, value * factor)
    }
  }

  /// Takes every number of another table, times `factor`, from this one's (which has the keys
  /// and is at least as large).
  mutating func subtract(_ other: ColorTable, times factor: UInt64) {
    for (key, value) in zip(other.keys, other.values) where key != 0 {
      add(key, 0 &- value * factor)
    }
  }

  /// The key's number (0 when absent).
  func value(_ key: UInt32) -> UInt64 {
    let mask = keys.count - 1
    var index = slot(key)
    while keys[index] != 0 {
      if keys[index] == key { return values[index] }
      index = (index + 1) & mask
    }
    return 0
  }

  /// Every key and its number, in no particular order.
  func entries() -> [(key: UInt32, value: UInt64)] {
    zip(keys, values).filter { $0.0 != 0 }.map { (key: $0.0, value: $0.1) }
  }

  private mutating func grow() {
    var larger = ColorTable(capacity: keys.count)
    for (key, value) in zip(keys, values) where key != 0 { larger.add(key, value) }
    self = larger
  }
}

/// libimagequant: at most 255 colors (the 256th index is the transparent one) for the
/// histogram of an animation.
package enum Quantizer {
  package struct Entry: Sendable, Equatable {
    var red, green, blue: UInt8
  }

  /// The palette for a histogram of colors (sorted, so the same input gives the same colors).
  static func palette(_ histogram: [(key: UInt32, value: UInt64)]) -> [Entry] {
    let white = [Entry(red: 255, green: 255, blue: 255)]
    Self.oneThread()
    guard !histogram.isEmpty, let attributes = liq_attr_create() else { return white }
    defer { liq_attr_destroy(attributes) }
    liq_set_max_colors(attributes, 255)
    liq_set_speed(attributes, 3)
    guard let colors = liq_histogram_create(attributes) else { return white }
    defer { liq_histogram_destroy(colors) }
    let entries = histogram.filter { $0.value > 0 }.map { entry in
      liq_histogram_entry(
        color: liq_color(
          r: UInt8(truncatingIfNeeded: entry.key), g: UInt8(truncatingIfNeeded: entry.key >> 8),
          b: UInt8(truncatingIfNeeded: entry.key >> 16), a: 255),
        count: UInt32(min(entry.value, UInt64(UInt32.max))))
    }
    let added = entries.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map {
        liq_histogram_add_colors(colors, attributes, $0, Int32(buffer.count), 0)
      }
    }
    var result: OpaquePointer?
    guard added == LIQ_OK, liq_histogram_quantize(colors, attributes, &result) == LIQ_OK,
      let result
    else { return white }
    defer { liq_result_destroy(result) }
    guard let palette = liq_get_palette(result) else { return white }
    let count = Int(palette.pointee.count)
    var chosen: [Entry] = []
    withUnsafeBytes(of: palette.pointee.entries) { raw in
      let colors = raw.bindMemory(to: liq_color.self)
      for index in 0..<min(count, 255) {
        chosen.append(Entry(red: colors[index].r, green: colors[index].g, blue: colors[index].b))
      }
    }
    return chosen.isEmpty ? white : chosen
  }

  /// The nearest palette entry of each color of a histogram, worked out `jobs` at a time.
  static func nearest(
    _ histogram: [(key: UInt32, value: UInt64)], in palette: [Entry], jobs: Int
  ) -> [Int] {
    let chunk = 4096
    return Array(
      Parallel.map((histogram.count + chunk - 1) / chunk, jobs: jobs) { part in
        histogram[part * chunk..<min(histogram.count, (part + 1) * chunk)].map {
          Quantizer.nearest($0.key, in: palette)
        }
      }.joined())
  }

  /// Each palette entry moved to the weighted median, channel by channel, of the colors
  /// nearest it: the entry that makes their mean absolute difference least (a round of
  /// k-medians; an entry that no color is nearest stays).
  static func medians(
    _ histogram: [(key: UInt32, value: UInt64)], nearest: [Int], palette: [Entry]
  ) -> [Entry] {
    var weights = [UInt64](repeating: 0, count: palette.count * 3 * 256)
    var totals = [UInt64](repeating: 0, count: palette.count)
    for (entry, index) in zip(histogram, nearest) where entry.value > 0 {
      totals[index] += entry.value
      for channel in 0..<3 {
        let value = Int((entry.key >> (8 * channel)) & 0xFF)
        weights[(index * 3 + channel) * 256 + value] += entry.value
      }
    }
    return palette.enumerated().map { index, entry in
      guard totals[index] > 0 else { return entry }
      var channels: [UInt8] = []
      for channel in 0..<3 {
        var sum: UInt64 = 0
        var value = 0
        while value < 255 {
          sum += weights[(index * 3 + channel) * 256 + value]
          if 2 * sum >= totals[index] { break }
          value += 1
        }
        channels.append(UInt8(value))
      }
      return Entry(red: channels[0], green: channels[1], blue: channels[2])
    }
  }

  /// The index of the palette entry nearest a color (RGB with alpha 255): the least sum of
  /// absolute differences, the first of equals.
  static func nearest(_ color: UInt32, in palette: [Entry]) -> Int {
    let red = Int(color & 0xFF)
    let green = Int((color >> 8) & 0xFF)
    let blue = Int((color >> 16) & 0xFF)
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in palette.enumerated() {
      let dr = Int(entry.red) - red
      let dg = Int(entry.green) - green
      let db = Int(entry.blue) - blue
      let distance = abs(dr) + abs(dg) + abs(db)
      if distance < bestDistance {
        best = index
        bestDistance = distance
        if distance == 0 { break }
      }
    }
    return best
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
