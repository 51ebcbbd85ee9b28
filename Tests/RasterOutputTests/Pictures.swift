internal import CZlib
import Pipeline
import RasterOutput
import TestSupport

/// What the picture tests read back.
enum Pictures {
  /// The RGBA of a pixel of a picture.
  static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let index = (y * image.width + x) * 4
    return image.pixels[index..<index + 4].map(Int.init)
  }

  /// A document showing embedded images, exported as a PNG (how many diagnostics, whether a
  /// file came out), and its poster's pixels: the painter at the end of the timeline, at
  /// scale 2.
  static func poster(_ source: String, file: String, images: [String: [UInt8]]) -> (
    diagnostics: Int, wrotePNG: Bool, poster: RasterImage?
  ) {
    let (outputs, log) = TestExport.exportFiles(
      source, file: file, formats: [.png], images: images)
    let compilation = Compilation()
    let checked = compilation.check(Array(source.utf8), file: file)
    let scene = compilation.scene(checked, library: TestExport.library(), images: images)
    return (
      log.diagnostics.count, outputs[.png] != nil,
      scene.flatMap { try? ScenePainter(scene: $0, scale: 2).picture(at: 0) }
    )
  }
}

extension Pictures {
  /// The pixels of an 8-bit RGB or RGBA PNG without interlacing (what the exports write),
  /// inflated by zlib and unfiltered here; nil for anything else.
  static func decodedPNG(_ bytes: [UInt8]) -> RasterImage? {
    var index = 8
    var (width, height, channels) = (0, 0, 0)
    var deflated: [UInt8] = []
    while index + 12 <= bytes.count {
      let size = bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
      guard index + 12 + size <= bytes.count else { return nil }
      let data = bytes[index + 8..<index + 8 + size]
      let word = { (at: Int) in
        data[data.startIndex + at..<data.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) }
      }
      if type == "IHDR" {
        (width, height) = (word(0), word(4))
        let color = data[data.startIndex + 9]
        guard data[data.startIndex + 8] == 8, color == 2 || color == 6,
          data[data.startIndex + 12] == 0
        else { return nil }
        channels = color == 2 ? 3 : 4
      }
      if type == "IDAT" { deflated += data }
      index += 12 + size
    }
    let stride = width * channels
    guard width > 0, height > 0 else { return nil }
    var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
    var length = uLong(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      deflated.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, length == uLong(raw.count) else { return nil }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var previous = [Int](repeating: 0, count: stride)
    var row = [Int](repeating: 0, count: stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      for i in 0..<stride {
        let value = Int(raw[y * (stride + 1) + 1 + i])
        let a = i >= channels ? row[i - channels] : 0
        let b = previous[i]
        let c = i >= channels ? previous[i - channels] : 0
        let predicted: Int
        switch filter {
        case 1: predicted = a
        case 2: predicted = b
        case 3: predicted = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: predicted = 0
        }
        row[i] = (value + predicted) & 0xFF
      }
      for x in 0..<width {
        for channel in 0..<channels {
          pixels[(y * width + x) * 4 + channel] = UInt8(row[x * channels + channel])
        }
      }
      swap(&previous, &row)
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }

  /// The RGBA of a pixel at a point.
  static func pixel(_ image: RasterImage, _ point: (Int, Int)) -> [Int] {
    pixel(image, point.0, point.1)
  }
}
