import Interface
import Pipeline
import TestFiles
import Testing

/// The Examples whose timelines follow the seed articles' Objective-C, written as that code
/// (Tests/Fixtures/Code/ObjC): read through libclang and run by the same core as Swift, the
/// code moves every view as the Example's own timeline does, at every 1/60 s within 1e-6 pt
/// (docs/code.md, Objective-C).
@Suite("Objective-C transliterations")
struct ObjCTransliterationTests {
  static let cases = [
    TransliterationTests.Case(
      example: "panel", actions: [("moveButton", "moveTapped")],
      code: "ObjC/Panel/PanelViewController.m", play: "moveButton@0.5,moveButton@2", duration: 3),
    TransliterationTests.Case(
      example: "birthday", actions: [("birthdayButton", "birthdayTapped:")],
      code: "ObjC/Birthday/ProfileViewController.m",
      play: "birthdayButton@0.5,birthdayButton@2", duration: 3),
  ]

  static let login = TransliterationTests.Case(
    example: "login", actions: [("dropdown", "toggleHistory:"), ("signIn", "signInTapped:")],
    code: "ObjC/Login/LoginViewController.m",
    play: "dropdown@0.5,dropdown@1.75,signIn@2.5,signIn@5", duration: 6)

  @Test("an Example and its Objective-C view controller move every view alike", arguments: cases)
  func sameFrames(_ item: TransliterationTests.Case) throws {
    let folder = TemporaryFolder()
    let layout = try TransliterationTests.layout(of: item, in: folder)
    let fromCode = check(
      layout, code: [Repository.path("Tests/Fixtures/Code/\(item.code)")], play: item.play)
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics)")
    #expect(fromCode.log.diagnostics.isEmpty, "\(fromCode.log.diagnostics)")
    #expect(fromCode.document?.timeline.blocks.isEmpty == false)
    let example = check(Repository.path("Examples/\(item.example).xml"))
    let (worst, place) = FrameSamples(fromCode, duration: item.duration).difference(
      from: FrameSamples(example, duration: item.duration))
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }

  /// The login's controller, but for its custom button.
  ///
  /// The sign-in button is a custom class the article only names by its `start` and `stop`:
  /// the reader warns where each is sent and skips it. Every other view moves as the Example's
  /// do; the spinner, which those two methods would show and turn, stays hidden.
  @Test("the login's Objective-C controller moves every view but its custom button's spinner")
  func login() throws {
    let item = Self.login
    let folder = TemporaryFolder()
    let layout = try TransliterationTests.layout(of: item, in: folder)
    let path = Repository.path("Tests/Fixtures/Code/\(item.code)")
    let fromCode = check(layout, code: [path], play: item.play)
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics)")
    // The arrow's half turns are warned about as with the Swift controller.
    let warnings = fromCode.log.diagnostics.map { "\($0.location):\($0.message)" }.filter {
      !$0.contains("is exactly half a turn")
    }
    #expect(fromCode.log.diagnostics.count == 4, "\(fromCode.log.diagnostics)")
    #expect(
      warnings == [
        "\(path):67:9:'start' is a method of SpinningButton, whose @implementation is not among "
          + "the files read; the message is skipped",
        "\(path):70:9:'stop' is a method of SpinningButton, whose @implementation is not among "
          + "the files read; the message is skipped",
      ], "\(fromCode.log.diagnostics)")
    let example = check(Repository.path("Examples/\(item.example).xml"))
    var code = FrameSamples(fromCode, duration: item.duration)
    var expected = FrameSamples(example, duration: item.duration)
    code.values = code.values.map { $0.filter { $0.key != "spinner" } }
    expected.values = expected.values.map { $0.filter { $0.key != "spinner" } }
    let (worst, place) = code.difference(from: expected)
    #expect(worst <= 1e-6, "\(worst) at \(place)")
    // The views compared are the Example's, but for the spinner, whose alpha stays 0.
    #expect(code.values.first?.count == expected.values.first?.count)
    #expect(code.values.first?.keys.contains("signIn") == true)
    let spinner = FrameSamples(fromCode, duration: item.duration).values.map { $0["spinner"]?[4] }
    #expect(spinner.allSatisfy { $0 == 0 })
  }
}
