import Interface
import Motion
import Scene
import Testing
import Tracks

/// A block's progress is fitted once and scaled for every property it drives; tracks are the
/// same however many threads build them.
@Suite("shared progress fits")
struct SharedFitTests {
  /// `count` boxes in a column, each moved right by `distance(i)` in one spring block.
  static func column(_ count: Int, timing: String, distance: (Int) -> Double) -> String {
    let views = (0..<count).map { "<view id=\"b\($0)\"/>" }.joined()
    let constraints = (0..<count).map { index in
      """
      <constraint id="l\(index)" eq="b\(index).leading == root.leading"/>
      <constraint eq="b\(index).top == root.top + \(index * 12)"/>
      <constraint eq="b\(index).width == 10"/><constraint eq="b\(index).height == 10"/>
      """
    }.joined()
    let changes = (0..<count).map {
      "<setConstant constraint=\"l\($0)\" to=\"\(distance($0))\"/>"
    }.joined()
    return """
      <interface version="1" name="T" width="2000" height="2000">
        <subviews>\(views)</subviews><constraints>\(constraints)</constraints>
        <timeline><animate at="0.1" \(timing)>\(changes)</animate></timeline>
      </interface>
      """
  }

  /// The largest gap between a track and the presentation, every millisecond, away from the
  /// track's jumps (where either side is right).
  static func worstError(_ track: Track, _ presentation: Presentation) -> Double {
    let jumps = zip(track.keyframes, track.keyframes.dropFirst()).filter { $0.time == $1.time }
      .map(\.0.time)
    return (0...Int(presentation.duration * 1000)).map { step in
      let t = Double(step) / 1000
      guard !jumps.contains(where: { abs($0 - t) < 0.0015 }) else { return 0 }
      return abs(track.value(at: t) - presentation.value(track.property, of: track.view, at: t))
    }.max() ?? 0
  }

  @Test(
    "views moved by one spring by distances within an eighth of an octave cost one fit, each within the tolerance",
    arguments: [
      "duration=\"0.6\" dampingRatio=\"0.5\"", "mass=\"1\" stiffness=\"170\" damping=\"12\"",
    ])
  func oneFit(timing: String) throws {
    let presentation = try presentation(
      of: Self.column(40, timing: timing, distance: { 190 + 0.35 * Double($0) }))
    let builder = TrackBuilder(presentation)
    let (tracks, warnings) = builder.tracks()
    #expect(warnings.isEmpty)
    #expect(tracks.count == 40)
    #expect(builder.fits.count == 1)
    let times = tracks.map { $0.keyframes.map(\.time) }
    #expect(Set(times).count == 1, "every track has the block's key times")
    #expect(times[0].count > 4, "the spring is fitted, not one exact segment")
    for track in tracks {
      #expect(Self.worstError(track, presentation) <= 0.05)
    }
  }

  @Test("distances an octave apart get fits of their own, none looser than its tolerance")
  func octaves() throws {
    let presentation = try presentation(
      of: Self.column(
        6, timing: "duration=\"0.8\" dampingRatio=\"0.4\"",
        distance: {
          25 * Double(1 << $0)
        }))
    let builder = TrackBuilder(presentation)
    let (tracks, _) = builder.tracks()
    #expect(builder.fits.count == 6)
    for track in tracks {
      #expect(Self.worstError(track, presentation) <= 0.05)
    }
  }

  @Test("tracks are the same whatever the number of threads building them")
  func jobs() throws {
    let presentation = try presentation(
      of: Self.column(
        60, timing: "duration=\"0.7\" bounce=\"0.3\"", distance: { 37 * Double($0 % 7) + 5 }))
    var one = TrackBuilder.Options()
    one.jobs = 1
    var four = TrackBuilder.Options()
    four.jobs = 4
    let (serial, _) = TrackBuilder(presentation, options: one).tracks()
    let (parallel, _) = TrackBuilder(presentation, options: four).tracks()
    #expect(serial.count == 60)
    #expect(serial == parallel)
  }

