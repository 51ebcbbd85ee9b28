import Pipeline
import TestFiles
import Testing

/// `<action control=…>` blocks: a file of the format that says what each tap plays
/// (docs/format.md, Actions).
@Suite("actions in a timeline")
struct ActionTimelineTests {
  static let login = Repository.path("Examples/interactive/login.xml")

  static func checked(_ text: String? = nil, file: String = login) throws -> Compilation.Checked {
    let bytes = try #require(text.map { Array($0.utf8) } ?? Repository.bytes(file))
    var options = Compilation.Options()
    options.actionStateLimit = 16
    return Compilation(options: options).check(bytes, file: file)
  }

  @Test("the login's actions give the state graph its view controller's code gives")
  func sameGraphAsCode() throws {
    let checked = try Self.checked()
    #expect(!checked.log.hasErrors, "\(checked.log)")
    let graph = try #require(checked.stateGraph)
    let folder = TemporaryFolder()
    let layout = try StateGraphTests.loginLayout(in: folder)
    let (code, _) = try StateGraphTests.graph([
      layout, "--code", InteractionPlanTests.code, "--states", "16",
    ])
    #expect(graph.controls == code["controls"] as? [String])
    let paths = (code["states"] as? [[String: Any]] ?? []).map { $0["path"] as? [String] ?? [] }
    #expect(graph.paths == paths)
    #expect(
      graph.transitions.map { "\($0.from) \($0.control) \($0.to)" }
        == StateGraphTests.transitions(code))
    #expect(graph.isComplete)
  }

  @Test("two actions of one control take turns: a Bool toggle is two states")
  func toggle() throws {
    let text = """
      <interface version="1" name="Toggle" width="100" height="100">
        <subviews>
          <view id="box" frame="0 0 10 10" backgroundColor="black"/>
          <button id="flip" title="Flip" frame="0 50 60 30"/>
        </subviews>
        <timeline>
          <action control="flip"><animate><set view="box" alpha="0"/></animate></action>
          <action control="flip"><animate><set view="box" alpha="1"/></animate></action>
        </timeline>
      </interface>
      """
    let graph = try #require(try Self.checked(text, file: "toggle.xml").stateGraph)
    #expect(graph.paths == [[], ["flip"]])
    #expect(
      graph.transitions.map { "\($0.from) \($0.control) \($0.to)" } == ["0 flip 1", "1 flip 0"])
  }

  @Test("an action for a view that is not there is an error at its place, with a suggestion")
  func unknownControl() throws {
    let text = """
      <interface version="1" name="Toggle" width="100" height="100">
        <subviews>
          <button id="flip" title="Flip" frame="0 50 60 30"/>
        </subviews>
        <timeline>
          <action control="flpi"><perform/></action>
        </timeline>
      </interface>
      """
    let checked = try Self.checked(text, file: "toggle.xml")
    #expect(checked.document == nil)
    let messages = checked.log.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.message)"
    }
    #expect(messages.contains("6:22 unknown view 'flpi'; did you mean 'flip'?"), "\(messages)")
  }

  @Test("blocks of an action wait only for blocks of the same action")
  func scopedNames() throws {
    let text = """
      <interface version="1" name="Toggle" width="100" height="100">
        <subviews>
          <button id="flip" title="Flip" frame="0 50 60 30"/>
        </subviews>
        <timeline>
          <perform name="first"/>
          <action control="flip"><perform after="first"/></action>
        </timeline>
      </interface>
      """
    let checked = try Self.checked(text, file: "toggle.xml")
    let messages = checked.log.diagnostics.map(\.message)
    #expect(messages.contains("unknown block 'first'"), "\(messages)")
  }
}
