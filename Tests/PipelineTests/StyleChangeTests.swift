import TestSupport
import Testing

/// `<set>` of `borderWidth`, `borderColor` and `tintColor` reaches the pictures: each changes at
/// the block's start, as UIKit changes them inside an animation block, in both files.
@Suite("style changes in the timeline")
struct StyleChangeTests {
  static let file = "Tests/PipelineTests/Goldens/style-changes.xml"

  @Test("the SVG draws the declared border until the block starts, then the new one")
  func svgBorder() throws {
    let svg = try #require(TestExport.export(file: Self.file, formats: [.svg]).outputs[.svg])
    #expect(svg.contains(##"stroke="#FF3B30" stroke-width="2"/>"##))
    #expect(svg.contains(##"stroke="#007AFF" stroke-width="4"/>"##))
    // The block starts at 0.5 s of a 2 s timeline: a quarter of the way.
    #expect(svg.contains(#"keyTimes="0;0.25" values="inherit;hidden""#))
    #expect(svg.contains(#"keyTimes="0;0.25" values="hidden;inherit""#))
  }

  @Test("the switch's track takes the new tint at the block's start, in both files")
  func tint() throws {
    let outputs = TestExport.export(file: Self.file).outputs
    let svg = try #require(outputs[.svg])
    let lottie = try #require(outputs[.lottie])
    // The on color fades in over the gray track (the switch is on: at full opacity).
    #expect(
      svg.contains(##"rx="15.5" fill="#34C759" opacity="1"/>"##)
        && svg.contains(##"rx="15.5" fill="#FF2D55" opacity="1"/>"##))
    // systemPink is (255, 45, 85): 45/255 ≈ 0.1765.
    #expect(lottie.contains(#""nm":"content 1""#) && lottie.contains("[1,0.1765,0.3333,1]"))
  }

  @Test("the Lottie file shows each border in its own time window")
  func lottieBorder() throws {
    let lottie = try #require(
      TestExport.export(file: Self.file, formats: [.lottie]).outputs[.lottie])
    #expect(lottie.contains(#""nm":"border 0""#) && lottie.contains(#""nm":"border 1""#))
    #expect(lottie.contains(#""w":{"a":0,"k":2}"#) && lottie.contains(#""w":{"a":0,"k":4}"#))
  }
}
