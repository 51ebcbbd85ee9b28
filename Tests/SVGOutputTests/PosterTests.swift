import Foundation
import Pipeline
import TestSupport
import Testing

/// The still picture: the SVG's static attributes show the scene at the poster time (by default
/// the end of the timeline), which viewers without SMIL display.
@Suite("the poster in the static attributes")
struct PosterTests {
  /// A box that slides, fades and turns red, a view that hides and a label whose text changes,
  /// all in one linear block from 0.5 s to 1.5 s of a 2 s timeline.
  static let source = #"""
    <interface version="1" name="Poster" width="200" height="100">
      <subviews>
        <view id="box" frame="0 20 40 40" backgroundColor="#0000FF"/>
        <view id="gone" frame="0 70 10 10" backgroundColor="black"/>
        <label id="title" text="Before" frame="100 0 100 20"/>
      </subviews>
      <timeline>
        <animate at="0.5" duration="1" curve="linear">
          <set view="box" translationX="100" alpha="0.5" backgroundColor="#FF0000"/>
          <set view="gone" hidden="true"/>
          <set view="title" text="After"/>
        </animate>
      </timeline>
    </interface>
    """#

  static func svg(poster: Double?) throws -> String {
    var options = Compilation.ExportOptions()
    options.poster = poster
    let (outputs, log) = TestExport.export(
      Self.source, file: "poster.xml", formats: [.svg], options: options)
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[.svg])
  }

  /// The start tag of a view's group and of its frame rectangle.
  static func tags(_ svg: String, _ id: String) throws -> (group: Substring, frame: Substring) {
    let start = try #require(svg.range(of: #"<g data-view="\#(id)""#))
    let group = svg[start.lowerBound...].prefix { $0 != ">" }
    let rect = try #require(svg[start.upperBound...].range(of: #"<rect class="frame""#))
    return (group, svg[rect.lowerBound...].prefix { $0 != ">" })
  }

  @Test("by default the static attributes are the end of the timeline")
  func endByDefault() throws {
    let svg = try Self.svg(poster: nil)
    let box = try Self.tags(svg, "box")
    #expect(box.group.contains("translate(0 20) translate(100 0)"))
    #expect(box.group.contains(#"opacity="0.5""#))
    #expect(box.frame.contains(##"fill="#FF0000""##))
    #expect(try Self.tags(svg, "gone").group.contains(#"visibility="hidden""#))
  }

  @Test("--poster picks the time the static attributes show")
  func chosenTime() throws {
    let middle = try Self.tags(try Self.svg(poster: 1), "box")
    #expect(middle.group.contains("translate(0 20) translate(50 0)"))
    #expect(middle.group.contains(#"opacity="0.75""#))
    #expect(middle.frame.contains(##"fill="#800080""##))
    let start = try Self.svg(poster: 0)
    let box = try Self.tags(start, "box")
    #expect(box.group.contains("translate(0 20) translate(0 0)"))
    #expect(box.group.contains(#"opacity="1""#))
    #expect(box.frame.contains(##"fill="#0000FF""##))
    #expect(!(try Self.tags(start, "gone").group.contains("visibility")))
  }

  @Test("of content that changes, only the version shown at the poster time is statically visible")
  func variants() throws {
    for (poster, shown, other) in [(0.0, "Before", "After"), (2.0, "After", "Before")] {
      let svg = try Self.svg(poster: poster)
      #expect(try Self.window(of: shown, in: svg) == "<g>", "poster \(poster)")
      #expect(try Self.window(of: other, in: svg) == #"<g visibility="hidden">"#)
    }
  }

  /// The start tag of the group that holds a text's version (its time window).
  static func window(of text: String, in svg: String) throws -> Substring {
    let label = try #require(svg.range(of: #"aria-label="\#(text)""#))
    let window = try #require(svg[..<label.lowerBound].range(of: "<g", options: .backwards))
    return svg[window.lowerBound...].prefix { $0 != ">" } + ">"
  }
}
