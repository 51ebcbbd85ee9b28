import TestFiles
import TestSupport
import Testing

/// `export --format png,strip,gif,webp` with `--scale`, `--fps`, `--poster` and
/// `--near-lossless` (docs/output.md, Pictures: PNG, strip, GIF, WebP).
@Suite("the picture formats' options")
struct RasterOptionTests {
  /// slide.xml's timeline ends at 3 s; its picture is 200 × 100 pt.
  static let slide = testsFolder() + "/Fixtures/slide.xml"

  /// A PNG's width and height from its header.
  static func size(_ path: String) -> [Int]? {
    guard let bytes = Repository.bytes(path), bytes.count > 24 else { return nil }
    let word = { (i: Int) in bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return [word(16), word(20)]
  }

  @Test("--scale sets the pixels per point, 2 by default")
  func scale() {
    let output = TemporaryFolder()
    let result = runMotionboard(["export", Self.slide, "--output", output.path, "--format", "png"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(output.path)/slide.png\n")
    #expect(Self.size(output.path("slide.png")) == [400, 200])
    let three = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "png", "--scale", "1.5",
    ])
    #expect(three.status == 0, "\(three.error)")
    #expect(Self.size(output.path("slide.png")) == [300, 150])
  }

  @Test("a scale of 0, below 0, above 8 or not a number is a usage error that writes nothing")
  func badScale() {
    for value in ["0", "-1", "9", "big", "nan"] {
      let output = TemporaryFolder()
      let result = runMotionboard([
        "export", Self.slide, "--output", output.path, "--format", "png", "--scale", value,
      ])
      #expect(result.status == 2, "\(value)")
      #expect(
        result.error.hasPrefix(
          "Error: The value '\(value)' is invalid for '--scale <factor>'; use a number above 0 "
            + "and at most 8.\n"), "\(result.error)")
      #expect(result.output.isEmpty)
      #expect(Repository.bytes(output.path("slide.png")) == nil)
    }
  }

  @Test("a poster time outside the timeline is a usage error for the PNG too")
  func posterOutside() {
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "png", "--poster", "4",
    ])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: The value '4' is invalid for '--poster <seconds>': the timeline of '"
          + Self.slide + "' ends at 3 s; use 0 to 3.\n"))
    #expect(Repository.bytes(output.path("slide.png")) == nil)
  }

  @Test("a near-lossless level outside 0…100 is a usage error")
  func badNearLossless() {
    let result = runMotionboard([
      "export", Self.slide, "--format", "webp", "--near-lossless", "101",
    ])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: The value '101' is invalid for '--near-lossless <level>'; use 0 to 100 "
          + "(100 is lossless).\n"))
  }

  @Test("--fps sets the GIF's frame rate: 10 fps gives delays of 10 cs")
  func fps() {
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "gif", "--fps", "10",
      "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.error)")
    let bytes = Repository.bytes(output.path("slide.gif")) ?? []
    // Every graphic control extension's delay is a multiple of 10 cs.
    var delays: [Int] = []
    for index in 0..<max(0, bytes.count - 6) where bytes[index] == 0x21 && bytes[index + 1] == 0xF9
    {
      delays.append(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8)
    }
    #expect(!delays.isEmpty)
    #expect(delays.allSatisfy { $0 > 0 && $0 % 10 == 0 }, "\(delays)")
    #expect(delays.reduce(0, +) == 310)
  }
}
