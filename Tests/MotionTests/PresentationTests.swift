import Interface
import Motion
import Testing
import Tracks

@Suite("presentation")
struct PresentationTests {
  static func make(_ timeline: String) throws -> Presentation {
    try presentation(
      of:
        """
        <interface version="1" name="T" width="320" height="480">
          <subviews><view id="box"/></subviews>
          <constraints>
            <constraint id="left" eq="box.leading == root.leading"/>
            <constraint eq="box.top == root.top"/><constraint eq="box.width == 10"/><constraint eq="box.height == 10"/>
          </constraints>
          <timeline>\(timeline)</timeline>
        </interface>
        """)
  }

  @Test("properties and keys sort in declaration order: a view's frame first, then its layer")
  func propertyOrder() {
    let all = AnimatableProperty.allCases
    for (i, a) in all.enumerated() {
      for (j, b) in all.enumerated() { #expect((a < b) == (i < j), "\(a) < \(b)") }
    }
    let keys = [
      Presentation.Key(view: "b", property: .x), Presentation.Key(view: "a", property: .alpha),
      Presentation.Key(view: "a", property: .width),
    ]
    #expect(
      keys.sorted().map { "\($0.view).\($0.property.rawValue)" } == ["a.width", "a.alpha", "b.x"])
  }

  @Test("an overlapping animation is continuous in value and velocity at its start (additive)")
  func additiveContinuity() throws {
    let presentation = try Self.make(
      """
      <animate at="0" duration="1"><setConstant constraint="left" to="100"/></animate>
      <animate at="0.5" duration="1"><setConstant constraint="left" to="200"/></animate>
      """)
    let h = 1e-6
    let x = { (t: Double) in presentation.value(.x, of: "box", at: t) }
    #expect(abs(x(0.5 - h) - x(0.5 + h)) < 1e-3)
    let before = (x(0.5 - h) - x(0.5 - 2 * h)) / h
    let after = (x(0.5 + 2 * h) - x(0.5 + h)) / h
    #expect(abs(before - after) < 1e-2)
    // The sum of both animations: 200 − 100 (1 − pA) − 100 (1 − pB).
    #expect(abs(x(1.0) - (200 - 100 * (1 - 0.5))) < 1e-5)  // easeInOut(0.5) in single precision
    #expect(x(1.5) == 200)
  }

  @Test(
    "a replaced property starts from the model value, jumping if the earlier animation still ran")
  func replacedJumps() throws {
    let presentation = try Self.make(
      """
      <animate at="0" duration="1" curve="linear"><set view="box" alpha="0"/></animate>
      <animate at="0.5" duration="1" curve="linear"><set view="box" alpha="1"/></animate>
      """)
    let alpha = { (t: Double) in presentation.value(.alpha, of: "box", at: t) }
    #expect(abs(alpha(0.4999) - 0.5001) < 1e-9)
    #expect(abs(alpha(0.5)) < 1e-12)
    #expect(abs(alpha(1.0) - 0.5) < 1e-9)
  }

