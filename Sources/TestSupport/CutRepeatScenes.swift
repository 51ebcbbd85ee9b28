import TestFiles

/// The conformance scenes whose repeats and springs the timeline's end cuts
/// (`Tests/Conformance/Scenes/cut-*.xml`), as the SVG and Lottie tests check them against
/// `frames`.
package enum CutRepeatScenes {
  /// Each scene, and the `frames` field that each of its cut animations moves.
  package static let scenes: [(file: String, fields: [(view: String, field: String)])] = [
    (
      "Tests/Conformance/Scenes/cut-repeats.xml",
      [
        ("mover", "x"), ("grower", "width"), ("fader", "alpha"), ("spinner", "rotation"),
        ("turner", "rotation"), ("pulse", "scaleX"), ("forever", "rotation"), ("slider", "x"),
      ]
    ),
    (
      "Tests/Conformance/Scenes/cut-springs.xml",
      [
        ("ratio", "x"), ("ratio", "width"), ("physics", "rotation"), ("bounce", "alpha"),
        ("late", "x"),
      ]
    ),
  ]

  /// Every 1/240 s of the scenes' 2 s, the end included.
  package static let times = (0...480).map { Double($0) / 240 }

  /// What `motionboard frames FILE --at` prints for `times` (each key written as Swift writes
  /// the time), and its exit status.
  package static func framesOutput(of file: String) -> CommandResult {
    runMotionboard(
      ["frames", Repository.path(file), "--at", times.map { "\($0)" }.joined(separator: ",")])
  }

  /// How far an export may stray from `frames`: the tracks' tolerance (0.05 pt or degrees,
  /// 0.001 for alpha and scale) and the files' four decimals.
  package static func tolerance(_ field: String) -> Double {
    field == "alpha" || field == "scaleX" ? 0.0011 : 0.051
  }

  /// The difference between two values of a field; turns 360° apart are the same picture.
  package static func difference(_ field: String, _ a: Double, _ b: Double) -> Double {
    let error = abs(a - b)
    guard field == "rotation" else { return error }
    let turns = error.truncatingRemainder(dividingBy: 360)
    return min(turns, 360 - turns)
  }
}
