import Foundation
import Pipeline
import TestSupport
import Testing

/// `<set>` of a switch's state, a button's style and a tint color in the timeline, as the
/// exports draw them.
@Suite("set in the timeline")
struct SetInTimelineTests {
  static let source = #"""
    <interface version="1" name="Set" width="200" height="120" backgroundColor="white">
      <subviews>
        <switch id="sw" frame="20 20 51 31"/>
        <button id="b" title="Save" frame="100 20 80 30"/>
      </subviews>
      <timeline>
        <animate at="0.3" duration="0.5">
          <set view="sw" on="true"/>
          <set view="b" style="filled" tintColor="systemRed"/>
        </animate>
      </timeline>
    </interface>
    """#

  static func export(_ format: OutputFormat) throws -> String {
    let (outputs, log) = TestExport.export(Self.source, file: "t.xml", formats: [format])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[format])
  }

  /// The SVG text of one view's group, up to the next view.
  static func group(_ svg: String, _ id: String) throws -> Substring {
    let start = try #require(svg.range(of: #"data-view="\#(id)""#))
    let rest = svg[start.upperBound...]
    return rest[..<(rest.range(of: "data-view=")?.lowerBound ?? rest.endIndex)]
  }

  @Test(
    "a switch set on in an animated block slides its knob and fades in its color with the block")
  func switchSVG() throws {
    let sw = try Self.group(try Self.export(.svg), "sw")
    // The block's easeInOut from 0.3 s to 0.8 s of a 1.3 s timeline.
    let timing = #"keyTimes="0;0.230769231;0.615384615;1""#
    #expect(
      sw.contains(
        #"attributeName="cx""# + #" begin="0s" dur="1.3s" fill="freeze" calcMode="spline" "#
          + timing + #" values="15.5;15.5;35.5;35.5" keySplines="0 0 1 1;0.42 0 0.58 1;0 0 1 1""#))
    // On at the end of the timeline: the still picture shows the on color.
    #expect(sw.contains(##"fill="#34C759" opacity="1""##))
    #expect(
      sw.contains(
        #"attributeName="opacity" begin="0s" dur="1.3s" fill="freeze" calcMode="spline" "# + timing
          + #" values="0;0;1;1""#))
  }

  @Test("the switch's knob and on color follow the same timing in Lottie")
  func switchLottie() throws {
    let json = try Self.export(.lottie)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layer = try #require(
      (object["layers"] as? [[String: Any]])?.first { $0["nm"] as? String == "sw" })
    let text = String(
      decoding: try JSONSerialization.data(
        withJSONObject: layer["shapes"] ?? [], options: [.sortedKeys]),
      as: UTF8.self)
    // The knob's center moves from 15.5 to 35.5 between frames 18 and 48, eased in and out
    // (the value holds before the first key and after the last).
    #expect(
      text.contains(#"[{"i":{"x":0.58,"y":1},"o":{"x":0.42,"y":0},"s":[15.5,15.5],"t":18}"#))
    #expect(text.contains(#"{"s":[35.5,15.5],"t":48}]"#))
    // The on color's opacity goes from 0 to 100 over the same frames.
    #expect(text.contains(#"[{"i":{"x":0.58,"y":1},"o":{"x":0.42,"y":0},"s":[0],"t":18}"#))
    #expect(text.contains(#"{"s":[100],"t":48}]"#))
  }

  @Test("a button's style and tint set in a block change its look at the block's start")
  func buttonLook() throws {
    let b = try Self.group(try Self.export(.svg), "b")
    // Before: the default style's blue title, no background; from 0.3 s: filled in red, white.
    #expect(b.contains(##"fill="#007AFF" overflow"##))
    #expect(b.contains(##"rx="8" fill="#FF3B30"/>"##))
    #expect(b.contains(##"fill="#FFFFFF" overflow"##))
  }
}