  @Test("a block's plan carries its timing function and the breakdown warning, once")
  func plan() throws {
    let text = """
      <interface version="1" name="T" width="320" height="480">
        <subviews><view id="box"/></subviews>
        <constraints>
          <constraint id="left" eq="box.leading == root.leading"/>
          <constraint eq="box.top == root.top"/><constraint eq="box.width == 10"/>
          <constraint eq="box.height == 10"/>
        </constraints>
        <timeline>
          <animate at="0" duration="0.5" dampingRatio="1" initialVelocity="10">
            <setConstant constraint="left" to="100"/>
          </animate>
        </timeline>
      </interface>
      """
    let (document, _, lines) = try replayDocument(text)
    let plan = TimelinePlan(document.timeline)
    #expect(plan.diagnostics.count == 1)
    #expect(lines.filter { $0.contains("spring derivation breaks down") }.count == 1)
    let presentation = Presentation(
      document: document, states: ModelReplay.states(of: document, plan: plan).0, plan: plan)
    let animation = try #require(presentation.animations.values.first?.first)
    #expect(animation.timing == plan.blocks[0].timing)
    #expect(animation.endTime == plan.blocks[0].schedule.completionTime)
  }
}

/// Sums of tracks (a Lottie position is x + w/2 + translation − the superview's bounds origin)
/// are fitted to the motion, within the tracks' own tolerance.
@Suite("combined tracks")
struct CombinedTrackTests {
  static let scene = """
    <interface version="1" name="T" width="400" height="800">
      <subviews>
        <view id="list" clipsToBounds="true"><subviews><view id="row"/></subviews></view>
      </subviews>
      <constraints>
        <constraint eq="list.leading == root.leading"/><constraint eq="list.top == root.top"/>
        <constraint eq="list.width == 400"/><constraint eq="list.height == 800"/>
        <constraint id="top" eq="row.top == list.top + 10"/>
        <constraint eq="row.leading == list.leading"/>
        <constraint id="h" eq="row.height == 40"/><constraint eq="row.width == 40"/>
      </constraints>
      <timeline>
        <animate at="0" duration="0.6" dampingRatio="0.5"><setConstant constraint="top" to="300"/></animate>
        <animate at="0.2" mass="1" stiffness="120" damping="9"><setConstant constraint="h" to="90"/></animate>
        <animate at="0.3" duration="0.5" curve="easeInOut"><set view="list" boundsOriginY="120"/></animate>
      </timeline>
    </interface>
    """

  /// y + h/2 − the list's bounds origin, combined from tracks built at `tolerance`.
  static func combined(tolerance: Double) throws -> (Track, Presentation) {
    let presentation = try presentation(of: scene)
    var options = TrackBuilder.Options()
    options.tolerance = tolerance
    let (tracks, _) = TrackBuilder(presentation, options: options).tracks()
    func term(_ view: String, _ property: AnimatableProperty, _ factor: Double) throws
      -> TrackAlgebra.Term
    {
      let track = try #require(tracks.first { $0.view == view && $0.property == property })
      return TrackAlgebra.Term(track, constant: 0, factor: factor)
    }
    let dimension = [
      try term("row", .y, 1), try term("row", .height, 0.5), try term("list", .boundsOriginY, -1),
    ]
    let keys = TrackAlgebra.combine([dimension], offsets: [0], duration: presentation.duration)
      .keys
    let track = Track(
      view: "row", property: .y,
      keyframes: keys.map { Keyframe(time: $0.time, value: $0.values[0], easing: $0.easing) })
    return (track, presentation)
  }

  @Test(
    "the sum stays within the tracks' tolerance, however small, and a larger one needs fewer keys",
    arguments: [0.01, 0.05, 0.5])
  func withinTolerance(_ tolerance: Double) throws {
    let (track, presentation) = try Self.combined(tolerance: tolerance)
    let jumps = zip(track.keyframes, track.keyframes.dropFirst()).filter { $0.time == $1.time }
      .map(\.0.time)
    var worst = 0.0
    for step in 0...Int(presentation.duration * 1000) {
      let t = Double(step) / 1000
      guard !jumps.contains(where: { abs($0 - t) < 0.0015 }) else { continue }
      let truth =
        presentation.value(.y, of: "row", at: t) + presentation.value(.height, of: "row", at: t) / 2
        - presentation.value(.boundsOriginY, of: "list", at: t)
      worst = max(worst, abs(track.value(at: t) - truth))
    }
    #expect(worst <= tolerance)
    if tolerance == 0.5 {
      let (fine, _) = try Self.combined(tolerance: 0.01)
      #expect(track.keyframes.count < fine.keyframes.count)
    }
  }
}

