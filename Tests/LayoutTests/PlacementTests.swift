import Testing

/// Alignment rectangles, layout guides, autoresizing masks and cells, against frames worked
/// out by hand.
@Suite("alignment rectangles, guides, autoresizing and cells")
struct PlacementTests {
  @Test("constraints place a switch's alignment rectangle, 2 pt inside its frame on the right")
  func switchAlignmentRect() throws {
    let (frames, _) = try layout(
      """
      <subviews><switch id="sw"/><switch id="narrow"/></subviews>
      <constraints>
        <constraint eq="sw.trailing == root.trailing - 16"/>
        <constraint eq="sw.top == root.top + 100"/>
        <constraint eq="narrow.leading == root.leading"/>
        <constraint eq="narrow.top == root.top"/>
        <constraint eq="narrow.width == 40"/>
      </constraints>
      """)
    #expect(frames.box("sw") == [310, 100, 51, 31])
    #expect(frames.box("narrow") == [0, 0, 42, 31])
  }

  @Test("a slider's rectangle is 2 pt in at the sides and 1 pt above its frame's bottom")
  func sliderAlignmentRect() throws {
    let (frames, _) = try layout(
      """
      <subviews><slider id="sl"/><segmentedControl id="seg" segments="A,B"/></subviews>
      <constraints>
        <constraint eq="sl.leading == root.leading + 20"/>
        <constraint eq="sl.trailing == root.trailing - 20"/>
        <constraint eq="sl.bottom == root.top + 230"/>
        <constraint eq="seg.leading == root.leading"/>
        <constraint eq="seg.bottom == root.top + 300"/>
      </constraints>
      """)
    #expect(frames.box("sl") == [18, 200, 339, 31])
    #expect(frames.box("seg")[1] == 269)
    #expect(frames.box("seg")[3] == 32)
  }

  @Test("layoutMarginsGuide is the view inset by its margins")
  func marginsGuide() throws {
    let (frames, _) = try layout(
      """
      <subviews><view id="box" frame="0 0 200 100" layoutMargins="10 20 30 40">
        <subviews><view id="inner"/></subviews></view></subviews>
      <constraints>
        <constraint eq="inner.leading == box.layoutMarginsGuide.leading"/>
        <constraint eq="inner.trailing == box.layoutMarginsGuide.trailing"/>
        <constraint eq="inner.top == box.layoutMarginsGuide.top"/>
        <constraint eq="inner.bottom == box.layoutMarginsGuide.bottom"/>
      </constraints>
      """)
    #expect(frames.box("inner") == [20, 10, 140, 60])
  }

  @Test("readableContentGuide narrows wide margins to 672 points, centred")
  func readableGuide() throws {
    let (frames, _) = try layout(
      """
      <subviews><view id="wide" frame="0 0 1024 100"><subviews><view id="text"/></subviews></view>
        <view id="narrow" frame="0 0 300 100"><subviews><view id="inner"/></subviews></view>
      </subviews>
      <constraints>
        <constraint eq="text.leading == wide.readableContentGuide.leading"/>
        <constraint eq="text.trailing == wide.readableContentGuide.trailing"/>
        <constraint eq="text.top == wide.top"/><constraint eq="text.height == 10"/>
        <constraint eq="inner.leading == narrow.readableContentGuide.leading"/>
        <constraint eq="inner.width == narrow.readableContentGuide.width"/>
        <constraint eq="inner.top == narrow.top"/><constraint eq="inner.height == 10"/>
      </constraints>
      """)
    // Margins 8: 1008 points between them, 168 more on each side for 672.
    #expect(frames.box("text") == [176, 0, 672, 10])
    #expect(frames.box("inner") == [8, 0, 284, 10])
  }

