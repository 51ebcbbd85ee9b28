import Pipeline
import TestFiles
import TestSupport
import Testing

/// Exports kept as golden files: small inputs beside their outputs, and every Example and
/// conformance scene.
///
/// `Goldens/NAME.xml` sits beside `NAME.svg`, `NAME.json` and `NAME.frames.json`; each Example's
/// and scene's are in `Goldens/Examples/` and `Goldens/Scenes/`, written by `motionboard export`
/// as a user runs it (templates, images). So a change in what Motionboard writes shows in review
/// as a diff of these files. JSON is kept one member per line (`JSONLayout`), the same values as
/// written. `RECORD_GOLDENS=1 swift test --filter GoldenExportTests` rewrites them.
@Suite("golden exports")
struct GoldenExportTests {
  static let folder = "Tests/PipelineTests/Goldens"
  static let cases = TestExport.inputs(in: [folder]).map { String($0.dropLast(4)) }

  @Test("there are golden cases")
  func casesExist() {
    #expect(Self.cases.count >= 3)
  }

  @Test("the SVG and Lottie files are the golden ones", arguments: cases)
  func exports(_ base: String) {
    let (outputs, log) = TestExport.export(file: base + ".xml")
    #expect(!log.hasErrors, "\(log.diagnostics)")
    Golden.assert(outputs[.svg] ?? "", matches: base + ".svg")
    Golden.assert(JSONLayout.pretty(outputs[.lottie] ?? ""), matches: base + ".json")
  }

  @Test("frames of every state and at sample times are the golden ones", arguments: cases)
  func frames(_ base: String) {
    Self.assertFrames(of: base + ".xml", match: base + ".frames.json")
  }

  /// The Examples and conformance scenes, each with the folder of its goldens.
  static let published: [(input: String, golden: String)] =
    TestExport.inputs(in: ["Examples"]).map { ($0, "\(folder)/Examples") }
    + TestExport.inputs(in: ["Tests/Conformance/Scenes"]).map { ($0, "\(folder)/Scenes") }

  @Test("there is a golden case for every Example and conformance scene")
  func publishedCasesExist() {
    #expect(Self.published.count >= 20)
    let names = Self.published.map { $0.input.split(separator: "/").last.map(String.init) ?? "" }
    #expect(names.contains("login.xml") && names.contains("tiles.xml"))
  }

  @Test(
    "every Example and conformance scene exports its golden SVG and Lottie files",
    arguments: published.map(\.input))
  func publishedExports(_ input: String) {
    let folder = TemporaryFolder()
    let result = runMotionboard([
      "export", Repository.path(input), "--format", "svg,lottie", "--output", folder.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    let golden = Self.golden(of: input)
    let name = golden.split(separator: "/").last.map(String.init) ?? ""
    Golden.assert(Repository.text(folder.path("\(name).svg")) ?? "", matches: golden + ".svg")
    Golden.assert(
      JSONLayout.pretty(Repository.text(folder.path("\(name).json")) ?? ""),
      matches: golden + ".json")
  }

  @Test(
    "every Example and conformance scene gives its golden frames", arguments: published.map(\.input)
  )
  func publishedFrames(_ input: String) {
    Self.assertFrames(of: input, match: Self.golden(of: input) + ".frames.json")
  }

  /// The golden files' path without an ending: `Goldens/Examples/NAME` for `Examples/NAME.xml`.
  static func golden(of input: String) -> String {
    let folder = published.first { $0.input == input }?.golden ?? folder
    let name = input.split(separator: "/").last.map { String($0.dropLast(4)) } ?? input
    return folder + "/" + name
  }

  /// `frames --states`, then `frames --at` at sample times, against one golden file.
  static func assertFrames(
    of input: String, match golden: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = Repository.path(input)
    let states = runMotionboard(["frames", path, "--states"])
    let times = runMotionboard(["frames", path, "--at", "0,0.25,0.5,0.75,1,1.5,2"])
    #expect(
      states.status == 0 && times.status == 0, "\(states.error)\(times.error)",
      sourceLocation: sourceLocation)
    Golden.assert(
      JSONLayout.pretty(states.output) + JSONLayout.pretty(times.output), matches: golden,
      sourceLocation: sourceLocation)
  }
}
