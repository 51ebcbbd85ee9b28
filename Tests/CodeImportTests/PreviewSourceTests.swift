import TestFiles
import TestSupport
import Testing

/// The preview page names the line of code behind the block that moves a view
/// (docs/output.md, The preview page).
@Suite("preview page with code")
struct PreviewSourceTests {
  @Test("blocks carry the file and line that made them; a view lists the blocks that move it")
  func sources() throws {
    let folder = TemporaryFolder()
    let result = runMotionboard([
      "export", "--format", "html", "-o", folder.path,
      Repository.path("Examples/storyboard/Login.storyboard"), "--code",
      Repository.path("Examples/storyboard/LoginViewController.swift"),
    ])
    #expect(result.status == 0, "\(result.error)")
    let page = try #require(Repository.text(folder.path("Login-Login.html")))
    #expect(
      page.contains(
        "{\"label\":\"viewDidAppear\",\"start\":0.2,\"end\":1,\"line\":23,"
          + "\"source\":\"LoginViewController.swift:23\"}"))
    // The error label (in the card's stack): the first layout, the spring, shown, hidden.
    let label = try #require(page.firstRange(of: "\"id\":\"Lg1-lb-002\""))
    let moves = try #require(page[label.upperBound...].firstRange(of: "\"moves\":"))
    #expect(page[moves.upperBound...].hasPrefix("[0,1,3,4]"))
    #expect(page.contains("<th>moved by</th><td data-field=\"movedBy\"></td>"))
  }
}
