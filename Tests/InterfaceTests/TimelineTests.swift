import Interface
import Testing

@Suite("timeline")
struct TimelineTests {
  static func parseBlocks(_ blocks: String, timeline: String = "") -> (Timeline, [String]) {
    let (document, diagnostics) = parseInterface(
      """
      <subviews><view id="a"/></subviews>
      <states><state name="open"><set view="a" alpha="0"/></state></states>
      <timeline \(timeline)>\(blocks)</timeline>
      """)
    return (document.timeline, describe(diagnostics))
  }

  @Test(
    "each timing form reads as the UIKit API it stands for",
    arguments: [
      (#"<animate/>"#, TimingSpec.curve(.easeInOut, duration: 0.25)),
      (#"<animate duration="1" curve="linear"/>"#, .curve(.linear, duration: 1)),
      (#"<animate curve="easeIn"/>"#, .curve(.easeIn, duration: 0.25)),
      (#"<animate curve="easeOut"/>"#, .curve(.easeOut, duration: 0.25)),
      (#"<animate curve="default"/>"#, .curve(.default, duration: 0.25)),
      (
        #"<animate duration="0.6" controlPoint1="0.1 0.2" controlPoint2="0.3 1.4"/>"#,
        .controlPoints(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1.4, duration: 0.6)
      ),
      (
        #"<animate duration="0.25" dampingRatio="0.4" initialVelocity="5"/>"#,
        .springDampingRatio(duration: 0.25, dampingRatio: 0.4, initialVelocity: 5)
      ),
      (
        #"<animate mass="1" stiffness="100" damping="5"/>"#,
        .springPhysics(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
      ),
      (
        #"<animate stiffness="200" damping="20" initialVelocity="-1"/>"#,
        .springPhysics(mass: 1, stiffness: 200, damping: 20, initialVelocity: -1)
      ),
      (
        #"<animate duration="0.5" bounce="0.3"/>"#,
        .springBounce(duration: 0.5, bounce: 0.3, initialVelocity: 0)
      ),
      (
        #"<animate bounce="-0.2"/>"#, .springBounce(duration: 0.5, bounce: -0.2, initialVelocity: 0)
      ),
      (#"<basicAnimation view="a" keyPath="opacity" to="0"/>"#, .curve(.linear, duration: 0.25)),
    ])
  func timing(_ xml: String, _ timing: TimingSpec) {
    let (timeline, diagnostics) = Self.parseBlocks(xml)
    #expect(diagnostics == [])
    #expect(timeline.blocks.first?.timing == timing)
  }

  @Test("starts, delays, states, repeats and layoutIfNeeded are read")
  func blockAttributes() {
    let (timeline, diagnostics) = Self.parseBlocks(
      """
      <animate name="open" state="open" at="0.5" duration="0.25"/>
      <animate name="close" after="open" delay="1" repeatCount="2" autoreverses="true"/>
      <animate name="with" with="open" delay="0.2" layoutIfNeeded="false"/>
      <perform name="p"><set view="a" hidden="true"/></perform>
      <basicAnimation name="spin" view="a" keyPath="transform.rotation.z" from="0" to="360"
                      duration="1.2" repeatCount="indefinite" at="2"/>
      """, timeline: #"duration="4" loop="true""#)
    #expect(diagnostics == [])
    #expect(timeline.duration == 4)
    #expect(timeline.loops)
    let blocks = timeline.blocks
    #expect(blocks.map(\.name) == ["open", "close", "with", "p", "spin"])
    #expect(
      blocks.map(\.start) == [.at(0.5), .after("open"), .with("open"), .afterPrevious, .at(2)])
    #expect(blocks.map(\.delay) == [0, 1, 0.2, 0, 0])
    #expect(blocks[0].stateName == "open")
    #expect(blocks[1].repeatCount == .count(2))
    #expect(blocks[1].autoreverses)
    #expect(blocks[2].layoutIfNeeded == false)
    #expect(blocks[3].kind == .perform)
    #expect(blocks[3].changes.map(\.action) == [.set("a", [.hidden(true)])])
    #expect(
      blocks[4].kind
        == .basicAnimation(BasicAnimation(view: "a", keyPath: .rotation, from: 0, to: 360)))
    #expect(blocks[4].isIndefinite)
    #expect(blocks[4].timing == .curve(.linear, duration: 1.2))
  }

  @Test(
    "bad blocks are errors naming the problem",
    arguments: [
      (#"<animate duration="-1"/>"#, "'duration' must be at least 0, not -1"),
      (#"<animate delay="-0.5"/>"#, "'delay' must be at least 0, not -0.5"),
      (
        #"<animate curve="easeInOt"/>"#,
        "'easeInOt' is not a valid 'curve'; did you mean 'easeInOut'? (one of easeInOut, easeIn, easeOut, linear, default)"
      ),
      (#"<animate state="opne"/>"#, "unknown state 'opne'; did you mean 'open'?"),
      (#"<animate name="x"/><animate after="y"/>"#, "unknown block 'y'"),
      (#"<animate name="x" after="x"/>"#, "a block cannot start 'after' itself"),
      (
        #"<animate at="1" after="x" name="x"/>"#,
        "give one of 'at', 'after' and 'with', not 'at' and 'after'"
      ),
      (
        #"<animate dampingRatio="0.5" curve="linear"/>"#,
        "'curve' (a named curve) cannot be combined with a damping-ratio spring"
      ),
      (#"<animate mass="1" damping="3"/>"#, "<animate> needs a 'stiffness' attribute"),
      (#"<animate stiffness="0" damping="3"/>"#, "'stiffness' must be greater than 0"),
      (#"<animate bounce="1"/>"#, "'bounce' must be greater than -1 and less than 1, not 1"),
      (
        #"<animate controlPoint1="1.2 0" controlPoint2="0.5 1"/>"#,
        "a control point's x must be between 0 and 1, not 1.2"
      ),
      (#"<animate controlPoint1="0.2 0"/>"#, "<animate> needs a 'controlPoint2' attribute"),
      (#"<animate initialVelocity="3"/>"#, "'initialVelocity' applies to springs only"),
      (#"<animate repeatCount="0"/>"#, "'repeatCount' must be greater than 0, or 'indefinite'"),
      (
        #"<basicAnimation view="a" keyPath="position"/>"#,
        "'position' is not a valid 'keyPath' (one of transform.rotation.z, transform.scale, transform.scale.x, transform.scale.y, transform.translation.x, transform.translation.y, opacity, cornerRadius)"
      ),
      (#"<basicAnimation view="a" keyPath="opacity" to="2"/>"#, "opacity runs from 0 to 1, not 2"),
      (#"<perform duration="1"/>"#, "unknown attribute 'duration' on <perform>"),
      (
        #"<animate name="a" after="b"/><animate name="b" after="a"/>"#,
        "the blocks wait for each other in a cycle: 'a' → 'b' → 'a'"
      ),
      (
        #"<basicAnimation name="s" view="a" keyPath="opacity" repeatCount="indefinite"/><animate after="s"/>"#,
        "block 's' never completes (repeatCount=\"indefinite\"), so nothing can start after it"
      ),
    ])
  func badBlock(_ xml: String, _ message: String) {
    let (_, diagnostics) = Self.parseBlocks(xml)
    #expect(
      diagnostics.map { String($0.split(separator: ": ", maxSplits: 2).last ?? "") } == [message])
  }

  @Test("a duration on a mass/stiffness spring is ignored with a warning")
  func physicsSpringDuration() {
    let (_, diagnostics) = Self.parseBlocks(
      #"<animate duration="1" stiffness="100" damping="10"/>"#)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("warning: 'duration' is ignored") == true)
  }
}
