import Foundation
import Pipeline
import TestSupport
import Testing

/// A view that constraints squeeze below 0 shows as an empty frame at its origin, as `frames`
/// and the SVG show it (docs/timing.md, Sizes below zero): its layer, its frame rectangle and
/// the point it turns about are those of the frame at height 0, not of the negative frame's
/// center.
@Suite("negative sizes in Lottie")
struct NegativeSizeLottieTests {
  /// `flat` is 100 × −100 at (20, 40) with a subview; `turned` is 60 × −80 at (150, 200),
  /// rotated, so its layer pivots about its center.
  static let source = #"""
    <interface version="1" name="Squeezed" width="300" height="300">
      <subviews>
        <view id="flat" backgroundColor="systemBlue">
          <subviews><view id="badge" backgroundColor="systemRed" frame="10 10 20 20"/></subviews>
        </view>
        <view id="turned" backgroundColor="systemGreen" rotation="30">
          <subviews><view id="tag" backgroundColor="systemRed" frame="5 5 10 10"/></subviews>
        </view>
      </subviews>
      <constraints>
        <constraint eq="flat.leading == root.leading + 20"/>
        <constraint eq="flat.top == root.top + 40"/>
        <constraint eq="flat.width == 100"/><constraint eq="flat.height == root.height - 400"/>
        <constraint eq="turned.leading == root.leading + 150"/>
        <constraint eq="turned.top == root.top + 200"/>
        <constraint eq="turned.width == 60"/><constraint eq="turned.height == root.height - 380"/>
      </constraints>
    </interface>
    """#

  /// A constant property's value (`{"a": 0, "k": v}`), as an array.
  static func constant(_ property: Any?) -> [Double]? {
    guard let property = property as? [String: Any], property["a"] as? Double == 0 else {
      return nil
    }
    if let number = property["k"] as? Double { return [number] }
    return property["k"] as? [Double]
  }

  /// A layer's anchor (0 when left out) and its split position.
  static func placement(_ layer: [String: Any]) -> (anchor: [Double]?, position: [Double]?) {
    let transform = layer["ks"] as? [String: Any] ?? [:]
    let anchor = transform["a"] == nil ? [0, 0] : constant(transform["a"])
    let position = transform["p"] as? [String: Any] ?? [:]
    guard let x = constant(position["x"]), let y = constant(position["y"]) else {
      return (anchor, nil)
    }
    return (anchor, x + y)
  }

  /// The position and size of a layer's `frame` rectangle.
  static func frameRect(_ layer: [String: Any]) -> (position: [Double]?, size: [Double]?) {
    let shapes = layer["shapes"] as? [[String: Any]] ?? []
    let group = shapes.first { $0["nm"] as? String == "frame" }
    let items = group?["it"] as? [[String: Any]] ?? []
    let rect = items.first { $0["ty"] as? String == "rc" }
    return (constant(rect?["p"]), constant(rect?["s"]))
  }

  static func layers() throws -> [String: [String: Any]] {
    let (outputs, log) = TestExport.export(Self.source, file: "n.xml", formats: [.lottie])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    // The scene does squeeze both views: the export warns about each.
    #expect(log.diagnostics.filter { $0.message.contains("negative height") }.count == 2)
    return try HiddenIntervalTests.layers(try #require(outputs[.lottie]))
  }

  @Test("a squeezed view's layer and frame rectangle start at its origin, as frames does")
  func atOrigin() throws {
    let layers = try Self.layers()
    let flat = try #require(layers["flat"])
    let placed = Self.placement(flat)
    #expect(placed.anchor == [0, 0])
    #expect(placed.position == [20, 40])
    // The rectangle spans the frame from the layer's origin: its center is half of 100 × 0.
    let rect = Self.frameRect(flat)
    #expect(rect.position == [50, 0])
    #expect(rect.size == [100, 0])
    // Its subview hangs from that origin.
    #expect(Self.placement(try #require(layers["badge"])).position == [10, 10])
  }

  @Test("a squeezed view that turns pivots about the center of its empty frame")
  func pivot() throws {
    let layers = try Self.layers()
    let turned = try #require(layers["turned"])
    let placed = Self.placement(turned)
    // Frame (150, 200, 60, 0): the center is (180, 200), half of 60 × 0 inside the layer.
    #expect(placed.anchor == [30, 0])
    #expect(placed.position == [180, 200])
    let rect = Self.frameRect(turned)
    #expect(rect.position == [30, 0])
    #expect(rect.size == [60, 0])
    #expect(Self.placement(try #require(layers["tag"])).position == [5, 5])
  }
}
