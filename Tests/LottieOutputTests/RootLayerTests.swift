import Foundation
import TestSupport
import Testing

/// The root's layer carries the root view's transform, so its translation moves everything
/// parented to it, as the SVG and `frames` show.
@Suite("root layer")
struct RootLayerTests {
  /// A property's value at the last keyframe, or its constant.
  static func finalValue(_ property: Any?) -> Double? {
    guard let property = property as? [String: Any] else { return nil }
    if property["a"] as? Double == 1, let keys = property["k"] as? [[String: Any]] {
      return (keys.last?["s"] as? [Double])?.first
    }
    return property["k"] as? Double
  }

  @Test("the root layer's position ends at its center plus its translation")
  func translatedRoot() throws {
    let json = try #require(
      TestExport.export(file: "Tests/Conformance/Scenes/root-transform.xml", formats: [.lottie])
        .outputs[.lottie])
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layers = try #require(file["layers"] as? [[String: Any]])
    let root = try #require(layers.first { $0["nm"] as? String == "root" })
    let position = try #require((root["ks"] as? [String: Any])?["p"] as? [String: Any])
    #expect(Self.finalValue(position["x"]) == 150)
    #expect(Self.finalValue(position["y"]) == 140)
  }
}
