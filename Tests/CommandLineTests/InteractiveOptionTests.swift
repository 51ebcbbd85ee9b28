import TestFiles
import TestSupport
import Testing

/// `export --interactive`: the SVG, the Lottie file and the dotLottie of the interaction plan
/// (docs/output.md, The interactive dotLottie).
@Suite("the --interactive option")
struct InteractiveOptionTests {
  static let login = Repository.path("Examples/interactive/login.xml")

  @Test("writes the SVG, the Lottie file and the dotLottie asked for, in that order")
  func formats() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard([
      "export", Self.login, "--interactive", "--format", "dotlottie,svg,lottie", "--output", folder,
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output == "\(folder)/login.lottie\n\(folder)/login.svg\n\(folder)/login.json\n")
    #expect(Repository.text(folder + "/login.json")?.contains(#""cm":"state 0: signIn""#) == true)
  }

  @Test("a format it cannot make tappable is a usage error that names it")
  func otherFormat() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard([
      "export", Self.login, "--interactive", "--format", "svg,png", "--output", folder,
    ])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: '--interactive' writes svg, lottie, dotlottie and html, not 'png'; give "
          + "'--format' one or more of those.\n"))
    #expect(Repository.text(folder + "/login.svg") == nil)
  }
}
