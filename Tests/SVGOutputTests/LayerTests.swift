import Foundation
import Interface
import Pipeline
import TestSupport
import Testing

/// The SVG's layers: the motion, the still picture shown under `prefers-reduced-motion:
/// reduce`, and with `--appearance auto` the dark twin of each, shown under
/// `prefers-color-scheme: dark` (docs/output.md, Reduced motion; Dark mode).
@Suite("the SVG's layers for reduced motion and the color scheme")
struct LayerTests {
  static let moving = #"""
    <interface version="1" name="Layers" width="200" height="100" backgroundColor="systemBackground">
      <subviews>
        <view id="box" frame="0 20 40 40" backgroundColor="systemBlue" clipsToBounds="true">
          <subviews><view id="dot" frame="5 5 10 10" backgroundColor="black"/></subviews>
        </view>
      </subviews>
      <timeline>
        <animate at="0.5" duration="1" curve="linear">
          <set view="box" translationX="100" backgroundColor="systemRed"/>
        </animate>
      </timeline>
    </interface>
    """#

  static func svg(_ source: String = moving, appearance: AppearanceMode? = nil) throws -> String {
    var options = Compilation.ExportOptions()
    options.appearance = appearance
    let (outputs, log) = TestExport.export(
      source, file: "layers.xml", formats: [.svg], options: options)
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[.svg])
  }

  /// The text of each top-level layer group, by its classes.
  static func layers(_ svg: String) -> [String: Substring] {
    var layers: [String: Substring] = [:]
    var rest = svg[...]
    while let start = rest.range(of: "<g class=\"") {
      let classes = rest[start.upperBound...].prefix { $0 != "\"" }
      let next = rest[start.upperBound...].range(of: "\n<g class=\"")?.lowerBound
      let end = next ?? rest.range(of: "</svg>")?.lowerBound ?? rest.endIndex
      layers[String(classes)] = rest[start.lowerBound..<end]
      rest = rest[end...]
    }
    return layers
  }

  @Test("a file that moves has a still layer, without animations, shown for reduced motion")
  func stillLayer() throws {
    let svg = try Self.svg()
    let layers = Self.layers(svg)
    #expect(layers.keys.sorted() == ["mb-motion", "mb-still"])
    #expect(
      svg.contains(
        "<style>\n.mb-still{display:none}\n@media (prefers-reduced-motion:reduce)"
          + "{.mb-motion{display:none}.mb-still{display:inline}}\n</style>"))
    let still = try #require(layers["mb-still"])
    #expect(!still.contains("<animate"))
    #expect(!still.contains("<set"))
    // The still picture is the poster: the box at its end, moved and red.
    #expect(
      still.contains(
        #"<g data-view-copy="box" transform="translate(0 0) translate(0 20) translate(100 0) translate(0 0)">"#
      ))
    #expect(still.contains(##"fill="#FF3B30""##))
    // Only the motion layer's groups are the views; the still layer's are copies.
    #expect(layers["mb-motion"]?.contains(#"data-view="box""#) == true)
    #expect(!still.contains("data-view=\""))
    // Each layer clips with a clip of its own.
    #expect(layers["mb-motion"]?.contains("url(#clip1)") == true)
    #expect(still.contains("url(#clip2)"))
  }

  @Test("a file where nothing changes is one picture: no layers, no style")
  func stillFile() throws {
    let source = Self.moving.replacingOccurrences(
      of: #"<animate at="0.5" duration="1" curve="linear">"#, with: "<perform>"
    ).replacingOccurrences(of: "</animate>", with: "</perform>")
      .replacingOccurrences(of: #"translationX="100" backgroundColor="systemRed""#, with: "")
    let svg = try Self.svg(source)
    #expect(Self.layers(svg).isEmpty)
    #expect(!svg.contains("<style>"))
  }

  @Test("--appearance auto: a light and a dark twin of each layer, chosen by the color scheme")
  func auto() throws {
    let svg = try Self.svg(appearance: .auto)
    let layers = Self.layers(svg)
    #expect(
      layers.keys.sorted() == [
        "mb-motion mb-dark", "mb-motion mb-light", "mb-still mb-dark", "mb-still mb-light",
      ])
    #expect(svg.contains("@media (prefers-color-scheme:dark){.mb-light{display:none}"))
    #expect(layers["mb-motion mb-light"]?.contains(##"fill="#FFFFFF""##) == true)
    #expect(layers["mb-motion mb-dark"]?.contains(##"fill="#000000""##) == true)
    #expect(layers["mb-motion mb-dark"]?.contains(##"values="#0A84FF;"##) == true)
    #expect(layers["mb-still mb-dark"]?.contains(##"fill="#FF453A""##) == true)
    // The light motion comes first: its groups are the views.
    #expect(
      svg.range(of: "mb-motion mb-light")!.lowerBound
        < svg.range(of: "mb-motion mb-dark")!.lowerBound)
  }

  @Test("--appearance auto writes a light Lottie file: Lottie cannot follow the scheme")
  func autoLottie() {
    var options = Compilation.ExportOptions()
    options.appearance = .auto
    let auto = TestExport.export(Self.moving, file: "l.xml", formats: [.lottie], options: options)
    let light = TestExport.export(Self.moving, file: "l.xml", formats: [.lottie])
    #expect(auto.outputs[.lottie] != nil)
    #expect(auto.outputs[.lottie] == light.outputs[.lottie])
  }
}
