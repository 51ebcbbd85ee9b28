import Pipeline
import RasterOutput
import TestFiles
import TestSupport
import Testing

/// The pictures `export` draws (docs/output.md, Pictures: PNG, strip, GIF, WebP): their
/// pixels, timing and bytes.
@Suite("raster exports")
struct RasterExportTests {
  /// The red box sliding right (`SampleScenes.slide`), on a 200 × 120 screen.
  static let slide = SampleScenes.slide()

  static func bytes(
    _ format: OutputFormat, options: Compilation.ExportOptions = .init(), source: String = slide
  ) -> [UInt8] {
    let (bytes, log) = TestExport.bytes(
      source, file: "slide.xml", format: format, options: options)
    #expect(!log.hasErrors)
    return bytes
  }

  @Test("the painter draws views at their frames at the scale, over white")
  func painterPixels() throws {
    let compilation = Compilation()
    let checked = compilation.check(Array(Self.slide.utf8), file: "slide.xml")
    let scene = try #require(
      compilation.scene(checked, library: TestExport.library(), images: [:]))
    let painter = ScenePainter(scene: scene, scale: 2)
    #expect(painter.width == 400 && painter.height == 240)
    let start = try painter.picture(at: 0)
    // Inside the box at 0 s: (20…120, 30…80) pt.
    #expect(Pictures.pixel(start, 2 * 25, 2 * 35) == [255, 0, 0, 255])
    #expect(Pictures.pixel(start, 2 * 115, 2 * 75) == [255, 0, 0, 255])
    // Just outside it: white.
    #expect(Pictures.pixel(start, 2 * 125, 2 * 35) == [255, 255, 255, 255])
    #expect(Pictures.pixel(start, 2 * 15, 2 * 35) == [255, 255, 255, 255])
    // Halfway through the linear slide (0.5 s) the box is at x = 50.
    let middle = try painter.picture(at: 0.5)
    #expect(Pictures.pixel(middle, 2 * 45, 2 * 35) == [255, 255, 255, 255])
    #expect(Pictures.pixel(middle, 2 * 55, 2 * 35) == [255, 0, 0, 255])
    #expect(Pictures.pixel(middle, 2 * 145, 2 * 35) == [255, 0, 0, 255])
    // The edge at x = 50 pt (pixel 100) is sharp: pixel 99 white, pixel 100 red.
    #expect(Pictures.pixel(middle, 99, 70) == [255, 255, 255, 255])
    #expect(Pictures.pixel(middle, 100, 70) == [255, 0, 0, 255])
  }

  @Test("a 6 s timeline at 30 fps has 180 frames plus the end, 1/30 s apart")
  func frameTimes() {
    let once = RasterWriter.frameTimes(duration: 6, fps: 30, loops: false)
    #expect(once.count == 181)
    #expect(once[1].start == 1.0 / 30 && once[1].end == 2.0 / 30)
    #expect(once[179].end == 6)
    #expect(once[180].start == 6)
    let looping = RasterWriter.frameTimes(duration: 6, fps: 30, loops: true)
    #expect(looping.count == 180)
    #expect(looping.last?.end == 6)
    let partial = RasterWriter.frameTimes(duration: 0.25, fps: 10, loops: true)
    #expect(partial.map(\.start) == [0, 0.1, 0.2])
    #expect(partial.last?.end == 0.25)
  }

  /// The GIF's frames: (delay in centiseconds, left, top, width, height, 1 when it has a
  /// local color table) from its graphic control extensions and image descriptors, and
  /// whether it has a NETSCAPE2.0 loop.
  static func gifFrames(_ bytes: [UInt8]) -> (frames: [[Int]], loops: Bool) {
    var frames: [[Int]] = []
    var delay = 0
    var loops = false
    let word = { (i: Int) in Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
    var index = 13
    if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 7) + 1) }
    func skipBlocks() {
      while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
      index += 1
    }
    while index < bytes.count {
      switch bytes[index] {
      case 0x21:
        if bytes[index + 1] == 0xF9 { delay = word(index + 4) }
        if bytes[index + 1] == 0xFF,
          Array(bytes[index + 3..<index + 14]) == Array("NETSCAPE2.0".utf8)
        {
          loops = true
        }
        index += 2
        skipBlocks()
      case 0x2C:
        let packed = bytes[index + 9]
        frames.append([
          delay, word(index + 1), word(index + 3), word(index + 5), word(index + 7),
          packed & 0x80 != 0 ? 1 : 0,
        ])
        index += 10
        if packed & 0x80 != 0 { index += 3 << (Int(packed & 7) + 1) }
        index += 1  // LZW minimum code size
        skipBlocks()
      default:
        return (frames, loops)
      }
    }
    return (frames, loops)
  }

  @Test("GIF delays are centiseconds whose running sum stays within 5 ms of the frames' times")
  func gifTiming() {
    var options = Compilation.ExportOptions()
    options.scale = 1
    let gif = Self.bytes(.gif, options: options)
    #expect(gif.starts(with: Array("GIF89a".utf8)))
    let (frames, loops) = Self.gifFrames(gif)
    #expect(!loops)
    // 0…0.2 s is still, and so is the frame at 0.2 s (the slide starts there): one frame of
    // 7/30 s, 23 cs.
    #expect(frames.first?[0] == 23)
    var sum = 0
    for frame in frames {
      sum += frame[0]
      let seconds = Double(sum) / 100
      let grid = (seconds * 30).rounded() / 30
      #expect(abs(seconds - grid) <= 0.005, "running sum \(sum) cs")
    }
    // The timeline (1.3 s) and the end shown one more frame: 1.333 s.
    #expect(sum == 133)
    // The slide's 17 frames at 30 fps come in delays of 3 and 4 cs.
    #expect(frames.dropFirst().dropLast().allSatisfy { $0[0] == 3 || $0[0] == 4 })
    #expect(frames.count == 19)
    // The end (0.8 s) stays until 1.333 s.
    #expect(frames.last?[0] == 53)
  }

  @Test("GIF frames after the first store only the rectangle that changed")
  func gifDifferencing() {
    var options = Compilation.ExportOptions()
    options.scale = 1
    let (frames, _) = Self.gifFrames(Self.bytes(.gif, options: options))
    #expect(frames.first.map { Array($0[1...4]) } == [0, 0, 200, 120])
    // The box moves along y 30…80: later frames stay within those rows and x 20…180.
    for frame in frames.dropFirst() {
      #expect(frame[2] >= 30 && frame[2] + frame[4] <= 80, "\(frame)")
      #expect(frame[1] >= 20 && frame[1] + frame[3] <= 180, "\(frame)")
    }
    #expect(frames.count > 10)
  }

  @Test("GIF frames share one palette: a global color table with the box's red and the white")
  func gifPalette() {
    var options = Compilation.ExportOptions()
    options.scale = 1
    let gif = Self.bytes(.gif, options: options)
    // The logical screen descriptor's packed byte: a global table of 2^(n + 1) colors.
    #expect(gif[10] & 0x80 != 0)
    let size = 2 << Int(gif[10] & 7)
    let colors = (0..<size).map { Array(gif[13 + 3 * $0..<16 + 3 * $0]) }
    #expect(colors.contains([255, 0, 0]))
    #expect(colors.contains([255, 255, 255]))
    let (frames, _) = Self.gifFrames(gif)
    #expect(frames.count > 10)
    #expect(frames.allSatisfy { $0[5] == 0 }, "a frame has a local color table")
  }

  @Test("--loop writes a GIF that repeats forever and a WebP whose loop count is 0")
  func loops() {
    var options = Compilation.ExportOptions()
    options.scale = 1
    options.loops = true
    #expect(Self.gifFrames(Self.bytes(.gif, options: options)).loops)
    let webp = Self.bytes(.webp, options: options)
    #expect(webp.starts(with: Array("RIFF".utf8)))
    #expect(Array(webp[8..<12]) == Array("WEBP".utf8))
    let anim = Self.chunk("ANIM", in: webp)
    #expect(anim.count == 6 && anim[4] == 0 && anim[5] == 0)
    options.loops = false
    let once = Self.chunk("ANIM", in: Self.bytes(.webp, options: options))
    #expect(once.count == 6 && once[4] == 1 && once[5] == 0)
  }

  /// A RIFF chunk's data in a WebP file.
  static func chunk(_ name: String, in bytes: [UInt8]) -> [UInt8] {
    var index = 12
    while index + 8 <= bytes.count {
      let size =
        Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]) << 16
        | Int(bytes[index + 7]) << 24
      if Array(bytes[index..<index + 4]) == Array(name.utf8) {
        return Array(bytes[index + 8..<min(bytes.count, index + 8 + size)])
      }
      // VP8X's frames are nested in ANMF chunks; ANIM is at the top level.
      index += 8 + size + (size & 1)
    }
    return []
  }

  /// A PNG's `tEXt` value for a key.
  static func pngText(_ bytes: [UInt8], key: String) -> String? {
    var index = 8
    while index + 8 <= bytes.count {
      let size = bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
      let data = Array(bytes[index + 8..<index + 8 + size])
      if type == "tEXt", let zero = data.firstIndex(of: 0),
        String(decoding: data[..<zero], as: UTF8.self) == key
      {
        return String(decoding: data[(zero + 1)...], as: UTF8.self)
      }
      index += 12 + size
    }
    return nil
  }

  @Test("every picture format gives the same bytes again, and with one or two threads")
  func deterministic() {
    for format in [OutputFormat.png, .strip, .gif, .webp] {
      var one = Compilation.ExportOptions()
      one.tracks.jobs = 1
      var two = Compilation.ExportOptions()
      two.tracks.jobs = 2
      let first = Self.bytes(format, options: one)
      #expect(!first.isEmpty)
      #expect(first == Self.bytes(format, options: one), "\(format)")
      #expect(first == Self.bytes(format, options: two), "\(format)")
    }
  }
}
