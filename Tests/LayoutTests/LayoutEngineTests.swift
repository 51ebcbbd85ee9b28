import Diagnostics
import Geometry
import Interface
import Layout
import Testing
import XMLTree

/// Lays out `body` inside a 375 × 667 root with the given root attributes.
func layout(_ body: String, head: String = "") throws -> (FrameTable, [Diagnostic]) {
  let text = """
    <interface version="1" name="T" width="375" height="667" \(head)>
    \(body)
    </interface>
    """
  let (tree, xml) = XMLTreeReader().read(Array(text.utf8), file: "t.xml")
  let root = try #require(tree, "\(xml)")
  let (document, log) = InterfaceParser.parse(root, file: "t.xml")
  #expect(!log.hasErrors, "\(log.diagnostics)")
  var engine = LayoutEngine(document)
  let frames = engine.solve()
  return (frames, engine.diagnostics)
}

extension FrameTable {
  /// Layout-space frame as [x, y, width, height] for compact expectations.
  func box(_ id: String) -> [Double] {
    let frame = layoutFrames[id] ?? .zero
    return [frame.minX, frame.minY, frame.width, frame.height].map { ($0 * 1e6).rounded() / 1e6 }
  }
}

@Suite("layout engine")
struct LayoutEngineTests {
  @Test("edges, centers, multipliers and system spacing place a view")
  func basicAttributes() throws {
    let (frames, diagnostics) = try layout(
      """
      <subviews><view id="a"/><view id="b"/></subviews>
      <constraints>
        <constraint eq="a.leading == root.leading + 16"/>
        <constraint eq="a.width == 0.5 * root.width"/>
        <constraint eq="a.top == root.top + 10"/>
        <constraint eq="a.height == 3:2 * a.width"/>
        <constraint eq="b.centerX == root.centerX"/>
        <constraint eq="b.width == 100"/>
        <constraint eq="b.top == a.bottom" systemSpacing="2"/>
        <constraint eq="b.bottom == root.bottom - 20"/>
      </constraints>
      """)
    #expect(diagnostics.isEmpty)
    #expect(frames.box("a") == [16, 10, 187.5, 281.25])
    #expect(frames.box("b") == [137.5, 307.25, 100, 339.75])
  }

