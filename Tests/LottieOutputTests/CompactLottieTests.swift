import Foundation
import TestSupport
import Testing
import Tracks

@testable import LottieOutput

/// The Lottie file says each motion once: keys that change nothing are left out, a view that
/// neither rotates nor scales keeps anchor 0 (its position is its origin, one track as it is),
/// and a scrolling view's bounds origin moves a null layer its subviews hang from.
@Suite("compact Lottie")
struct CompactLottieTests {
  static let ease = Easing.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  @Test("keys before the first change and after the last are left out; a still stretch holds")
  func keys() {
    let keys = [
      CombinedKeyframe(time: 0, values: [5], easing: .linear),
      CombinedKeyframe(time: 1, values: [5], easing: Self.ease),
      CombinedKeyframe(time: 2, values: [9], easing: .linear),
      CombinedKeyframe(time: 3, values: [9], easing: .linear),
      CombinedKeyframe(time: 4, values: [9], easing: Self.ease),
      CombinedKeyframe(time: 5, values: [2], easing: .linear),
      CombinedKeyframe(time: 6, values: [2], easing: nil),
    ]
    let property = LottieProperty(fps: 10).animated(keys) { $0[0] }
    #expect(
      property.jsonText
        == #"{"a":1,"k":[{"t":10,"s":[5],"o":{"x":0.42,"y":0},"i":{"x":0.58,"y":1}},"#
        + #"{"t":20,"s":[9],"h":1},{"t":40,"s":[9],"o":{"x":0.42,"y":0},"i":{"x":0.58,"y":1}},"#
        + #"{"t":50,"s":[2]}]}"#)
  }

  @Test("values that differ only below the written precision make a constant")
  func constant() {
    let keys = [
      CombinedKeyframe(time: 0, values: [3], easing: .linear),
      CombinedKeyframe(time: 1, values: [3.000_01], easing: nil),
    ]
    #expect(LottieProperty(fps: 60).animated(keys) { $0[0] }.jsonText == #"{"a":0,"k":3}"#)
  }

  static let source = #"""
    <interface version="1" name="Scroll" width="300" height="400" backgroundColor="white">
      <subviews>
        <view id="list" frame="0 0 300 400">
          <subviews>
            <view id="row" backgroundColor="systemBlue" frame="20 100 200 40"/>
            <view id="dot" backgroundColor="systemRed" frame="240 100 30 30"/>
          </subviews>
        </view>
      </subviews>
      <timeline>
        <animate at="0" duration="0.5">
          <set view="list" boundsOriginY="60"/>
          <set view="dot" rotation="90"/>
        </animate>
      </timeline>
    </interface>
    """#

  static func layers() throws -> [String: [String: Any]] {
    let (outputs, log) = TestExport.export(Self.source, file: "s.xml", formats: [.lottie])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try HiddenIntervalTests.layers(try #require(outputs[.lottie]))
  }

  /// A property's constant value, or its last keyframe's.
  static func final(_ property: Any?) -> [Double]? {
    guard let property = property as? [String: Any] else { return nil }
    if let keys = property["k"] as? [[String: Any]] { return keys.last?["s"] as? [Double] }
    return (property["k"] as? [Double]) ?? (property["k"] as? Double).map { [$0] }
  }

  @Test("subviews of a scrolling view hang from a null layer at minus its bounds origin")
  func scrolling() throws {
    let layers = try Self.layers()
    let list = try #require(layers["list"])
    let bounds = try #require(layers["list bounds"])
    #expect(bounds["ty"] as? Double == 3)
    #expect(bounds["parent"] as? Double == list["ind"] as? Double)
    let position = try #require((bounds["ks"] as? [String: Any])?["p"] as? [String: Any])
    #expect(Self.final(position["x"]) == [0])
    #expect(Self.final(position["y"]) == [-60])
    for name in ["row", "dot"] {
      #expect(try #require(layers[name])["parent"] as? Double == bounds["ind"] as? Double)
    }
    // The row's position is its own frame's origin, one constant: no bounds origin in it.
    let row = try #require(layers["row"]?["ks"] as? [String: Any])
    #expect(row["a"] == nil)
    #expect(Self.final((row["p"] as? [String: Any])?["y"]) == [100])
    let y = (row["p"] as? [String: Any])?["y"] as? [String: Any]
    #expect(y?["a"] as? Double == 0)
  }

  @Test("a view that rotates pivots about its center: anchor w/2, h/2 and its center's position")
  func pivot() throws {
    let dot = try #require(try Self.layers()["dot"]?["ks"] as? [String: Any])
    #expect(Self.final(dot["a"]) == [15, 15])
    let position = try #require(dot["p"] as? [String: Any])
    #expect(Self.final(position["x"]) == [255])
    #expect(Self.final(position["y"]) == [115])
  }
}
