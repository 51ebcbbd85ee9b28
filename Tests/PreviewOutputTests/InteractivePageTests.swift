import Foundation
import Pipeline
import PreviewOutput
import TestFiles
import TestSupport
import Testing

/// `export --interactive --format html`: the controls' buttons, the film of the plan's windows
/// and the escaping of what the input names (docs/output.md, The interactive preview page).
@Suite("interactive preview page")
struct InteractivePageTests {
  static let login = "Examples/interactive/login.xml"

  static func page(_ text: String? = nil) throws -> String {
    let bytes = try #require(text.map { Array($0.utf8) } ?? Repository.bytes(login))
    let template = try #require(TestExport.previewTemplate())
    let (page, log) = Compilation().interactivePreview(
      bytes, file: Repository.path(login), library: TestExport.library(), images: [:],
      template: template, fps: 60, jobs: 2)
    #expect(!log.hasErrors, "\(log)")
    return try #require(page)
  }

  static func interaction(_ page: String) -> [String: Any] {
    PreviewPageTests.data(page)["interaction"] as? [String: Any] ?? [:]
  }

  /// The inline SVG: from `<svg` to `</svg>` of the stage.
  static func film(_ page: String) -> String {
    guard let start = page.range(of: "<svg xmlns"),
      let end = page.range(of: #"<svg id="mb-overlay""#)
    else { return "" }
    return String(page[start.lowerBound..<end.lowerBound])
  }

  @Test("each control with an action is a button named by its label, title or name")
  func controlsAreNamed() throws {
    let controls = Self.interaction(try Self.page())["controls"] as? [[String: String]] ?? []
    // signIn's title (it has no label); the dropdown's accessibility label.
    #expect(
      controls == [
        ["id": "signIn", "name": "Sign In"], ["id": "dropdown", "name": "Account history"],
      ])
  }

  @Test("every transition of the login's four states has its window on the plan's timeline")
  func transitionsHaveWindows() throws {
    let interaction = Self.interaction(try Self.page())
    let transitions = interaction["transitions"] as? [[String: Any]] ?? []
    #expect(
      transitions.map { "\($0["from"] ?? "") \($0["control"] ?? "") \($0["to"] ?? "")" } == [
        "0 0 1", "0 1 2", "1 0 0", "1 1 3", "2 0 3", "2 1 0", "3 0 2", "3 1 1",
      ])
    #expect(interaction["gap"] as? Double == 0.5)
    // Laid end to end from 0.5 s, half a second apart, each a tap that animates.
    var time = 0.5
    for transition in transitions {
      let start = transition["start"] as? Double ?? -1
      let end = transition["end"] as? Double ?? -1
      #expect(abs(start - time) < 1e-9)
      #expect(end - start > 0.1)
      time = end + 0.5
    }
    #expect(PreviewPageTests.data(try Self.page())["duration"] as? Double == time)
  }

  @Test("the film begins its windows by time: no click, no script, nothing to focus")
  func filmPlaysByTime() throws {
    let film = Self.film(try Self.page())
    #expect(film.hasPrefix("<svg xmlns"))
    for forbidden in ["<script", ".click", "onclick", "tabindex", "<foreignObject", "cursor="] {
      #expect(!film.contains(forbidden), "\(forbidden)")
    }
    for window in 0..<8 { #expect(film.contains(#"<set id="mb_w\#(window)""#)) }
    #expect(film.contains(#"<set id="mb_w0" attributeName="visibility" to="visible" begin="0.5s""#))
  }

  @Test("a hostile label reaches the page only escaped, and its button says it as it is")
  func hostileLabelIsEscaped() throws {
    let source = try #require(Repository.text(Repository.path(Self.login)))
    let hostile = #"</script><script>alert(1)</script><!-- & "q" '"#
    let attribute =
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; &quot;q&quot; '"
    var planted = source.replacingOccurrences(
      of: #"<button id="signIn" title="Sign In""#,
      with: #"<button id="signIn" accessibilityLabel=""# + attribute + #"" title="Sign In""#)
    // Without its label, the dropdown's title, "▼", says nothing: its button shows its id.
    planted = planted.replacingOccurrences(of: #"accessibilityLabel="Account history""#, with: "")
    #expect(planted.count < source.count + attribute.count)
    let page = try Self.page(planted)
    #expect(!page.contains("<script>alert(1)"))
    #expect(!page.contains("<!-- &"))
    #expect(page.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)"#))
    let controls = Self.interaction(page)["controls"] as? [[String: String]] ?? []
    #expect(
      controls == [["id": "signIn", "name": hostile], ["id": "dropdown", "name": "dropdown"]])
  }

  @Test("a page over the output-size limit is refused, naming the limit, and nothing is made")
  func refusedOverTheLimit() throws {
    let bytes = try #require(Repository.bytes(Self.login))
    var options = Compilation.Options()
    options.limits.outputSize = 100_000
    let (page, log) = Compilation(options: options).interactivePreview(
      bytes, file: Repository.path(Self.login), library: TestExport.library(), images: [:],
      template: try #require(TestExport.previewTemplate()), fps: 60, jobs: 2)
    #expect(page == nil)
    #expect(log.hasErrors)
    #expect("\(log)".contains("output-size"))
  }

  @Test("the page carries the controls' row, the path list and a named start-over button")
  func pageHasTheControls() throws {
    let page = try Self.page()
    #expect(page.contains(#"<div id="mb-app" class="app" hidden>"#))
    #expect(page.contains(#"role="group" aria-labelledby="mb-taps-title""#))
    #expect(page.contains(#"<ol id="mb-path" aria-labelledby="mb-path-title"></ol>"#))
    #expect(page.contains(#"<button id="mb-restart" type="button">Start over</button>"#))
    // The frame-stepping buttons, drawn as arrows, are named in words.
    #expect(page.contains(#"id="mb-prev-frame" type="button" aria-label="Previous frame""#))
  }
}