extension CombinedTrackTests {
  @Test("a size floored at 0 by an overshooting spring is summed as shown, not as the spring")
  func flooredSize() throws {
    let scene = """
      <interface version="1" name="T" width="400" height="400">
        <subviews><view id="row"/></subviews>
        <constraints>
          <constraint id="top" eq="row.top == root.top + 100"/>
          <constraint eq="row.leading == root.leading"/><constraint eq="row.width == 40"/>
          <constraint id="h" eq="row.height == 40"/>
        </constraints>
        <timeline>
          <animate at="0" duration="0.6" dampingRatio="0.3">
            <setConstant constraint="h" to="0"/><setConstant constraint="top" to="120"/>
          </animate>
        </timeline>
      </interface>
      """
    let presentation = try presentation(of: scene)
    let (tracks, _) = TrackBuilder(presentation).tracks()
    let y = try #require(tracks.first { $0.property == .y })
    let height = try #require(tracks.first { $0.property == .height })
    let keys = TrackAlgebra.combine(
      [[TrackAlgebra.Term(y, constant: 0), TrackAlgebra.Term(height, constant: 0, factor: 0.5)]],
      offsets: [0], duration: presentation.duration
    ).keys
    let track = Track(
      view: "row", property: .y,
      keyframes: keys.map { Keyframe(time: $0.time, value: $0.values[0], easing: $0.easing) })
    var worst = 0.0
    for step in 0...Int(presentation.duration * 1000) {
      let t = Double(step) / 1000
      let shown = max(0, presentation.value(.height, of: "row", at: t))
      worst = max(
        worst, abs(track.value(at: t) - presentation.value(.y, of: "row", at: t) - shown / 2))
    }
    #expect(worst <= 0.05)
  }
}

extension SharedFitTests {
  /// Boxes moved right by 30·m in a spring block, then by 20·m more in a curve block that
  /// starts while the spring runs (m from 104 to 108: distances within an eighth of an octave).
  static let overlapping: String = {
    let ms = Array(104...108)
    let views = ms.map { "<view id=\"b\($0)\"/>" }.joined()
    let constraints = ms.map { m in
      """
      <constraint id="l\(m)" eq="b\(m).leading == root.leading"/>
      <constraint eq="b\(m).top == root.top + \(m * 12)"/>
      <constraint eq="b\(m).width == 10"/><constraint eq="b\(m).height == 10"/>
      """
    }.joined()
    let first = ms.map { "<setConstant constraint=\"l\($0)\" to=\"\(30 * $0)\"/>" }.joined()
    let second = ms.map { "<setConstant constraint=\"l\($0)\" to=\"\(50 * $0)\"/>" }.joined()
    return """
      <interface version="1" name="T" width="6000" height="2000">
        <subviews>\(views)</subviews><constraints>\(constraints)</constraints>
        <timeline>
          <animate at="0.1" duration="0.6" dampingRatio="0.5">\(first)</animate>
          <animate at="0.3" duration="0.5" curve="easeInOut">\(second)</animate>
        </timeline>
      </interface>
      """
  }()

  @Test(
    "views moved by two overlapping blocks in the same proportions share one fit of the sum, each within the tolerance"
  )
  func overlappingSum() throws {
    let presentation = try presentation(of: Self.overlapping)
    let builder = TrackBuilder(presentation)
    let (tracks, warnings) = builder.tracks()
    #expect(warnings.isEmpty)
    #expect(tracks.count == 5)
    #expect(builder.fits.sumCount == 1)
    // While both blocks run (0.3 to 0.7 s), every track has the same key times.
    let overlap = tracks.map { $0.keyframes.map(\.time).filter { $0 > 0.3 && $0 < 0.7 } }
    #expect(Set(overlap).count == 1)
    #expect(overlap[0].count > 1, "the sum is fitted, not one segment")
    for track in tracks {
      #expect(Self.worstError(track, presentation) <= 0.05)
    }
  }
}
