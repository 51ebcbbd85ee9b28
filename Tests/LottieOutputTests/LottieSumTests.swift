import Motion
import Testing

@testable import LottieOutput

/// A sum of terms without tracks is written as its constant without being combined: the value
/// `combine` would hold from 0 to the end.
@Suite("Lottie sums of constants")
struct LottieSumTests {
  static let state = LottieState(
    scene: LottieFileTests.scene, property: LottieProperty(fps: 60))

  @Test("a sum of constants is the offset plus each constant times its factor")
  func constants() {
    let terms = [
      [TrackAlgebra.Term(nil, constant: 3, factor: 2), TrackAlgebra.Term(nil, constant: 1)],
      [TrackAlgebra.Term(nil, constant: 40, factor: 0.5)],
    ]
    #expect(Self.state.constantSum(terms, offsets: [0.5, -1]) == [7.5, 19])
    let written = Self.state.sum(terms, offsets: [0.5, -1], LottieState.vector)
    #expect(written.json.text == #"{"a":0,"k":[7.5,19]}"#)
  }

  @Test("a sum with a track is combined: keys where the track moves")
  func withTrack() throws {
    let track = try #require(LottieFileTests.scene.track(.x, of: "moving"))
    let terms = [[TrackAlgebra.Term(track, constant: 10), TrackAlgebra.Term(nil, constant: 5)]]
    #expect(Self.state.constantSum(terms, offsets: [0]) == nil)
    let written = Self.state.sum(terms, offsets: [0]) { $0[0] }
    #expect(
      written.json.text
        == #"{"a":1,"k":[{"t":0,"s":[15],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":60,"s":[55]}]}"#)
  }
}
