import Geometry
import Pipeline
import RasterOutput
import TestFiles
import TestSupport
import Testing

/// The strip (docs/output.md, The strip): each panel a state as `frames --states` gives it,
/// labelled with the time at which it is complete, in rows.
@Suite("the strip")
struct StripTests {
  /// The strip of a source's states, its panels' text entry split into fields, and its
  /// pixels.
  static func strip(
    _ source: String, file: String = "slide.xml", options: Compilation.ExportOptions = .init()
  ) throws -> (panels: [[String]], image: RasterImage) {
    let (bytes, log) = TestExport.bytes(source, file: file, format: .strip, options: options)
    #expect(!log.hasErrors, "\(log.diagnostics.map(\.message))")
    let text = try #require(RasterExportTests.pngText(bytes, key: "motionboard:panels"))
    let panels = text.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    return (panels, try #require(Pictures.decodedPNG(bytes)))
  }

  @Test("each panel has its state's label and time, the time it is complete, and its place")
  func panelEntries() throws {
    var options = Compilation.ExportOptions()
    options.scale = 1
    let (panels, image) = try Self.strip(RasterExportTests.slide, options: options)
    // Two 200 × 120 panels are nearest a square one above the other.
    #expect(panels.first == ["0", "0", "0", "16 16 200 120", "initial"])
    // The block is called at 0.2 s and complete at 0.8 s.
    #expect(panels.last == ["1", "0.2", "0.8", "16 192 200 120", "slide"])
    #expect(image.width == 232 && image.height == 368)
  }

  @Test("a panel shows its state's model, not the animation at a moment of it")
  func panelsAreStates() throws {
    let login = try #require(Repository.text(Repository.path("Examples/login.xml")))
    var options = Compilation.ExportOptions()
    options.scale = 1
    let (panels, image) = try Self.strip(login, file: "login.xml", options: options)
    let labels = panels.map { $0[4] }
    #expect(labels.count == 10)
    // `start` is called with `makeButtonSmall`, which comes after it: its state still has
    // the whole button (systemBlue, #007AFF, 25 pt from the left), which the other's has
    // shrunk to a 44 pt circle in the middle.
    let start = try #require(labels.firstIndex(of: "start"))
    let small = try #require(labels.firstIndex(of: "makeButtonSmall"))
    let compilation = Compilation()
    let checked = compilation.check(Array(login.utf8), file: "login.xml")
    let button = checked.states[start].frames.frame(of: "signIn")
    #expect(button.width > 300)
    let point = (Int(button.minX) + 10, Int(button.midY))
    #expect(Pictures.pixel(image, Self.place(panels[start], point)) == [0, 122, 255, 255])
    #expect(Pictures.pixel(image, Self.place(panels[small], point)) == [255, 255, 255, 255])
    // Labelled with when they are complete: `start` when its 0.5 s block ends, the last
    // state when `stop`'s 0.5 s fade ends, after `makeButtonBig`'s 0.15 s.
    #expect(panels[start][2] == "3")
    #expect(panels.last?[1] == "5" && panels.last?[2] == "5.5")
  }

  @Test("the last panel is the end of the timeline, where every animation has ended")
  func lastPanelIsTheEnd() throws {
    let login = try #require(Repository.text(Repository.path("Examples/login.xml")))
    var options = Compilation.ExportOptions()
    options.scale = 1
    let (panels, image) = try Self.strip(login, file: "login.xml", options: options)
    let (poster, _) = TestExport.bytes(login, file: "login.xml", format: .png, options: options)
    let end = try #require(Pictures.decodedPNG(poster))
    let rect = try #require(panels.last?[3].split(separator: " ").compactMap { Int($0) })
    var different = 0
    for y in 0..<end.height {
      for x in 0..<end.width
      where Pictures.pixel(image, rect[0] + x, rect[1] + y) != Pictures.pixel(end, x, y) {
        different += 1
      }
    }
    #expect(end.width == rect[2] && end.height == rect[3])
    #expect(different == 0)
  }

  /// A point of a panel's picture in the strip's pixels.
  static func place(_ panel: [String], _ point: (Int, Int)) -> (Int, Int) {
    let rect = panel[3].split(separator: " ").compactMap { Int($0) }
    return (rect[0] + point.0, rect[1] + point.1)
  }

  @Test("panels wrap into rows as close to square as can be, or --columns a row")
  func rows() throws {
    let phone = Size(width: 375, height: 667)
    let ten = try #require(StripLayout(count: 10, panelPoints: phone, scale: 1, columns: nil))
    #expect(ten.columns == 5 && ten.rows == 2)
    #expect(ten.origin(0) == (16, 16) && ten.origin(4) == (16 + 4 * 391, 16))
    #expect(ten.origin(5) == (16, 16 + 667 + 40 + 16))
    #expect(ten.size == PictureSize(width: 32 + 5 * 375 + 4 * 16, height: 32 + 2 * 707 + 16))
    let three = try #require(StripLayout(count: 10, panelPoints: phone, scale: 1, columns: 3))
    #expect(three.rows == 4 && three.size.width == 32 + 3 * 375 + 2 * 16)
    // A wide screen's panels go one above the other.
    let wide = Size(width: 1000, height: 100)
    #expect(StripLayout.squarestColumns(4, panel: wide) == 1)
    // More columns than panels: one row.
    #expect(StripLayout(count: 2, panelPoints: phone, scale: 1, columns: 9)?.columns == 2)
    // Forty panels of an iPhone-wide screen fit Cairo's 32,767 px a side at 2×.
    let forty = try #require(
      StripLayout(count: 41, panelPoints: Size(width: 390, height: 844), scale: 2, columns: nil))
    #expect(forty.size.fitsCairo)
  }

  @Test("--width gives the strip exactly that many pixels, the scale as large as fits")
  func width() throws {
    let phone = Size(width: 375, height: 667)
    for width in [900, 1000, 1234, 4000] {
      let layout = try #require(
        StripLayout(count: 10, panelPoints: phone, width: width, columns: nil))
      #expect(layout.size.width == width)
      let content = 2 * layout.margin + 5 * layout.panel.width + 4 * layout.gap
      #expect(content <= width)
      // A scale 1 % larger would not fit.
      let larger = try #require(
        StripLayout(count: 10, panelPoints: phone, scale: layout.scale * 1.01, columns: nil))
      #expect(larger.size.width > width)
    }
    var options = Compilation.ExportOptions()
    options.width = 1000
    let (_, image) = try Self.strip(RasterExportTests.slide, options: options)
    #expect(image.width == 1000)
  }
}
