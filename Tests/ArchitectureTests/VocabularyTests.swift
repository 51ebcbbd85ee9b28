import TestFiles
import Testing

/// Each vocabulary lives where its format is handled: SVG's element and attribute names only in
/// SVGOutput and Appearance's template reader, so one view's skin can be followed from its
/// template to both writers through typed values alone.
@Suite("vocabularies")
struct VocabularyTests {
  /// SVG element tags and presentation attribute names, as they appear in string literals.
  static let svgWords = [
    "<svg", "<rect", "<g ", "<g>", "<path", "<text", "<line", "<circle", "<ellipse", "<image",
    "<use", "<animate", "fill=", "stroke", "fill-opacity", "\"fill\"", "\"href\"", "\"rx\"",
    "\"cx\"", "\"x1\"", "\"opacity\"", "text-anchor", "font-family", "max-width", "viewBox",
    "preserveAspectRatio", "keySplines", "keyTimes",
  ]

  /// The files allowed to speak SVG.
  static func speaksSVG(_ path: String) -> Bool {
    path.hasPrefix("Sources/SVGOutput/")
      || [
        "Sources/Appearance/SkinTemplate+Reading.swift",
        "Sources/Appearance/TemplateValueSyntax.swift", "Sources/Appearance/PathDataParser.swift",
      ].contains(path)
      // Tools around the product: the fuzzer injects markup, tests check the exports.
      || path.hasPrefix("Sources/motionboard-fuzz/") || path.hasPrefix("Sources/TestSupport/")
      || path.hasPrefix("Sources/TestFiles/")
  }

  /// The string literals of a line of code (comments left out), roughly: the text between
  /// quotes.
  static func literals(_ line: Substring) -> [Substring] {
    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
  }

  @Test("SVG's names appear only in SVGOutput and the template reader")
  func svgStaysInItsPlaces() {
    var found: [String] = []
    for file in ManifestTests.swiftFiles(in: Repository.path("Sources")) {
      let path = String(file.dropFirst(Repository.root.count + 1))
      guard !Self.speaksSVG(path) else { continue }
      for (number, line) in (Repository.text(file) ?? "").split(
        separator: "\n", omittingEmptySubsequences: false
      ).enumerated() {
        let quoted = Self.literals(line).map { "\"" + $0 + "\"" }
        for word in Self.svgWords where quoted.contains(where: { $0.contains(word) }) {
          found.append("\(path):\(number + 1): \(word)")
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }
}