  @Test("a scroll view's edges, related to its content, are the content's; its width is its own")
  func scrollContent() throws {
    let (frames, diagnostics) = try layout(
      """
      <subviews><scrollView id="sv" frame="0 100 375 300" contentOffset="0 50"><subviews>
        <view id="content"/><view id="badge"/><view id="fixed" frame="5 5 10 10"/>
      </subviews></scrollView></subviews>
      <constraints>
        <constraint eq="content.top == sv.top + 10"/>
        <constraint eq="content.leading == sv.contentLayoutGuide.leading"/>
        <constraint eq="content.trailing == sv.trailing"/>
        <constraint eq="content.width == sv.width"/>
        <constraint eq="content.height == 1000"/>
        <constraint eq="content.bottom == sv.bottom"/>
        <constraint eq="badge.top == sv.frameLayoutGuide.top + 8"/>
        <constraint eq="badge.trailing == sv.frameLayoutGuide.trailing - 8"/>
        <constraint eq="badge.width == 20"/><constraint eq="badge.height == 20"/>
      </constraints>
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    // Content below the content's top; the scroll view keeps its frame height.
    #expect(frames.box("content") == [0, 110, 375, 1000])
    #expect(frames.box("sv") == [0, 100, 375, 300])
    // Pinned to the frame guide: 8 below the visible top, i.e. 50 + 8 into the content.
    #expect(frames.box("badge") == [347, 158, 20, 20])
    // A fixed frame in a scroll view is in its content's coordinates.
    #expect(frames.box("fixed") == [5, 105, 10, 10])
  }

  @Test("an autoresizing mask stretches a stored frame with its superview's size")
  func autoresizing() throws {
    let (frames, _) = try layout(
      """
      <subviews>
        <view id="bar" frame="20 30 280 40" autoresizingMask="widthSizable flexibleMaxY"/>
        <view id="centered" frame="110 100 100 50"
              autoresizingMask="flexibleLeftMargin flexibleRightMargin"/>
        <view id="pinned" frame="0 0 320 10" autoresizingMask="flexibleMinX"/>
        <view id="fixed" frame="10 10 10 10"/>
        <view id="box" frame="0 0 320 100" autoresizingMask="widthSizable"><subviews>
          <view id="half" frame="0 0 160 100" autoresizingMask="widthSizable flexibleMaxX"/>
        </subviews></view>
      </subviews>
      """, head: #"designSize="320 568""#)
    // Width: fixed margins 20 + 20, so 375 − 40. Height fixed, the bottom margin grows.
    #expect(frames.box("bar") == [20, 30, 335, 40])
    // Both margins flexible: they share the 55 extra points in proportion (110 : 110).
    #expect(frames.box("centered") == [137.5, 100, 100, 50])
    // The only flexible part is 0 wide: it takes the whole difference.
    #expect(frames.box("pinned") == [55, 0, 320, 10])
    #expect(frames.box("fixed") == [10, 10, 10, 10])
    // box becomes 375 wide; half and its right margin share that in proportion 160 : 160.
    #expect(frames.box("half") == [0, 0, 187.5, 100])
  }

  @Test("static cells stack at their row heights; flow cells wrap in rows")
  func cells() throws {
    let (frames, diagnostics) = try layout(
      """
      <subviews>
        <tableView id="table" frame="0 100 375 400" rowHeight="50"><subviews>
          <tableViewCell id="first"/><tableViewCell id="second" rowHeight="80"/>
        </subviews></tableView>
        <collectionView id="grid" frame="0 0 375 100" itemSize="100 100"><subviews>
          <collectionViewCell id="c0"/><collectionViewCell id="c1"/>
          <collectionViewCell id="c2"/><collectionViewCell id="c3"/>
        </subviews></collectionView>
      </subviews>
      """)
    #expect(diagnostics.isEmpty)
    #expect(frames.box("first") == [0, 100, 375, 50])
    #expect(frames.box("second") == [0, 150, 375, 80])
    // Three items fit (3 × 100 + 2 × 10 ≤ 375); the row's gaps widen to 37.5.
    #expect(frames.box("c1") == [137.5, 0, 100, 100])
    #expect(frames.box("c3") == [0, 110, 100, 100])
  }

  @Test("placeholder intrinsic sizes: 'infinite' means none on that axis")
  func placeholderIntrinsicSize() throws {
    let (frames, _) = try layout(
      """
      <subviews><view id="v" intrinsicSize="infinite 150"/></subviews>
      <constraints>
        <constraint eq="v.leading == root.leading"/><constraint eq="v.top == root.top"/>
        <constraint eq="v.width == 10"/>
      </constraints>
      """)
    #expect(frames.box("v") == [0, 0, 10, 150])
  }
}
