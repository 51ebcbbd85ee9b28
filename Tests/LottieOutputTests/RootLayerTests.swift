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

  @Test("the root layer's offset (position less anchor) ends at its translation")
  func translatedRoot() throws {
    let json = try #require(
      TestExport.export(file: "Tests/Conformance/Scenes/root-transform.xml", formats: [.lottie])
        .outputs[.lottie])
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layers = try #require(file["layers"] as? [[String: Any]])
    let root = try #require(layers.first { $0["nm"] as? String == "root" })
    let transform = try #require(root["ks"] as? [String: Any])
    let position = try #require(transform["p"] as? [String: Any])
    // The anchor, when written (it is left out at 0).
    let anchor = (transform["a"] as? [String: Any])?["k"] as? [Double] ?? [0, 0]
    #expect(Self.finalValue(position["x"]).map { $0 - anchor[0] } == 30)
    #expect(Self.finalValue(position["y"]).map { $0 - anchor[1] } == 20)
  }
}
