import TestFiles
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
  /// The Objective-C section's excerpts of the login's controller, and the warning it shows.
  @Test("the Objective-C section shows the login controller's methods and warning as they are")
  func objectiveC() throws {
    let path = Repository.path("Tests/Fixtures/Code/ObjC/Login/LoginViewController.m")
    let file = try #require(Repository.text(path))
    // Inside a list item, the block's lines after its first are indented by two spaces.
    let shown = try #require(Self.block(startingWith: "- (IBAction)toggleHistory:"))
    let methods = shown.split(separator: "\n\n")
    #expect(methods.count == 2)
    for method in methods {
      let lines = method.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasPrefix("  ") ? $0.dropFirst(2) : $0
      }
      let text = lines.joined(separator: "\n").trimmingSuffix(while: \.isWhitespace)
      #expect(file.contains(text), "\(text)")
    }
    let warning = try #require(Self.block(startingWith: "LoginViewController.m:67:9: warning:"))
    let folder = TemporaryFolder()
    let layout = try TransliterationTests.layout(of: ObjCTransliterationTests.login, in: folder)
    let printed = runMotionboard([
      "check", layout, "--code", path, "--play", ObjCTransliterationTests.login.play,
    ])
    #expect(printed.status == 0)
    #expect(printed.error.contains("/" + warning), "\(printed.error)")
  }

  static func trimmed(_ line: Substring) -> String {
    line.drop(while: \.isWhitespace).trimmingSuffix(while: \.isWhitespace)
  }

  /// The Objective-C screen's excerpts: each line (but the elision) is the fixture's, in order.
  @Test("the section on screens built in Objective-C shows the Bankey fixture's lines")
  func objectiveCScreen() throws {
    let folder = "Tests/Fixtures/Code/ObjC/BankeyScreen/"
    for (opening, file) in [
      ("- (instancetype)initWithFrame:", "LoginView.m"),
      ("self.titleLeadingAnchor = [", "LoginViewController.m"),
    ] {
      let text = try #require(Repository.text(Repository.path(folder + file)))
      let lines = text.split(separator: "\n").map(Self.trimmed)
      let shown = try #require(Self.block(startingWith: opening))
      var next = lines.startIndex
      for line in shown.split(separator: "\n").map(Self.trimmed) where line != "…" {
        let found = lines[next...].firstIndex(of: line)
        #expect(found != nil, "\(file): \(line)")
        next = found.map { $0 + 1 } ?? next
      }
    }
  }
}

extension StringProtocol {
  fileprivate func trimmingSuffix(while drop: (Character) -> Bool) -> String {
    var text = Substring(self)
    while let last = text.last, drop(last) { text.removeLast() }
    return String(text)
  }
}
