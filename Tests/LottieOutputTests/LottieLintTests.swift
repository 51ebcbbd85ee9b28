import Foundation
import Pipeline
import TestFiles
import TestSupport
import Testing

/// Exports every Example and scene as Lottie in-process and checks the player facts that the
/// schema does not: key order where players read in order, no `n` on keyframes, no handles
/// on last keyframes, `op` past the last key, `v` a string, `st` 0, rects with `r`, and one
/// layer per view named by its id. (Schema validity and player evaluation are checked by
/// Tests/Conformance/lottie_conformance.py, which CI runs.)
@Suite("Lottie lint")
struct LottieLintTests {
  static let inputs = TestExport.inputs(in: ["Examples", "Tests/Conformance/Scenes"])

  static func export(_ path: String) throws -> (String, [String]) {
    let (outputs, log) = TestExport.export(file: path, formats: [.lottie])
    #expect(!log.hasErrors)
    let checked = Compilation().check(
      Repository.bytes(Repository.path(path)) ?? [], file: path)
    return (try #require(outputs[.lottie]), checked.document?.views.map(\.id) ?? [])
  }

  @Test("players' facts hold in every export", arguments: inputs)
  func playerFacts(_ path: String) throws {
    let (text, views) = try Self.export(path)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["v"] is String)
    #expect(object["fr"] as? Double == 60)
    let op = try #require(object["op"] as? Double)
    #expect(!text.contains(#""n":"#))
    // Order: every layer starts with ddd, every shape item and group item with ty.
    #expect(
      text.components(separatedBy: #"{"ddd":0,"ind":"#).count - 1 == text.components(
        separatedBy: #""ind":"#
      ).count - 1)
    #expect(!text.contains(#""it":[{"nm""#) && !text.contains(#""shapes":[{"nm""#))
    var names: [String] = []
    var lastKeyTimes: [Double] = []
    func visit(_ value: Any) {
      if let dictionary = value as? [String: Any] {
        if dictionary["ind"] != nil, let name = dictionary["nm"] as? String {
          names.append(name)
          #expect(dictionary["st"] as? Double == 0)
        }
        if dictionary["ty"] as? String == "rc" { #expect(dictionary["r"] != nil) }
        if dictionary["a"] as? Double == 1, let keys = dictionary["k"] as? [[String: Any]],
          let last = keys.last
        {
          #expect(last["i"] == nil && last["o"] == nil && last["h"] == nil)
          for key in keys.dropLast() where key["h"] == nil {
            #expect(key["i"] != nil && key["o"] != nil)
          }
          lastKeyTimes.append(last["t"] as? Double ?? 0)
        }
        dictionary.values.forEach(visit)
      } else if let array = value as? [Any] {
        array.forEach(visit)
      }
    }
    visit(object)
    for view in views { #expect(names.contains(view), "no layer named '\(view)'") }
    #expect(lastKeyTimes.allSatisfy { $0 < op })
  }

  @Test("the same input gives the same bytes", arguments: inputs.prefix(2))
  func deterministic(_ path: String) throws {
    #expect(try Self.export(path).0 == Self.export(path).0)
  }
}
