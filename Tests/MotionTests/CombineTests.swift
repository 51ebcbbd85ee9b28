import Interface
import Motion
import Testing

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
}
