import TestSupport
import Testing

/// docs/code.md's worked example shows the file it runs and what `timeline` prints for it.
@Suite("docs/code.md's worked example")
struct WorkedExampleTests {
  static let page = Repository.text(Repository.path("docs/code.md")) ?? ""
  static let code = Repository.path("Examples/storyboard/LoginViewController.swift")

  /// The fenced block that starts with `opening` (the fence's own line left out).
  static func block(startingWith opening: String) -> String? {
    guard let start = page.firstRange(of: opening),
      let end = page[start.lowerBound...].firstRange(of: "```")
    else { return nil }
    return String(page[start.lowerBound..<end.lowerBound])
  }

  @Test("the page shows the view controller as the file has it")
  func code() throws {
    let file = try #require(Repository.text(Self.code))
    let shown = try #require(Self.block(startingWith: "final class LoginViewController"))
    let classText = try #require(file.firstRange(of: "final class"))
    #expect(shown == String(file[classText.lowerBound...]))
  }

  @Test("the page shows what motionboard timeline prints")
  func timeline() throws {
    let printed = runMotionboard([
      "timeline", Repository.path("Examples/storyboard/Login.storyboard"), "--code", Self.code,
    ])
    #expect(printed.status == 0)
    let shown = try #require(Self.block(startingWith: "<sidecar version=\"1\" scene=\"Login\">"))
    let sidecar = try #require(printed.output.firstRange(of: "<sidecar"))
    #expect(shown == String(printed.output[sidecar.lowerBound...]))
  }
}
