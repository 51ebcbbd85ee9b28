import Interface
import Motion
import Scene
import Testing

/// Hiding an arranged subview inside an animation block: the stack closes the gap with the
/// block's curve, the hidden view is squeezed to nothing and disappears at the end.
@Suite("hiding arranged subviews")
struct StackHidingTests {
  static func make(_ timeline: String, layoutIfNeeded: String = "") throws -> Presentation {
    try presentation(
      of:
        """
        <interface version="1" name="T" width="320" height="480">
          <subviews><stackView id="s" axis="vertical" spacing="10"><subviews>
            <view id="a" intrinsicSize="100 40"/><view id="b" intrinsicSize="100 40"/>
            <view id="c" intrinsicSize="100 40"/>
          </subviews></stackView><view id="below"/></subviews>
          <constraints>
            <constraint eq="s.leading == root.leading"/><constraint eq="s.top == root.top"/>
            <constraint eq="below.top == s.bottom"/><constraint eq="below.leading == root.leading"/>
            <constraint eq="below.width == 10"/><constraint eq="below.height == 10"/>
          </constraints>
          <timeline>\(timeline)</timeline>
        </interface>
        """)
  }

  @Test("the gap closes with the block's curve, in frames of the views and the stack")
  func closesWithCurve() throws {
    let p = try Self.make(
      #"<animate at="1" duration="0.5" curve="linear"><set view="b" hidden="true"/></animate>"#)
    // c moves from y 100 to 50; b's height goes from 40 to 0 and its top from 50 to 45 (the
    // middle of the gap: a ends at 40, and half the spacing follows).
    #expect(p.value(.y, of: "c", at: 1) == 100)
    #expect(p.value(.y, of: "c", at: 1.25) == 75)
    #expect(p.value(.y, of: "c", at: 1.5) == 50)
    #expect(p.value(.height, of: "b", at: 1.25) == 20)
    #expect(p.value(.y, of: "b", at: 1.25) == 47.5)
    #expect(p.value(.height, of: "s", at: 1.25) == 115)
    #expect(p.value(.y, of: "below", at: 1.5) == 90)
  }

  @Test("the hidden view stays visible until the animation ends; alpha is untouched")
  func hidesAtTheEnd() throws {
    let p = try Self.make(
      #"<animate at="1" delay="0.2" duration="0.5"><set view="b" hidden="true"/></animate>"#)
    #expect(p.visibilityChanges(of: "b").map(\.time) == [1.7])
    #expect(p.visibilityChanges(of: "b").map(\.isHidden) == [true])
    #expect(!p.isHidden("b", at: 1.69))
    #expect(p.isHidden("b", at: 1.7))
    #expect(p.value(.alpha, of: "b", at: 1.5) == 1)
  }

  @Test("a shown view appears at once, at zero size, and grows")
  func showsAtOnce() throws {
    let p = try Self.make(
      """
      <perform at="0.5"><set view="b" hidden="true"/></perform>
      <animate at="1" duration="0.5" curve="linear"><set view="b" hidden="false"/></animate>
      """)
    #expect(p.visibilityChanges(of: "b").map(\.time) == [0.5, 1])
    #expect(p.value(.height, of: "b", at: 1) == 0)
    #expect(p.value(.height, of: "b", at: 1.25) == 20)
  }

  @Test("a hide undone before its animation ends never hides the view")
  func undoneHide() throws {
    let p = try Self.make(
      """
      <animate at="1" duration="1"><set view="b" hidden="true"/></animate>
      <animate at="1.5" duration="1"><set view="b" hidden="false"/></animate>
      """)
    #expect(p.visibilityChanges(of: "b").isEmpty)
  }

  @Test("the stack animates its arranged views even in a block that does not lay out")
  func stackLaysOutAnyway() throws {
    let p = try Self.make(
      """
      <animate at="1" duration="0.5" curve="linear" layoutIfNeeded="false">
        <set view="b" hidden="true"/>
      </animate>
      """)
    #expect(p.value(.y, of: "c", at: 1.25) == 75)
    // The view outside the stack follows at once (only the stack lays out).
    #expect(p.value(.y, of: "below", at: 1.25) == 90)
  }

  @Test("hiding a view that no stack arranges happens at the block's start")
  func plainViewHidesAtStart() throws {
    let p = try Self.make(
      #"<animate at="1" duration="0.5"><set view="below" hidden="true"/></animate>"#)
    #expect(p.visibilityChanges(of: "below").map(\.time) == [1])
  }
}

/// Sizes below zero (a bouncy spring squeezing a hidden view) show as zero.
@Suite("negative sizes")
struct NegativeSizeTests {
  @Test("an overshooting spring's size below 0 shows as 0 in frames and in the tracks")
  func floored() throws {
    let p = try StackHidingTests.make(
      #"<animate at="0" duration="1" dampingRatio="0.3"><set view="b" hidden="true"/></animate>"#)
    let times = stride(from: 0.0, through: 1.0, by: 0.01)
    // The model animates below 0 …
    #expect(times.contains { p.value(.height, of: "b", at: $0) < -1 })
    // … what is shown does not.
    #expect(times.allSatisfy { p.frameInPicture(of: "b", at: $0).height >= 0 })
    let (tracks, _) = TrackBuilder(p).tracks()
    let track = try #require(tracks.first { $0.view == "b" && $0.property == .height })
    #expect(track.keyframes.allSatisfy { $0.value >= 0 })
    #expect(track.keyframes.contains { $0.value == 0 })
  }
}

@Suite("hidden arranged subviews and ambiguity")
struct HiddenAmbiguityTests {
  @Test("a hidden view of an equal-spacing stack floats without an ambiguity warning")
  func noWarning() throws {
    let (_, lines) = try replay(
      """
      <interface version="1" name="T" width="320" height="480">
        <subviews><stackView id="s" distribution="equalSpacing" spacing="4"><subviews>
          <view id="a" intrinsicSize="10 10"/><view id="b" intrinsicSize="10 10"/>
          <view id="c" intrinsicSize="10 10"/>
        </subviews></stackView></subviews>
        <constraints>
          <constraint eq="s.leading == root.leading"/><constraint eq="s.top == root.top"/>
          <constraint eq="s.width == 200"/>
        </constraints>
        <timeline><perform at="1"><set view="b" hidden="true"/></perform></timeline>
      </interface>
      """)
    #expect(lines.isEmpty, "\(lines)")
  }
}
