import Appearance
import Foundation
import Pipeline
import TestSupport
import Testing
import XMLTree

/// Text in exports: glyph outlines defined once and reused, no characters left for a
/// renderer's fonts, and a size budget for text.
@Suite("text in exports")
struct TextExportTests {
  static func export(_ source: String, _ format: OutputFormat = .svg) throws -> String {
    let checked = Compilation().check(Array(source.utf8), file: "text.xml")
    #expect(!checked.log.hasErrors, "\(checked.log.diagnostics)")
    let (outputs, log) = Compilation().export(
      checked, formats: [format], library: TestExport.library(), images: [:])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[format])
  }

  /// Four labels of 50 characters each: 200 characters of English.
  static let lines = [
    "Motionboard turns interface files into animations.",
    "Each glyph is drawn once, then reused as it recurs",
    "so a paragraph costs little more than its letters.",
    "Browsers and players draw the same shapes, exactly",
  ]

  static func scene(_ texts: [String]) -> String {
    var views = ""
    var constraints = ""
    for (index, text) in texts.enumerated() {
      views += #"<label id="l\#(index)" text="\#(text)" font="body"/>"#
      constraints += #"<constraint eq="l\#(index).leading == root.leading + 16"/>"#
      constraints += #"<constraint eq="l\#(index).top == root.top + \#(40 + 30 * index)"/>"#
    }
    return #"""
      <interface version="1" name="Text" width="390" height="300">
        <subviews>\#(views)</subviews><constraints>\#(constraints)</constraints>
      </interface>
      """#
  }

  @Test("200 characters of label text add less than 30 KB of SVG")
  func sizeBudget() throws {
    #expect(Self.lines.map(\.count) == [50, 50, 50, 50])
    let withText = try Self.export(Self.scene(Self.lines))
    let without = try Self.export(Self.scene(Self.lines.map { _ in "" }))
    let growth = withText.utf8.count - without.utf8.count
    #expect(growth > 5_000 && growth < 30_000, "grew by \(growth) bytes")
  }

  @Test("each glyph is defined once and used wherever it recurs; no <text> remains")
  func reuse() throws {
    let svg = try Self.export(Self.scene(Self.lines))
    #expect(!svg.contains("<text"))
    let definitions = svg.components(separatedBy: "<path id=\"g").count - 1
    let uses = svg.components(separatedBy: "<use href=\"#g").count - 1
    let letters = Set(Self.lines.joined().filter { $0 != " " })
    // One definition per distinct glyph (a letter, or a ligature), one use per drawn glyph.
    #expect(definitions <= letters.count && definitions >= letters.count - 4)
    #expect(uses >= 200 - Self.lines.joined().filter { $0 == " " }.count - 8)
    for line in Self.lines { #expect(svg.contains(#"aria-label="\#(line)""#)) }
  }

  @Test("markup in text becomes glyphs and an escaped label, never markup")
  func injection() throws {
    let svg = try Self.export(Self.scene([#"&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;"#]))
    #expect(!svg.contains("<script") && !svg.contains("</text>"))
    #expect(svg.contains("aria-label=\"&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
  }

  @Test("Lottie draws a button's title above its capsule (earlier shapes draw on top)")
  func lottieOrder() throws {
    let source = #"""
      <interface version="1" name="B" width="200" height="100">
        <subviews><button id="b" title="Go" style="filled"/></subviews>
        <constraints><constraint eq="b.leading == root.leading"/><constraint eq="b.top == root.top"/></constraints>
      </interface>
      """#
    let json = try Self.export(source, .lottie)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layer = try #require(
      (object["layers"] as? [[String: Any]])?.first { $0["nm"] as? String == "b" })
    let names = (layer["shapes"] as? [[String: Any]] ?? []).compactMap { $0["nm"] as? String }
    #expect(names == ["frame", "text", "rectangle"])
  }

  @Test("Lottie draws each text as closed paths filled in its color")
  func lottieGlyphs() throws {
    let json = try Self.export(Self.scene(["Hello"]), .lottie)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let layers = try #require(object["layers"] as? [[String: Any]])
    let label = try #require(layers.first { $0["nm"] as? String == "l0" })
    func find(_ value: Any, _ name: String) -> [String: Any]? {
      if let dictionary = value as? [String: Any] {
        if dictionary["nm"] as? String == name { return dictionary }
        for child in dictionary.values { if let found = find(child, name) { return found } }
      } else if let array = value as? [Any] {
        for child in array { if let found = find(child, name) { return found } }
      }
      return nil
    }
    let glyphs = try #require(find(label["shapes"] as Any, "glyphs"))
    let items = try #require(glyphs["it"] as? [[String: Any]])
    let paths = items.filter { $0["ty"] as? String == "sh" }
    // H, e, l, l, o: H one contour, e two, l one each, o two.
    #expect(paths.count == 7)
    #expect(items.contains { $0["ty"] as? String == "fl" })
    for path in paths {
      let shape = try #require((path["ks"] as? [String: Any])?["k"] as? [String: Any])
      #expect(shape["c"] as? Bool == true)
      let vertices = try #require(shape["v"] as? [[Double]])
      #expect(
        vertices.count == (shape["i"] as? [Any])?.count
          && vertices.count == (shape["o"] as? [Any])?.count)
    }
  }
}
