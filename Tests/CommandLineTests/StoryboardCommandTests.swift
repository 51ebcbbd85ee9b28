import TestFiles
import TestSupport
import Testing

/// The commands on the storyboard example of docs/storyboards.md.
@Suite("storyboards on the command line")
struct StoryboardCommandTests {
  static let storyboard = Repository.path("Examples/storyboard/Login.storyboard")
  static let sidecar = Repository.path("Examples/storyboard/login.timeline.xml")

  @Test("export writes NAME-SCENE files for the scene the sidecar names")
  func export() {
    let folder = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.storyboard, "--timeline", Self.sidecar, "--output", folder.path,
    ])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == "\(folder.path("Login-Login.svg"))\n\(folder.path("Login-Login.json"))\n")
    let svg = Repository.text(folder.path("Login-Login.svg")) ?? ""
    #expect(svg.contains(#"data-view="Lg1-cd-001""#))
  }

  @Test("frames keys views by their Interface Builder ids, the screen as root")
  func frames() {
    let result = runMotionboard(["frames", Self.storyboard, "--state", "0"])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        #""root":{"x":0,"y":0,"width":393,"height":852,"alpha":1,"rotation":0,"scaleX":1,"scaleY":1}"#
      ))
    #expect(
      result.output.contains(
        #""Lg1-vw-001":{"x":0,"y":0,"width":393,"height":852,"alpha":1,"rotation":0,"scaleX":1,"scaleY":1}"#
      ))
    // The logo: 40 below the safe area's top (59), centred on the 3× grid (164.5 is 493.5
    // pixels, rounded to 494), its image's 64 × 64.
    #expect(
      result.output.contains(
        #""Lg1-im-001":{"x":164.666666667,"y":99,"width":64,"height":64,"alpha":1,"rotation":0,"scaleX":1,"scaleY":1}"#
      ))
  }

  @Test("convert writes a file of the format that checks clean")
  func convert() {
    let folder = TemporaryFolder()
    let result = runMotionboard([
      "convert", Self.storyboard, "--timeline", Self.sidecar, "-o", folder.path,
    ])
    #expect(result.status == 0)
    #expect(result.output == folder.path("Login-Login.xml") + "\n")
    let check = runMotionboard(["check", folder.path("Login-Login.xml")])
    #expect(check.status == 0)
    #expect(check.error == "")
  }

  @Test("convert's file reads back when the input's path holds control characters or '--'")
  func convertOddPath() throws {
    let folder = TemporaryFolder()
    let input = folder.path("Lo\u{1}g--in\u{1B}[31m.storyboard")
    #expect(Repository.write(try #require(Repository.text(Self.storyboard)), to: input))
    let result = runMotionboard(["convert", input, "-o", folder.path("out")])
    #expect(result.status == 0)
    let written = folder.path("out/Lo\u{1}g--in\u{1B}[31m-Login.xml")
    #expect(result.output == written + "\n")
    let text = try #require(Repository.text(written))
    #expect(
      text.contains(
        "<!-- Converted by motionboard convert from \(folder.path("Lo\\u{1}g- -in\\u{1B}[31m"))"))
    let check = runMotionboard(["check", "--color", "never", written])
    #expect(check.status == 0)
    #expect(check.error == "")
  }

  @Test("a misspelt outlet in the sidecar is located there, with a did-you-mean")
  func sidecarError() {
    let folder = TemporaryFolder()
    let text = (Repository.text(Self.sidecar) ?? "").replacing(
      #"<setConstant constraint="cardTop" to="700"/>"#,
      with: #"<setConstant constraint="cardTpo" to="700"/>"#)
    let path = folder.path("login.timeline.xml")
    Repository.write(text, to: path)
    let result = runMotionboard(["check", Self.storyboard, "--timeline", path])
    #expect(result.status == 1)
    #expect(
      result.error.replacing(folder.path + "/", with: "")
        == "login.timeline.xml:10:32: error: unknown constraint 'cardTpo'; did you mean 'cardTop'?\n"
    )
  }

  @Test("an unknown device is a usage error with a did-you-mean")
  func unknownDevice() {
    let result = runMotionboard(["check", Self.storyboard, "--device", "iPhone51"])
    #expect(result.status == 2)
    #expect(result.error.contains("Unknown device 'iPhone51'. Did you mean 'iPhone15'?"))
  }
}
