import TestFiles
import TestSupport
import Testing

/// The commands with `--code` (docs/code.md, Commands).
@Suite("code commands")
struct CodeCommandTests {
  static let storyboard = Repository.path("Examples/storyboard/Login.storyboard")
  static let controller = Repository.path(
    "Examples/storyboard/LoginViewController.swift")

  @Test("timeline prints a sidecar with each block's line, which reads back to the same frames")
  func timelineRoundTrip() throws {
    let printed = runMotionboard(["timeline", Self.storyboard, "--code", Self.controller])
    #expect(printed.status == 0, "\(printed.error)")
    #expect(printed.output.contains("<sidecar version=\"1\" scene=\"Login\">"))
    #expect(printed.output.contains("<!-- LoginViewController.swift:23 -->"))
    let folder = TemporaryFolder()
    #expect(Repository.write(printed.output, to: folder.path("derived.xml")))
    let times = "0,0.3,0.9,1.2,1.5,2.7,3"
    let fromCode = runMotionboard([
      "frames", Self.storyboard, "--code", Self.controller, "--at", times,
    ])
    let fromSidecar = runMotionboard([
      "frames", Self.storyboard, "--timeline", folder.path("derived.xml"), "--at", times,
    ])
    #expect(fromCode.status == 0 && fromSidecar.status == 0, "\(fromSidecar.error)")
    #expect(fromCode.output == fromSidecar.output)
  }

  @Test("--class and --play need --code, which does not go with --timeline")
  func usage() {
    let alone = runMotionboard(["check", Self.storyboard, "--play", "signIn@1"])
    #expect(alone.status == 2)
    #expect(alone.error.hasPrefix("Error: '--play' goes with '--code'."))
    let both = runMotionboard([
      "check", Self.storyboard, "--code", Self.controller, "--timeline", Self.controller,
    ])
    #expect(both.status == 2)
    #expect(both.error.hasPrefix("Error: Give '--code' or '--timeline', not both"))
    let missing = runMotionboard(["timeline", Self.storyboard])
    #expect(missing.status == 2)
  }

  @Test("a --play name that names nothing is an error located in the option, with a suggestion")
  func playNames() {
    let result = runMotionboard([
      "check", Self.storyboard, "--code", Self.controller, "--play",
      "viewDidAppear@0.5,loginButon@1",
    ])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "--play:1:19: error: 'loginButon' names no control, action or lifecycle event; "
          + "did you mean 'loginButton'?"))
  }

  @Test("a layout with its own timeline takes no code; a class the code lacks is an error")
  func refusals() {
    let own = runMotionboard([
      "check", Repository.path("Examples/panel.xml"), "--code", Self.controller,
    ])
    #expect(own.status == 1)
    #expect(own.error.contains("error: the file has its own timeline or states; --code gives"))
    let wrongClass = runMotionboard([
      "check", Self.storyboard, "--scene", "Login", "--code", Self.controller, "--class",
      "LogInViewController",
    ])
    #expect(wrongClass.status == 1)
    #expect(
      wrongClass.error.contains(
        "error: --class names 'LogInViewController', which the code given does not declare; "
          + "did you mean 'LoginViewController'?"))
  }
}