  @Test("margin attributes use layoutMargins, 8 points by default")
  func margins() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="box" frame="0 0 200 100" layoutMargins="10 20 30 40">
          <subviews><view id="inner"/><view id="plain"/></subviews>
        </view>
        <view id="other" frame="0 200 100 100"><subviews><view id="child"/></subviews></view>
      </subviews>
      <constraints>
        <constraint eq="inner.leading == box.leadingMargin"/>
        <constraint eq="inner.trailing == box.trailingMargin"/>
        <constraint eq="inner.top == box.topMargin"/>
        <constraint eq="inner.bottom == box.bottomMargin"/>
        <constraint eq="plain.centerX == box.centerXWithinMargins"/>
        <constraint eq="plain.centerY == box.centerYWithinMargins"/>
        <constraint eq="plain.width == 10"/>
        <constraint eq="plain.height == 10"/>
        <constraint eq="child.leading == other.leadingMargin"/>
        <constraint eq="child.top == other.topMargin"/>
        <constraint eq="child.trailing == other.trailingMargin"/>
        <constraint eq="child.bottom == other.bottomMargin"/>
      </constraints>
      """)
    #expect(frames.box("inner") == [20, 10, 140, 60])
    // The margins' box is x 20…160, y 10…70: its center is (90, 40).
    #expect(frames.box("plain") == [85, 35, 10, 10])
    #expect(frames.box("child") == [8, 208, 84, 84])
  }

  @Test("the safe area and the layout guides follow safeAreaInsets")
  func safeArea() throws {
    let (frames, _) = try layout(
      """
      <subviews><view id="a"/><view id="b"/></subviews>
      <constraints>
        <constraint eq="a.top == safeArea.top"/>
        <constraint eq="a.bottom == safeArea.bottom"/>
        <constraint eq="a.leading == safeArea.leading"/>
        <constraint eq="a.width == safeArea.width"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="topLayoutGuide"/>
        <constraint firstItem="b" firstAttribute="bottom" secondItem="bottomLayoutGuide"/>
        <constraint eq="b.leading == root.leading"/>
        <constraint eq="b.width == 10"/>
      </constraints>
      """, head: #"safeAreaInsets="47 10 34 20""#)
    #expect(frames.box("a") == [10, 47, 345, 586])
    #expect(frames.box("b") == [0, 47, 10, 586])
  }

  @Test("a subview's safe area is the part of it inside the root's safe area")
  func nestedSafeArea() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="full" frame="0 0 375 667"><subviews><view id="content"/></subviews></view>
      </subviews>
      <constraints>
        <constraint eq="content.top == full.safeArea.top"/>
        <constraint eq="content.bottom == full.safeArea.bottom"/>
        <constraint eq="content.leading == full.leading"/>
        <constraint eq="content.trailing == full.trailing"/>
      </constraints>
      """, head: #"safeAreaInsets="59 0 34 0""#)
    #expect(frames.box("content") == [0, 59, 375, 574])
  }

  @Test("a fixed frame is relative to the superview")
  func fixedFrame() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="card" frame="5 6 100 100"><subviews><view id="dot" frame="10 20 30 40"/></subviews></view>
      </subviews>
      """)
    #expect(frames.box("dot") == [15, 26, 30, 40])
    #expect(frames.frame(of: "dot") == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("hugging keeps a label at its intrinsic width; the lower hugging priority stretches")
  func hugging() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <label id="name" intrinsicSize="80 21"/>
        <label id="value" intrinsicSize="60 21" contentHuggingPriority="250 250"/>
      </subviews>
      <constraints>
        <constraint eq="name.leading == root.leading + 16"/>
        <constraint eq="value.leading == name.trailing + 8"/>
        <constraint eq="value.trailing == root.trailing - 16"/>
        <constraint eq="name.top == root.top"/>
        <constraint eq="value.top == root.top"/>
      </constraints>
      """)
    #expect(frames.box("name") == [16, 0, 80, 21])
    #expect(frames.box("value") == [104, 0, 255, 21])
  }

  @Test("compression resistance gives way to required constraints and to higher priorities")
  func compression() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <label id="long" intrinsicSize="500 21"/>
        <label id="soft" intrinsicSize="300 21" compressionResistancePriority="700 750"/>
      </subviews>
      <constraints>
        <constraint eq="long.leading == root.leading + 16"/>
        <constraint eq="long.trailing == root.trailing - 16"/>
        <constraint eq="long.top == root.top"/>
        <constraint eq="soft.leading == root.leading"/>
        <constraint eq="soft.width &lt;= 200 @701"/>
        <constraint eq="soft.top == root.top + 30"/>
      </constraints>
      """)
    #expect(frames.box("long") == [16, 0, 343, 21])
    #expect(frames.box("soft") == [0, 30, 200, 21])
  }

  @Test("UIKit's intrinsic sizes for switches, activity indicators and date pickers")
  func kindSizes() throws {
    let (frames, _) = try layout(
      """
      <subviews><switch id="s"/><activityIndicator id="a"/><activityIndicator id="l" style="large"/><datePicker id="d"/></subviews>
      <constraints>
        <constraint eq="s.leading == root.leading"/><constraint eq="s.top == root.top"/>
        <constraint eq="a.leading == root.leading"/><constraint eq="a.top == root.top"/>
        <constraint eq="l.leading == root.leading"/><constraint eq="l.top == root.top"/>
        <constraint eq="d.leading == root.leading"/><constraint eq="d.top == root.top"/>
      </constraints>
      """)
    #expect(frames.box("s") == [0, 0, 51, 31])
    #expect(frames.box("a") == [0, 0, 20, 20])
    #expect(frames.box("l") == [0, 0, 37, 37])
    #expect(frames.box("d") == [0, 0, 320, 216])
  }

  @Test("a label's baselines sit in its centred text; other views' baselines are their bottom")
  func baselines() throws {
    // Inter's hhea (2816 units per em, ascender 2728, descender −680, no line gap): a 17 pt
    // line is 17 × 3408 / 2816 = 20.574 tall with a 16.469 ascender; in a 41 pt label the text
    // starts (41 − 20.574) / 2 below the top.
    let (frames, _) = try layout(
      """
      <subviews><label id="title" text="Hello" font="body" intrinsicSize="60 41"/><view id="box"/></subviews>
      <constraints>
        <constraint eq="title.leading == root.leading"/><constraint eq="title.top == root.top"/>
        <constraint eq="box.top == title.firstBaseline"/>
        <constraint eq="box.leading == root.leading"/><constraint eq="box.width == 10"/>
        <constraint eq="box.lastBaseline == title.lastBaseline + 10"/>
      </constraints>
      """)
    let (line, ascender) = (17 * 3408 / 2816.0, 17 * 2728 / 2816.0)
    let first = (41 - line) / 2 + ascender
    let last = (41 + line) / 2 - (line - ascender)
    let box = frames.box("box")
    #expect(abs(box[1] - first) < 1e-6)
    #expect(abs(box[1] + box[3] - (last + 10)) < 1e-6)
  }

  @Test("bounds origins move what a view displays, and the root's own only in the picture")
  func boundsOrigins() throws {
    let (frames, _) = try layout(
      """
      <subviews><view id="scroll" frame="0 100 375 300"><subviews><view id="row" frame="0 50 375 44"/></subviews></view></subviews>
      """)
    let origins: [ViewID: Point] = ["scroll": Point(x: 0, y: 20), "root": Point(x: 0, y: 7)]
    #expect(frames.frameInRootBounds(of: "row", boundsOrigins: origins).minY == 130)
    #expect(frames.frameInRootBounds(of: "scroll", boundsOrigins: origins).minY == 100)
    #expect(frames.frameInPicture(of: "row", boundsOrigins: origins).minY == 123)
    #expect(frames.frameInPicture(of: "root", boundsOrigins: origins).minY == 0)
  }
}
