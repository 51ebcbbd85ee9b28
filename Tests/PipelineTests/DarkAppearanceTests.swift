import Foundation
import Interface
import Pipeline
import TestSupport
import Testing

/// `--appearance dark` and `<interface appearance="dark">`: UIKit's named colors take their
/// dark values in every export (docs/output.md, Dark mode).
@Suite("the dark appearance")
struct DarkAppearanceTests {
  static let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface version="1" name="Dark" width="200" height="100" APPEARANCE
               backgroundColor="systemBackground">
      <subviews>
        <label id="title" frame="10 10 180 30" text="Hi" textColor="label"/>
        <view id="box" frame="0 50 40 40" backgroundColor="systemBlue"/>
        <view id="fixed" frame="50 50 40 40" backgroundColor="#336699"/>
        <label id="plain" frame="100 50 90 30" text="Yo"/>
        <tableView id="list" frame="100 80 90 20" rowHeight="8"><row text="a"/><row text="b"/></tableView>
      </subviews>
      <timeline>
        <animate at="0" duration="1"><set view="box" backgroundColor="systemRed"/></animate>
      </timeline>
    </interface>
    """

  static func svg(attribute: String = "", appearance: AppearanceMode? = nil) -> String {
    var options = Compilation.ExportOptions()
    options.appearance = appearance
    let (outputs, log) = TestExport.export(
      source.replacingOccurrences(of: "APPEARANCE", with: attribute), file: "dark.xml",
      formats: [.svg], options: options)
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return outputs[.svg] ?? ""
  }

  /// The `fill` of a view's frame rectangle.
  static func frameFill(_ svg: String, view: String) -> String? {
    guard let group = svg.range(of: "data-view=\"\(view)\""),
      let rect = svg.range(of: "class=\"frame\"", range: group.upperBound..<svg.endIndex),
      let fill = svg.range(of: "fill=\"", range: rect.upperBound..<svg.endIndex)
    else { return nil }
    return String(svg[fill.upperBound...].prefix(7))
  }

  @Test("systemBackground and label take UIKit's dark values; light keeps the light ones")
  func backgroundAndLabel() {
    let dark = Self.svg(appearance: .dark)
    let light = Self.svg()
    #expect(Self.frameFill(dark, view: "root") == "#000000")
    #expect(Self.frameFill(light, view: "root") == "#FFFFFF")
    // The label's glyphs are drawn in its text color.
    #expect(dark.contains("aria-label=\"Hi\"") && dark.contains("fill=\"#FFFFFF\" overflow"))
    #expect(light.contains("fill=\"#000000\" overflow"))
  }

  @Test("an animated background goes between the dark values of its colors")
  func animatedBackground() throws {
    let dark = Self.svg(appearance: .dark)
    let values = try #require(dark.range(of: "attributeName=\"fill\""))
    let animation = dark[values.lowerBound...].prefix(400)
    #expect(animation.contains("values=\"#0A84FF;"))
    #expect(animation.contains(";#FF453A\""))
  }

  @Test("hex colors stay as written, and a label's default text color is label's")
  func hexAndDefaults() {
    let dark = Self.svg(appearance: .dark)
    #expect(Self.frameFill(dark, view: "fixed") == "#336699")
    // Both labels (one with textColor="label", one with the default) and the table's two rows
    // (its template writes them in label) draw white text (in the motion layer; the still
    // layer repeats them).
    let motion = dark.components(separatedBy: "<g class=\"mb-still")[0]
    #expect(motion.components(separatedBy: "fill=\"#FFFFFF\" overflow").count == 5)
  }

  @Test("a template's named color takes its dark value: the table's separators")
  func templateColor() {
    // tableView.xml draws its separators in opaqueSeparator.
    #expect(Self.svg().contains("stroke=\"#C6C6C8\""))
    let dark = Self.svg(appearance: .dark)
    #expect(dark.contains("stroke=\"#38383A\""))
    #expect(!dark.contains("stroke=\"#C6C6C8\""))
  }

  @Test("controls follow UIKit's dark values: a stepper's fill, separator and glyphs")
  func controlTemplates() {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface version="1" name="Step" width="120" height="50" APPEARANCE>
        <subviews><stepper id="step" frame="10 10 94 32"/></subviews>
      </interface>
      """
    func svg(_ attribute: String) -> String {
      let (outputs, log) = TestExport.export(
        source.replacingOccurrences(of: "APPEARANCE", with: attribute), file: "step.xml",
        formats: [.svg])
      #expect(!log.hasErrors, "\(log.diagnostics)")
      return outputs[.svg] ?? ""
    }
    let light = svg("")
    let dark = svg("appearance=\"dark\"")
    // tertiarySystemFill: #7676801F light, #7676803D dark (alpha 31/255 and 61/255); separator
    // #3C3C4349 and #54545899; the glyphs in label, black and white (docs/format.md, Colors).
    #expect(light.contains("fill=\"#767680\" fill-opacity=\"0.1216\""))
    #expect(dark.contains("fill=\"#767680\" fill-opacity=\"0.2392\""))
    #expect(light.contains("stroke=\"#3C3C43\" stroke-opacity=\"0.2863\""))
    #expect(dark.contains("stroke=\"#545458\" stroke-opacity=\"0.6\""))
    #expect(light.components(separatedBy: "stroke=\"#000000\" stroke-width=\"2\"").count == 4)
    #expect(dark.components(separatedBy: "stroke=\"#FFFFFF\" stroke-width=\"2\"").count == 4)
  }

  @Test("the interface's appearance attribute chooses dark, and --appearance overrides it")
  func attributeAndOverride() {
    #expect(Self.frameFill(Self.svg(attribute: "appearance=\"dark\""), view: "root") == "#000000")
    #expect(
      Self.frameFill(Self.svg(attribute: "appearance=\"dark\"", appearance: .light), view: "root")
        == "#FFFFFF")
  }

  @Test("a misspelled appearance attribute is an error at its value, with a suggestion")
  func misspelledAttribute() {
    let source = Self.source.replacingOccurrences(of: "APPEARANCE", with: "appearance=\"drak\"")
    let (outputs, log) = TestExport.export(source, file: "dark.xml", formats: [.svg])
    #expect(outputs.isEmpty)
    #expect(
      log.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        == ["2:73: unknown appearance 'drak'; did you mean 'dark'?"])
  }
}
