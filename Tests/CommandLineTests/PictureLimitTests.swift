import TestFiles
import TestSupport
import Testing

/// Pictures and videos too large for their encoders, or whose estimate passes the limits, are
/// refused before anything is drawn; `--width`, `--columns` and the progress line
/// (docs/output.md, Sizes and limits).
@Suite("picture sizes and limits")
struct PictureLimitTests {
  /// slide.xml's timeline ends at 3 s; its picture is 200 × 100 pt.
  static let slide = testsFolder() + "/Fixtures/slide.xml"

  /// A file in a new folder that lasts as long as the tests.
  static func write(_ text: String, name: String) -> String {
    let path = TemporaryFolder.forProcess() + "/" + name
    Repository.write(text, to: path)
    return path
  }

  /// A scene of `width × height` pt whose box fades for `duration` seconds.
  static func scene(width: Double, height: Double, duration: Double = 1) -> String {
    """
    <interface version="1" name="Big" width="\(width)" height="\(height)">
      <subviews><view id="box" backgroundColor="#FF0000" frame="10 10 100 100"/></subviews>
      <timeline duration="\(duration)">
        <animate at="0" duration="\(duration)"><set view="box" alpha="0.5"/></animate>
      </timeline>
    </interface>
    """
  }

  /// An export's result and the files it wrote.
  static func export(_ arguments: [String], terminal: Bool = false) -> (CommandResult, [String]) {
    let output = TemporaryFolder()
    let result = runMotionboard(
      ["export"] + arguments + ["--output", output.path, "--color", "never"], terminal: terminal)
    return (result, Repository.files(in: output.path, suffix: "").filter { !$0.hasPrefix(".") })
  }

