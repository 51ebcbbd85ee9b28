import Foundation
import TestSupport
import Testing

/// Each layer's terms are its own view's: tracks and values at time 0 are found by the view's
/// place in the scene (`ViewTable`), not by hashing its id for every term.
@Suite("Lottie terms by view")
struct LottieTrackTableTests {
  /// A box sliding from x = 20 to 80 between 0.2 s and 0.8 s, and a view turned 90° at
  /// (140, 10), 40 × 20, that never moves.
  static let scene = """
    <interface version="1" name="T" width="200" height="200">
      <subviews><view id="box"/><view id="turned" rotation="90"/></subviews>
      <constraints>
        <constraint id="left" eq="box.leading == root.leading + 20"/>
        <constraint eq="box.top == root.top + 30"/>
        <constraint eq="box.width == 100"/><constraint eq="box.height == 50"/>
        <constraint eq="turned.leading == root.leading + 140"/>
        <constraint eq="turned.top == root.top + 10"/>
        <constraint eq="turned.width == 40"/><constraint eq="turned.height == 20"/>
      </constraints>
      <timeline>
        <animate at="0.2" duration="0.6" curve="linear"><setConstant constraint="left" to="80"/></animate>
      </timeline>
    </interface>
    """

  /// The transform (`ks`) of the layer named `name`.
  static func transform(_ name: String) throws -> [String: Any] {
    let json = try #require(
      TestExport.export(scene, file: "t.xml", formats: [.lottie]).outputs[.lottie])
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layers = try #require(file["layers"] as? [[String: Any]])
    let layer = try #require(layers.first { $0["nm"] as? String == name })
    return try #require(layer["ks"] as? [String: Any])
  }

  @Test("a moving view's position follows its own track, at 60 frames a second")
  func movingView() throws {
    let position = try #require(try Self.transform("box")["p"] as? [String: Any])
    let x = try #require(position["x"] as? [String: Any])
    #expect(x["a"] as? Int == 1)
    let keys = try #require(x["k"] as? [[String: Any]])
    let pairs = keys.compactMap { key -> [Double]? in
      guard let t = key["t"] as? Double, let s = (key["s"] as? [Double])?.first else { return nil }
      return [t, s]
    }
    // 20 at 0.2 s (frame 12), 80 at 0.8 s (frame 48), between them in between.
    #expect(pairs.contains([12, 20]))
    #expect(pairs.contains([48, 80]))
    #expect(pairs.allSatisfy { $0[1] >= 20 && $0[1] <= 80 })
    let y = try #require(position["y"] as? [String: Any])
    #expect(y["k"] as? Double == 30)
  }

  @Test("a view turned from the start pivots about its center: its own values at time 0")
  func turnedView() throws {
    let transform = try Self.transform("turned")
    let position = try #require(transform["p"] as? [String: Any])
    // The center: 140 + 40 / 2 and 10 + 20 / 2; the anchor is half the size.
    #expect((position["x"] as? [String: Any])?["k"] as? Double == 160)
    #expect((position["y"] as? [String: Any])?["k"] as? Double == 20)
    #expect((transform["a"] as? [String: Any])?["k"] as? [Double] == [20, 10])
    #expect((transform["r"] as? [String: Any])?["k"] as? Double == 90)
  }
}
