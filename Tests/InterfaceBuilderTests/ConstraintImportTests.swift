import Geometry
import Testing

/// Interface Builder's constraints: omitted items, multipliers, placeholders, priorities,
/// variations, and the guides they name.
@Suite("constraints as Interface Builder writes them")
struct ConstraintImportTests {
  @Test("an omitted firstItem is the holder; ratios, fractions and constant constraints read")
  func forms() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          id: "a",
          children: """
            <constraints>
              <constraint firstAttribute="width" constant="100" id="w"/>
              <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="2:1" id="r"/>
            </constraints>
            """) + IBFixture.view(id: "b"),
        constraints: """
          <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" constant="30" id="c2"/>
          <constraint firstItem="b" firstAttribute="width" secondItem="top" secondAttribute="width" multiplier="1/3" id="c3"/>
          <constraint firstItem="b" firstAttribute="height" secondAttribute="notAnAttribute" constant="7" id="c4"/>
          <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="c5"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="0.5" id="c6"/>
          """))
    #expect(frames["a"] == Rect(x: 10, y: 30, width: 100, height: 50))
    #expect(frames["b"] == Rect(x: 250, y: 80.5, width: 125, height: 7))
  }

  @Test("a location with a multiplier is measured from the nearest common ancestor")
  func multiplierInAncestor() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(
          id: "box",
          children: """
            <subviews>\(IBFixture.view(id: "dot"))</subviews>
            <constraints>
              <constraint firstItem="dot" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" multiplier="0.5" id="m"/>
              <constraint firstItem="dot" firstAttribute="top" secondItem="box" secondAttribute="top" id="t"/>
              <constraint firstItem="dot" firstAttribute="width" constant="20" id="w"/>
              <constraint firstItem="dot" firstAttribute="height" constant="20" id="h"/>
            </constraints>
            """),
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="100" id="c1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="box" firstAttribute="height" constant="200" id="c4"/>
          """))
    // A quarter of the box's width from its left edge, not half of its centre's x on screen.
    #expect(frames["dot"] == Rect(x: 140, y: 100, width: 20, height: 20))
  }

  @Test("placeholder constraints are removed, as at build time; priorities and relations hold")
  func placeholdersAndPriorities() {
    let frames = IBFixture.frames(
      IBFixture.storyboard(
        subviews: IBFixture.view(id: "a"),
        constraints: """
          <constraint firstItem="a" firstAttribute="width" constant="300" placeholder="YES" id="p"/>
          <constraint firstItem="a" firstAttribute="width" constant="80" id="w"/>
          <constraint firstItem="a" firstAttribute="height" relation="greaterThanOrEqual" constant="40" id="g"/>
          <constraint firstItem="a" firstAttribute="height" constant="10" priority="750" id="low"/>
          <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="l"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="t"/>
          """))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 80, height: 40))
  }

  @Test("variations install constraints and override constants for the device's size classes")
  func variations() {
    func scene(_ orientation: String) -> String {
      IBFixture.storyboard(
        device: #"<device id="retina4_7" orientation="\#(orientation)"/>"#,
        frame: orientation == "portrait"
          ? #"x="0" y="0" width="375" height="667""# : #"x="0" y="0" width="667" height="375""#,
        subviews: IBFixture.view(id: "a"),
        constraints: """
          <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="l"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" constant="8" id="t">
            <variation key="heightClass=compact" constant="20"/>
          </constraint>
          <constraint firstItem="a" firstAttribute="width" constant="50" id="narrow"/>
          <constraint firstItem="a" firstAttribute="width" constant="90" id="wide"/>
          <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
          """,
        viewChildren: """
          <variation key="default">
            <mask key="constraints"><exclude reference="wide"/></mask>
          </variation>
          <variation key="heightClass=compact">
            <mask key="constraints"><exclude reference="narrow"/><include reference="wide"/></mask>
          </variation>
          """)
    }
    #expect(IBFixture.frames(scene("portrait"))["a"] == Rect(x: 0, y: 8, width: 50, height: 10))
    #expect(IBFixture.frames(scene("landscape"))["a"] == Rect(x: 0, y: 20, width: 90, height: 10))
  }

  @Test("a constraint UIKit would refuse is a warning and left out; conflicts are warnings")
  func refusedAndConflicting() throws {
    let checked = try #require(
      IBFixture.check(
        IBFixture.storyboard(
          subviews: IBFixture.view(id: "a"),
          constraints: """
            <constraint firstItem="a" firstAttribute="width" secondItem="top" secondAttribute="top" id="bad"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="w1"/>
            <constraint firstItem="a" firstAttribute="width" constant="20" id="w2"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="l"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="t"/>
            """)
      ).first)
    let messages = IBFixture.describe(checked.log).filter { !$0.contains(": note: ") }
    #expect(messages.count == 2)
    #expect(
      messages.contains {
        $0.hasSuffix(
          "warning: cannot relate the location 'top' to the dimension 'width'; the constraint "
            + "is left out")
      })
    #expect(
      messages.contains {
        $0.contains("warning: unable to simultaneously satisfy constraints; breaking 'w2'")
      })
    #expect(IBFixture.frames(of: checked)["a"]?.width == 10)
  }
}
