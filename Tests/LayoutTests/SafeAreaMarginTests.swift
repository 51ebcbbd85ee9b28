import Geometry
import Layout
import Testing

/// Margins that include the safe area, locations with multipliers, cells that keep a frame.
@Suite("margins, multipliers and cells as storyboards use them")
struct SafeAreaMarginTests {
  @Test("margins add the part of the safe area a view overlaps, when it insets them from it")
  func marginsFromSafeArea() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="full" frame="0 0 375 667" insetsLayoutMarginsFromSafeArea="true"
              layoutMargins="0 16 0 16"/>
        <view id="plain" frame="0 0 375 667" layoutMargins="0 16 0 16"/>
        <view id="a"/><view id="b"/>
      </subviews>
      <constraints>
        <constraint eq="a.top == full.topMargin"/>
        <constraint eq="a.bottom == full.bottomMargin"/>
        <constraint eq="a.leading == full.leadingMargin"/>
        <constraint eq="a.width == 10"/>
        <constraint eq="b.top == plain.topMargin"/>
        <constraint eq="b.leading == plain.leadingMargin"/>
        <constraint eq="b.width == 10"/>
        <constraint eq="b.height == 10"/>
      </constraints>
      """, head: #"safeAreaInsets="59 0 34 0""#)
    #expect(frames.box("a") == [16, 59, 10, 667 - 59 - 34])
    #expect(frames.box("b") == [16, 0, 10, 10])
  }

  @Test("inside a scroll view a view's safe area keeps only its left and right insets")
  func scrollContentSafeArea() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <scrollView id="scroller" frame="0 0 375 667">
          <subviews><view id="page" frame="0 0 375 667"/><view id="a"/></subviews>
        </scrollView>
      </subviews>
      <constraints>
        <constraint eq="a.top == page.safeArea.top"/>
        <constraint eq="a.leading == page.safeArea.leading"/>
        <constraint eq="a.width == 10"/>
        <constraint eq="a.height == 10"/>
      </constraints>
      """, head: #"safeAreaInsets="59 30 34 40""#)
    #expect(frames.box("a") == [30, 0, 10, 10])
  }

  @Test("a location with a multiplier is measured from the items' nearest common ancestor")
  func multiplierInAncestor() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="box" frame="100 100 200 200">
          <subviews><view id="dot"/></subviews>
        </view>
      </subviews>
      <constraints>
        <constraint eq="dot.centerX == 0.5 * box.centerX"/>
        <constraint eq="dot.top == box.top"/>
        <constraint eq="dot.width == 20"/>
        <constraint eq="dot.height == 20"/>
      </constraints>
      """)
    #expect(frames.box("dot") == [140, 100, 20, 20])
  }

  @Test("a cell with a frame keeps it; the others are placed one under another")
  func cellFrames() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <tableView id="table" frame="0 100 375 400">
          <subviews>
            <tableViewCell id="kept" frame="0 28 375 60"/>
            <tableViewCell id="placed"/>
          </subviews>
        </tableView>
        <tableViewCell id="alone" frame="0 600 375 44"/>
      </subviews>
      """)
    #expect(frames.box("kept") == [0, 128, 375, 60])
    #expect(frames.box("placed") == [0, 100, 375, 44])
    #expect(frames.box("alone") == [0, 600, 375, 44])
  }
}
