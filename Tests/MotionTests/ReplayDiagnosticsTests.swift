import Motion
import Testing

@Suite("replay diagnostics")
struct ReplayDiagnosticsTests {
  @Test("conflicting required constraints: the later one breaks, the set is listed, frames go on")
  func conflict() throws {
    let (states, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="card"/></subviews>
        <constraints>
          <constraint id="left" eq="card.leading == root.leading + 10"/>
          <constraint id="right" eq="card.trailing == root.trailing - 10"/>
          <constraint id="wide" eq="card.width == 200"/>
          <constraint eq="card.top == root.top"/>
          <constraint eq="card.height == 50"/>
        </constraints>
      </interface>
      """)
    #expect(
      diagnostics == [
        "6:5: error: unable to simultaneously satisfy constraints; breaking 'wide' (card.width == 200)",
        "  1:1: note: conflicts with the root's size (root.width == 320)",
        "  4:5: note: conflicts with 'left' (card.leading == root.leading + 10)",
        "  5:5: note: conflicts with 'right' (card.trailing == root.trailing - 10)",
      ])
    let frame = try #require(states.first).frames.layoutFrames["card"]
    #expect(frame?.width == 300)
  }

  @Test("a conflict made by a block names the block and its time")
  func conflictInBlock() throws {
    let (_, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="card" frame="0 0 100 100"/></subviews>
        <constraints><constraint id="w" eq="card.width == 120" active="false"/></constraints>
        <timeline>
          <animate name="grow" at="1.5"><activate constraint="w"/></animate>
        </timeline>
      </interface>
      """)
    #expect(
      diagnostics == [
        "3:16: error: unable to simultaneously satisfy constraints; breaking 'w' (card.width == 120)",
        "  2:13: note: conflicts with the fixed frame of 'card' (card.width == 100)",
        "  5:5: note: the change is in block 'grow' at 1.5 s",
      ])
  }

  @Test("an ambiguous layout warns once per view and axis")
  func ambiguity() throws {
    let (_, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="card"/><view id="pinned"/></subviews>
        <constraints>
          <constraint eq="card.top == root.top"/>
          <constraint eq="card.height == 20"/>
          <constraint eq="card.width == 20"/>
          <constraint eq="pinned.leading == root.leading"/>
          <constraint eq="pinned.top == root.top"/>
          <constraint eq="pinned.width == 10"/>
        </constraints>
      </interface>
      """)
    #expect(
      diagnostics == [
        "2:13: warning: ambiguous layout: 'card' is not fixed on the horizontal axis (x position)",
        "2:30: warning: ambiguous layout: 'pinned' is not fixed on the vertical axis (height)",
      ])
  }

  @Test("match= must name exactly one constraint at that moment")
  func matchProblems() throws {
    let (_, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="card" frame="0 0 10 10"/></subviews>
        <constraints>
          <constraint id="a" eq="card.top == root.top @500"/>
          <constraint id="b" eq="card.top == root.top + 5 @400"/>
        </constraints>
        <timeline>
          <animate at="1"><setConstant match="card.top" to="3"/></animate>
          <animate at="2"><setConstant match="card.bottom" to="3"/></animate>
        </timeline>
      </interface>
      """)
    #expect(
      diagnostics == [
        "8:21: error: 2 active constraints match 'card.top'; name one by its id or identifier",
        "  4:5: note: matches 'a'",
        "  5:5: note: matches 'b'",
        "9:21: error: no active constraint matches 'card.bottom'",
      ])
  }

  @Test("changing an active constraint between required and optional is an error")
  func priorityChange() throws {
    let (_, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="card" frame="0 0 10 10"/></subviews>
        <constraints><constraint id="w" eq="card.width == 10 @750"/></constraints>
        <timeline><perform at="1"><setPriority constraint="w" to="required"/></perform></timeline>
      </interface>
      """)
    #expect(
      diagnostics == [
        "4:29: error: cannot change the priority of active constraint 'w' from optional to required; deactivate it first, as UIKit requires"
      ])
  }

  @Test("an animated rotation of exactly half a turn warns and keeps the sign of the difference")
  func halfTurn() throws {
    let (states, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="arrow" frame="0 0 10 10"/></subviews>
        <timeline>
          <animate at="1"><set view="arrow" rotation="180"/></animate>
          <animate at="2"><set view="arrow" rotation="90"/></animate>
        </timeline>
      </interface>
      """)
    #expect(
      diagnostics == [
        "4:21: warning: rotating 'arrow' from 0° to 180° is exactly half a turn, which iOS may turn either way; Motionboard turns it clockwise, by the sign of the difference; rotationDirection says which"
      ])
    #expect(states.map { $0.properties["arrow"]?.transform.rotation } == [0, 180, 90])
  }

  @Test("rotationDirection decides a half turn without a warning and is kept with its block")
  func halfTurnWithDirection() throws {
    let (states, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="arrow" frame="0 0 10 10"/></subviews>
        <timeline>
          <animate at="1"><set view="arrow" rotation="180" rotationDirection="clockwise"/></animate>
          <animate at="2"><set view="arrow" rotation="0" rotationDirection="counterClockwise"/></animate>
          <animate at="3"><set view="arrow" rotation="45"/></animate>
        </timeline>
      </interface>
      """)
    #expect(diagnostics == [])
    #expect(states.map { $0.turns["arrow"] } == [nil, .clockwise, .counterClockwise, nil])
  }

  @Test("a rotationDirection that the shorter way contradicts is an error")
  func contradictedDirection() throws {
    let (_, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="arrow" frame="0 0 10 10"/></subviews>
        <timeline>
          <animate at="1"><set view="arrow" rotation="90" rotationDirection="counterClockwise"/></animate>
          <animate at="2"><set view="arrow" rotation="0" rotationDirection="counterClockwise"/></animate>
          <perform at="3"><set view="arrow" rotation="90" rotationDirection="counterClockwise"/></perform>
        </timeline>
      </interface>
      """)
    #expect(
      diagnostics == [
        "4:21: error: rotating 'arrow' from 0° to 90° turns clockwise by 90°, the shorter way, as UIKit does; rotationDirection=\"counterClockwise\" decides only a turn of exactly half a turn (a basicAnimation turns through any angle)"
      ])
  }

  @Test("expressions read the frames from before the block and constants as they change")
  func expressionTiming() throws {
    let (states, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="card"/></subviews>
        <constraints>
          <constraint id="top" eq="card.top == root.top + 10"/>
          <constraint eq="card.leading == root.leading"/>
          <constraint eq="card.width == 50"/><constraint eq="card.height == 50"/>
        </constraints>
        <timeline>
          <animate at="1">
            <setConstant constraint="top" to="card.maxY + top.constant"/>
            <setConstant constraint="top" to="top.constant * 2"/>
          </animate>
          <animate at="2"><setConstant constraint="top" to="card.minY / (card.width - 50)"/></animate>
        </timeline>
      </interface>
      """)
    // First block: maxY before = 60, constant 10 → 70; then 70 × 2 = 140.
    #expect(states[1].frames.layoutFrames["card"]?.minY == 140)
    #expect(diagnostics == ["13:65: error: division by zero: the divisor is 0 at this moment"])
  }

  @Test("a spring whose derivation breaks down (ζ = 1, v0 = 5/D) warns and still animates")
  func newtonBreakdown() throws {
    let (states, diagnostics) = try replay(
      """
      <interface version="1" name="T" width="100" height="100">
        <subviews><view id="a" frame="0 0 10 10"/></subviews>
        <timeline><animate duration="0.5" dampingRatio="1" initialVelocity="10"><set view="a" alpha="0"/></animate></timeline>
      </interface>
      """)
    #expect(
      diagnostics == [
        "3:13: warning: UIKit's spring derivation breaks down for these values (it would animate with NaN); Motionboard uses the largest root instead"
      ])
    #expect(states.count == 2)
  }
}
