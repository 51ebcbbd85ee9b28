import Interface
import Motion
import Scene
import Testing
import Tracks

#if canImport(Glibc)
  import Glibc
#endif

/// Animations cut by the timeline's end: a repeat (or a spring, or a basic animation) still
/// running when the timeline ends is drawn as it runs up to the end, its last cycle cut there,
/// however long it would run after it (docs/timing.md, Tracks).
///
/// Every expected value is worked out by hand from the formulas of docs/timing.md, and the
/// presentation (`frames`) is checked against them too.
@Suite("animations cut by the timeline's end")
struct CutRepeatTrackTests {
  /// One cut animation of the box: its block, the property it moves, when it starts, how long
  /// a cycle (or a half of an autoreversing one) lasts, and the value it shows at a time.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var block: String
    var property: AnimatableProperty
    var start: Double
    var cycle: Double
    var expected: @Sendable (Double) -> Double
    var testDescription: String { name }
  }

  /// A box at (20, 20), 60 × 60, placed by constraints (`left` and `width` move it) on a
  /// timeline of 2 s.
  static func scene(_ blocks: String) throws -> Presentation {
    try presentation(
      of: """
        <interface version="1" name="T" width="400" height="400">
          <subviews><view id="box" backgroundColor="#FF0000"/></subviews>
          <constraints>
            <constraint id="left" eq="box.leading == root.leading + 20"/>
            <constraint eq="box.top == root.top + 20"/>
            <constraint id="width" eq="box.width == 60"/>
            <constraint eq="box.height == 60"/>
          </constraints>
          <timeline duration="2">\(blocks)</timeline>
        </interface>
        """)
  }

  /// A cubic timing curve from (0, 0) to (1, 1) at time fraction `u`, by bisection on x.
  static func eased(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ u: Double) -> Double {
    func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
      3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(x1, x2, middle) < u { low = middle } else { high = middle }
    }
    return bezier(y1, y2, (low + high) / 2)
  }

  /// The fraction of its curve a repeat has run at `t`: forth, then back when it autoreverses.
  static func phase(_ t: Double, start: Double, duration d: Double, autoreverses: Bool = false)
    -> Double
  {
    let u = (t - start).truncatingRemainder(dividingBy: autoreverses ? 2 * d : d) / d
    return u > 1 ? 2 - u : u
  }

  /// A spring of mass 1 (docs/timing.md, Springs): the remaining displacement x(s) at `s`
  /// seconds of a bouncing spring, and its settling time rounded up to whole milliseconds.
  struct Spring {
    var stiffness: Double
    var damping: Double
    var decay: Double { damping / 2 }
    var frequency: Double { (stiffness - decay * decay).squareRoot() }
    var settling: Double {
      (1000 * log((1 + decay / frequency) / 0.001) / decay).rounded(.up) / 1000
    }
    func displacement(_ s: Double) -> Double {
      exp(-decay * s) * (cos(frequency * s) + decay / frequency * sin(frequency * s))
    }
  }

  static let cases: [Case] = {
    // A spring turning the box 90° five times; 1.04 s each, so the second runs at the end.
    let turning = Spring(stiffness: 300, damping: 14)
    // A spring moving it 230 pt from 1.5 s; it settles at 5.072 s.
    let late = Spring(stiffness: 60, damping: 4)
    return [
      Case(
        name: "a position, easeInOut, 3.5 times",
        block: #"""
          <animate at="0.105" duration="0.7" curve="easeInOut" repeatCount="3.5">
            <setConstant constraint="left" to="270"/></animate>
          """#,
        property: .x, start: 0.105, cycle: 0.7,
        expected: { t in
          t < 0.105 ? 20 : 20 + 250 * eased(0.42, 0, 0.58, 1, phase(t, start: 0.105, duration: 0.7))
        }),
      Case(
        name: "a width, easeIn, forth and back 3 times",
        block: #"""
          <animate at="0.055" duration="0.45" curve="easeIn" repeatCount="3" autoreverses="true">
            <setConstant constraint="width" to="100"/></animate>
          """#,
        property: .width, start: 0.055, cycle: 0.45,
        expected: { t in
          t < 0.055
            ? 60
            : 60 + 40
              * eased(0.42, 0, 1, 1, phase(t, start: 0.055, duration: 0.45, autoreverses: true))
        }),
      Case(
        name: "an alpha, linear, forth and back 4 times",
        block: #"""
          <animate at="0.075" duration="0.35" curve="linear" repeatCount="4" autoreverses="true">
            <set view="box" alpha="0.2"/></animate>
          """#,
        property: .alpha, start: 0.075, cycle: 0.35,
        expected: { t in
          t < 0.075 ? 1 : 1 - 0.8 * phase(t, start: 0.075, duration: 0.35, autoreverses: true)
        }),
      Case(
        name: "a basic rotation, linear 30° to 390°, 3 times",
        block: #"""
          <basicAnimation view="box" keyPath="transform.rotation.z" from="30" to="390"
                          duration="0.8" curve="linear" repeatCount="3" at="0.123"/>
          """#,
        property: .rotation, start: 0.123, cycle: 0.8,
        expected: { t in t < 0.123 ? 0 : 30 + 360 * phase(t, start: 0.123, duration: 0.8) }),
      Case(
        name: "a rotation, easeOut, forth and back 3 times",
        block: #"""
          <animate at="0.064" duration="0.5" curve="easeOut" repeatCount="3" autoreverses="true">
            <set view="box" rotation="120"/></animate>
          """#,
        property: .rotation, start: 0.064, cycle: 0.5,
        expected: { t in
          t < 0.064
            ? 0
            : 120 * eased(0, 0, 0.58, 1, phase(t, start: 0.064, duration: 0.5, autoreverses: true))
        }),
      Case(
        name: "a basic scale, easeInOut 0.8 to 1.3, forth and back 3 times",
        block: #"""
          <basicAnimation view="box" keyPath="transform.scale" from="0.8" to="1.3" duration="0.35"
                          curve="easeInOut" autoreverses="true" repeatCount="3" at="0.047"/>
          """#,
        property: .scaleX, start: 0.047, cycle: 0.35,
        expected: { t in
          t < 0.047
            ? 1
            : 0.8 + 0.5
              * eased(0.42, 0, 0.58, 1, phase(t, start: 0.047, duration: 0.35, autoreverses: true))
        }),
      Case(
        name: "a spring's rotation, 5 times",
        block: #"""
          <animate at="0.071" mass="1" stiffness="300" damping="14" repeatCount="5">
            <set view="box" rotation="90"/></animate>
          """#,
        property: .rotation, start: 0.071, cycle: turning.settling,
        expected: { t in
          t < 0.071
            ? 0
            : 90
              * (1
                - turning.displacement(
                  turning.settling * phase(t, start: 0.071, duration: turning.settling)))
        }),
      Case(
        name: "a spring's position, not settled at the end",
        block: #"""
          <animate at="1.5" mass="1" stiffness="60" damping="4">
            <setConstant constraint="left" to="250"/></animate>
          """#,
        property: .x, start: 1.5, cycle: late.settling,
        expected: { t in t < 1.5 ? 20 : 20 + 230 * (1 - late.displacement(t - 1.5)) }),
      Case(
        name: "a basic rotation that has not ended",
        block: #"""
          <basicAnimation view="box" keyPath="transform.rotation.z" from="0" to="360"
                          duration="3" curve="linear" at="0.5"/>
          """#,
        property: .rotation, start: 0.5, cycle: 3,
        expected: { t in t < 0.5 ? 0 : 360 * (t - 0.5) / 3 }),
    ]
  }()

  /// Whether `t` lies within 1.5 ms of a cycle's (or a half's) start, where the value jumps
  /// or turns and either side of a jump is right.
  static func nearBoundary(_ t: Double, start: Double, cycle: Double) -> Bool {
    let r = (t - start).truncatingRemainder(dividingBy: cycle)
    return abs(t - start) < 0.0015 || t > start && (r < 0.0015 || cycle - r < 0.0015)
  }

  @Test(
    "an animation cut by the timeline's end is drawn as it runs, its last cycle up to the end",
    arguments: cases)
  func cutAnimation(_ cut: Case) throws {
    let presentation = try Self.scene(cut.block)
    #expect(presentation.duration == 2)
    let (tracks, warnings) = TrackBuilder(presentation).tracks()
    #expect(warnings.isEmpty, "\(warnings)")
    let track = try #require(tracks.first { $0.view == "box" && $0.property == cut.property })
    #expect(track.keyframes.last?.time == 2, "\(track.keyframes.suffix(3))")
    let tolerance = cut.property.tolerance(lengthTolerance: 0.05)
    var worst = (error: 0.0, at: 0.0)
    // Every 1/1024 s, from 0 to the end (2 s) included.
    for step in 0...2048 {
      let t = Double(step) / 1024
      guard !Self.nearBoundary(t, start: cut.start, cycle: cut.cycle) else { continue }
      let expected = cut.expected(t)
      let shown = presentation.value(cut.property, of: "box", at: t)
      #expect(abs(shown - expected) <= 1e-6 * max(1, abs(expected)), "frames at \(t) s")
      let error = abs(track.value(at: t) - expected)
      if error > worst.error { worst = (error, t) }
    }
    #expect(worst.error <= tolerance, "\(worst.error) at \(worst.at) s")
  }

  @Test("a background color repeated forth and back and cut by the end follows it to the end")
  func cutColor() throws {
    let presentation = try Self.scene(
      #"""
      <animate at="0.105" duration="0.7" curve="linear" repeatCount="3" autoreverses="true">
        <set view="box" backgroundColor="#0000FF"/></animate>
      """#)
    let keys = TrackBuilder(presentation).backgroundTrack(of: "box").keyframes
    #expect(keys.last?.time == 2, "\(keys.suffix(3))")
    // Red goes from 1 to 0 and back, linearly: 1 − phase.
    func red(at t: Double) -> Double {
      guard let index = keys.lastIndex(where: { $0.time <= t }) else { return keys[0].color.red }
      let key = keys[index]
      guard index + 1 < keys.count, let easing = key.easing else { return key.color.red }
      let next = keys[index + 1]
      let u = (t - key.time) / (next.time - key.time)
      return key.color.red + (next.color.red - key.color.red) * easing.progress(u)
    }
    var worst = (error: 0.0, at: 0.0)
    for step in 0...2048 {
      let t = Double(step) / 1024
      guard !Self.nearBoundary(t, start: 0.105, cycle: 0.7) else { continue }
      let expected =
        t < 0.105 ? 1 : 1 - Self.phase(t, start: 0.105, duration: 0.7, autoreverses: true)
      #expect(abs(presentation.backgroundColor(of: "box", at: t).red - expected) < 1e-6)
      let error = abs(red(at: t) - expected)
      if error > worst.error { worst = (error, t) }
    }
    // Colors are fitted within 0.002 (docs/timing.md, Background colors).
    #expect(worst.error <= 0.002, "\(worst.error) at \(worst.at) s")
  }
}
