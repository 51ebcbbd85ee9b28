import Interface
import Testing

@Suite("constraints")
struct ConstraintTests {
  /// Each spelling of a constraint and the equation it means.
  @Test(
    "both spellings read as UIKit's linear form",
    arguments: [
      (#"<constraint firstItem="a" firstAttribute="width" constant="100"/>"#, "a.width == 100"),
      (
        #"<constraint firstItem="a" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root" secondAttribute="top" constant="20"/>"#,
        "a.top >= root.top + 20"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="leading" secondItem="root" constant="-16"/>"#,
        "a.leading == root.leading - 16"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" relation="lessThanOrEqual" secondItem="root" multiplier="0.5"/>"#,
        "a.width <= 0.5 * root.width"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="3:2"/>"#,
        "a.width == 1.5 * a.height"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="height" constant="44" priority="defaultHigh"/>"#,
        "a.height == 44 @750"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="height" constant="44" priority="999"/>"#,
        "a.height == 44 @999"
      ),
      (
        #"<constraint firstItem="b" firstAttribute="top" secondItem="superview"/>"#,
        "b.top == a.top"
      ),
      (
        #"<constraint firstItem="superview" firstAttribute="bottom" secondItem="b" constant="8"/>"#,
        "a.bottom == b.bottom + 8"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="top" secondItem="safeArea"/>"#,
        "a.top == safeArea.top"
      ),
      (
        #"<constraint firstItem="b" firstAttribute="top" secondItem="a.safeArea"/>"#,
        "b.top == a.safeArea.top"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="top" secondItem="topLayoutGuide"/>"#,
        "a.top == topLayoutGuide.bottom"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="bottom" secondItem="bottomLayoutGuide"/>"#,
        "a.bottom == bottomLayoutGuide.top"
      ),
      (
        #"<constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" systemSpacing="2"/>"#,
        "b.top == a.bottom + 16"
      ),
      (
        #"<constraint firstItem="b" firstAttribute="leadingMargin" secondItem="a" secondAttribute="centerXWithinMargins"/>"#,
        "b.leadingMargin == a.centerXWithinMargins"
      ),
      (
        #"<constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" secondAttribute="lastBaseline"/>"#,
        "b.firstBaseline == a.lastBaseline"
      ),
      (#"<constraint eq="a.width == 200"/>"#, "a.width == 200"),
      (#"<constraint eq="a.width &gt;= 0.5 * b.width + 8"/>"#, "a.width >= 0.5 * b.width + 8"),
      (#"<constraint eq="a.top == b.bottom * 2 - 4"/>"#, "a.top == 2 * b.bottom - 4"),
      (#"<constraint eq="a.height == 3:2 * a.width"/>"#, "a.height == 1.5 * a.width"),
      (#"<constraint eq="a.width == b.width / 4"/>"#, "a.width == 0.25 * b.width"),
      (#"<constraint eq="a.height == 200 @750"/>"#, "a.height == 200 @750"),
      (#"<constraint eq="a.height &lt;= 200 @defaultLow"/>"#, "a.height <= 200 @250"),
      (#"<constraint eq="a.leading == -8 + superview.leading"/>"#, "a.leading == root.leading - 8"),
      (#"<constraint eq="b.top == a.bottom" systemSpacing="1.5"/>"#, "b.top == a.bottom + 12"),
      (#"<constraint eq="a.width == -b.width + 300"/>"#, "a.width == -1 * b.width + 300"),
    ])
  func spelling(_ xml: String, _ equation: String) throws {
    let (constraints, diagnostics) = parseConstraints(xml)
    #expect(describe(diagnostics) == [])
    #expect(try #require(constraints.first).equation == equation)
  }

  @Test("a constraint in a view's list defaults its first item to that view")
  func defaultFirstItem() {
    let (document, _) = parseInterface(
      """
      <subviews><view id="card"><constraints>
        <constraint firstAttribute="height" constant="10"/>
      </constraints></view></subviews>
      """)
    #expect(document.constraints.map(\.equation) == ["card.height == 10"])
  }

  @Test("id, identifier and active are kept")
  func identity() throws {
    let (constraints, _) = parseConstraints(
      #"<constraint id="c1" identifier="heightConstraint" eq="a.height == 3" active="false"/>"#)
    let constraint = try #require(constraints.first)
    #expect(constraint.id == "c1")
    #expect(constraint.identifier == "heightConstraint")
    #expect(constraint.isActive == false)
    #expect(constraint.location.line == 3)
  }

  @Test(
    "UIKit's creation checks are errors",
    arguments: [
      (
        #"<constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="top"/>"#,
        "cannot relate the horizontal 'leading' to the vertical 'top'; mixing axes is an error in UIKit"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="height"/>"#,
        "cannot relate the location 'top' to the dimension 'height'"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="top" constant="3"/>"#,
        "a constraint on 'top' needs a second item; only width and height can be set to a constant"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="top" secondItem="safeArea" secondAttribute="firstBaseline"/>"#,
        "the layout guide 'safeArea' has no 'firstBaseline' anchor"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" secondItem="b" multiplier="0"/>"#,
        "a multiplier of 0 with a second item is not allowed; remove the second item to set a constant"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" constant="3" multiplier="2"/>"#,
        "a multiplier needs a second item"
      ),
      (
        #"<constraint firstItem="superview" firstAttribute="width" constant="3"/>"#,
        "'superview' needs another item to be the superview of"
      ),
      (
        #"<constraint firstItem="root" firstAttribute="top" secondItem="superview"/>"#,
        "'root' has no superview"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="widht" constant="3"/>"#,
        "unknown layout attribute 'widht'; did you mean 'width'?"
      ),
      (
        #"<constraint firstItem="aa" firstAttribute="width" constant="3"/>"#,
        "unknown view 'aa'; did you mean 'a'?"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" constant="3" priority="0"/>"#,
        "'priority' must be between 1 and 1000, not 0"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" constant="3" priority="high"/>"#,
        "unknown priority 'high'"
      ),
      (
        #"<constraint firstItem="a" firstAttribute="width" relation="equals" constant="3"/>"#,
        "'equals' is not a valid 'relation'; did you mean 'equal'? (one of equal, lessThanOrEqual, greaterThanOrEqual)"
      ),
      (#"<constraint eq="a.width = 3"/>"#, "use '==', '<=' or '>=' in an equation, not '='"),
      (#"<constraint eq="a.width 3"/>"#, "expected '==', '<=' or '>=' after 'a.width'"),
      (
        #"<constraint eq="a.width == b.width + a.height"/>"#,
        "an equation relates two items; found a third, 'a.height'"
      ),
      (
        #"<constraint eq="a.width == b.width * a.height"/>"#,
        "cannot multiply two items ('a.height'); an equation is linear"
      ),
      (#"<constraint eq="a.width == 3 @urgent"/>"#, "unknown priority 'urgent'"),
      (
        #"<constraint eq="a.width == 3" constant="4"/>"#,
        "'constant' cannot stand beside 'eq'; write it in the equation"
      ),
      (
        #"<constraint eq="b.top == a.bottom + 8" systemSpacing="1"/>"#,
        "'systemSpacing' replaces the constant; remove the constant"
      ),
      (#"<constraint eq="a.width == 3 / 0"/>"#, "division by zero"),
      (#"<constraint eq="width == 3"/>"#, "'width' needs an attribute, e.g. 'width.top'"),
    ])
  func creationCheck(_ xml: String, _ message: String) {
    let (_, diagnostics) = parseConstraints(xml)
    #expect(diagnostics.map(\.message) == [message])
  }

  @Test("an error inside an equation points at its token")
  func equationErrorColumn() {
    let (_, diagnostics) = parseConstraints(#"<constraint eq="a.width == b.widht"/>"#)
    // Line 3 of the wrapped document; the value starts at column 30, 'widht' 13 bytes later.
    #expect(
      describe(diagnostics) == [
        "3:43: error: unknown layout attribute 'widht'; did you mean 'width'?"
      ])
  }
}
