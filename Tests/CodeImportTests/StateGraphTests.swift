import Foundation
import TestFiles
import TestSupport
import Testing

/// `timeline --states`: the states taps on the controls reach, from the code's actions
/// (docs/code.md, States from actions).
@Suite("states from actions")
struct StateGraphTests {
  /// The login Example without its timeline, its controls given the actions of the login
  /// view controller in Tests/Fixtures/Code.
  static func loginLayout(in folder: TemporaryFolder) throws -> String {
    var text = try #require(Repository.text(Repository.path("Examples/login.xml")))
    for element in ["timeline", "states"] {
      let open = try #require(text.firstRange(of: "<\(element)"))
      let close = try #require(text.firstRange(of: "</\(element)>"))
      text.removeSubrange(open.lowerBound..<close.upperBound)
    }
    for (view, method) in [("dropdown", "toggleHistory:"), ("signIn", "signInTapped:")] {
      let tag = try #require(text.firstRange(of: "id=\"\(view)\""))
      text.insert(contentsOf: " action=\"\(method)\"", at: tag.upperBound)
    }
    let path = folder.path("login.xml")
    #expect(Repository.write(text, to: path))
    return path
  }

  static func graph(_ arguments: [String]) throws -> (json: [String: Any], error: String) {
    let result = runMotionboard(["timeline"] + arguments)
    #expect(result.status == 0, "\(result.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    return (json, result.error)
  }

  static func transitions(_ json: [String: Any]) -> [String] {
    (json["transitions"] as? [[String: Any]] ?? []).map {
      "\($0["from"] ?? "?") \($0["control"] ?? "?") \($0["to"] ?? "?")"
    }
  }

  @Test("two Bools the actions toggle give four states, each tap leading where the code goes")
  func loginStates() throws {
    let folder = TemporaryFolder()
    let layout = try Self.loginLayout(in: folder)
    let code = Repository.path("Tests/Fixtures/Code/Login/LoginViewController.swift")
    let (json, _) = try Self.graph([layout, "--code", code, "--states", "16"])
    #expect(json["controls"] as? [String] == ["signIn", "dropdown"])
    let paths = (json["states"] as? [[String: Any]] ?? []).map { $0["path"] as? [String] ?? [] }
    #expect(paths == [[], ["signIn"], ["dropdown"], ["signIn", "dropdown"]])
    #expect(
      Self.transitions(json) == [
        "0 signIn 1", "0 dropdown 2", "1 signIn 0", "1 dropdown 3", "2 signIn 3",
        "2 dropdown 0", "3 signIn 2", "3 dropdown 1",
      ])
    #expect(json["complete"] as? Bool == true)
    let plays = (json["states"] as? [[String: Any]] ?? []).map { $0["play"] as? String ?? "" }
    #expect(plays.last == "signIn@1000,dropdown@2000")
  }

  static let counter = """
    import UIKit

    final class CounterViewController: UIViewController {
      @IBOutlet private weak var box: UIView!
      private var taps = 0

      @IBAction private func step(_ sender: UIButton) {
        taps += 1
        box.alpha = 1 / CGFloat(taps + 1)
      }
    }
    """

  static let counterLayout = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface version="1" name="Counter" width="100" height="100">
      <subviews>
        <view id="box" frame="0 0 10 10" backgroundColor="black"/>
        <button id="next" title="Next" frame="0 50 60 30" action="step:"/>
      </subviews>
    </interface>
    """

  @Test("a screen with more states than the limit keeps the first and says so")
  func limitWarns() throws {
    let folder = TemporaryFolder()
    #expect(Repository.write(Self.counter, to: folder.path("Counter.swift")))
    #expect(Repository.write(Self.counterLayout, to: folder.path("counter.xml")))
    let (json, error) = try Self.graph([
      folder.path("counter.xml"), "--code", folder.path("Counter.swift"), "--states", "3",
    ])
    #expect((json["states"] as? [Any])?.count == 3)
    #expect(json["complete"] as? Bool == false)
    #expect(Self.transitions(json) == ["0 next 1", "1 next 2"])
    #expect(error.contains("warning: taps reach more than 3 states; the first 3 are kept"))
  }

  @Test("--states takes a limit from 1 to 4096, and only with the code")
  func usage() {
    let bad = runMotionboard([
      "timeline", Repository.path("Examples/storyboard/Login.storyboard"), "--code",
      Repository.path("Examples/storyboard/LoginViewController.swift"), "--states", "0",
    ])
    #expect(bad.status == 2)
    #expect(bad.error.contains("'--states' takes the most states to explore, 1 to 4096, not '0'."))
  }
}
