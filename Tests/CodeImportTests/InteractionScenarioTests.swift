import Pipeline
import TestFiles
import TestSupport
import Testing

/// The scenario an interactive SVG plays from its start, where nothing is clicked: `--play`'s
/// controls in order, else each control once (docs/output.md, The interactive SVG).
@Suite("interaction scenario")
struct InteractionScenarioTests {
  /// The worked Example's plan: its windows are, in order, 0 signIn 1, 0 dropdown 2,
  /// 1 signIn 0, 1 dropdown 3, 2 signIn 3, 2 dropdown 0, 3 signIn 2, 3 dropdown 1.
  static func plan() throws -> InteractionPlan {
    let file = ActionTimelineTests.login
    let bytes = try #require(Repository.bytes(file))
    let (baked, log) = Compilation().bakedInteraction(bytes, file: file)
    #expect(!log.hasErrors, "\(log)")
    return try #require(baked).plan
  }

  /// The segments `--play TEXT` chooses, and its diagnostics as `FILE:COLUMN: MESSAGE`.
  static func scenario(_ text: String?) throws -> ([Int], [String]) {
    let (segments, log) = InteractionScenario.segments(text, plan: try plan())
    return (
      segments,
      log.diagnostics.map { "\($0.location.file):\($0.location.column): \($0.message)" }
    )
  }

  @Test("without --play, each control is tapped once in source order from state 0")
  func eachControlOnce() throws {
    let (segments, errors) = try Self.scenario(nil)
    #expect(errors.isEmpty)
    // Sign In from state 0 (to 1), then the dropdown from state 1 (to 3).
    #expect(segments == [0, 3])
  }

  @Test("--play chooses the taps, each from the state the one before leads to")
  func playChoosesTaps() throws {
    let (segments, errors) = try Self.scenario("dropdown, dropdown,signIn")
    #expect(errors.isEmpty)
    // The list opens (0 to 2), closes (2 to 0), then Sign In (0 to 1).
    #expect(segments == [1, 5, 0])
  }

  @Test("a misspelt control is located in --play, with a did-you-mean")
  func misspeltControl() throws {
    let (segments, errors) = try Self.scenario("dropdown,sigIn")
    #expect(segments == [1])
    #expect(
      errors == [
        "--play:10: 'sigIn' names no control with an action; did you mean 'signIn'?"
      ])
  }

  @Test("a time in --play is an error: the scenario's taps wait for each other's animations")
  func timeRejected() throws {
    let (_, errors) = try Self.scenario("signIn@2.5")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("--play:1: 'signIn@2.5' has a time;") == true)
  }

  @Test("the SVG's windows begin at the scenario's times, and its duration is the scenario's")
  func svgPlaysTheScenario() throws {
    let file = ActionTimelineTests.login
    let bytes = try #require(Repository.bytes(file))
    var options = Compilation.Options()
    options.scenario = "dropdown,dropdown"
    let (svg, log) = Compilation(options: options).interactiveSVG(
      bytes, file: file, library: TestExport.library(), images: [:])
    #expect(!log.hasErrors, "\(log)")
    let text = String(decoding: try #require(svg), as: UTF8.self)
    let plan = try Self.plan()
    let open = plan.segments[1].length
    // The list opens at 0.5 s and closes a gap after it has opened; Sign In is not tapped.
    #expect(text.contains(#"begin="dropdown_s0.click;0.5s""#))
    let close = 0.5 + open + 0.5
    #expect(text.contains(#"begin="dropdown_s2.click;\#(milliseconds(close))s""#))
    #expect(text.contains(#"begin="signIn_s0.click""#))
    let end = close + plan.segments[5].length + 0.5
    #expect(text.contains(#"data-duration="\#(milliseconds(end))""#))
  }

  @Test("export --interactive --play with a bad name exits 1 with a located error")
  func commandLineError() {
    let folder = TemporaryFolder()
    let result = runMotionboard([
      "export", ActionTimelineTests.login, "--interactive", "--format", "svg", "--play", "sigIn",
      "--output", folder.path,
    ])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "--play:1:1: error: 'sigIn' names no control with an action; did you mean 'signIn'?"),
      "\(result.error)")
  }

  func milliseconds(_ seconds: Double) -> String {
    var text = String((seconds * 1000).rounded() / 1000)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
