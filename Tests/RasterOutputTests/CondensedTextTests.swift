import Foundation
import Pipeline
import RasterOutput
import TestSupport
import Testing

/// Text that overflows its label by a little is condensed to fit, alike in every writer
/// (docs/format.md, Condensed text).
@Suite struct CondensedTextTests {
  /// `gender` overflows its 56 points by a little; `volume` as much, but may not condense;
  /// `long` overflows by far more than condensing can take.
  static let scene = """
    <interface version="1" width="200" height="120" condenseText="true">
      <subviews>
        <label id="gender" frame="10 10 56 20" text="Gender"/>
        <label id="volume" frame="10 40 56 20" text="Volume" condenseText="false"/>
        <label id="long" frame="10 70 40 20" text="Subscriptions"/>
      </subviews>
    </interface>
    """

  /// The `<svg>` of the text part that shows `text`: its glyph references and its scale.
  static func textPart(_ svg: String, _ text: String) throws -> (uses: Int, scale: [Double]) {
    let start = try #require(svg.range(of: #"aria-label="\#(text)">"#))
    let end = try #require(svg[start.upperBound...].range(of: "</svg>"))
    let part = svg[start.upperBound..<end.lowerBound]
    let open = try #require(part.range(of: #"scale("#))
    let close = try #require(part[open.upperBound...].firstIndex(of: ")"))
    let scale = part[open.upperBound..<close].split(separator: ",").compactMap { Double($0) }
    return (part.components(separatedBy: "<use").count - 1, scale)
  }

  @Test("a line that overflows a little is condensed, not cut; the others are cut")
  func condensesInSVG() throws {
    let (outputs, log) = TestExport.export(Self.scene, file: "condensed.xml")
    #expect(!log.hasErrors)
    let svg = outputs[.svg] ?? ""
    let gender = try Self.textPart(svg, "Gender")
    #expect(gender.uses == 6)
    #expect(gender.scale.count == 2)
    let ratio = gender.scale[0] / gender.scale[1]
    #expect(ratio >= 0.85 && ratio < 1)
    // Cut: fewer glyphs than letters ("…" among them), at full width.
    let volume = try Self.textPart(svg, "Volume")
    #expect(volume.uses < 6 && volume.scale.count == 1)
    let long = try Self.textPart(svg, "Subscriptions")
    #expect(long.uses < 13 && long.scale.count == 1)
  }

  @Test("Lottie narrows the glyphs' group by the same factor as the SVG")
  func condensesInLottie() throws {
    let (outputs, _) = TestExport.export(Self.scene, file: "condensed.xml")
    let gender = try Self.textPart(outputs[.svg] ?? "", "Gender")
    let lottie = try #require(outputs[.lottie]?.data(using: .utf8))
    let json = try #require(try JSONSerialization.jsonObject(with: lottie) as? [String: Any])
    var scales: [[Double]] = []
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        if object["nm"] as? String == "glyphs", let items = object["it"] as? [[String: Any]],
          let transform = items.last, let s = transform["s"] as? [String: Any],
          let k = s["k"] as? [Double]
        {
          scales.append(k)
        }
        object.values.forEach(walk)
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(json)
    let narrowed = scales.filter { $0[0] != $0[1] }
    #expect(narrowed.count == 1)
    let ratio = try #require(narrowed.first.map { $0[0] / $0[1] })
    // Lottie's numbers have four decimals.
    #expect(abs(ratio - gender.scale[0] / gender.scale[1]) < 1e-4)
  }

  /// A wide letter, condensed in a label narrower than it and drawn in full in a wide one.
  static let letters = """
    <interface version="1" width="200" height="160" condenseText="true">
      <subviews>
        <label id="narrow" frame="10 10 50 70" text="W" font="system 60"/>
        <label id="wide" frame="10 80 100 70" text="W" font="system 60"/>
      </subviews>
    </interface>
    """

  @Test("the picture narrows the glyph outlines by the factor the SVG gives them")
  func condensesInPictures() throws {
    let (outputs, _) = TestExport.export(Self.letters, file: "letters.xml")
    let svg = outputs[.svg] ?? ""
    let start = try #require(svg.range(of: #"scale("#))
    let end = try #require(svg[start.upperBound...].firstIndex(of: ")"))
    let scale = svg[start.upperBound..<end].split(separator: ",").compactMap { Double($0) }
    try #require(scale.count == 2)
    let compilation = Compilation()
    let checked = compilation.check(Array(Self.letters.utf8), file: "letters.xml")
    let scene = try #require(
      compilation.scene(checked, library: TestExport.library(), images: [:]))
    let picture = try ScenePainter(scene: scene, scale: 2).picture(at: 0)
    /// The width of the ink between two rows, in pixels (2 per point).
    func inkWidth(_ rows: Range<Int>) -> Int {
      var inked: [Int] = []
      for y in rows {
        for x in 0..<picture.width where Pictures.pixel(picture, x, y)[0] < 128 { inked.append(x) }
      }
      return (inked.max() ?? 0) - (inked.min() ?? 0)
    }
    let narrow = Double(inkWidth(20..<160))
    let wide = Double(inkWidth(160..<300))
    #expect(wide > 90)
    // The same ratio within two pixels of antialiasing.
    #expect(abs(narrow - wide * scale[0] / scale[1]) <= 2)
  }
}
