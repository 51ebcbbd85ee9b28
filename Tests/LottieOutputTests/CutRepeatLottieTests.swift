import Foundation
import Pipeline
import TestSupport
import Testing

/// Repeats and springs cut by the timeline's end, in Lottie: the layers' keyframes, evaluated
/// as players evaluate them, give what `frames` reports (the model of record) up to the end.
@Suite("cut repeats in Lottie")
struct CutRepeatLottieTests {
  /// The keys of one Lottie property (`{"a":1,"k":[…]}`), or a constant as one key.
  static func keys(_ property: Any?) throws -> [[String: Any]] {
    let property = try #require(property as? [String: Any])
    if let keys = property["k"] as? [[String: Any]] { return keys }
    return [["t": 0.0, "s": property["k"] as Any]]
  }

  /// The keys of the `frames` field a view's layer carries: x (`p`'s x, the view not pivoting
  /// about its center), width (the frame rectangle's size), alpha (`o`, in percent), rotation
  /// (`r`) or scaleX (`s`, in percent), and the factor that turns them into the field.
  static func property(_ field: String, of layer: [String: Any]) throws -> (
    keys: [[String: Any]], factor: Double
  ) {
    let transform = try #require(layer["ks"] as? [String: Any])
    switch field {
    case "x":
      return (try keys((transform["p"] as? [String: Any])?["x"]), 1)
    case "width":
      let group = try #require((layer["shapes"] as? [[String: Any]])?.first)
      let rectangle = try #require((group["it"] as? [[String: Any]])?.first)
      #expect(rectangle["ty"] as? String == "rc" && rectangle["nm"] as? String == "frame")
      return (try keys(rectangle["s"]), 1)
    case "alpha": return (try keys(transform["o"]), 0.01)
    case "rotation": return (try keys(transform["r"]), 1)
    default: return (try keys(transform["s"]), 0.01)
    }
  }

  /// `frames` at `CutRepeatScenes.times`: time key → view → field.
  static func frames(of file: String) throws -> [String: [String: [String: Any]]] {
    let result = CutRepeatScenes.framesOutput(of: file)
    try #require(result.status == 0, "\(result.error)")
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    return try #require(json?["frames"] as? [String: [String: [String: Any]]])
  }

  @Test(
    "every cut repeat's keyframes are the presentation's at every 1/240 s up to the end",
    arguments: CutRepeatScenes.scenes.indices)
  func cutRepeats(_ index: Int) throws {
    let (file, fields) = CutRepeatScenes.scenes[index]
    let (outputs, log) = TestExport.export(file: file, formats: [.lottie])
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    let json = try #require(outputs[.lottie])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let rate = try #require(object["fr"] as? Double)
    let layers = try #require(object["layers"] as? [[String: Any]])
    let frames = try Self.frames(of: file)
    for (view, field) in fields {
      let layer = try #require(layers.first { $0["nm"] as? String == view }, "\(view)")
      let (keys, factor) = try Self.property(field, of: layer)
      // A hold key ends just before a jump: either side of it is right there.
      let jumps = keys.filter { $0["h"] as? Double == 1 }.compactMap { $0["t"] as? Double }
        .map { $0 / rate }
      var worst = (error: 0.0, at: 0.0)
      for t in CutRepeatScenes.times where !jumps.contains(where: { abs($0 - t) < 0.002 }) {
        let expected = try #require(frames["\(t)"]?[view]?[field] as? Double)
        let shown = RepeatLottieTests.value(keys, at: t * rate) * factor
        let error = CutRepeatScenes.difference(field, shown, expected)
        if error > worst.error { worst = (error, t) }
      }
      #expect(
        worst.error <= CutRepeatScenes.tolerance(field),
        "\(view).\(field): \(worst.error) at \(worst.at) s")
    }
  }
}
