import TestFiles
import TestSupport
import Testing

/// `export --format mp4,webm` with `--fps`, `--scale` and `--loop` (docs/output.md, Video:
/// MP4, WebM).
@Suite("the video formats' options")
struct VideoOptionTests {
  /// slide.xml's timeline ends at 3 s; its picture is 200 × 100 pt.
  static let slide = testsFolder() + "/Fixtures/slide.xml"

  /// The number of samples in an MP4's sample size box (`stsz`), found by its name.
  static func samples(_ path: String) -> Int? {
    guard let bytes = Repository.bytes(path), bytes.count > 20 else { return nil }
    let name = Array("stsz".utf8)
    guard let at = (4..<bytes.count - 16).first(where: { bytes[$0..<$0 + 4].elementsEqual(name) })
    else { return nil }
    return bytes[at + 12..<at + 16].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test("mp4 and webm write NAME.mp4 and NAME.webm; 60 fps by default, --fps sets the rate")
  func formatsAndRate() {
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "mp4,webm", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(output.path)/slide.mp4\n\(output.path)/slide.webm\n")
    // 3 s at 60 fps, and the end shown for one more frame.
    #expect(Self.samples(output.path("slide.mp4")) == 181)
    #expect(
      (Repository.bytes(output.path("slide.webm")) ?? []).starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
    let slower = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "mp4", "--scale", "1",
      "--fps", "24", "--loop",
    ])
    #expect(slower.status == 0, "\(slower.error)")
    #expect(Self.samples(output.path("slide.mp4")) == 72)
  }

  @Test("a frame rate or scale out of range is a usage error that writes no video")
  func badOptions() {
    for (option, value, message) in [
      ("--fps", "0", "Error: The value '0' is invalid for '--fps <rate>'; use 1 to 240.\n"),
      ("--fps", "241", "Error: The value '241' is invalid for '--fps <rate>'; use 1 to 240.\n"),
      (
        "--scale", "0",
        "Error: The value '0' is invalid for '--scale <factor>'; use a number above 0 and at "
          + "most 8.\n"
      ),
    ] {
      let output = TemporaryFolder()
      let result = runMotionboard([
        "export", Self.slide, "--output", output.path, "--format", "mp4,webm", option, value,
      ])
      #expect(result.status == 2, "\(option) \(value)")
      #expect(result.error.hasPrefix(message), "\(result.error)")
      #expect(result.output.isEmpty)
      #expect(Repository.bytes(output.path("slide.mp4")) == nil)
      #expect(Repository.bytes(output.path("slide.webm")) == nil)
    }
  }

  @Test("a misspelt video format lists the formats and suggests the closest")
  func misspelt() {
    let result = runMotionboard(["export", Self.slide, "--format", "vebm"])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: The value 'vebm' is invalid for '--format <formats>'; use svg, lottie, html, png, "
          + "strip, gif, webp, mp4, webm, dotlottie or all. Did you mean 'webm'?\n"))
  }
}
