import TestSupport
import Testing
import XMLTree

/// Exports every Example and conformance scene in-process and lints the SVG: well-formed,
/// script-free, no external references, and every animation valid for both browsers (README
/// gotchas: splines within 0…1, counts that match, key times from 0 to 1).
@Suite("SVG lint")
struct SVGLintTests {
  static let inputs = TestExport.inputs(in: ["Examples", "Tests/Conformance/Scenes"])

  static func export(_ path: String) throws -> String {
    let (outputs, log) = TestExport.export(file: path, formats: [.svg])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[.svg])
  }

  @Test("there are Examples and scenes to lint")
  func inputsExist() {
    #expect(Self.inputs.count >= 9)
  }

  @Test("the SVG is well-formed, script-free and self-contained", arguments: inputs)
  func safe(_ path: String) throws {
    let svg = try Self.export(path)
    let (tree, diagnostics) = XMLTreeReader().read(Array(svg.utf8), file: "out.svg")
    let root = try #require(tree, "\(diagnostics)")
    #expect(root.name == "svg")
    // libxml2 reports namespace declarations apart from attributes.
    #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
    #expect(root.attribute("viewBox") != nil && root.attribute("width") != nil)
    #expect(!svg.lowercased().contains("<script"))
    // The one style sheet only shows and hides the layers: selectors of classes, media queries
    // and display, nothing that loads or draws (no url(), @import, quotes or escapes).
    if let start = svg.range(of: "<style>\n"), let end = svg.range(of: "</style>") {
      let sheet = svg[start.upperBound..<end.lowerBound]
      let allowed = Set("abcdefghijklmnopqrstuvwxyz-.,:;!{}()@ \n")
      #expect(sheet.allSatisfy { allowed.contains($0) }, "\(sheet)")
      #expect(!sheet.contains("url") && !sheet.contains("import"))
      #expect(svg.components(separatedBy: "<style").count == 2)
    }
    // Text is drawn as glyph outlines: no <text>, and every reference names a definition.
    #expect(!svg.contains("<text"))
    let ids = Set(Self.elements(root).compactMap { $0.attribute("id")?.value })
    for element in Self.elements(root) {
      if element.name == "use", let href = element.attribute("href")?.value {
        #expect(href.hasPrefix("#") && ids.contains(String(href.dropFirst())), "dangling \(href)")
      }
      #expect(Self.allowedElements.contains(element.name), "element <\(element.name)>")
      for attribute in element.attributes {
        #expect(!attribute.name.lowercased().hasPrefix("on"), "event handler \(attribute.name)")
        if attribute.name.hasSuffix("href") {
          #expect(attribute.value.hasPrefix("data:") || attribute.value.hasPrefix("#"))
        }
        if attribute.value.contains("url(") {
          #expect(attribute.value.hasPrefix("url(#"))
        }
      }
      if element.attribute("data-view") != nil {
        #expect(element.children.first?.name == "rect")
        #expect(element.children.first?.attribute("class")?.value == "frame")
      }
    }
  }

  @Test(
    "every animation has matching counts, splines within 0…1 and key times from 0 to 1",
    arguments: inputs)
  func animationsValid(_ path: String) throws {
    let svg = try Self.export(path)
    let (tree, _) = XMLTreeReader().read(Array(svg.utf8), file: "out.svg")
    let animations = Self.elements(try #require(tree)).filter { $0.name.hasPrefix("animate") }
    #expect(!animations.isEmpty || path.contains("static"))
    for animation in animations {
      let values = animation.attribute("values")?.value.split(separator: ";") ?? []
      let times =
        animation.attribute("keyTimes")?.value.split(separator: ";").compactMap { Double($0) } ?? []
      #expect(animation.attribute("from") == nil && animation.attribute("to") == nil)
      #expect(values.count == times.count, "\(animation.attributes.map(\.value))")
      let discrete = animation.attribute("calcMode")?.value == "discrete"
      #expect(times.first == 0 && (discrete || times.last == 1))
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
      if animation.attribute("calcMode")?.value == "spline" {
        let splines = animation.attribute("keySplines")?.value.split(separator: ";") ?? []
        #expect(splines.count == values.count - 1)
        for spline in splines {
          let numbers = spline.split(separator: " ").compactMap { Double($0) }
          #expect(numbers.count == 4 && numbers.allSatisfy { (0...1).contains($0) }, "\(spline)")
        }
      }
      // Firefox's SMIL clock has 1 ms resolution: key times fall on whole milliseconds.
      let duration = Double(animation.attribute("dur")?.value.dropLast() ?? "0") ?? 0
      for time in times {
        let ms = time * duration * 1000
        #expect(abs(ms - ms.rounded()) < 1e-3, "key time \(time) × \(duration) s")
      }
    }
  }

  @Test("the same input gives the same bytes", arguments: inputs.prefix(3))
  func deterministic(_ path: String) throws {
    #expect(try Self.export(path) == Self.export(path))
  }

  static let allowedElements: Set<String> = [
    "svg", "title", "desc", "defs", "clipPath", "g", "rect", "line", "circle", "ellipse", "path",
    "polyline", "polygon", "use", "image", "animate", "animateTransform", "style",
  ]

  static func elements(_ element: SourceElement) -> [SourceElement] {
    [element] + element.children.flatMap(elements)
  }
}
