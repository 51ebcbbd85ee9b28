import TestSupport
import Testing

/// A border is drawn as UIKit composites it, alike in both files: inside the frame, with sharp
/// corners or the view's radius less half its width, over the view's content and subviews.
@Suite("borders")
struct BorderTests {
  static let scene = """
    <interface version="1" width="200" height="200">
      <subviews>
        <view id="box" borderWidth="4" borderColor="red" cornerRadius="10" frame="10 10 100 80">
          <subviews><view id="inner" backgroundColor="blue" frame="0 0 50 50"/></subviews>
        </view>
      </subviews>
      <timeline><animate duration="0.5"><set view="box" cornerRadius="20"/></animate></timeline>
    </interface>
    """

  @Test("Lottie draws the border in its own layer above the subviews, inset, sharp-cornered")
  func lottie() throws {
    let lottie = try #require(
      TestExport.export(Self.scene, file: "b.xml", formats: [.lottie]).outputs[.lottie])
    let border = try #require(lottie.firstRange(of: #""nm":"box border""#))
    let inner = try #require(lottie.firstRange(of: #""nm":"inner""#))
    #expect(border.lowerBound < inner.lowerBound, "the border layer comes first: it is on top")
    // Inset by half the width on each side: 100 − 4 by 80 − 4, radius 10 − 2 to 20 − 2.
    #expect(lottie.contains(#""s":{"a":0,"k":[96,76]}"#))
    #expect(lottie.contains(#""s":[8]"#) && lottie.contains(#""s":[18]"#))
    #expect(lottie.contains(#""lc":1,"lj":1,"ml":4"#))
  }

  @Test("the SVG border's corners follow the animated radius, less half the width")
  func svgRadius() throws {
    let svg = try #require(
      TestExport.export(Self.scene, file: "b.xml", formats: [.svg]).outputs[.svg])
    // The static radius is the still picture's, at the end.
    #expect(svg.contains(#"<rect x="2" y="2" width="96" height="76" rx="18" fill="none""#))
    #expect(svg.contains(#"<animate attributeName="rx""#) && svg.contains(#"values="8;18"#))
  }
}
