import Foundation
import Interface
import Motion
import Scene
import XMLTree

/// `motionboard-bench tracks [FILE…]`: keyframes of the fitted tracks against 60 fps baking,
/// and their largest error against the presentation sampled at 240 Hz, per Example and per
/// spring form and damping ratio.
///
/// Baking leads as an honest baker does it: keys only at the frames where a property moves
/// (`TrackBuilder.movingFrames`); baking every frame of the whole timeline follows.
enum TrackBenchmark {
  static func run(_ files: [String]) throws {
    print(
      "| case | tracks | keyframes | 60 fps keyframes while moving | ratio "
        + "| 60 fps keyframes, whole timeline | ratio | worst error / tolerance |")
    print("|---|---|---|---|---|---|---|---|")
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw BenchError("cannot read \(file)")
      }
      try report(file.split(separator: "/").last.map(String.init) ?? file, Array(data))
    }
    let forms: [(String, (Double) -> String)] = [
      ("duration 0.5 + dampingRatio", { "duration=\"0.5\" dampingRatio=\"\($0)\"" }),
      ("duration 1 + dampingRatio", { "duration=\"1\" dampingRatio=\"\($0)\"" }),
      ("duration 3 + dampingRatio", { "duration=\"3\" dampingRatio=\"\($0)\"" }),
      ("mass 1, stiffness 100, damping", { "mass=\"1\" stiffness=\"100\" damping=\"\(20 * $0)\"" }),
      ("duration 1 + bounce", { "duration=\"1\" bounce=\"\(1 - $0)\"" }),
    ]
    for (name, timing) in forms {
      for step in 1...10 {
        let zeta = Double(step) / 10
        let text = """
          <interface version="1" name="spring" width="320" height="480">
            <subviews><view id="box"/></subviews>
            <constraints>
              <constraint id="left" eq="box.leading == root.leading"/>
              <constraint eq="box.top == root.top"/><constraint eq="box.width == 10"/>
              <constraint eq="box.height == 10"/>
            </constraints>
            <timeline><animate at="0" \(timing(zeta))><setConstant constraint="left" to="100"/></animate></timeline>
          </interface>
          """
        try report("\(name), ζ = \(zeta) (100 pt)", Array(text.utf8))
      }
    }
  }

  static func report(_ name: String, _ bytes: [UInt8]) throws {
    let (tree, diagnostics) = XMLTreeReader().read(bytes, file: name)
    guard let tree else { throw BenchError("\(name): \(diagnostics.map(\.message))") }
    let (document, _) = InterfaceParser.parse(tree, file: name)
    let (states, _) = ModelReplay.states(of: document)
    let presentation = Presentation(document: document, states: states)
    let (tracks, _) = TrackBuilder(presentation).tracks()
    var keys = 0
    var worst = 0.0
    let steps = Int((presentation.duration * 240).rounded(.down))
    for track in tracks {
      keys += track.keyframes.count
      let tolerance = track.property.tolerance(lengthTolerance: 0.05)
      for step in 0...steps {
        let t = Double(step) / 240
        let error = abs(
          track.value(at: t) - presentation.value(track.property, of: track.view, at: t))
        worst = max(worst, error / tolerance)
      }
    }
    var baking = TrackBuilder.Options()
    baking.bakingRate = 60
    let moving = TrackBuilder(presentation, options: baking).tracks().0
      .reduce(0) { $0 + $1.keyframes.count }
    let whole = tracks.count * (Int((presentation.duration * 60).rounded(.up)) + 1)
    func ratio(_ baked: Int) -> String {
      String(format: "%.1f×", keys > 0 ? Double(baked) / Double(keys) : 0)
    }
    print(
      "| \(name) | \(tracks.count) | \(keys) | \(moving) | \(ratio(moving)) | \(whole) "
        + "| \(ratio(whole)) | \(String(format: "%.2f", worst)) |")
  }
}
