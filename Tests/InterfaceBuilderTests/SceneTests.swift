import Geometry
import Testing

/// Which scenes a document has, how `--scene` picks one, and what is refused.
@Suite("scenes and refusals")
struct SceneTests {
  /// Two scenes: `vc` (identifier `Login`) and `other` (labelled `Settings screen`).
  static let twoScenes = IBFixture.storyboard(
    controller: #"storyboardIdentifier="Login" id="vc""#,
    scenes: """
      <scene sceneID="s2"><objects>
        <viewController id="other" userLabel="Settings screen" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="otherTop">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
          </view>
        </viewController>
      </objects></scene>
      """)

  @Test("scenes are named for export by identifier, label, class or id")
  func names() {
    #expect(IBFixture.check(Self.twoScenes).map(\.sceneName) == ["Login", "Settings-screen"])
  }

  @Test("--scene picks by controller id, identifier, top view id or label")
  func selection() {
    for (name, expected) in [
      ("vc", "Login"), ("Login", "Login"), ("otherTop", "Settings-screen"),
      ("Settings screen", "Settings-screen"), ("Settings-screen", "Settings-screen"),
    ] {
      let checked = IBFixture.check(Self.twoScenes, scene: name)
      #expect(checked.map(\.sceneName) == [expected], "\(name)")
    }
  }

  @Test("an unknown scene is an error with a did-you-mean and the list of scenes")
  func unknownScene() {
    let log = IBFixture.check(Self.twoScenes, scene: "Logn").first?.log
    #expect(
      log.map { IBFixture.describe($0) } == [
        """
        2:1: error: no scene 'Logn'; did you mean 'Login'? the scenes are:
          Login: viewController 'vc', storyboardIdentifier 'Login', view 'top'
          Settings-screen: viewController 'other', view 'otherTop'
        """
      ])
  }

  @Test("one scene is needed where one is meant, and several are listed")
  func oneNeeded() {
    let log = IBFixture.check(Self.twoScenes, single: true).first?.log
    #expect(
      log.map { IBFixture.describe($0) } == [
        """
        2:1: error: the document has 2 scenes; choose one with --scene NAME:
          Login: viewController 'vc', storyboardIdentifier 'Login', view 'top'
          Settings-screen: viewController 'other', view 'otherTop'
        """
      ])
  }

  @Test("pre-Xcode-5 archives and other platforms are refused at the document")
  func refusals() {
    let archive = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      </archive>
      """
    #expect(
      IBFixture.check(archive).first.map { IBFixture.describe($0.log) } == [
        "2:1: error: this xib is in the pre-Xcode-5 archive format, which is not supported; "
          + "open it in a current Xcode and save it to convert it"
      ])
    let tv = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" targetRuntime="AppleTV">
      </document>
      """
    #expect(
      IBFixture.check(tv).first.map { IBFixture.describe($0.log) } == [
        "2:93: error: 'AppleTV' documents are not supported; only iOS storyboards and xibs "
          + "(iOS.CocoaTouch) are"
      ])
  }

  @Test("a xib's top-level view is a scene; its outlets come from the File's Owner")
  func xibScene() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait"/>
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
            <connections><outlet property="badge" destination="b" id="o1"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="card">
            <rect key="frame" x="0" y="0" width="300" height="100"/>
            <subviews>\(IBFixture.view(id: "b"))</subviews>
            <constraints>
              <constraint firstItem="b" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="t"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="l"/>
              <constraint firstItem="b" firstAttribute="width" constant="10" id="w"/>
              <constraint firstItem="b" firstAttribute="height" constant="10" id="h"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let checked = try #require(IBFixture.check(xib, file: "Card.xib").first)
    #expect(checked.sceneName == "card")
    #expect(checked.names.view("badge") == .unique("b"))
    // The device's insets reach a xib's view: its top margin is 0 + 59.
    #expect(IBFixture.frames(of: checked)["b"] == Rect(x: 0, y: 59, width: 10, height: 10))
  }
}
