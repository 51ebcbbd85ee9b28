internal import CImageQuant
import Parallelism

#if canImport(Glibc)
  import Glibc
#endif

// The GIF's palette (docs/output.md, Pictures: PNG, strip, GIF, WebP): the histogram of the
// frames shown, libimagequant's colors for it, and rounds of k-medians in sRGB values. The
// patches and the frames' LZW coding are in GIFEncoder.swift.

extension GIFEncoder {
  /// The histogram of the frames shown.
  ///
  /// Each color weighs as many pixels as it shows, times the frames it shows them for. A
  /// patch's pixels count until the end, less those that a later patch replaces from then on. (The error a viewer sees, and the benchmark measures,
  /// is over the frames shown.) Patches are added in order, and only their counts are kept.
  struct Histogram {
    private(set) var counts = ColorTable()

    /// Adds a patch shown in `remaining` frames, itself and those after it.
    mutating func add(_ patch: Patch, remaining: Int) {
      counts.add(patch.counts, times: UInt64(remaining))
      counts.subtract(patch.replaced, times: UInt64(remaining))
    }
  }

  /// One palette for the whole animation, and each color's index in it (its nearest entry).
  static func palette(of histogram: Histogram, jobs: Int) -> (
    palette: [Quantizer.Entry], indices: ColorTable
  ) {
    let histogram = histogram.counts.entries().sorted { $0.key < $1.key }
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
    return (palette, indices)
  }
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
