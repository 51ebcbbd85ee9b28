import Foundation
import Pipeline
import TestFiles
import TestSupport
import Testing

/// `export --interactive` as SVG: states as groups, windows played on clicks (docs/output.md,
/// The interactive SVG).
@Suite("interactive SVG")
struct InteractiveSVGTests {
  static func login() throws -> String {
    let file = ActionTimelineTests.login
    let bytes = try #require(Repository.bytes(file))
    let (svg, log) = Compilation().interactiveSVG(
      bytes, file: file, library: TestExport.library(), images: [:])
    #expect(!log.hasErrors, "\(log)")
    let text = String(decoding: try #require(svg), as: UTF8.self)
    if let out = ProcessInfo.processInfo.environment["MB_INTERACTIVE_OUT"] {
      _ = Repository.write(text, to: out)
    }
    return text
  }

  @Test("each state's controls have ids whose clicks start the windows that leave the state")
  func clicksStartWindows() throws {
    let text = try Self.login()
    #expect(!text.contains("<script"))
    for state in 0..<4 {
      #expect(text.contains(#"<g data-state="\#(state)""#))
      #expect(text.contains(#"id="signIn_s\#(state)""#))
      #expect(text.contains(#"id="dropdown_s\#(state)""#))
    }
    for window in 0..<8 { #expect(text.contains(#"<set id="mb_w\#(window)""#)) }
    // The first window: signIn tapped in state 0, and the scenario's first tap at 0.5 s.
    #expect(text.contains(#"begin="signIn_s0.click;0.5s""#))
    // Its animations begin on the same, never in the past.
    #expect(text.components(separatedBy: #"begin="signIn_s0.click;0.5s""#).count > 3)
    #expect(!text.contains(".click-"))
    #expect(!text.contains("repeat("))
  }

  @Test("each state's group is shown by one set, begun as windows reach it, ended by its clicks")
  func oneSetPerState() throws {
    let text = try Self.login()
    // Windows 0 (signIn from 0) and 7 (dropdown from 3) lead to state 1; its own clicks, and
    // the scenario's dropdown tap at 1.5 s, leave it. One set, not a frozen pair whose last
    // begun wins: WebKit does not honour that order once a set begins again.
    #expect(
      text.contains(
        #"<g data-state="1" visibility="hidden">"# + "\n"
          + #"<set attributeName="visibility" to="visible" begin="mb_w0.begin+0.5s;mb_w7.begin+0.25s" "#
          + #"end="signIn_s1.click;dropdown_s1.click;1.5s"/>"#))
    // State 0 shows from 0 s, in the same way.
    #expect(
      text.contains(
        #"<g data-state="0" visibility="hidden">"# + "\n"
          + #"<set attributeName="visibility" to="visible" begin="0s;mb_w2.begin+0.5s;"#))
    #expect(!text.contains(#"attributeName="visibility" to="hidden" begin="signIn_s"#))
  }
}
