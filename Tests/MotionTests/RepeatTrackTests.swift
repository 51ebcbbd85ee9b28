import Interface
import Motion
import Scene
import Testing
import Tracks

/// Repeats and autoreverses: every cycle is the first cycle's exact piece, the wrap from the
/// end value to the start value is an instant step, and after the animation the model value
/// shows at once (as a removed `CAAnimation`).
@Suite("repeating tracks")
struct RepeatTrackTests {
  static func scene(_ timeline: String) throws -> Presentation {
    try presentation(
      of: """
        <interface version="1" name="T" width="320" height="480">
          <subviews><view id="box" frame="100 100 50 50"/></subviews>
          <timeline>\(timeline)</timeline>
        </interface>
        """)
  }

  static func track(_ presentation: Presentation, _ property: AnimatableProperty) throws -> Track {
    let (tracks, warnings) = TrackBuilder(presentation).tracks()
    #expect(warnings.isEmpty, "\(warnings)")
    return try #require(tracks.first { $0.view == "box" && $0.property == property })
  }

  /// The largest gap between the track and the presentation at 240 Hz, away from the track's
  /// jumps (where either side is right).
  static func worstError(_ track: Track, _ presentation: Presentation) -> Double {
    let jumps = zip(track.keyframes, track.keyframes.dropFirst()).filter { $0.time == $1.time }
      .map(\.0.time)
    var worst = 0.0
    for step in 0...Int(presentation.duration * 240) {
      let t = Double(step) / 240
      guard !jumps.contains(where: { abs($0 - t) < 0.0015 }) else { continue }
      worst = max(
        worst, abs(track.value(at: t) - presentation.value(track.property, of: "box", at: t)))
    }
    return worst
  }

  @Test(
    "a linear 0→360 rotation repeated twice is one exact key pair per cycle, wrapping instantly",
    arguments: [(0.0, 1.0), (0.1, 1.1), (1.3, 1.1), (0.2, 1.2345), (0.1234, 0.7)])
  func repeatedRotation(_ start: Double, _ duration: Double) throws {
    let presentation = try Self.scene(
      """
      <basicAnimation view="box" keyPath="transform.rotation.z" from="0" to="360" curve="linear"
                      duration="\(duration)" repeatCount="2" at="\(start)"/>
      """)
    let track = try Self.track(presentation, .rotation)
    let keys = track.keyframes
    // [hold before the start,] 0 → 360, wrap, 0 → 360, back to the model value, hold.
    #expect(keys.count <= (start > 0 ? 7 : 6), "\(keys)")
    let expected: [Double] = (start > 0 ? [0] : []) + [0, 360, 0, 360, 0, 0]
    #expect(keys.count == expected.count, "\(keys)")
    #expect(zip(keys, expected).allSatisfy { abs($0.value - $1) < 1e-5 }, "\(keys)")
    let linear = Easing.bezier(x1: 0, y1: 0, x2: 1, y2: 1)
    let cycles = keys.indices.filter { keys[$0].easing == linear }
    #expect(cycles.count == 2, "\(keys)")
    for index in cycles where index + 2 < keys.count {
      #expect(abs(keys[index + 1].value - 360) < 1e-5)
      #expect(abs(keys[index + 1].time - keys[index].time - duration) <= 0.001)
      // Each cycle ends with a jump back: the next key has the same time.
      #expect(keys[index + 2].time == keys[index + 1].time)
    }
    // Cycle boundaries fall on whole milliseconds (the export's time grain): one that does
    // not is drawn up to half a millisecond early or late, and nothing else differs.
    let aligned =
      (duration * 1000).rounded() == duration * 1000
      && (start * 1000).rounded() == start * 1000
    let shift = aligned ? 0 : 360 / duration * 0.0005
    #expect(Self.worstError(track, presentation) <= shift + 1e-5)
  }

  @Test("after a basic animation ends the model value shows at once")
  func modelAfterEnd() throws {
    let presentation = try Self.scene(
      """
      <basicAnimation view="box" keyPath="transform.rotation.z" from="30" to="90" curve="linear"
                      duration="1.1" repeatCount="2" at="0.1"/>
      """)
    let track = try Self.track(presentation, .rotation)
    let end = 0.1 + 2.2
    #expect(track.value(at: end - 0.002) > 89)
    #expect(track.value(at: end) == 0)
    #expect(track.value(at: presentation.duration) == 0)
    #expect(track.keyframes.count <= 9, "\(track.keyframes)")
    #expect(Self.worstError(track, presentation) <= 1e-5)
  }

  @Test("an autoreversing repeat is the curve forth and back, each half one exact segment")
  func autoreverse() throws {
    let presentation = try Self.scene(
      """
      <basicAnimation view="box" keyPath="transform.scale" from="1" to="2" curve="easeInOut"
                      duration="0.3" autoreverses="true" repeatCount="3" at="0.05"/>
      """)
    let track = try Self.track(presentation, .scaleX)
    // Hold, then six halves, then the hold after the end.
    #expect(track.keyframes.map(\.value) == [1, 1, 2, 1, 2, 1, 2, 1, 1], "\(track.keyframes)")
    for (index, key) in track.keyframes.enumerated().dropFirst().dropLast(2) {
      // easeInOut is symmetric: the reverse half has the same control points.
      guard case .bezier(let x1, let y1, let x2, let y2)? = key.easing else {
        Issue.record("key \(index) is not a Bézier segment")
        continue
      }
      #expect(
        abs(x1 - 0.42) + abs(y1) + abs(x2 - 0.58) + abs(y2 - 1) < 1e-9, "key \(index): \(key)")
    }
    #expect(Self.worstError(track, presentation) <= 1e-6)
  }

  @Test("a spring repeated twice and a half is fitted per cycle, each as small as the first")
  func repeatedSpring() throws {
    let presentation = try presentation(
      of: """
        <interface version="1" name="T" width="320" height="480">
          <subviews><view id="box" frame="100 100 50 50"/></subviews>
          <timeline><animate at="0.1" duration="1.1" dampingRatio="0.5" repeatCount="2.5">
            <set view="box" rotation="90"/></animate></timeline>
        </interface>
        """)
    let track = try Self.track(presentation, .rotation)
    let wraps = zip(track.keyframes.indices, track.keyframes.indices.dropFirst())
      .filter { track.keyframes[$0].time == track.keyframes[$1].time }.map(\.1)
    // Two wraps between cycles, and the jump to the model value after the half cycle.
    try #require(wraps.count == 3, "\(track.keyframes)")
    let first = wraps[0] - 1
    let second = wraps[1] - wraps[0]
    #expect(second <= first, "\(track.keyframes)")
    #expect(Self.worstError(track, presentation) <= 0.05)
  }

  @Test("a repeating color animation is one piece per cycle")
  func repeatedColor() throws {
    let presentation = try presentation(
      of: """
        <interface version="1" name="T" width="320" height="480">
          <subviews><view id="box" frame="100 100 50 50" backgroundColor="#FF0000"/></subviews>
          <timeline><animate at="0.1" duration="1.1" curve="linear" repeatCount="3"
                             autoreverses="true"><set view="box" backgroundColor="#0000FF"/></animate></timeline>
        </interface>
        """)
    let track = TrackBuilder(presentation).backgroundTrack(of: "box")
    // Hold, six halves, the jump to the model value (blue) at the end, and the hold after it.
    #expect(track.keyframes.count <= 10, "\(track.keyframes)")
    let reds = track.keyframes.map(\.color.red)
    #expect(reds.filter { $0 == 1 }.count >= 4 && reds.filter { $0 == 0 }.count >= 4, "\(reds)")
  }
}
