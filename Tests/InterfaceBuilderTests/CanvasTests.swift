import Geometry
import InterfaceBuilder
import Testing

/// The screen a scene gets: device, orientation, simulated bars, old layout guides, margins.
@Suite("the canvas of a scene")
struct CanvasTests {
  /// A view pinned to the top view's safe area on all four sides.
  static let safeAreaFiller = IBFixture.view(id: "sub")
  static let safeAreaConstraints = """
    <constraint firstItem="sub" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" id="c2"/>
    <constraint firstItem="sub" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
    <constraint firstItem="safe" firstAttribute="trailing" secondItem="sub" secondAttribute="trailing" id="c4"/>
    """

  @Test("a notched phone's scene has the device's safe area; the top view sits at the origin")
  func notchedSafeArea() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        device: #"<device id="retina6_12" orientation="portrait"/>"#,
        frame: #"x="0" y="0" width="393" height="852""#, subviews: Self.safeAreaFiller,
        constraints: Self.safeAreaConstraints))
    #expect(frames["top"] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(frames["sub"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  }

  @Test("a navigation controller's child gets a 44-point bar, a tab bar controller's 49")
  func inferredBars() {
    let containers = """
      <scene sceneID="s2"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
            <rect key="frame" x="0" y="59" width="393" height="44"/>
          </navigationBar>
          <connections>
            <segue destination="vc" kind="relationship" relationship="rootViewController" id="g1"/>
          </connections>
        </navigationController>
      </objects></scene>
      <scene sceneID="s3"><objects>
        <tabBarController id="tabs" sceneMemberID="viewController">
          <connections>
            <segue destination="nav" kind="relationship" relationship="viewControllers" id="g2"/>
          </connections>
        </tabBarController>
      </objects></scene>
      """
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        device: #"<device id="retina6_12" orientation="portrait"/>"#,
        frame: #"x="0" y="0" width="393" height="852""#, subviews: Self.safeAreaFiller,
        constraints: Self.safeAreaConstraints, scenes: containers))
    #expect(frames["sub"] == Rect(x: 0, y: 59 + 44, width: 393, height: 852 - 103 - 34 - 49))
  }

  @Test("an opaque simulated navigation bar puts the top view below it, at the origin")
  func opaqueBar() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        controllerChildren: """
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
          """, frame: #"x="0" y="64" width="375" height="603""#, subviews: Self.safeAreaFiller,
        constraints: Self.safeAreaConstraints))
    #expect(frames["top"] == Rect(x: 0, y: 0, width: 375, height: 603))
    #expect(frames["sub"] == Rect(x: 0, y: 0, width: 375, height: 603))
  }

  @Test("the old top layout guide is the status bar's height on a phone without a notch")
  func topLayoutGuide() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        controllerChildren: """
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="tg"/>
            <viewControllerLayoutGuide type="bottom" id="bg"/>
          </layoutGuides>
          """,
        subviews: IBFixture.view(id: "sub"),
        constraints: """
          <constraint firstItem="sub" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="c1"/>
          <constraint firstItem="bg" firstAttribute="top" secondItem="sub" secondAttribute="bottom" constant="10" id="c2"/>
          <constraint firstItem="sub" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
          <constraint firstAttribute="width" secondItem="sub" secondAttribute="width" multiplier="2" id="c4"/>
          """))
    #expect(frames["sub"] == Rect(x: 0, y: 28, width: 187.5, height: 667 - 28 - 10))
  }

  @Test(
    "a top view's side margins are 16 points below 400 points wide, 20 from there, plus the safe area"
  )
  func topMargins() {
    for (device, width, height, side, top) in [
      ("retina4_7", 375.0, 667.0, 16.0, 20.0), ("retina6_1", 414, 896, 20, 48),
      ("retina6_12", 393, 852, 16, 59),
    ] {
      let frames = IBFixture.frames(
        IBFixture.storyboard(
          device: #"<device id="\#(device)" orientation="portrait"/>"#,
          frame: #"x="0" y="0" width="\#(width)" height="\#(height)""#,
          subviews: IBFixture.view(id: "sub"),
          constraints: """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="sub" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="top" secondAttribute="topMargin" id="c3"/>
            <constraint firstItem="sub" firstAttribute="height" constant="10" id="c4"/>
            """))
      #expect(
        frames["sub"] == Rect(x: side, y: top, width: width - 2 * side, height: 10),
        "\(device)")
    }
  }

  @Test("--device lays the scene out on another screen, with its safe area and size classes")
  func deviceOverride() throws {
    let device = try #require(IBDevice.named("retina6_12"))
    let frames = IBFixture.frames(
      IBFixture.storyboard(subviews: Self.safeAreaFiller, constraints: Self.safeAreaConstraints),
      device: device)
    #expect(frames["root"] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(frames["sub"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  }

  @Test("a 600 by 600 size-class canvas applies only default variations")
  func anyAnyCanvas() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        device: nil, frame: #"x="0" y="0" width="600" height="600""#,
        subviews: IBFixture.view(id: "sub"),
        constraints: """
          <constraint firstItem="sub" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
          <constraint firstItem="sub" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="sub" firstAttribute="height" constant="10" id="c3"/>
          <constraint firstItem="sub" firstAttribute="width" constant="100" id="wide">
            <variation key="widthClass=compact" constant="50"/>
          </constraint>
          """))
    #expect(frames["sub"] == Rect(x: 0, y: 20, width: 100, height: 10))
  }
}
