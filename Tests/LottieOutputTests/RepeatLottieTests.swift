import Foundation
import Pipeline
import TestSupport
import Testing

/// A repeating basic animation in Lottie: each cycle one pair of keys, the wrap a hold, and the
/// model value from the animation's end on.
@Suite("repeats in Lottie")
struct RepeatLottieTests {
  static let source = #"""
    <interface version="1" name="Spin" width="375" height="667">
      <subviews><view id="box" backgroundColor="systemBlue" frame="137 283 100 100"/></subviews>
      <timeline>
        <basicAnimation view="box" keyPath="transform.rotation.z" from="30" to="390"
                        duration="1.1" curve="linear" repeatCount="2" at="0.1"/>
      </timeline>
    </interface>
    """#

  static func export(_ source: String, _ format: OutputFormat) throws -> String {
    let (outputs, log) = TestExport.export(source, file: "t.xml", formats: [format])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[format])
  }

  /// A cubic easing from (0,0) to (1,1) at time fraction `u`, by bisection on x.
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

  /// A one-dimensional Lottie property's value at a frame: holds, and cubic easings.
  static func value(_ keys: [[String: Any]], at frame: Double) -> Double {
    func number(_ any: Any?) -> Double { (any as? [Double])?.first ?? (any as? Double) ?? .nan }
    guard let index = keys.lastIndex(where: { number($0["t"]) <= frame }) else {
      return number(keys.first?["s"])
    }
    let key = keys[index]
    let start = number(key["s"])
    guard index + 1 < keys.count, key["h"] as? Double != 1 else { return start }
    let next = keys[index + 1]
    let (t0, t1) = (number(key["t"]), number(next["t"]))
    let o = key["o"] as? [String: Any]
    let i = key["i"] as? [String: Any]
    let u = (frame - t0) / (t1 - t0)
    let p = eased(number(o?["x"]), number(o?["y"]), number(i?["x"]), number(i?["y"]), u)
    return start + (number(next["s"]) - start) * p
  }

  @Test("each cycle is two keys, the wrap a hold, and the model value shows after the end")
  func rotation() throws {
    let json = try Self.export(Self.source, .lottie)
    #expect(json.utf8.count < 4_000, "\(json.utf8.count) bytes")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layer = try #require(
      (object["layers"] as? [[String: Any]])?.first { $0["nm"] as? String == "box" })
    let rotation = try #require((layer["ks"] as? [String: Any])?["r"] as? [String: Any])
    let keys = try #require(rotation["k"] as? [[String: Any]])
    // 0, the jump to 30 at 0.1 s, two cycles with a wrap, the jump back to 0, the end.
    #expect(keys.count <= 8)
    for frame in stride(from: 0.0, through: 170, by: 0.5) {
      let t = frame / 60
      let local = t - 0.1
      let expected =
        local < 0 || local >= 2.2
        ? 0 : 30 + 360 * (local.truncatingRemainder(dividingBy: 1.1) / 1.1)
      // Away from the wraps and the ends, where either side is right.
      guard ![0.1, 1.2, 2.3].contains(where: { abs($0 - t) < 0.002 }) else { continue }
      #expect(abs(Self.value(keys, at: frame) - expected) < 0.01, "frame \(frame)")
    }
  }

  @Test("the SVG of the same scene is small: one pair of values per cycle")
  func svgSize() throws {
    let svg = try Self.export(Self.source, .svg)
    #expect(svg.utf8.count < 4_000, "\(svg.utf8.count) bytes")
    #expect(svg.contains(#"values="0;0;30;390;30;390;0;0""#))
  }
}
