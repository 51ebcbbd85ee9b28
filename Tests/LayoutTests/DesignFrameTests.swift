import Diagnostics
import Geometry
import Interface
import Layout
import Testing

/// Design frames, the pixel grid and the system font's UIKit metrics (docs/format.md, Layout
/// and Fonts).
@Suite("design frames, pixel grid and system metrics")
struct DesignFrameTests {
  @Test("a design frame settles only what the constraints leave free")
  func designFrames() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="free" designFrame="30 40 50 60"/>
        <view id="fixed" designFrame="30 40 50 60"/>
        <view id="container" designFrame="100 200 120 100">
          <subviews><view id="inner" designFrame="10 20 30 40"/></subviews>
        </view>
      </subviews>
      <constraints>
        <constraint eq="fixed.leading == root.leading + 5"/>
        <constraint eq="fixed.width == 70"/>
        <constraint eq="container.leading == root.leading + 100"/>
        <constraint eq="container.top == root.top + 300"/>
        <constraint eq="inner.width == 30"/>
        <constraint eq="inner.height == 40"/>
      </constraints>
      """)
    // Nothing holds 'free': it takes its design frame whole.
    #expect(frames.box("free") == [30, 40, 50, 60])
    // 'fixed' keeps its constraints' x and width; y and height come from the design frame.
    #expect(frames.box("fixed") == [5, 40, 70, 60])
    // The design frame is in the superview: 'inner' follows its container down to 300.
    #expect(frames.box("container") == [100, 300, 120, 100])
    #expect(frames.box("inner") == [110, 320, 30, 40])
  }

  @Test("a constraint of the lowest priority a file can give still beats a design frame")
  func designFramesAreWeakest() throws {
    let (frames, _) = try layout(
      """
      <subviews><view id="a" designFrame="0 0 50 50"/></subviews>
      <constraints>
        <constraint eq="a.leading == root.leading + 7 @ 1"/>
        <constraint eq="a.top == root.top"/>
        <constraint eq="a.width == 50"/>
        <constraint eq="a.height == 50"/>
      </constraints>
      """)
    #expect(frames.box("a") == [7, 0, 50, 50])
  }

  @Test("with a pixel scale each edge is rounded to the grid, sizes between rounded edges")
  func pixelGrid() throws {
    let body = """
      <subviews><view id="a"/><view id="b"/></subviews>
      <constraints>
        <constraint eq="a.leading == root.leading"/>
        <constraint eq="a.top == root.top + 10.2"/>
        <constraint eq="a.width == 100"/>
        <constraint eq="a.height == 1:1.3 * a.width"/>
        <constraint eq="b.leading == root.leading + 0.25"/>
        <constraint eq="b.top == a.bottom"/>
        <constraint eq="b.width == 20.5"/>
        <constraint eq="b.height == 10"/>
      </constraints>
      """
    let (exact, _) = try layout(body)
    #expect(exact.box("a") == [0, 10.2, 100, 76.923077])
    let (twice, _) = try layout(body, head: #"pixelScale="2""#)
    // 10.2 → 10; 87.123 → 87: the height is 77, and 'b' starts where 'a' ends.
    #expect(twice.box("a") == [0, 10, 100, 77])
    #expect(twice.box("b") == [0.5, 87, 20.5, 10])
    let (thrice, _) = try layout(body, head: #"pixelScale="3""#)
    #expect(thrice.box("a") == [0, 10.333333, 100, 76.666667])
  }

  @Test("with UIKit's metrics a 17-point label is 20.287 tall, rounded up to the device's pixels")
  func systemMetrics() throws {
    let body = """
      <subviews><label id="l" text="Hello" font="system 17"/></subviews>
      <constraints>
        <constraint eq="l.leading == root.leading"/>
        <constraint eq="l.top == root.top"/>
      </constraints>
      """
    let (twice, _) = try layout(body, head: #"systemFontMetrics="uikit" pixelScale="2""#)
    #expect(twice.box("l")[3] == 20.5)
    let (thrice, _) = try layout(body, head: #"systemFontMetrics="uikit" pixelScale="3""#)
    #expect(thrice.box("l")[3] == 20.333333)
    // A family the file names keeps its own metrics.
    let (named, _) = try layout(
      """
      <subviews><label id="l" text="Hello" font="DejaVu Sans 17"/></subviews>
      <constraints>
        <constraint eq="l.leading == root.leading"/>
        <constraint eq="l.top == root.top"/>
      </constraints>
      """, head: #"systemFontMetrics="uikit" pixelScale="2""#)
    #expect(named.box("l")[3] != 20.5)
  }

  @Test("intrinsicSize=\"measured 30\" keeps the measured width and replaces the height")
  func measuredWidth() throws {
    let body = """
      <subviews>
        <textField id="plain" text="Hello" borderStyle="roundedRect"/>
        <textField id="old" text="Hello" borderStyle="roundedRect" intrinsicSize="measured 30"/>
      </subviews>
      <constraints>
        <constraint eq="plain.leading == root.leading"/>
        <constraint eq="plain.top == root.top"/>
        <constraint eq="old.leading == root.leading"/>
        <constraint eq="old.top == root.top + 100"/>
      </constraints>
      """
    let (frames, _) = try layout(body)
    #expect(frames.box("plain")[3] == 34)
    #expect(frames.box("old")[3] == 30)
    #expect(frames.box("old")[2] == frames.box("plain")[2])
  }
}
