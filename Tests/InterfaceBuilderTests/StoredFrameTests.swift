import Geometry
import InterfaceBuilder
import Testing

/// What the import takes from the frames Xcode stored and from UIKit's measures: ambiguous
/// layouts, the pixel grid, the system font's line heights, margins (docs/storyboards.md).
@Suite("stored frames, pixels, text and margins")
struct StoredFrameTests {
  static func pinned(_ id: String, x: Double = 0, y: Double = 0) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="top" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
    """
  }

  @Test("an ambiguous view keeps the frame Xcode stored, with a warning naming the ambiguity")
  func ambiguousView() {
    let checked = IBFixture.check(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          id: "free", frame: #"x="40" y="300" width="120" height="60""#,
          attributes: #"ambiguous="YES""#),
        constraints: """
          <constraint firstItem="free" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="40" id="c1"/>
          """))
    let frames = checked.first.map(IBFixture.frames(of:)) ?? [:]
    #expect(frames["free"] == Rect(x: 40, y: 300, width: 120, height: 60))
    let warnings = checked.first.map { IBFixture.describe($0.log) } ?? []
    #expect(
      warnings.contains {
        $0.hasSuffix(
          "warning: ambiguous layout: 'free' is not fixed on the vertical axis "
            + "(y position and height); it keeps the frame the file shows for it")
      }, "\(warnings)")
  }

  @Test("frames are on the device's pixel grid, and a 17-point label is 20.5 tall at 2×")
  func pixelsAndText() {
    let label = IBFixture.view(
      "label", id: "l", frame: #"x="0" y="0" width="40" height="20.5""#,
      attributes: #"text="Title""#,
      children: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
    let thirds = IBFixture.view("view", id: "third")
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: label + thirds,
        constraints: Self.pinned("l", y: 30) + Self.pinned("third", y: 100) + """
          <constraint firstItem="third" firstAttribute="width" secondItem="top" secondAttribute="width" multiplier="1:3" id="w3"/>
          <constraint firstItem="third" firstAttribute="height" constant="10" id="h3"/>
          """))
    #expect(frames["l"]?.height == 20.5)
    // 375 / 3 = 125; at 2 pixels per point the width stays whole, and the label's 20.287 is
    // rounded up to 20.5.
    #expect(frames["third"]?.width == 125)
  }

  @Test("before Xcode 11, rounded text fields are 30 tall and segmented controls 29")
  func oldControls() {
    let field = IBFixture.view(
      "textField", id: "f", attributes: #"borderStyle="roundedRect" text="Name""#)
    let segments = IBFixture.view(
      "segmentedControl", id: "s",
      children: """
        <segments><segment title="One"/><segment title="Two"/></segments>
        """)
    for (tools, fieldHeight, segmentHeight) in [("14460.31", 30.0, 29.0), ("17156", 34, 32)] {
      let frames = IBFixture.frames(
        IBFixture.storyboard(
          tools: tools, subviews: field + segments,
          constraints: Self.pinned("f") + Self.pinned("s", y: 100)))
      #expect(frames["f"]?.height == fieldHeight, "\(tools)")
      #expect(frames["s"]?.height == segmentHeight, "\(tools)")
      #expect((frames["f"]?.width ?? 0) > 14, "\(tools): the field keeps its measured width")
    }
  }

  @Test("a stack view with stored margins arranges inside them")
  func stackMargins() {
    let stack = IBFixture.view(
      "stackView", id: "stack", attributes: #"axis="vertical""#,
      children: """
        <subviews>\(IBFixture.view(id: "item"))</subviews>
        <edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>
        <constraints><constraint firstItem="item" firstAttribute="height" constant="20" id="ih"/></constraints>
        """)
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: stack,
        constraints: Self.pinned("stack", y: 100) + """
          <constraint firstItem="stack" firstAttribute="width" constant="200" id="sw"/>
          """))
    #expect(frames["stack"] == Rect(x: 0, y: 100, width: 200, height: 36))
    #expect(frames["item"] == Rect(x: 16, y: 108, width: 168, height: 20))
  }

  @Test("preservesSuperviewLayoutMargins takes the larger of its own and its superview's")
  func preservedMargins() {
    // The inner view sits 4 points inside a container whose margins are 20: its own 8-point
    // margins grow to the 16 of the container's that reach into it.
    let inner = IBFixture.view(
      id: "inner", frame: #"x="4" y="4" width="192" height="92""#,
      attributes: #"preservesSuperviewLayoutMargins="YES""#,
      children: """
        <subviews>\(IBFixture.view(id: "dot", frame: #"x="16" y="16" width="10" height="10""#))</subviews>
        <constraints>
          <constraint firstItem="dot" firstAttribute="leading" secondItem="inner" secondAttribute="leadingMargin" id="d1"/>
          <constraint firstItem="dot" firstAttribute="top" secondItem="inner" secondAttribute="topMargin" id="d2"/>
          <constraint firstItem="dot" firstAttribute="width" constant="10" id="d3"/>
          <constraint firstItem="dot" firstAttribute="height" constant="10" id="d4"/>
        </constraints>
        """)
    let container = IBFixture.view(
      id: "box", frame: #"x="0" y="0" width="200" height="100""#,
      children: """
        <subviews>\(inner)</subviews>
        <edgeInsets key="layoutMargins" top="20" left="20" bottom="20" right="20"/>
        <constraints>
          <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="4" id="i1"/>
          <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="4" id="i2"/>
          <constraint firstItem="inner" firstAttribute="width" constant="192" id="i3"/>
          <constraint firstItem="inner" firstAttribute="height" constant="92" id="i4"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="b1"/>
          <constraint firstItem="box" firstAttribute="height" constant="100" id="b2"/>
        </constraints>
        """)
    let frames = IBFixture.frames(
      IBFixture.storyboard(subviews: container, constraints: Self.pinned("box", y: 100)))
    #expect(frames["dot"] == Rect(x: 20, y: 120, width: 10, height: 10))
  }
}
