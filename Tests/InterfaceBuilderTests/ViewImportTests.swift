import Geometry
import Interface
import Testing

/// Views as the importer reads them: kinds, placement, intrinsic sizes, colors and fonts.
@Suite("views as Interface Builder writes them")
struct ViewImportTests {
  static func document(_ xml: String) -> InterfaceDocument? {
    IBFixture.check(xml).first?.document
  }

  @Test("custom classes are their base kind with a note; unknown elements a placeholder box")
  func kinds() throws {
    let checked = try #require(
      IBFixture.check(
        IBFixture.storyboard(
          subviews: IBFixture.view("label", id: "l", attributes: #"customClass="FancyLabel""#)
            + IBFixture.view("searchBar", id: "s")
            + IBFixture.view("hologramView", id: "h")
            + IBFixture.view("activityIndicatorView", id: "spin", attributes: #"style="large""#),
          constraints: "")
      ).first)
    let document = try #require(checked.document)
    #expect(document.view("l")?.kind == .label)
    #expect(document.view("s")?.kind == .view)
    #expect(document.view("spin")?.kind == .activityIndicator)
    #expect(document.view("spin")?.content.indicatorStyle == .large)
    #expect(document.view("h")?.style.borderWidth == 1)
    let messages = IBFixture.describe(checked.log).filter { !$0.contains("not fixed") }
    #expect(
      messages.contains {
        $0.hasSuffix(
          "note: custom class 'FancyLabel' is drawn as its base class, UILabel (<label>)")
      })
    #expect(
      messages.contains {
        $0.hasSuffix("note: <searchBar> (a search bar) is drawn as a plain view")
      })
    #expect(
      messages.contains {
        $0.hasSuffix(
          "warning: unknown view element <hologramView>; it is drawn as a placeholder box at its "
            + "stored frame")
      })
  }

  @Test("views without translatesAutoresizingMaskIntoConstraints=NO keep their frame and mask")
  func autoresizing() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: """
          <view contentMode="scaleToFill" id="banner">
            <rect key="frame" x="10" y="20" width="355" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
          </view>
          <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
            <rect key="frame" x="300" y="600" width="50" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
          </view>
          """), device: IBFixture.iPhone15)
    // On a 393 × 852 screen instead of 375 × 667: the banner stretches, the badge keeps its
    // distance to the bottom right corner.
    #expect(frames["banner"] == Rect(x: 10, y: 20, width: 373, height: 50))
    #expect(frames["fixed"] == Rect(x: 318, y: 785, width: 50, height: 40))
  }

  @Test("placeholder intrinsic sizes, designables and image resources size their views")
  func intrinsicSizes() {
    let pinned = { (id: String) in
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="\(id)l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="top" secondAttribute="top" id="\(id)t"/>
      """
    }
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          id: "ph", frame: #"x="0" y="0" width="120" height="5""#,
          attributes: #"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite""#,
          children:
            #"<constraints><constraint firstAttribute="height" constant="5" id="ph5"/></constraints>"#
        )
          + IBFixture.view(
            id: "des", frame: #"x="0" y="0" width="90" height="18""#,
            attributes: #"customClass="Stars""#)
          + IBFixture.view("imageView", id: "img", attributes: #"image="logo""#),
        constraints: pinned("ph") + pinned("des") + pinned("img"),
        resources: #"<image name="logo" width="64" height="48"/>"#,
        designables: """
          <designable name="des"><size key="intrinsicContentSize" width="90" height="18"/></designable>
          """))
    #expect(frames["ph"] == Rect(x: 0, y: 0, width: 120, height: 5))
    #expect(frames["des"] == Rect(x: 0, y: 0, width: 90, height: 18))
    #expect(frames["img"] == Rect(x: 0, y: 0, width: 64, height: 48))
  }

  @Test("a stated intrinsic size the stored frame contradicts gives way to the stored size")
  func staleIntrinsicSizes() {
    let pinned = { (id: String) in
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="\(id)l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="top" secondAttribute="top" id="\(id)t"/>
      """
    }
    // The designable says 90 × 18 but Xcode stored 40 × 18 (the class changed since): its width
    // is stale. The placeholder's height agrees with the frame and stays; its width does not.
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          id: "des", frame: #"x="0" y="0" width="40" height="18""#,
          attributes: #"customClass="Stars""#)
          + IBFixture.view(
            id: "ph", frame: #"x="0" y="0" width="30" height="12""#,
            attributes: #"placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="12""#),
        constraints: pinned("des") + pinned("ph"),
        designables: """
          <designable name="des"><size key="intrinsicContentSize" width="90" height="18"/></designable>
          """))
    #expect(frames["des"] == Rect(x: 0, y: 0, width: 40, height: 18))
    #expect(frames["ph"] == Rect(x: 0, y: 0, width: 30, height: 12))
  }

  @Test("colors: sRGB, gray with its gamma, Display P3 converted, system and named colors")
  func colors() throws {
    let views = [
      (
        "srgb",
        #"red="1" green="0.5" blue="0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB""#
      ),
      (
        "gray",
        #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#
      ),
      (
        "p3",
        #"red="0.8" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="displayP3""#
      ),
      ("system", #"systemColor="systemRedColor""#),
      ("stored", #"systemColor="tertiaryLabelColor""#),
      ("named", #"name="Brand""#),
      ("missing", #"name="NoSuchColor""#),
    ]
    let xml = IBFixture.storyboard(
      subviews: views.map { id, color in
        IBFixture.view(id: id, children: #"<color key="backgroundColor" \#(color)/>"#)
      }.joined(),
      resources: """
        <namedColor name="Brand"><color red="0" green="0.2" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        <systemColor name="tertiaryLabelColor"><color red="0.1" green="0.2" blue="0.3" alpha="0.3" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
        """)
    let checked = try #require(IBFixture.check(xml).first)
    let document = try #require(checked.document)
    func color(_ id: String) -> Color { document.view(id)?.style.backgroundColor ?? .clear }
    func near(_ a: Color, _ b: Color) -> Bool {
      [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy {
        abs($0) < 1e-3
      }
    }
    #expect(color("srgb") == Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    #expect(near(color("gray"), Color(red: 0.5039, green: 0.5039, blue: 0.5039)))
    // Through the standard P3 → XYZ → sRGB matrices (computed apart from the code).
    #expect(near(color("p3"), Color(red: 0.8714, green: 0.0939, blue: 0.1597)))
    #expect(color("system") == Color(rgba8: 255, 59, 48))
    #expect(near(color("stored"), Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3)))
    #expect(near(color("named"), Color(red: 0, green: 0.2, blue: 0.4)))
    #expect(color("missing") == .clear)
    #expect(
      IBFixture.describe(checked.log).contains {
        $0.hasSuffix(
          "warning: named color 'NoSuchColor' is not in the document's resources; "
            + "'backgroundColor' is left at its default")
      })
  }

  @Test("fonts: system with a weight, text styles, and custom families with their weight")
  func fonts() throws {
    let labels = [
      ("a", #"type="system" weight="medium" pointSize="16""#),
      ("b", #"style="UICTFontTextStyleHeadline""#),
      ("c", #"name="AvenirNext-DemiBold" family="Avenir Next" pointSize="20""#),
      ("d", #"type="boldSystem" pointSize="12""#),
    ]
    let document = try #require(
      Self.document(
        IBFixture.storyboard(
          subviews: labels.map { id, font in
            IBFixture.view(
              "label", id: id, attributes: #"text="Hi""#,
              children: #"<fontDescription key="fontDescription" \#(font)/>"#)
          }.joined())))
    #expect(document.view("a")?.content.font == Font(size: 16, weight: .medium))
    #expect(document.view("b")?.content.font == Font.TextStyle.headline.font)
    #expect(
      document.view("c")?.content.font == Font(size: 20, weight: .semibold, family: "Avenir Next"))
    #expect(document.view("d")?.content.font == Font(size: 12, weight: .bold))
  }

  @Test("buttons: a configuration's style and title, else a system button's normal title")
  func buttons() throws {
    let document = try #require(
      Self.document(
        IBFixture.storyboard(
          subviews: IBFixture.view(
            "button", id: "new",
            children:
              #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Go"/>"#
          )
            + IBFixture.view(
              "button", id: "old", attributes: #"buttonType="system""#,
              children:
                #"<state key="normal" title="Tap"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state>"#
            )
        )))
    #expect(document.view("new")?.content.title == "Go")
    #expect(document.view("new")?.content.buttonStyle == .filled)
    #expect(document.view("old")?.content.title == "Tap")
    #expect(document.view("old")?.content.buttonStyle == .default)
    #expect(document.view("old")?.content.font == nil)
    #expect(document.view("old")?.content.titleColor == .black)
  }

  @Test("a stack view arranges its subviews with no margins; a hidden one collapses")
  func stacks() {
    let rows = ["one", "two", "three"].map { id in
      IBFixture.view(
        id: id, attributes: id == "two" ? #"hidden="YES""# : "",
        children:
          #"<constraints><constraint firstAttribute="height" constant="30" id="\#(id)h"/></constraints>"#
      )
    }.joined()
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          "stackView", id: "stack", attributes: #"axis="vertical" spacing="10""#,
          children: "<subviews>\(rows)</subviews>"),
        constraints: """
          <constraint firstItem="stack" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l"/>
          <constraint firstItem="stack" firstAttribute="trailing" secondItem="top" secondAttribute="trailingMargin" id="r"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="t"/>
          """))
    #expect(frames["stack"] == Rect(x: 16, y: 100, width: 343, height: 70))
    #expect(frames["three"] == Rect(x: 16, y: 140, width: 343, height: 30))
  }

  @Test("prototype cells keep their stored frames; content views have a cell's margins")
  func cells() {
    let cell = """
      <tableViewCell contentMode="scaleToFill" id="cell">
        <rect key="frame" x="0" y="28" width="375" height="60"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" id="content">
          <rect key="frame" x="0" y="0" width="375" height="59.5"/>
          <autoresizingMask key="autoresizingMask"/>
          <subviews>\(IBFixture.view(id: "dot"))</subviews>
          <constraints>
            <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
            <constraint firstItem="content" firstAttribute="bottomMargin" secondItem="dot" secondAttribute="bottom" id="b"/>
            <constraint firstItem="dot" firstAttribute="width" constant="30" id="w"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
      """
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          "tableView", id: "table", frame: #"x="0" y="100" width="375" height="400""#,
          children: "<prototypes>\(cell)</prototypes>"),
        constraints: """
          <constraint firstItem="table" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="tl"/>
          <constraint firstItem="table" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="tr"/>
          <constraint firstItem="table" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="tt"/>
          <constraint firstItem="table" firstAttribute="height" constant="400" id="th"/>
          """))
    #expect(frames["cell"] == Rect(x: 0, y: 128, width: 375, height: 60))
    #expect(frames["content"] == Rect(x: 0, y: 128, width: 375, height: 59.5))
    #expect(frames["dot"] == Rect(x: 16, y: 139, width: 30, height: 37.5))
  }
}
