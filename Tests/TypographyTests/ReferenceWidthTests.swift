import Foundation
import Testing
import Typography

/// Text widths against an independent measurement.
///
/// `Tests/ReferenceWidths/reference_widths.py` chooses fonts with the `fc-match` tool and
/// shapes with PyPI's uharfbuzz over the same font files. Agreement within 0.5 pt checks our
/// font choice (family, weight, per-character fallback), sizes and our rounding up to pixels.
/// Needs python3 with uharfbuzz and freetype-py, which `.ci/run` installs.
@Suite("text widths against uharfbuzz")
struct ReferenceWidthTests {
  struct Case {
    var text: String
    var size: Double
    var weight: Int
  }

  /// Latin, accented, CJK and mixed strings at Dynamic Type sizes and weights.
  static let cases: [Case] = [
    Case(text: "Sign In", size: 17, weight: 600),
    Case(text: "Bankey", size: 34, weight: 400),
    Case(text: "Your premium source for all things banking!", size: 20, weight: 400),
    Case(text: "Welcome back, Sindri", size: 28, weight: 700),
    Case(text: "Forgot password?", size: 15, weight: 400),
    Case(text: "AVATAR Typography: To, Ta, Yo, fi, fl, ffi", size: 17, weight: 400),
    Case(text: "1,234.56 € — 78 %", size: 13, weight: 500),
    Case(text: "Crème brûlée à la façon de Zoë", size: 17, weight: 400),
    Case(text: "Ångström Øresund Łódź Šibenik", size: 22, weight: 600),
    Case(text: "Naïve café, résumé, coöperate", size: 12, weight: 300),
    Case(text: "Ελληνικά και Кириллица", size: 16, weight: 400),
    Case(text: "如何對使用了autolayout的UIView添加動畫", size: 17, weight: 400),
    Case(text: "動畫效果", size: 34, weight: 700),
    Case(text: "日本語のテキスト", size: 15, weight: 400),
    Case(text: "한국어 텍스트", size: 17, weight: 400),
    Case(text: "Login 登录 ログイン 로그인", size: 20, weight: 400),
    Case(text: "Profile", size: 34, weight: 800),
    Case(text: "Birthday", size: 17, weight: 400),
    Case(text: "Caption two, tiny", size: 11, weight: 400),
    Case(text: "Headline Semibold", size: 17, weight: 600),
    Case(text: "Thin and light", size: 28, weight: 100),
    Case(text: "Black weight", size: 22, weight: 900),
  ]

  static let scriptPath: String = {
    let folder = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/") ?? #filePath.endIndex))
    return folder + "/../ReferenceWidths/reference_widths.py"
  }()

  /// fontconfig's weight scale for a CSS weight, as `FcWeightFromOpenType` maps the steps.
  static func fontconfigWeight(_ css: Int) -> Int {
    [100: 0, 200: 40, 300: 50, 400: 80, 500: 100, 600: 180, 700: 200, 800: 205, 900: 210][css] ?? 80
  }

  static func reference(_ cases: [Case]) throws -> [(width: Double, faces: [String])] {
    let input = cases.map {
      ["text": $0.text, "family": "Inter", "size": $0.size, "weight": fontconfigWeight($0.weight)]
        as [String: Any]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptPath]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: input))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "reference_widths.py failed (install uharfbuzz and freetype-py, as .ci/run does)")
    let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return items.map { (($0["width"] as? Double) ?? -1, ($0["faces"] as? [String]) ?? []) }
  }

  @Test("measured widths agree with uharfbuzz within 0.5 pt, with the same font files")
  func widths() throws {
    let references = try Self.reference(Self.cases)
    #expect(references.count == Self.cases.count)
    for (test, reference) in zip(Self.cases, references) {
      let layout = TextSystem.shared.layout(
        test.text, font: FontRequest(size: test.size, weight: test.weight))
      let width = layout.size.width
      #expect(abs(width - reference.width) < 0.5, "\(test.text): \(width) vs \(reference.width)")
      // Rounding is up, to whole pixels at 3×.
      #expect(width >= reference.width - 1e-6 && width < reference.width + 1 / 3 + 1e-6)
      let faces = Set(
        layout.lines.flatMap(\.glyphs).map {
          String($0.key.face.split(separator: "/").last!.split(separator: "#").first!)
        })
      #expect(faces == Set(reference.faces), "\(test.text): \(faces) vs \(reference.faces)")
    }
  }

  @Test("mixed Latin and Han text falls back to a CJK face for the Han characters only")
  func fallback() throws {
    let layout = TextSystem.shared.layout("UIView動畫", font: FontRequest(size: 17))
    let faces = layout.lines[0].glyphs.map { $0.key.face.contains("Inter") }
    #expect(faces == [true, true, true, true, true, true, false, false])
  }
}
