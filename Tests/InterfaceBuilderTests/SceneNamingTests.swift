import Testing

/// Scenes named as Xcode names them: by storyboard identifier, title, label or the class that
/// owns a xib (docs/storyboards.md, Commands and options).
@Suite struct SceneNamingTests {
  /// `vc` with a title, `nav` with a navigation item's title, `plain` with neither.
  static let titled = IBFixture.storyboard(
    controller: #"title="Sign In" id="vc""#,
    scenes: """
      <scene sceneID="s2"><objects>
        <viewController id="nav" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="navTop">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
          </view>
          <navigationItem key="navigationItem" title="Settings" id="item"/>
        </viewController>
      </objects></scene>
      <scene sceneID="s3"><objects>
        <viewController id="plain" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="plainTop">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
          </view>
        </viewController>
      </objects></scene>
      """)

  @Test("a controller's title, or its navigation item's, names the scene's files")
  func titlesName() {
    #expect(IBFixture.check(Self.titled).map(\.sceneName) == ["Sign-In", "Settings", "plain"])
  }

  @Test("--scene takes the title as Xcode shows it, and suggests it for a near miss")
  func titlesSelect() {
    #expect(IBFixture.check(Self.titled, scene: "Sign In").map(\.sceneName) == ["Sign-In"])
    let log = IBFixture.check(Self.titled, scene: "Setings").first?.log
    let message = log.map { IBFixture.describe($0) }?.first ?? ""
    #expect(message.hasPrefix("2:1: error: no scene 'Setings'; did you mean 'Settings'?"))
    #expect(message.contains("Sign-In: viewController 'vc', title 'Sign In', view 'top'"))
  }

  @Test("a xib's view is named by the class of the File's Owner whose view it is")
  func xibOwnerNames() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait"/>
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EpisodeViewController">
            <connections><outlet property="view" destination="i5M-Pr-FkT" id="o1"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="i5M-Pr-FkT">
            <rect key="frame" x="0" y="0" width="300" height="100"/>
          </view>
          <view contentMode="scaleToFill" id="other">
            <rect key="frame" x="0" y="0" width="300" height="100"/>
          </view>
        </objects>
      </document>
      """
    #expect(
      IBFixture.check(xib, file: "Episode.xib").map(\.sceneName) == [
        "EpisodeViewController", "other",
      ])
  }
}
