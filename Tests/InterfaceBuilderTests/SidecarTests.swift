import Geometry
import Testing

/// A timeline kept beside a storyboard, naming things by outlets, labels and ids.
@Suite("the timeline sidecar")
struct SidecarTests {
  /// A card whose top constraint and view are outlets of the controller; two labels share a
  /// user label.
  static let storyboard = IBFixture.storyboard(
    controllerChildren: """
      <connections>
        <outlet property="cardTop" destination="ct" id="o1"/>
        <outlet property="cardView" destination="card" id="o2"/>
      </connections>
      """,
    subviews: IBFixture.view(
      id: "card",
      attributes: #"userLabel="Card""#,
      children: """
        <accessibility key="accessibilityConfiguration" identifier="card.main"/>
        <constraints>
          <constraint firstAttribute="height" constant="100" id="ch"/>
        </constraints>
        """)
      + IBFixture.view("label", id: "l1", attributes: #"userLabel="Caption" text="A""#)
      + IBFixture.view("label", id: "l2", attributes: #"userLabel="Caption" text="B""#),
    constraints: """
      <constraint firstItem="card" firstAttribute="top" secondItem="top" secondAttribute="top" constant="300" id="ct"/>
      <constraint firstItem="card" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="cl"/>
      <constraint firstItem="card" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="cr"/>
      """)

  @Test("outlets, labels, accessibility identifiers and IB ids name constraints and views")
  func names() throws {
    let sidecar = """
      <sidecar version="1">
        <timeline>
          <animate duration="0.3">
            <setConstant constraint="cardTop" to="cardTop.constant - 200"/>
            <set view="Card" alpha="0.5"/>
          </animate>
          <perform>
            <setConstant match="cardView.height" to="card.main.width / 5"/>
            <set view="card" alpha="1"/>
          </perform>
        </timeline>
      </sidecar>
      """
    let checked = try #require(IBFixture.check(Self.storyboard, sidecar: sidecar).first)
    #expect(IBFixture.describe(checked.log).filter { $0.contains("error") } == [])
    let states = checked.states
    #expect(states.count == 3)
    #expect(states[1].frames.layoutFrames["card"]?.minY == 100)
    #expect(states[2].frames.layoutFrames["card"]?.height == 75)
    #expect(states[1].properties["card"]?.alpha == 0.5)
  }

  @Test("errors point into the sidecar, with a did-you-mean over the outlets")
  func errors() throws {
    let sidecar = """
      <timeline>
        <animate duration="0.3">
          <setConstant constraint="cardTpo" to="0"/>
          <set view="cardVeiw" alpha="0"/>
          <set view="Caption" alpha="0"/>
        </animate>
      </timeline>
      """
    let checked = try #require(IBFixture.check(Self.storyboard, sidecar: sidecar).first)
    #expect(
      IBFixture.describe(checked.log, withFile: true) == [
        "test.timeline.xml:3:30: error: unknown constraint 'cardTpo'; did you mean 'cardTop'?",
        "test.timeline.xml:4:16: error: unknown view 'cardVeiw'; did you mean 'cardView'?",
        "test.timeline.xml:5:16: error: 'Caption' is ambiguous: it names 'l1', 'l2'; use one of "
          + "these ids",
      ])
    #expect(checked.document == nil)
  }

  @Test("a sidecar's scene= picks the scene, and a wrong one is located in the sidecar")
  func sceneAttribute() throws {
    let good = IBFixture.check(
      SceneTests.twoScenes, sidecar: #"<sidecar version="1" scene="Login"><timeline/></sidecar>"#)
    #expect(good.map(\.sceneName) == ["Login"])
    let bad = try #require(
      IBFixture.check(
        SceneTests.twoScenes, sidecar: #"<sidecar version="1" scene="Lgin"><timeline/></sidecar>"#
      ).first)
    #expect(
      IBFixture.describe(bad.log, withFile: true).first?.hasPrefix(
        "test.timeline.xml:1:29: error: no scene 'Lgin'; did you mean 'Login'?") == true)
  }
}
