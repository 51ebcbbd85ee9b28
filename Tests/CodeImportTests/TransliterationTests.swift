import Interface
import Pipeline
import TestFiles
import Testing

/// The Examples whose timelines follow UIKit code, written as that code (Tests/Fixtures/Code):
/// the timeline derived from the code moves every view as the Example's does, at every 1/60 s
/// within 1e-6 pt (docs/code.md).
@Suite("transliterations")
struct TransliterationTests {
  struct Case: CustomStringConvertible, Sendable {
    var example: String
    /// The controls' `action=` the layout needs (the Example has no code to bind).
    var actions: [(view: String, method: String)]
    var code: String
    var play: String
    var duration: Double
    var description: String { example }
  }

  static let cases = [
    Case(
      example: "login", actions: [("dropdown", "toggleHistory:"), ("signIn", "signInTapped:")],
      code: "Login/LoginViewController.swift",
      play: "dropdown@0.5,dropdown@1.75,signIn@2.5,signIn@5", duration: 6),
    Case(
      example: "panel", actions: [("moveButton", "moveTapped")],
      code: "Panel/PanelViewController.swift", play: "moveButton@0.5,moveButton@2", duration: 3),
    Case(
      example: "bankey", actions: [], code: "Bankey/LoginViewController.swift",
      play: "viewDidAppear@0.5", duration: 3),
    Case(
      example: "birthday", actions: [("birthdayButton", "birthdayTapped:")],
      code: "Birthday/ProfileViewController.swift",
      play: "birthdayButton@0.5,birthdayButton@2", duration: 3),
  ]

  /// The Example without its timeline and states, its controls given their actions.
  static func layout(of item: Case, in folder: TemporaryFolder) throws -> String {
    var text = try #require(Repository.text(Repository.path("Examples/\(item.example).xml")))
    for element in ["timeline", "states"] {
      guard let open = text.firstRange(of: "<\(element)"),
        let close = text.firstRange(of: "</\(element)>")
      else { continue }
      text.removeSubrange(open.lowerBound..<close.upperBound)
    }
    for (view, method) in item.actions {
      let tag = try #require(text.firstRange(of: "id=\"\(view)\""))
      text.insert(contentsOf: " action=\"\(method)\"", at: tag.upperBound)
    }
    let path = folder.path("\(item.example).xml")
    #expect(Repository.write(text, to: path))
    return path
  }

  @Test("an Example and its view controller's code move every view alike", arguments: cases)
  func sameFrames(_ item: Case) throws {
    let folder = TemporaryFolder()
    let layout = try Self.layout(of: item, in: folder)
    let fromCode = check(
      layout, code: [Repository.path("Tests/Fixtures/Code/\(item.code)")], play: item.play)
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics)")
    #expect(fromCode.document?.timeline.blocks.isEmpty == false)
    let example = check(Repository.path("Examples/\(item.example).xml"))
    let (worst, place) = FrameSamples(fromCode, duration: item.duration).difference(
      from: FrameSamples(example, duration: item.duration))
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }

  @Test("the storyboard Example's sidecar and its view controller move every view alike")
  func storyboard() {
    let storyboard = Repository.path("Examples/storyboard/Login.storyboard")
    let fromCode = check(
      storyboard,
      code: [Repository.path("Examples/storyboard/LoginViewController.swift")])
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics)")
    let sidecar = check(
      storyboard, sidecar: Repository.path("Examples/storyboard/login.timeline.xml"))
    let (worst, place) = FrameSamples(fromCode, duration: 4).difference(
      from: FrameSamples(sidecar, duration: 4))
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }
}
