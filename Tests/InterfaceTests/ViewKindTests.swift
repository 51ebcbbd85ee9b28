import Geometry
import Interface
import Testing

@Suite("stack views and the other view kinds")
struct ViewKindTests {
  @Test("a stackView reads Interface Builder's attributes; top and bottom mean leading, trailing")
  func stackAttributes() throws {
    let (view, diagnostics) = parseView(
      """
      <stackView id="s" axis="vertical" distribution="equalCentering" alignment="bottom"
                 spacing="12.5" baselineRelativeArrangement="YES"
                 layoutMarginsRelativeArrangement="true"/>
      """)
    #expect(diagnostics.isEmpty)
    let stack = try #require(view?.stack)
    #expect(stack.axis == .vertical)
    #expect(stack.distribution == .equalCentering)
    #expect(stack.alignment == .trailing)
    #expect(stack.spacing == 12.5)
    #expect(stack.isBaselineRelativeArrangement)
    #expect(stack.isLayoutMarginsRelativeArrangement)
    let (standard, _) = parseView(#"<stackView id="s" spacingType="standard"/>"#)
    #expect(standard?.stack?.spacing == 8)
    let (plain, _) = parseView(#"<stackView id="s"/>"#)
    #expect(plain?.stack == StackConfiguration())
  }

  @Test("bad stack attributes are errors with suggestions; odd combinations are warnings")
  func stackProblems() {
    let (_, bad) = parseView(#"<stackView id="s" distribution="fillEqualy" alignment="middle"/>"#)
    #expect(
      describe(bad) == [
        "2:43: error: 'fillEqualy' is not a valid 'distribution'; did you mean 'fillEqually'? "
          + "(one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering)",
        "2:66: error: 'middle' is not a valid 'alignment' (one of fill, leading, top, "
          + "firstBaseline, center, trailing, bottom, lastBaseline)",
      ])
    let (view, odd) = parseView(
      #"<stackView id="s" axis="vertical" alignment="firstBaseline"/>"#)
    #expect(view?.stack?.alignment == .leading)
    #expect(
      describe(odd) == [
        "2:56: warning: 'firstBaseline' alignment applies to horizontal stacks; this vertical "
          + "stack aligns its views' leading edges"
      ])
  }

  @Test("controls read their values in Interface Builder's names")
  func controls() {
    let (document, diagnostics) = parseInterface(
      """
      <subviews>
        <slider id="sl" value="0.3" minValue="0" maxValue="2"/>
        <stepper id="st" value="3" minimumValue="1" maximumValue="9"/>
        <segmentedControl id="sc" selectedSegmentIndex="1">
          <segments><segment title="First"/><segment title="Second"/></segments>
        </segmentedControl>
        <segmentedControl id="short" segments="A, B,C"/>
        <progressView id="pv" progress="0.25"/>
        <pageControl id="pc" numberOfPages="3" currentPage="2"/>
        <textView id="tv" text="Notes" scrollEnabled="NO"/>
        <tabBar id="tb" selectedItem="1"><item title="Home"/><item title="Search"/></tabBar>
        <toolbar id="bar" items="Edit,Done"/>
        <navigationBar id="nav" title="Settings"/>
        <visualEffectView id="blur" blurStyle="systemMaterial"/>
        <scrollView id="sv" contentOffset="0 120"/>
      </subviews>
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    func content(_ id: String) -> ViewContent? { document.view(id)?.content }
    #expect(content("sl")?.value == 0.3)
    #expect(content("sl")?.maximumValue == 2)
    #expect(content("st")?.minimumValue == 1)
    #expect(content("sc")?.segments == ["First", "Second"])
    #expect(content("sc")?.selectedSegmentIndex == 1)
    #expect(content("short")?.segments == ["A", "B", "C"])
    #expect(content("pv")?.progress == 0.25)
    #expect(content("pc")?.currentPage == 2)
    #expect(content("tv")?.scrollEnabled == false)
    #expect(content("tb")?.items == ["Home", "Search"])
    #expect(content("bar")?.items == ["Edit", "Done"])
    #expect(content("nav")?.title == "Settings")
    #expect(content("blur")?.blurStyle == .systemMaterial)
    #expect(content("sv")?.contentOffset == Point(x: 0, y: 120))
  }

  @Test("control values out of range are errors at the value")
  func controlProblems() {
    let (_, diagnostics) = parseInterface(
      """
      <subviews>
        <slider id="sl" minValue="5" maxValue="1"/>
        <pageControl id="pc" numberOfPages="3" currentPage="3"/>
        <progressView id="pv" progress="1.5"/>
        <segmentedControl id="sc" segments="A,B"><segment title="C"/></segmentedControl>
        <segmentedControl id="si" selectedSegmentIndex="0.5"/>
      </subviews>
      """)
    #expect(
      describe(diagnostics) == [
        "3:42: error: the minimum (5) is above the maximum (1)",
        "4:55: error: 'currentPage' is 3, but there are 3 pages (0…2)",
        "5:35: error: 'progress' must be between 0 and 1, not 1.5",
        "6:44: error: give 'segments' or <segment> children, not both",
        "7:51: error: 'selectedSegmentIndex' is a whole number, not 0.5",
      ])
  }

  @Test("cells belong in their table or collection view, and keep a frame they are given")
  func cellPlacement() {
    let (document, diagnostics) = parseInterface(
      """
      <subviews>
        <tableView id="t"><subviews><tableViewCell id="c" frame="0 0 10 10"/></subviews></tableView>
        <view id="v"><subviews><collectionViewCell id="stray"/></subviews></view>
        <stackView id="s"><subviews><view id="a" frame="0 0 5 5"/></subviews></stackView>
      </subviews>
      """)
    #expect(
      describe(diagnostics) == [
        "4:26: error: a <collectionViewCell> belongs in a <collectionView>, not in a <view>",
        "5:44: warning: 'frame' is ignored: stack view 's' arranges it",
      ])
    #expect(document.view("c")?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      document.view("c")?.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
  }

  @Test("autoresizing masks take IB's and UIKit's names; stretching needs a design size")
  func autoresizingMasks() {
    let (document, diagnostics) = parseInterface(
      """
      <subviews>
        <view id="a" frame="0 0 10 10" autoresizingMask="flexibleMaxX heightSizable flexibleWidth"/>
        <view id="b"><subviews>
          <view id="c" frame="0 0 1 1" autoresizingMask="flexibleMinY"/>
          <view id="d" frame="0 0 1 1" autoresizingMask="flexibleTopMargn"/>
        </subviews></view>
      </subviews>
      """)
    #expect(
      document.view("a")?.autoresizingMask == [.flexibleMaxX, .heightSizable, .widthSizable])
    #expect(
      describe(diagnostics) == [
        "5:52: error: 'c' stretches with its superview, whose size comes from constraints; give "
          + "'b' a designSize=\"WIDTH HEIGHT\" (its size when this frame was stored)",
        "6:52: error: unknown autoresizing option 'flexibleTopMargn'; did you mean "
          + "'flexibleTopMargin'? (options: flexibleMinX, widthSizable, flexibleMaxX, "
          + "flexibleMinY, heightSizable, flexibleMaxY, or UIKit's names)",
      ])
  }

  @Test(
    "guides are constraint items: ID.layoutMarginsGuide and, for scroll views, content and frame")
  func guides() throws {
    let (document, diagnostics) = parseInterface(
      """
      <subviews><scrollView id="sv"><subviews><view id="v"/></subviews></scrollView></subviews>
      <constraints>
        <constraint eq="v.leading == sv.contentLayoutGuide.leading"/>
        <constraint eq="v.width == sv.frameLayoutGuide.width"/>
        <constraint eq="v.top == root.layoutMarginsGuide.top"/>
        <constraint eq="v.bottom == root.readableContentGuide.bottom"/>
        <constraint eq="v.trailing == v.contentLayoutGuide.trailing"/>
        <constraint eq="v.centerX == sv.layoutMarginGuide.centerX"/>
      </constraints>
      """)
    let items = document.constraints.compactMap(\.secondItem)
    #expect(
      items == [
        .guide("sv", .contentLayoutGuide), .guide("sv", .frameLayoutGuide),
        .guide("root", .layoutMarginsGuide), .guide("root", .readableContentGuide),
      ])
    #expect(
      describe(diagnostics) == [
        "8:33: error: 'v' is a view, not a scroll view; only scroll views have a "
          + "'contentLayoutGuide'",
        "9:32: error: unknown layout guide 'layoutMarginGuide' of 'sv'; did you mean "
          + "'layoutMarginsGuide'? (guides: safeArea, layoutMarginsGuide, readableContentGuide, "
          + "contentLayoutGuide, frameLayoutGuide)",
      ])
  }

  @Test("intrinsicSize takes 'infinite' as Interface Builder's placeholders write it")
  func placeholderSize() {
    let (view, diagnostics) = parseView(#"<view id="v" intrinsicSize="infinite 44"/>"#)
    #expect(diagnostics.isEmpty)
    #expect(view?.intrinsicSize == IntrinsicSize(width: nil, height: 44))
  }
}