  @Test(
    "a picture past what its encoder takes is refused before drawing, naming --scale and --width")
  func tooLarge() {
    let file = Self.write(Self.scene(width: 400, height: 5000), name: "tall.xml")
    let (result, written) = Self.export([
      file, "--scale", "8", "--format", "png,strip,gif,webp,mp4,webm",
    ])
    #expect(result.status == 1)
    #expect(written.isEmpty)
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(file):1:1: error: the png picture would be 3,200 × 40,000 px, more than the 32,767 px "
          + "a side Cairo takes; make it smaller with --scale or --width",
        "\(file):1:1: error: the strip picture would be 6,784 × 40,576 px, more than the 32,767 "
          + "px a side Cairo takes; make it smaller with --scale, --width or --columns",
        "\(file):1:1: error: the gif picture would be 3,200 × 40,000 px, more than the 32,767 px "
          + "a side Cairo takes; make it smaller with --scale or --width",
        "\(file):1:1: error: the webp picture would be 3,200 × 40,000 px, more than the 16,383 "
          + "px a side libwebp takes; make it smaller with --scale or --width",
        "\(file):1:1: error: the mp4 picture would be 3,200 × 40,000 px, more than the 16,384 px "
          + "a side libx264 takes; make it smaller with --scale or --width",
        "\(file):1:1: error: the webm picture would be 3,200 × 40,000 px, more than the 16,384 "
          + "px a side libvpx takes; make it smaller with --scale or --width",
      ], "\(result.error)")
  }

  @Test("a root of 10⁹ points is refused, not a crash")
  func billionPoints() {
    let file = Self.write(Self.scene(width: 1e9, height: 100), name: "wide.xml")
    let (result, written) = Self.export([file, "--scale", "8", "--format", "png,strip,gif"])
    #expect(result.status == 1)
    #expect(written.isEmpty)
    #expect(
      result.error.contains(
        "error: the png picture would be more than 2³¹ px a side; make it smaller with --scale "
          + "or --width"))
    #expect(
      result.error.contains(
        "error: the strip picture would be more than 2³¹ px a side; make it smaller with --scale, "
          + "--width or --columns"))
    #expect(result.error.contains("error: the gif picture would be more than 2³¹ px a side"))
  }

  @Test("an estimate past render-time or render-memory is refused with what makes it smaller")
  func estimateRefused() {
    let (time, written) = Self.export([
      Self.slide, "--format", "gif", "--limit", "render-time=0.01",
    ])
    #expect(time.status == 1)
    #expect(written.isEmpty)
    #expect(
      time.error.contains("error: the gif export would draw 91 frames of 400 × 200 px, about "))
    #expect(
      time.error.contains(
        "more than the limit of 0.01 s; make it smaller with "
          + "--scale, --width, --fps or a shorter timeline, or raise the limit with --limit "
          + "render-time=N"), "\(time.error)")
    let (memory, _) = Self.export([
      Self.slide, "--format", "png", "--limit", "render-memory=100000",
    ])
    #expect(memory.status == 1)
    #expect(
      memory.error.contains(
        "error: the png export would draw a picture of 400 × 200 px, about 0.01 s of processor "
          + "time and 1.2 MiB, more than the limit of 0.1 MiB; make it smaller with --scale or "
          + "--width, or raise the limit with --limit render-memory=N"), "\(memory.error)")
  }

  @Test("the default limits refuse a 600 s GIF and a 3,599 s MP4 at --scale 8 before drawing")
  func defaultsRefuseLongRenders() {
    let long = Self.write(Self.scene(width: 375, height: 667, duration: 600), name: "long.xml")
    let (gif, _) = Self.export([long, "--scale", "8", "--format", "gif"])
    #expect(gif.status == 1)
    #expect(
      gif.error.contains("error: the gif export would draw 18,001 frames of 3,000 × 5,336 px"))
    #expect(gif.error.contains("raise the limit with --limit render-time=N"))
    let hour = Self.write(Self.scene(width: 375, height: 667, duration: 3599), name: "hour.xml")
    let (mp4, written) = Self.export([hour, "--format", "mp4,webm"])
    #expect(mp4.status == 1)
    #expect(written.isEmpty)
    #expect(mp4.error.contains("error: the mp4 export would draw 215,941 frames of 750 × 1,334 px"))
    #expect(mp4.error.contains("error: the webm export would draw 215,941 frames"))
  }

  @Test("an image that declares more pixels than image-pixels is refused by the pictures")
  func imagePixels() {
    // A PNG's signature and header declaring 20,000 × 20,000 pixels (with the header's CRC,
    // which the image check requires: zlib.crc32 of "IHDR" and its 13 bytes), and its end.
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0]
    png += [0x6C, 0x12, 0xD1, 0x6E]
    png += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    let source = """
      <interface version="1" name="Huge" width="100" height="100">
        <subviews><imageView id="photo" image="huge.png" frame="0 0 50 50"/></subviews>
      </interface>
      """
    let folder = TemporaryFolder()
    Repository.write(source, to: folder.path("huge.xml"))
    #expect(Repository.write(bytes: png, to: folder.path("huge.png")))
    let (result, files) = Self.export([folder.path("huge.xml"), "--format", "png,gif"])
    #expect(result.status == 1)
    #expect(files.isEmpty)
    #expect(
      result.error.hasPrefix(
        "\(folder.path("huge.xml")):2:13: error: the image 'huge.png' declares 20,000 × 20,000 "
          + "pixels, more than the limit of 50,000,000; raise it with --limit image-pixels=N\n"),
      "\(result.error)")
  }

  @Test("--width sets the pictures' width, and the scale follows from it")
  func width() {
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "png,strip", "--width", "300",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(RasterOptionTests.size(output.path("slide.png")) == [300, 150])
    #expect(RasterOptionTests.size(output.path("slide.strip.png"))?.first == 300)
    for (arguments, message) in [
      (["--width", "0"], "The value '0' is invalid for '--width <pixels>'; use 1 to 32767."),
      (
        ["--width", "40000"], "The value '40000' is invalid for '--width <pixels>'; use 1 to 32767."
      ),
      (
        ["--width", "300", "--scale", "2"],
        "'--width' and '--scale' both set the pictures' size; use one of them."
      ),
      (
        ["--columns", "0"],
        "The value '0' is invalid for '--columns <count>'; use a whole number from 1."
      ),
    ] {
      let refused = runMotionboard(["export", Self.slide, "--format", "png"] + arguments)
      #expect(refused.status == 2)
      #expect(refused.error.hasPrefix("Error: \(message)\n"), "\(refused.error)")
    }
  }

  @Test("--columns sets the strip's panels a row")
  func columns() {
    let output = TemporaryFolder()
    // slide.xml's three states at 2×: 400 × 200 px panels, 32 px margins and gaps.
    for (columns, size) in [("3", [1328, 344]), ("1", [464, 968])] {
      let result = runMotionboard([
        "export", Self.slide, "--output", output.path, "--format", "strip", "--columns", columns,
      ])
      #expect(result.status == 0, "\(result.error)")
      #expect(RasterOptionTests.size(output.path("slide.strip.png")) == size)
    }
  }

  @Test("on a terminal a picture shows its frames done of the total; elsewhere nothing")
  func progress() {
    let output = TemporaryFolder()
    let arguments = [
      "export", Self.slide, "--output", output.path, "--format", "gif", "--scale", "1",
    ]
    let terminal = runMotionboard(arguments, terminal: true)
    #expect(terminal.status == 0)
    let path = output.path("slide.gif")
    #expect(terminal.error.hasPrefix("\r\u{1B}[K\(path): 0/91 frames"), "\(terminal.error)")
    #expect(terminal.error.contains("\r\u{1B}[K\(path): 91/91 frames"))
    // Cleared before the file's own output.
    #expect(terminal.error.hasSuffix("\r\u{1B}[K"))
    let quiet = runMotionboard(arguments)
    #expect(quiet.status == 0)
    #expect(quiet.error == "")
  }

  @Test("a text's outlines that would pass output-size are refused before the file is written")
  func textOutlines() {
    let words = String(repeating: "lorem ipsum dolor sit amet ", count: 200)
    let file = Self.write(
      """
      <interface version="1" name="Text" width="375" height="667">
        <subviews><label id="text" numberOfLines="0" text="\(words)" frame="0 0 375 667"/></subviews>
      </interface>
      """, name: "text.xml")
    let (result, written) = Self.export([
      file, "--format", "svg,lottie", "--limit", "output-size=300000",
    ])
    #expect(result.status == 1)
    #expect(written.isEmpty)
    // 5,400 characters: about 160 kB of SVG (each glyph placed by a `<use>`), 2 MB of Lottie.
    #expect(
      result.error.contains(
        "error: the lottie export's text outlines would take about "), "\(result.error)")
    #expect(result.error.contains("raise it with --limit output-size=N (or shorten the text)"))
    #expect(!result.error.contains("the svg export's text outlines"))
  }
}
