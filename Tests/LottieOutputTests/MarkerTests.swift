import Foundation
import Pipeline
import TestSupport
import Testing

/// One Lottie marker per block (name, first frame, length in frames) and a `reduced motion`
/// marker on the still picture's frame (docs/output.md, Markers).
@Suite("Lottie markers")
struct MarkerTests {
  static let source = #"""
    <interface version="1" name="Markers" width="200" height="100">
      <subviews>
        <view id="box" frame="0 20 40 40" backgroundColor="#0000FF"/>
      </subviews>
      <timeline>
        <animate name="slide" at="0.5" duration="1" curve="linear">
          <set view="box" translationX="100"/>
        </animate>
        <animate delay="0.25" duration="0.5"><set view="box" alpha="0.5"/></animate>
        <basicAnimation view="box" keyPath="transform.rotation.z" from="0" to="360"
                        duration="1" repeatCount="indefinite" at="1"/>
      </timeline>
    </interface>
    """#

  static func markers(_ source: String, poster: Double? = nil) throws -> [[String: Any]] {
    var options = Compilation.ExportOptions()
    options.poster = poster
    let (outputs, log) = TestExport.export(
      source, file: "markers.xml", formats: [.lottie], options: options)
    #expect(!log.hasErrors, "\(log.diagnostics)")
    let text = try #require(outputs[.lottie])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    return json["markers"] as? [[String: Any]] ?? []
  }

  static func triple(_ marker: [String: Any]) -> String {
    "\(marker["cm"] ?? "?") \(marker["tm"] ?? "?") \(marker["dr"] ?? "?")"
  }

  @Test("each block is a marker in call order, from its start, as long as it runs, cut at the end")
  func blockMarkers() throws {
    let markers = try Self.markers(Self.source).map(Self.triple)
    // 60 fps; the timeline ends 0.5 s after the last finite animation (2.25 s): 2.75 s.
    #expect(
      markers == [
        "slide 30 60", "basicAnimation at line 10 60 105", "animate at line 9 105 30",
        "reduced motion 165 0",
      ])
  }

  @Test("the reduced motion marker is on the poster's frame")
  func reducedMotionAtPoster() throws {
    let markers = try Self.markers(Self.source, poster: 1)
    #expect(markers.last.map(Self.triple) == "reduced motion 60 0")
  }

  @Test("a file without a timeline has no markers")
  func stillHasNone() throws {
    let markers = try Self.markers(
      #"<interface version="1" width="10" height="10"><subviews><view id="a" frame="0 0 1 1"/></subviews></interface>"#
    )
    #expect(markers.isEmpty)
  }
}
