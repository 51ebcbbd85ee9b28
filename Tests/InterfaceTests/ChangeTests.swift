import Geometry
import Interface
import Testing

@Suite("changes")
struct ChangeTests {
  /// A state holding `change`, over views a (with b inside) and constraint c1 / identifier h.
  static func parseChange(_ change: String) -> ([Change.Action], [String]) {
    let (document, diagnostics) = parseInterface(
      """
      <subviews><view id="a"><subviews><label id="b"/><button id="btn"/><switch id="sw"/></subviews></view></subviews>
      <constraints>
        <constraint id="c1" identifier="h" eq="a.height == 10"/>
        <constraint eq="b.top == a.top"/>
      </constraints>
      <states><state name="s">\(change)</state></states>
      """)
    return (document.states.first?.changes.map(\.action) ?? [], describe(diagnostics))
  }

  @Test(
    "each change element reads as its action",
    arguments: [
      (
        #"<setConstant constraint="c1" to="20"/>"#,
        Change.Action.setConstant(.named("c1"), .number(20))
      ),
      (#"<setConstant constraint="h" to="-4"/>"#, .setConstant(.named("h"), .negate(.number(4)))),
      (#"<setConstant match="b.top" to="0"/>"#, .setConstant(.match(.view("b"), .top), .number(0))),
      (#"<activate constraint="c1"/>"#, .activate(.named("c1"))),
      (#"<deactivate match="a.height"/>"#, .deactivate(.match(.view("a"), .height))),
      (#"<setPriority constraint="c1" to="defaultLow"/>"#, .setPriority(.named("c1"), .defaultLow)),
      (
        #"<setPriority constraint="c1" to="999"/>"#, .setPriority(.named("c1"), LayoutPriority(999))
      ),
      (#"<removeAnimations view="a"/>"#, .removeAnimations("a")),
      (#"<set view="a" alpha="0.5"/>"#, .set("a", [.number(.alpha, .number(0.5))])),
      (
        #"<set view="a" rotation="180" cornerRadius="8" borderWidth="2"/>"#,
        .set(
          "a",
          [
            .number(.rotation, .number(180)), .number(.cornerRadius, .number(8)),
            .number(.borderWidth, .number(2)),
          ])
      ),
      (
        #"<set view="root" boundsOrigin="0 120"/>"#,
        .set("root", [.number(.boundsOriginX, .number(0)), .number(.boundsOriginY, .number(120))])
      ),
      (
        #"<set view="a" scale="2 3" translation="4 5"/>"#,
        .set(
          "a",
          [
            .number(.scaleX, .number(2)), .number(.scaleY, .number(3)),
            .number(.translationX, .number(4)), .number(.translationY, .number(5)),
          ])
      ),
      (
        #"<set view="a" scaleX="2" translationY="1" boundsOriginY="3"/>"#,
        .set(
          "a",
          [
            .number(.scaleX, .number(2)), .number(.translationY, .number(1)),
            .number(.boundsOriginY, .number(3)),
          ])
      ),
      (
        ##"<set view="a" backgroundColor="red" borderColor="#000" tintColor="white" hidden="true"/>"##,
        .set(
          "a",
          [
            .color(.backgroundColor, Color(rgba8: 255, 0, 0)), .color(.borderColor, .black),
            .color(.tintColor, .white), .hidden(true),
          ])
      ),
      (
        #"<set view="b" text="Hello" textColor="black"/>"#,
        .set("b", [.text(.text, "Hello"), .color(.textColor, .black)])
      ),
      (
        #"<set view="btn" title="Go" titleColor="white"/>"#,
        .set("btn", [.text(.title, "Go"), .color(.titleColor, .white)])
      ),
      (#"<set view="btn" style="filled"/>"#, .set("btn", [.buttonStyle(.filled)])),
      (#"<set view="btn" style="default"/>"#, .set("btn", [.buttonStyle(.default)])),
      (#"<set view="sw" on="true"/>"#, .set("sw", [.on(true)])),
    ])
  func changeElement(_ xml: String, _ action: Change.Action) {
    let (actions, diagnostics) = Self.parseChange(xml)
    #expect(diagnostics == [])
    #expect(actions == [action])
  }

  @Test("a new constraint in a change is created with its identifier")
  func newConstraint() throws {
    let (actions, diagnostics) = Self.parseChange(
      #"<constraint identifier="w" eq="a.width == a.height" active="true"/>"#)
    #expect(diagnostics == [])
    guard case .add(let constraint) = try #require(actions.first) else {
      Issue.record("expected an added constraint")
      return
    }
    #expect(constraint.equation == "a.width == a.height")
    #expect(constraint.identifier == "w")
  }

  @Test(
    "bad changes are errors naming the problem",
    arguments: [
      (#"<setConstant constraint="c2" to="1"/>"#, "unknown constraint 'c2'; did you mean 'c1'?"),
      (
        #"<setConstant constraint="c1" to="1" multiplier="2"/>"#,
        "changing a multiplier is not supported; deactivate 'c1' and add a new constraint"
      ),
      (
        #"<setMultiplier constraint="c1" to="2"/>"#,
        "changing a multiplier is not supported; deactivate the constraint and add a new one"
      ),
      (#"<activate/>"#, "<activate> needs a 'constraint' or a 'match' attribute"),
      (
        #"<activate constraint="c1" match="a.top"/>"#,
        "give either 'constraint' or 'match', not both"
      ),
      (#"<activate match="a"/>"#, "'match' is written 'view.attribute', e.g. 'panel.top'"),
      (#"<activate match="a.tpo"/>"#, "unknown layout attribute 'tpo'; did you mean 'top'?"),
      (#"<set view="zz" alpha="1"/>"#, "unknown view 'zz'"),
      (#"<set view="a" alpha="2"/>"#, "'alpha' must be between 0 and 1, not 2"),
      (#"<set view="a" text="x"/>"#, "'text' applies to labels and textFields; 'a' is a view"),
      (#"<set view="b" title="x"/>"#, "'title' applies to buttons; 'b' is a label"),
      (#"<set view="b" style="filled"/>"#, "'style' applies to buttons; 'b' is a label"),
      (#"<set view="btn" on="true"/>"#, "'on' applies to switches; 'btn' is a button"),
      (
        #"<set view="btn" style="fancy"/>"#,
        "'fancy' is not a valid 'style' (one of default, plain, filled, tinted, gray)"
      ),
      (#"<set view="a" scale="2" />"#, "'scale' takes 2 numbers (scaleX scaleY), not '2'"),
      (#"<set view="a" scale="1 1" scaleX="2"/>"#, "give 'scale' or its components, not both"),
      (#"<set view="a"/>"#, "<set> changes nothing on 'a'"),
      (
        #"<set view="a" rotationDirection="clockwise"/>"#,
        "'rotationDirection' says which way a change of 'rotation' turns; give 'rotation' on the same <set>"
      ),
      (
        #"<set view="a" rotation="180" rotationDirection="clockWise"/>"#,
        "'clockWise' is not a valid 'rotationDirection'; did you mean 'clockwise'? (one of clockwise, counterClockwise)"
      ),
      (#"<setPriority constraint="c1" to="1001"/>"#, "'to' must be between 1 and 1000, not 1001"),
      (
        #"<wiggle view="a"/>"#,
        "unexpected element <wiggle> in <state> (expected <setConstant>, <activate>, <deactivate>, <constraint>, <setPriority>, <set>, <removeAnimations>)"
      ),
    ])
  func badChange(_ xml: String, _ message: String) {
    let (_, diagnostics) = Self.parseChange(xml)
    #expect(
      diagnostics.map { String($0.split(separator: ": ", maxSplits: 2).last ?? "") } == [message])
  }
}
