import Testing
import Tracks

@testable import LottieOutput

/// A sum of terms without tracks is written as its constant without being combined: the value
/// `combine` would hold from 0 to the end.
@Suite("Lottie sums of constants")
struct LottieSumTests {
  static let terms = [
    [TrackAlgebra.Term(nil, constant: 3, factor: 2), TrackAlgebra.Term(nil, constant: 1)],
    [TrackAlgebra.Term(nil, constant: 40, factor: 0.5)],
  ]

  @Test("a sum of constants is the offset plus each constant times its factor")
  func constants() {
    #expect(LottieState.constantSum(Self.terms, offsets: [0.5, -1], duration: 1) == [7.5, 19])
    // An empty timeline has no keys to hold it: combined, as before.
    #expect(LottieState.constantSum(Self.terms, offsets: [0.5, -1], duration: 0) == nil)
  }

  @Test("a sum with a track is combined, not a constant")
  func withTrack() {
    let track = Track(
      view: "moving", property: .x,
      keyframes: [
        Keyframe(time: 0, value: 10, easing: .linear), Keyframe(time: 1, value: 50, easing: nil),
      ])
    let terms = [[TrackAlgebra.Term(nil, constant: 5), TrackAlgebra.Term(track, constant: 10)]]
    #expect(LottieState.constantSum(terms, offsets: [0], duration: 1) == nil)
  }
}
