import Foundation
import Pipeline
import TestSupport
import Testing

/// A view hidden and shown again more than once is hidden in Lottie during every interval: its
/// layer (and its subviews' layers) keep one in-out span, and their opacity holds 0 inside it.
@Suite("hidden intervals in Lottie")
struct HiddenIntervalTests {
  static let source = #"""
    <interface version="1" name="Hide" width="300" height="300" backgroundColor="white">
      <subviews>
        <view id="card" backgroundColor="systemBlue" frame="50 50 200 120" alpha="0.8">
          <subviews><view id="dot" backgroundColor="systemRed" frame="20 20 40 40"/></subviews>
        </view>
        <view id="once" backgroundColor="systemGreen" frame="50 200 40 40"/>
      </subviews>
      <timeline duration="3">
        <perform at="0.2"><set view="card" hidden="true"/></perform>
        <perform at="1.5"><set view="card" hidden="false"/></perform>
        <perform at="2"><set view="card" hidden="true"/></perform>
        <perform at="2.5"><set view="card" hidden="false"/></perform>
        <perform at="1"><set view="once" hidden="true"/></perform>
      </timeline>
    </interface>
    """#

  /// Every layer by name, searched through precomp assets too.
  static func layers(_ json: String) throws -> [String: [String: Any]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var found: [String: [String: Any]] = [:]
    let assets = (object["assets"] as? [[String: Any]]) ?? []
    for list in [object["layers"]] + assets.map({ $0["layers"] }) {
      for layer in (list as? [[String: Any]]) ?? [] {
        if let name = layer["nm"] as? String { found[name] = layer }
      }
    }
    return found
  }

  /// Whether a layer shows at a frame: within its in-out span, with an opacity above 0 (holds
  /// and linear segments are all this test's opacities use).
  static func shows(_ layer: [String: Any], at frame: Double) -> Bool {
    let ip = layer["ip"] as? Double ?? 0
    let op = layer["op"] as? Double ?? .infinity
    guard ip <= frame, frame < op else { return false }
    let opacity = (layer["ks"] as? [String: Any])?["o"] as? [String: Any] ?? [:]
    guard opacity["a"] as? Double == 1, let keys = opacity["k"] as? [[String: Any]] else {
      return (opacity["k"] as? Double ?? 100) > 0
    }
    let key = keys.last { ($0["t"] as? Double ?? 0) <= frame } ?? keys[0]
    return ((key["s"] as? [Double])?.first ?? 0) > 0
  }

  @Test("every hidden interval hides the view and its subviews, at every frame")
  func intervals() throws {
    let (outputs, log) = TestExport.export(Self.source, file: "t.xml", formats: [.lottie])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    let json = try #require(outputs[.lottie])
    let layers = try Self.layers(json)
    // Translucent with a subview, the card is a precomp: its group layer carries the opacity.
    let card = try #require(layers["card group"])
    let dot = try #require(layers["dot"])
    for frame in 0..<180 {
      let t = Double(frame) / 60
      let hidden = (0.2..<1.5).contains(t) || (2..<2.5).contains(t)
      #expect(Self.shows(card, at: Double(frame)) == !hidden, "card at frame \(frame)")
      #expect(Self.shows(dot, at: Double(frame)) == !hidden, "dot at frame \(frame)")
    }
  }

  @Test("a view is hidden while it or any superview up the chain is hidden, at every frame")
  func chain() throws {
    let source = #"""
      <interface version="1" name="Chain" width="300" height="300" backgroundColor="white">
        <subviews>
          <view id="outer" frame="0 0 300 300">
            <subviews>
              <view id="inner" frame="10 10 200 200">
                <subviews><view id="leaf" backgroundColor="systemRed" frame="5 5 40 40"/></subviews>
              </view>
            </subviews>
          </view>
        </subviews>
        <timeline duration="3">
          <perform at="0.5"><set view="outer" hidden="true"/></perform>
          <perform at="1"><set view="outer" hidden="false"/></perform>
          <perform at="1.5"><set view="inner" hidden="true"/></perform>
          <perform at="2"><set view="inner" hidden="false"/></perform>
          <perform at="2.25"><set view="leaf" hidden="true"/></perform>
          <perform at="2.5"><set view="leaf" hidden="false"/></perform>
        </timeline>
      </interface>
      """#
    let (outputs, log) = TestExport.export(source, file: "t.xml", formats: [.lottie])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    let json = try #require(outputs[.lottie])
    let leaf = try #require(try Self.layers(json)["leaf"])
    // Hidden by its grandparent, then its parent, then itself; shown from the start to the end.
    #expect(leaf["ip"] as? Double == 0)
    for frame in 0..<180 {
      let t = Double(frame) / 60
      let hidden = (0.5..<1).contains(t) || (1.5..<2).contains(t) || (2.25..<2.5).contains(t)
      #expect(Self.shows(leaf, at: Double(frame)) == !hidden, "leaf at frame \(frame)")
    }
  }

  @Test("a view hidden once ends its layer's span there, without opacity keys")
  func once() throws {
    let (outputs, _) = TestExport.export(Self.source, file: "t.xml", formats: [.lottie])
    let json = try #require(outputs[.lottie])
    let once = try #require(try Self.layers(json)["once"])
    #expect(once["op"] as? Double == 59.1)
    // Opaque throughout: the opacity is left out (100, its default).
    #expect((once["ks"] as? [String: Any])?["o"] == nil)
  }

  @Test("the SVG hides the view during every interval too")
  func svg() throws {
    let (outputs, _) = TestExport.export(Self.source, file: "t.xml", formats: [.svg])
    let svg = try #require(outputs[.svg])
    #expect(svg.contains(#"values="inherit;hidden;inherit;hidden;inherit""#))
  }
}
