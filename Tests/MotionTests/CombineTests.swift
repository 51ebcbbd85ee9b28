import Interface
import Motion
import Scene
import Testing
import Tracks

@Suite("sums of tracks")
struct CombineTests {
  @Test("constants add up to one value held from 0 to the end, and to no keys without a timeline")
  func constants() {
    // 10 + 2 × 3 − 2.5 = 13.5 and 0.5 × 4 = 2, by hand.
    let dimensions = [
      [
        TrackAlgebra.Term(nil, constant: 3, factor: 2),
        TrackAlgebra.Term(nil, constant: 2.5, factor: -1),
      ],
      [TrackAlgebra.Term(nil, constant: 4, factor: 0.5)],
    ]
    let (keys, isExact) = TrackAlgebra.combine(dimensions, offsets: [10, 0], duration: 2)
    #expect(isExact)
    #expect(
      keys == [
        CombinedKeyframe(time: 0, values: [13.5, 2], easing: .linear),
        CombinedKeyframe(time: 2, values: [13.5, 2], easing: nil),
      ])
    #expect(TrackAlgebra.combine(dimensions, offsets: [10, 0], duration: 0).keys.isEmpty)
  }

  @Test("a track's jump is kept: the value arriving at it, then the value leaving it")
  func jump() {
    // 0 → 10 linearly over the first second, a jump to 20 at 1 s, held until 2 s.
    let track = Track(
      view: "box", property: .x,
      keyframes: [
        Keyframe(time: 0, value: 0, easing: .linear), Keyframe(time: 1, value: 10, easing: .linear),
        Keyframe(time: 1, value: 20, easing: .linear), Keyframe(time: 2, value: 20, easing: nil),
      ])
    let (keys, isExact) = TrackAlgebra.combine(
      [[TrackAlgebra.Term(track, constant: 0, factor: 1)]], offsets: [0], duration: 2)
    #expect(isExact)
    #expect(
      keys == [
        CombinedKeyframe(time: 0, values: [0], easing: .linear),
        CombinedKeyframe(time: 1, values: [10], easing: nil),
        CombinedKeyframe(time: 1, values: [20], easing: .linear),
        CombinedKeyframe(time: 2, values: [20], easing: nil),
      ])
  }

  @Test(
    "a size moved by two blocks at once is cut into straight pieces on the millisecond grain, within the tolerance"
  )
  func straightPieces() throws {
    let presentation = try presentation(
      of: """
        <interface version="1" name="T" width="400" height="400">
          <subviews><view id="box"/></subviews>
          <constraints>
            <constraint eq="box.leading == root.leading"/><constraint eq="box.top == root.top"/>
            <constraint id="w" eq="box.width == 40"/><constraint id="h" eq="box.height == 40"/>
          </constraints>
          <timeline>
            <animate at="0" duration="0.6" dampingRatio="0.5"><setConstant constraint="w" to="120"/></animate>
            <animate at="0.1" duration="0.4" curve="easeIn"><setConstant constraint="h" to="90"/></animate>
          </timeline>
        </interface>
        """)
    let (tracks, _) = TrackBuilder(presentation).tracks()
    let width = try #require(tracks.first { $0.property == .width })
    let height = try #require(tracks.first { $0.property == .height })
    let (keys, isExact) = TrackAlgebra.combine(
      [[TrackAlgebra.Term(width, constant: 0)], [TrackAlgebra.Term(height, constant: 0)]],
      offsets: [0, 0], duration: presentation.duration)
    #expect(!isExact, "the two blocks' sum is fitted, not exact")
    #expect(keys.filter { $0.time > 0.1 && $0.time < 0.5 }.count > 2)
    for key in keys {
      let ms = key.time * 1000
      #expect(abs(ms - ms.rounded()) < 1e-6, "a key at \(key.time) s, off the grain")
    }
    // The keys against the exact motion, every millisecond.
    let fitted = [0, 1].map { index in
      Track(
        view: "box", property: index == 0 ? .width : .height,
        keyframes: keys.map { Keyframe(time: $0.time, value: $0.values[index], easing: $0.easing) })
    }
    var worst = 0.0
    for step in 0...Int(presentation.duration * 1000) {
      let t = Double(step) / 1000
      worst = max(
        worst, abs(fitted[0].value(at: t) - presentation.value(.width, of: "box", at: t)),
        abs(fitted[1].value(at: t) - presentation.value(.height, of: "box", at: t)))
    }
    #expect(worst <= 0.05)
  }

  /// A box sliding from x = 0 to 100 in the first second (linearly), then growing from 40 to
  /// 80 wide from 2 s to 3 s; each animation's tracks keep their source.
  static func slideThenGrow() throws -> (x: Track, width: Track, duration: Double) {
    let presentation = try presentation(
      of: """
        <interface version="1" name="T" width="400" height="400">
          <subviews><view id="box"/></subviews>
          <constraints>
            <constraint id="l" eq="box.leading == root.leading"/>
            <constraint eq="box.top == root.top"/>
            <constraint id="w" eq="box.width == 40"/><constraint eq="box.height == 40"/>
          </constraints>
          <timeline>
            <animate at="0" duration="1" curve="linear"><setConstant constraint="l" to="100"/></animate>
            <animate at="2" duration="1" curve="linear"><setConstant constraint="w" to="80"/></animate>
          </timeline>
        </interface>
        """)
    let (tracks, _) = TrackBuilder(presentation).tracks()
    let x = try #require(tracks.first { $0.property == .x })
    let width = try #require(tracks.first { $0.property == .width })
    #expect(x.source != nil && width.source != nil)
    return (x, width, presentation.duration)
  }

  /// docs/timing.md: `linear` is the cubic (0, 0, 1, 1).
  static let linearCurve = Easing.bezier(x1: 0, y1: 0, x2: 1, y2: 1)

  @Test("a sum of sourced tracks copies the one moving input's keys, the held terms added")
  func oneMovingAtATime() throws {
    let (x, width, duration) = try Self.slideThenGrow()
    // 1 + x + w / 2 + 2 × 5: 1 + 0 + 20 + 10 = 31 at 0 s, 131 from 1 s to 2 s, 151 from 3 s;
    // each block's keys eased with its curve, the holds linear.
    let (keys, isExact) = TrackAlgebra.combine(
      [
        [
          TrackAlgebra.Term(x, constant: 0), TrackAlgebra.Term(width, constant: 0, factor: 0.5),
          TrackAlgebra.Term(nil, constant: 5, factor: 2),
        ]
      ], offsets: [1], duration: duration)
    #expect(isExact)
    // docs/format.md: the timeline ends 0.5 s after the last animation.
    #expect(duration == 3.5)
    #expect(
      keys == [
        CombinedKeyframe(time: 0, values: [31], easing: Self.linearCurve),
        CombinedKeyframe(time: 1, values: [131], easing: .linear),
        CombinedKeyframe(time: 2, values: [131], easing: Self.linearCurve),
        CombinedKeyframe(time: 3, values: [151], easing: .linear),
        CombinedKeyframe(time: 3.5, values: [151], easing: nil),
      ])
  }

  @Test("each dimension of a sourced sum keeps its value while another one moves or none does")
  func dimensionsHeld() throws {
    let (x, width, duration) = try Self.slideThenGrow()
    let (keys, isExact) = TrackAlgebra.combine(
      [[TrackAlgebra.Term(x, constant: 0)], [TrackAlgebra.Term(width, constant: 0)]],
      offsets: [0, -4], duration: duration)
    #expect(isExact)
    #expect(
      keys == [
        CombinedKeyframe(time: 0, values: [0, 36], easing: Self.linearCurve),
        CombinedKeyframe(time: 1, values: [100, 36], easing: .linear),
        CombinedKeyframe(time: 2, values: [100, 36], easing: Self.linearCurve),
        CombinedKeyframe(time: 3, values: [100, 76], easing: .linear),
        CombinedKeyframe(time: 3.5, values: [100, 76], easing: nil),
      ])
  }
}
