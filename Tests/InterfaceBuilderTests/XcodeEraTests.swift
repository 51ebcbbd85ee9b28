import Geometry
import InterfaceBuilder
import Testing

/// Rules of Xcode's canvas dated by the Xcode that saved the file (its `toolsVersion`), and
/// where Xcode draws scenes smaller than the screen.
@Suite("the Xcode that saved the file")
struct XcodeEraTests {
  /// A view pinned to the top view's safe area at the top, 10 points tall.
  static let belowSafeTop = IBFixture.view(id: "sub")
  static let safeTopConstraints = """
    <constraint firstItem="sub" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
    <constraint firstItem="sub" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
    <constraint firstItem="sub" firstAttribute="width" constant="10" id="c3"/>
    <constraint firstItem="sub" firstAttribute="height" constant="10" id="c4"/>
    """

  static func safeTop(tools: String, device: String = "retina4_7", height: Double = 667) -> Double?
  {
    IBFixture.frames(
      IBFixture.storyboard(
        device: #"<device id="\#(device)" orientation="portrait"/>"#, tools: tools,
        frame: #"x="0" y="0" width="\#(device == "retina6_1" ? 414 : 375)" height="\#(height)""#,
        subviews: belowSafeTop, constraints: safeTopConstraints))["sub"]?.minY
  }

  @Test("Xcode 11 to 14.2 draw no status bar on phones without a notch; 10 and 14.3 do")
  func statusBarByVersion() {
    #expect(Self.safeTop(tools: "14490.70") == 20)
    #expect(Self.safeTop(tools: "14810.12") == 0)
    #expect(Self.safeTop(tools: "17156") == 0)
    #expect(Self.safeTop(tools: "21507") == 0)
    #expect(Self.safeTop(tools: "21701") == 20)
    #expect(Self.safeTop(tools: "23504") == 20)
  }

  @Test("Xcode 26 doubles a notched phone's insets; a phone without a notch keeps 20")
  func doubledInsets() {
    #expect(Self.safeTop(tools: "23504", device: "retina6_1", height: 896) == 48)
    #expect(Self.safeTop(tools: "24127", device: "retina6_1", height: 896) == 96)
    #expect(Self.safeTop(tools: "24127") == 20)
  }

  @Test("toolsVersion 32700.99.1234 is dated by the Cocoa Touch plug-in's version")
  func placeholderToolsVersion() {
    let text = IBFixture.storyboard(
      tools: "32700.99.1234", subviews: IBFixture.view("switch", id: "sw"),
      constraints: """
        <constraint firstItem="sw" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
        <constraint firstItem="sw" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
        """
    ).replacing(
      "<scenes>",
      with: """
        <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" \
        version="22685"/></dependencies>
        <scenes>
        """)
    // An Xcode 15 switch, not Xcode 26's 63 × 28.
    #expect(IBFixture.frames(text)["sw"]?.size == Size(width: 51, height: 31))
  }

  @Test("steppers are 32 points tall from Xcode 11, 29 before; search bars 56, 64 from Xcode 26")
  func controlSizes() {
    func size(_ kind: String, tools: String) -> Size? {
      IBFixture.frames(
        IBFixture.storyboard(
          tools: tools, subviews: IBFixture.view(kind, id: "v"),
          constraints: """
            <constraint firstItem="v" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
            <constraint firstItem="v" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
            """))["v"]?.size
    }
    #expect(size("stepper", tools: "14490.70")?.height == 29)
    #expect(size("stepper", tools: "14810.12")?.height == 32)
    #expect(size("searchBar", tools: "23504") == Size(width: 375, height: 56))
    #expect(size("searchBar", tools: "24127") == Size(width: 375, height: 64))
  }

  @Test("a scene as wide as the screen but shorter is a sheet at its bottom, its bar 56 tall")
  func sheets() {
    // A page sheet on an iPhone 11: 842 points tall, 54 below the screen's top, so the status
    // bar does not reach it; the home indicator's 34 points do.
    let sheet = IBFixture.frames(
      IBFixture.storyboard(
        device: #"<device id="retina6_1" orientation="portrait"/>"#, tools: "17156",
        frame: #"x="0" y="0" width="414" height="842""#, subviews: IBFixture.view(id: "sub"),
        constraints: """
          <constraint firstItem="sub" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" id="c2"/>
          <constraint firstItem="sub" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
          <constraint firstItem="sub" firstAttribute="width" constant="10" id="c4"/>
          """))
    #expect(sheet["sub"] == Rect(x: 0, y: 0, width: 10, height: 842 - 34))
    let withBar = IBFixture.frames(
      IBFixture.storyboard(
        device: #"<device id="retina6_1" orientation="portrait"/>"#, tools: "17156",
        controllerChildren: """
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
          """,
        frame: #"x="0" y="0" width="414" height="842""#, subviews: Self.belowSafeTop,
        constraints: Self.safeTopConstraints))
    #expect(withBar["sub"]?.minY == 56)
  }

  @Test("Xcode 12's freeform scenes, with only a freeform size, are their own screen")
  func freeformSize() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        device: #"<device id="retina6_1" orientation="portrait"/>"#, tools: "17156",
        controllerChildren: #"<size key="freeformSize" width="414" height="1200"/>"#,
        frame: #"x="0" y="0" width="414" height="1200""#, subviews: IBFixture.view(id: "sub"),
        constraints: """
          <constraint firstItem="sub" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" id="c2"/>
          <constraint firstItem="sub" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
          <constraint firstItem="sub" firstAttribute="width" constant="10" id="c4"/>
          """))
    #expect(frames["sub"] == Rect(x: 0, y: 44, width: 10, height: 1200 - 44 - 34))
  }

  @Test("a scroll view's centres and sizes relate to its frame, its edges to its content")
  func scrollViewCentres() {
    // Apple's Auto Layout Guide, "Working with Scroll Views": the content view is pinned to the
    // content's edges and centred on the scroll view's frame, as wide as the frame; the label
    // is centred on the scroll view too.
    let content = IBFixture.view(id: "content")
    let label = IBFixture.view(id: "mark")
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          "scrollView", id: "scroll",
          children: "<subviews>\(content)\(label)</subviews>"),
        constraints: """
          <constraint firstItem="scroll" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="s1"/>
          <constraint firstItem="scroll" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="s2"/>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="top" secondAttribute="top" id="s3"/>
          <constraint firstItem="scroll" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="s4"/>
          <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="k1"/>
          <constraint firstItem="content" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k2"/>
          <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="k3"/>
          <constraint firstItem="content" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="k4"/>
          <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="k5"/>
          <constraint firstItem="content" firstAttribute="height" constant="900" id="k6"/>
          <constraint firstItem="mark" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="m1"/>
          <constraint firstItem="mark" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="8" id="m2"/>
          <constraint firstItem="mark" firstAttribute="width" constant="40" id="m3"/>
          <constraint firstItem="mark" firstAttribute="height" constant="20" id="m4"/>
          """))
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 375, height: 900))
    #expect(frames["mark"] == Rect(x: 167.5, y: 8, width: 40, height: 20))
  }
}