  @Test("presented alpha is clamped to 0…1 while a spring overshoots it (FORMAT.md §5a)")
  func clampedAlpha() throws {
    let presentation = try Self.make(
      """
      <perform at="0"><set view="box" alpha="0"/></perform>
      <animate at="0.1" duration="1" dampingRatio="0.3"><set view="box" alpha="1"/></animate>
      <animate at="2" duration="1" dampingRatio="0.3"><set view="box" alpha="0"/></animate>
      """)
    let springs = try #require(
      presentation.animations.first { $0.key.view == "box" && $0.key.property == .alpha }?.value)
    let times = (0..<300).map { Double($0) / 100 }
    // The springs' own values run past 1 and below 0 ...
    #expect(times.contains { springs[0].value(at: $0) > 1.2 })
    #expect(times.contains { springs[1].value(at: $0) < -0.2 })
    // ... the presented value stays within 0…1, and reaches both ends while they overshoot.
    let alpha = times.map { presentation.value(.alpha, of: "box", at: $0) }
    #expect(alpha.allSatisfy { (0...1).contains($0) })
    #expect(alpha.contains(1) && alpha.contains(0))
    let peak = try #require(times.max { springs[0].value(at: $0) < springs[0].value(at: $1) })
    #expect(presentation.value(.alpha, of: "box", at: peak) == 1)
  }

  @Test("the old value shows during the delay, and a perform jumps without stopping animations")
  func delayAndPerform() throws {
    let presentation = try Self.make(
      """
      <animate at="0" delay="0.5" duration="1" curve="linear"><setConstant constraint="left" to="100"/></animate>
      <perform at="1"><setConstant constraint="left" to="150"/></perform>
      """)
    let x = { (t: Double) in presentation.value(.x, of: "box", at: t) }
    #expect(x(0.25) == 0)
    #expect(abs(x(0.75) - 25) < 1e-9)
    #expect(abs(x(1.25) - 125) < 1e-9)
    #expect(x(2) == 150)
  }

  @Test("rotations take the shorter way; a basic animation turns the whole angle while it runs")
  func rotations() throws {
    let presentation = try Self.make(
      """
      <animate at="0" duration="1" curve="linear"><set view="box" rotation="270"/></animate>
      <basicAnimation view="box" keyPath="transform.rotation.z" from="0" to="360" duration="1"
                      repeatCount="2" at="2"/>
      <perform at="3.5"><removeAnimations view="box"/></perform>
      """)
    let r = { (t: Double) in presentation.value(.rotation, of: "box", at: t) }
    #expect(abs(r(0.5) + 45) < 1e-9)
    #expect(r(1.5) == 270)
    #expect(abs(r(2.25) - 90) < 1e-9)
    #expect(abs(r(3.25) - 90) < 1e-9)
    #expect(r(3.75) == 270)
  }

  @Test("a half turn goes the way rotationDirection says, else by the sign of the difference")
  func halfTurnDirections() throws {
    let presentation = try Self.make(
      """
      <animate at="0" duration="1" curve="linear">
        <set view="box" rotation="180" rotationDirection="counterClockwise"/>
      </animate>
      <animate at="2" duration="1" curve="linear">
        <set view="box" rotation="0" rotationDirection="counterClockwise"/>
      </animate>
      <animate at="4" duration="1" curve="linear"><set view="box" rotation="-180"/></animate>
      <animate at="6" duration="1" curve="linear">
        <set view="box" rotation="90" rotationDirection="counterClockwise"/>
      </animate>
      """)
    let r = { (t: Double) in presentation.value(.rotation, of: "box", at: t) }
    // 0 → 180 counter-clockwise passes through −90; 180 → 0 counter-clockwise through 90.
    #expect(abs(r(0.5) + 90) < 1e-9)
    #expect(r(1.5) == 180)
    #expect(abs(r(2.5) - 90) < 1e-9)
    // Without a direction, 0 → −180 follows the sign: counter-clockwise.
    #expect(abs(r(4.5) + 90) < 1e-9)
    // Not a half turn: the shorter way, −180 → 90 by −90, which the direction agrees with.
    #expect(abs(r(6.5) + 225) < 1e-9)
  }

  @Test("the default duration is the last animation's end plus 0.5 s, and loops wrap time")
  func duration() throws {
    let plain = try Self.make(
      #"<animate at="1" duration="0.5"><set view="box" alpha="0"/></animate>"#)
    #expect(plain.duration == 2)
    #expect(plain.clock(3) == 3)
  }

  /// `b` then `a` in the document (`a` first by id) and a view that never changes: `a`'s alpha
  /// steps to 0.5 at 0.5 s, `b`'s x runs linearly from 0 to 40 over 1…2 s.
  static let twoViews = """
    <interface version="1" name="T" width="320" height="480">
      <subviews><view id="b"/><view id="a"/><view id="still"/></subviews>
      <constraints>
        <constraint id="left" eq="b.leading == root.leading"/>
        <constraint eq="b.top == root.top"/><constraint eq="b.width == 10"/><constraint eq="b.height == 10"/>
        <constraint eq="a.leading == root.leading"/><constraint eq="a.top == root.top"/>
        <constraint eq="a.width == 10"/><constraint eq="a.height == 10"/>
      </constraints>
      <timeline>
        <perform at="0.5"><set view="a" alpha="0.5"/></perform>
        <animate at="1" duration="1" curve="linear"><setConstant constraint="left" to="40"/></animate>
      </timeline>
    </interface>
    """

  @Test("changing keys are each view's animated or changed properties once, by id then property")
  func changingKeysOrder() throws {
    let presentation = try presentation(of: Self.twoViews)
    // `a` comes before `b` by id, though not in the document; its alpha changes without an
    // animation, `b`'s x by one; `still` and the root change nothing.
    #expect(
      presentation.changingKeys.map { "\($0.view).\($0.property.rawValue)" } == ["a.alpha", "b.x"])
  }

  @Test("changing samplers are the changing keys, each with its own view's model and animations")
  func changingSamplersByPlace() throws {
    let presentation = try presentation(of: Self.twoViews)
    for jobs in [1, 2] {
      let samplers = presentation.changingSamplers(jobs: jobs)
      #expect(samplers.map { "\($0.key.view).\($0.key.property.rawValue)" } == ["a.alpha", "b.x"])
      guard samplers.count == 2 else { continue }
      // `a` is second in the document but first by id: its alpha steps to 0.5 at 0.5 s and
      // never animates; `b`'s x runs linearly from 0 to 40 over 1…2 s.
      let (alpha, x) = (samplers[0].sampler, samplers[1].sampler)
      #expect(alpha.animations.isEmpty)
      #expect(alpha.value(at: 0.25) == 1)
      #expect(alpha.value(at: 0.75) == 0.5)
      #expect(x.animations.count == 1)
      #expect(x.model(at: 0.75) == 0)
      #expect(x.model(at: 1.5) == 40)
      #expect(x.value(at: 1.5) == 20)
      #expect(x.value(at: 3) == 40)
    }
  }

  @Test("a view's history gives a property's model value in each state, in the states' order")
  func historyValues() throws {
    let presentation = try Self.make(
      """
      <perform at="0.5"><set view="box" alpha="0.25"/></perform>
      <animate at="1" duration="1"><setConstant constraint="left" to="30"/></animate>
      """)
    let place = try #require(presentation.document.views.firstIndex { $0.id == "box" })
    let history = presentation.histories[place]
    #expect(history.values(of: .x) == [0, 0, 30])
    #expect(history.values(of: .alpha) == [1, 0.25, 0.25])
    #expect(history.values(of: .width) == [10, 10, 10])
  }

  @Test("a view's history keeps its properties once per run of states that leaves them unchanged")
  func historyRuns() throws {
    let presentation = try Self.make(
      """
      <perform at="0.5"><set view="box" alpha="0.25" hidden="true"/></perform>
      <animate at="1" duration="1"><setConstant constraint="left" to="30"/></animate>
      <perform at="2"><set view="box" backgroundColor="#FF0000"/></perform>
      """)
    let place = try #require(presentation.document.views.firstIndex { $0.id == "box" })
    let history = presentation.histories[place]
    // The move changes the frame only: its state is in the run of the state before.
    #expect(history.runs == [0, 1, 1, 2])
    #expect(history.count == 4)
    #expect(history.properties(in: 0)?.alpha == 1)
    #expect(history.properties(in: 2)?.alpha == 0.25)
    #expect(history.isHidden(in: 0) == false)
    #expect(history.isHidden(in: 2) == true)
    #expect(history.changesBackgroundColor)
    #expect(history.values(of: .x) == [0, 0, 30, 30])
    #expect(presentation.visibilityChanges(of: "box").map(\.time) == [0.5])
  }

  @Test("a view's animations follow the blocks in order: added, stopped by removeAnimations, added")
  func animationListsInBlockOrder() throws {
    let presentation = try Self.make(
      """
      <animate at="0" duration="2" curve="linear"><setConstant constraint="left" to="100"/></animate>
      <basicAnimation view="box" keyPath="transform.rotation.z" from="0" to="90" duration="4" at="0.5"/>
      <perform at="1"><removeAnimations view="box"/></perform>
      <animate at="1.5" duration="1" curve="linear"><setConstant constraint="left" to="50"/></animate>
      """)
    let x = presentation.animations[Presentation.Key(view: "box", property: .x)] ?? []
    // The first move is stopped at 1 s, the second (called after) runs on.
    #expect(x.map(\.stopTime) == [1, nil])
    #expect(x.map(\.to) == [100, 50])
    let rotation = presentation.animations[Presentation.Key(view: "box", property: .rotation)]
    #expect(rotation?.map(\.stopTime) == [1])
    // A quarter second into four seconds of 0 to 90 degrees; then the model's 0.
    #expect(abs(presentation.value(.rotation, of: "box", at: 0.75) - 5.625) < 1e-9)
    #expect(presentation.value(.rotation, of: "box", at: 1.25) == 0)
    // Stopped at the model's 100 until the second move, halfway back to 50 at 2 s.
    #expect(presentation.value(.x, of: "box", at: 1.25) == 100)
    #expect(presentation.value(.x, of: "box", at: 2) == 75)
  }

  @Test("a view's values by its place in the document are every property's presented value")
  func valuesByPlace() throws {
    let presentation = try Self.make(
      """
      <animate at="0" duration="1" curve="linear"><setConstant constraint="left" to="100"/></animate>
      <perform at="0.5"><set view="box" alpha="0.25"/></perform>
      """)
    let place = try #require(presentation.document.views.firstIndex { $0.id == "box" })
    let halfway = presentation.values(ofViewAt: place, at: 0.5)
    #expect(halfway.count == AnimatableProperty.allCases.count)
    #expect(halfway[.x] == 50)
    #expect(halfway[.alpha] == 0.25)
    #expect(halfway[.width] == 10)
    #expect(halfway[.scaleX] == 1)
    #expect(halfway[.translationY] == 0)
    let end = presentation.values(of: "box", at: 1)
    #expect(end[.x] == 100)
    #expect(end[.y] == 0)
    #expect(end[.height] == 10)
  }
}
