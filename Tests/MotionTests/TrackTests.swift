import Interface
import Motion
import Scene
import TestFiles
import Testing
import Tracks

@Suite("tracks")
struct TrackTests {
  /// The largest gap between tracks and presentation at 240 Hz, and the keyframe counts of the
  /// tracks and of 60 fps baking over the same properties.
  ///
  /// Baking is counted only where a property moves: of its 60 fps samples, the first and the
  /// last, and each one that differs from the sample before or after it (the idle seconds of a
  /// timeline need no keys from a baker either). Counted here from the presentation, on its own.
  static func measure(_ presentation: Presentation, tolerance: Double = 0.05)
    -> (worstRatio: Double, keys: Int, baked: Int)
  {
    var options = TrackBuilder.Options()
    options.tolerance = tolerance
    let (tracks, _) = TrackBuilder(presentation, options: options).tracks()
    var worstRatio = 0.0
    var keys = 0
    var baked = 0
    let steps = Int((presentation.duration * 240).rounded(.down))
    let frames = Int((presentation.duration * 60).rounded(.up))
    for track in tracks {
      keys += track.keyframes.count
      let samples = (0...frames).map { frame in
        presentation.value(
          track.property, of: track.view, at: min(presentation.duration, Double(frame) / 60))
      }
      for frame in 0...frames {
        let moves =
          frame == 0 || frame == frames || samples[frame] != samples[frame - 1]
          || samples[frame] != samples[frame + 1]
        if moves { baked += 1 }
      }
      let allowed = track.property.tolerance(lengthTolerance: tolerance)
      for step in 0...steps {
        let t = Double(step) / 240
        let error = abs(
          track.value(at: t) - presentation.value(track.property, of: track.view, at: t))
        worstRatio = max(worstRatio, error / allowed)
      }
    }
    return (worstRatio, keys, baked)
  }

  static func spring(_ timing: String) throws -> Presentation {
    try presentation(
      of: """
        <interface version="1" name="T" width="320" height="480">
          <subviews><view id="box"/></subviews>
          <constraints>
            <constraint id="left" eq="box.leading == root.leading"/>
            <constraint eq="box.top == root.top"/><constraint eq="box.width == 10"/><constraint eq="box.height == 10"/>
          </constraints>
          <timeline><animate at="0" \(timing)><setConstant constraint="left" to="100"/></animate></timeline>
        </interface>
        """)
  }

  @Test("a named curve is one exact Bézier segment")
  func exactCurve() throws {
    let presentation = try Self.spring(#"duration="0.5" curve="easeInOut""#)
    let (tracks, _) = TrackBuilder(presentation).tracks()
    let track = try #require(tracks.first { $0.property == .x })
    #expect(track.keyframes.count == 3)
    #expect(
      track.keyframes[0]
        == Keyframe(time: 0, value: 0, easing: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
    #expect(track.keyframes[1].time == 0.5)
    #expect(track.keyframes[1].value == 100)
  }

  /// A half-second move at the start and a fade from 2.5 s to 3 s, in a timeline that holds the
  /// end for half a second more (3.5 s, 210 frames): 60 fps baking keys frames 0…30 and the last
  /// frame for the move (32), frame 0, frames 150…180 and the last frame for the fade (33), not
  /// 211 frames each.
  @Test("60 fps baking is counted, and baked, only where a property moves")
  func bakingOnlyWhileMoving() throws {
    let presentation = try presentation(
      of: """
        <interface version="1" name="T" width="320" height="480">
          <subviews><view id="box"/></subviews>
          <constraints>
            <constraint id="left" eq="box.leading == root.leading"/>
            <constraint eq="box.top == root.top"/><constraint eq="box.width == 10"/><constraint eq="box.height == 10"/>
          </constraints>
          <timeline>
            <animate at="0" duration="0.5" curve="linear"><setConstant constraint="left" to="100"/></animate>
            <animate at="2.5" duration="0.5" curve="linear"><set view="box" alpha="0.5"/></animate>
          </timeline>
        </interface>
        """)
    #expect(presentation.duration == 3.5)
    #expect(Self.measure(presentation).baked == 65)
    var options = TrackBuilder.Options()
    options.bakingRate = 60
    let (baked, _) = TrackBuilder(presentation, options: options).tracks()
    #expect(baked.map(\.property) == [.x, .alpha] || baked.map(\.property) == [.alpha, .x])
    let x = try #require(baked.first { $0.property == .x })
    #expect(x.keyframes.map(\.time) == (0...30).map { Double($0) / 60 } + [3.5])
    let alpha = try #require(baked.first { $0.property == .alpha })
    #expect(alpha.keyframes.map(\.time) == [0] + (150...180).map { Double($0) / 60 } + [3.5])
    #expect(alpha.keyframes.first?.value == 1 && alpha.keyframes.last?.value == 0.5)
  }

  /// A 100 pt move with each form of spring, at damping ratios from 0.1 to 1.
  ///
  /// The derived spring's curve is cut at its duration, and at a damping ratio of 0.1 it turns
  /// about 25 times by more than 0.05 pt within it, whatever the duration: SVG splines cannot
  /// overshoot their keys, so each turn needs a keyframe or two, and only from about 3 s
  /// (Apple's own example duration) are those fewer than a quarter of the 60 fps frames where
  /// the view moves (4.5× fewer at 3 s). The benchmark prints the shorter durations too.
  @Test(
    "every spring form for damping ratios 0.1 … 1 stays within the tolerance with a quarter of the keys of 60 fps baking while it moves",
    arguments: [
      "duration=\"3\" dampingRatio=\"%z\"", "mass=\"1\" stiffness=\"100\" damping=\"%c\"",
      "duration=\"1\" bounce=\"%b\"",
    ])
  func springForms(_ form: String) throws {
    for step in 1...10 {
      let zeta = Double(step) / 10
      let timing = form.replacingAll("%z", "\(zeta)").replacingAll("%c", "\(20 * zeta)")
        .replacingAll("%b", "\(1 - zeta)")
      let presentation = try Self.spring(timing)
      let (worst, keys, baked) = Self.measure(presentation)
      #expect(worst <= 1.0, "\(timing): error \(worst) × tolerance")
      #expect(Double(keys) * 4 <= Double(baked), "\(timing): \(keys) keys vs \(baked) baked")
    }
  }

  /// Login moves for about 2 s of its 6: a quarter of the frames where each property moves
  /// (4.4× fewer there), where baking every frame of the timeline would have made it 48.7×.
  @Test(
    "every Example's tracks stay within the tolerance with a quarter of the keys of 60 fps baking while they move",
    arguments: ["login", "panel", "bankey", "birthday"])
  func examples(_ name: String) throws {
    let text = try #require(Repository.text(Repository.path("Examples/\(name).xml")))
    let presentation = try presentation(of: text)
    let (worst, keys, baked) = Self.measure(presentation)
    #expect(worst <= 1.0, "\(name): error \(worst) × tolerance")
    #expect(Double(keys) * 4 <= Double(baked), "\(name): \(keys) keys vs \(baked) baked")
  }
}

extension String {
  func replacingAll(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
