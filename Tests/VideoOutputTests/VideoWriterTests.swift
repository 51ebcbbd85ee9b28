import Pipeline
import RasterOutput
import TestFiles
import TestSupport
import Testing
import VideoOutput

/// The videos `export` writes (docs/output.md, Video: MP4, WebM): their frames, size, clock
/// and bytes.
@Suite("video exports")
struct VideoWriterTests {
  /// The bytes of a video of `source`, by default the red box sliding right
  /// (`SampleScenes.slide`: 100 pt from 0.2 s for 0.6 s; the timeline lasts 1.3 s).
  static func bytes(
    _ format: OutputFormat, options: Compilation.ExportOptions = .init(),
    source: String = SampleScenes.slide()
  ) -> [UInt8] {
    let (bytes, log) = TestExport.bytes(
      source, file: "slide.xml", format: format, options: options)
    #expect(!log.hasErrors)
    return bytes
  }

  @Test("an MP4 at the default 60 fps has 78 frames over 1.3 s plus the end, 400 × 240 at 2×")
  func mp4Frames() throws {
    let track = try #require(ContainerReading.mp4Track(Self.bytes(.mp4)))
    #expect(track.samples == 79)
    #expect(track.width == 400 && track.height == 240)
    #expect(abs(track.seconds - (1.3 + 1.0 / 60)) < 0.001, "\(track.seconds)")
  }

  @Test("a looping MP4 at --fps 30 has 39 frames and lasts exactly the timeline")
  func mp4LoopingAt30() throws {
    var options = Compilation.ExportOptions()
    options.videoFPS = 30
    options.loops = true
    let track = try #require(ContainerReading.mp4Track(Self.bytes(.mp4, options: options)))
    #expect(track.samples == 39)
    #expect(abs(track.seconds - 1.3) < 0.001, "\(track.seconds)")
  }

  @Test("the MP4 holds H.264 (avc1) and the WebM VP9, each frame a block")
  func codecs() throws {
    let mp4 = Self.bytes(.mp4)
    let entry = try #require(
      ContainerReading.box(mp4, ["moov", "trak", "mdia", "minf", "stbl", "stsd"]))
    #expect(String(decoding: entry.dropFirst(12).prefix(4), as: UTF8.self) == "avc1")
    let webm = try #require(ContainerReading.webmTrack(Self.bytes(.webm)))
    #expect(webm.codec == "V_VP9")
    #expect(webm.width == 400 && webm.height == 240)
    #expect(webm.blocks == 79)
  }

  @Test("odd sides gain a white pixel: 201 × 121 pt at 1× is a 202 × 122 video")
  func oddSidesPadded() throws {
    var options = Compilation.ExportOptions()
    options.scale = 1
    let source = SampleScenes.slide(width: 201, height: 121)
    let track = try #require(
      ContainerReading.mp4Track(Self.bytes(.mp4, options: options, source: source)))
    #expect(track.width == 202 && track.height == 122)
    let webm = try #require(
      ContainerReading.webmTrack(Self.bytes(.webm, options: options, source: source)))
    #expect(webm.width == 202 && webm.height == 122)
    #expect(VideoWriter.size(width: 201, height: 121) == (202, 122))
    #expect(VideoWriter.size(width: 200, height: 120) == (200, 120))
  }

  @Test("padding keeps the picture's pixels and adds white on the right and at the bottom")
  func paddingPixels() {
    // A 3 × 1 picture: red, green, blue.
    let image = RasterImage(
      width: 3, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])
    let padded = VideoWriter.padded(image, to: (4, 2))
    #expect(padded.width == 4 && padded.height == 2)
    #expect(
      padded.pixels
        == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        + [UInt8](repeating: 255, count: 16))
  }

  @Test(
    "two exports are the same bytes, whatever the threads that draw the frames",
    arguments: [
      OutputFormat.mp4, .webm,
    ])
  func sameBytes(format: OutputFormat) {
    var one = Compilation.ExportOptions()
    one.tracks.jobs = 1
    var four = Compilation.ExportOptions()
    four.tracks.jobs = 4
    let first = Self.bytes(format, options: one)
    #expect(first.count > 1000)
    // Compared as a Bool, so that a failure does not print every byte.
    let again = (0..<3).map { _ in Self.bytes(format, options: one) == first }
    #expect(again == [true, true, true])
    let threads = Self.bytes(format, options: four) == first
    #expect(threads)
  }

  @Test("nothing dated or versioned is written: no creation time, no muxer version")
  func nothingDated() throws {
    let mp4 = Self.bytes(.mp4)
    let header = try #require(ContainerReading.box(mp4, ["moov", "mvhd"]))
    // mvhd version 0: creation and modification times are zero.
    #expect(ContainerReading.word(header, 4) == 0 && ContainerReading.word(header, 8) == 0)
    // libavformat's version (LIBAVFORMAT_IDENT, "Lavf59.27.100") is left out.
    let versioned = [Self.contains(mp4, "Lavf5"), Self.contains(Self.bytes(.webm), "Lavf5")]
    #expect(versioned == [false, false])
  }

  static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    return (0...bytes.count - needle.count).contains {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }
}
