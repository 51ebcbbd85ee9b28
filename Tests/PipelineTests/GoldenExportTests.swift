import Pipeline
import TestSupport
import Testing

/// Small exports kept as golden files beside their inputs.
///
/// `Goldens/NAME.xml` sits beside `NAME.svg`, `NAME.json` and `NAME.frames.json`, so that a
/// change in what Motionboard writes shows in review as a diff of these files. JSON is kept one member per line (`JSONLayout`), the same
/// values as written. `RECORD_GOLDENS=1 swift test --filter GoldenExportTests` rewrites them.
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
    let path = Repository.path(base + ".xml")
    let states = runMotionboard(["frames", path, "--states"])
    let times = runMotionboard(["frames", path, "--at", "0,0.25,0.5,0.75,1,1.5,2"])
    #expect(states.status == 0 && times.status == 0, "\(states.error)\(times.error)")
    Golden.assert(
      JSONLayout.pretty(states.output) + JSONLayout.pretty(times.output),
      matches: base + ".frames.json")
  }
}
