import Foundation
import Interface
import Pipeline
import TestFiles
import TestSupport
import Testing

/// The interaction plan: every transition of the state graph in a window of its own on one
/// timeline (docs/output.md, The interaction plan).
@Suite("interaction plan")
struct InteractionPlanTests {
  static let code = Repository.path("Tests/Fixtures/Code/Login/LoginViewController.swift")

  static func loginPlan(layout: String) throws -> BakedInteraction {
    let bytes = try #require(Repository.bytes(layout))
    let file = try #require(Repository.bytes(code))
    var options = Compilation.Options()
    options.code = CodeInput(files: [CodeInput.File(path: code, bytes: file)])
    let (baked, log) = Compilation(options: options).bakedInteraction(bytes, file: layout)
    #expect(!log.hasErrors, "\(log)")
    return try #require(baked)
  }

  @Test("each transition has its own window, in the graph's order, with a settled gap between")
  func windows() throws {
    let folder = TemporaryFolder()
    let plan = try Self.loginPlan(layout: StateGraphTests.loginLayout(in: folder)).plan
    #expect(
      plan.segments.map { "\($0.from) \($0.control) \($0.to)" } == [
        "0 signIn 1", "0 dropdown 2", "1 signIn 0", "1 dropdown 3", "2 signIn 3",
        "2 dropdown 0", "3 signIn 2", "3 dropdown 1",
      ])
    #expect(plan.segments.map(\.taps.count) == [1, 1, 2, 2, 2, 2, 3, 3])
    #expect(plan.segments.map(\.tapTime) == [1000, 1000, 2000, 2000, 2000, 2000, 3000, 3000])
    var time = InteractionPlan.gap
    for segment in plan.segments {
      #expect(segment.start == time)
      // Every tap of the login animates something, and nothing lasts a minute.
      #expect(segment.length > 0.1 && segment.length < 60, "\(segment)")
      time = segment.end + InteractionPlan.gap
    }
    #expect(plan.duration == time)
    // Both signIn taps from states 0 and 1 run the same animations backwards and forwards.
    #expect(plan.place(at: 0)?.segment == 0)
    #expect(plan.place(at: 0)?.time == 1000)
    let second = plan.segments[1]
    #expect(plan.place(at: second.start + 0.1)?.segment == 1)
    #expect(abs((plan.place(at: second.start + 0.1)?.time ?? 0) - 1000.1) < 1e-9)
    #expect(plan.place(at: second.end + 0.2)?.time == second.tapTime + second.length)
  }

  /// `frames --play` of a run of taps at the given times: x, y, width, height and alpha of
  /// each view, per time.
  static func frames(layout: String, play: String, at times: [Double]) throws -> [[String:
    [Double]]]
  {
    let text = times.map { String($0) }
    let result = runMotionboard([
      "frames", layout, "--code", code, "--play", play, "--at", text.joined(separator: ","),
    ])
    #expect(result.status == 0, "\(result.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let frames = try #require(json["frames"] as? [String: [String: [String: Any]]])
    return try text.map { key in
      try #require(frames[key]).mapValues { fields in
        ["x", "y", "width", "height", "alpha"].map { (fields[$0] as? Double) ?? .nan }
      }
    }
  }

  @Test("each window starts where its state's taps leave the screen and ends where frames ends")
  func framesAtWindowEnds() throws {
    let folder = TemporaryFolder()
    let layout = try StateGraphTests.loginLayout(in: folder)
    let baked = try Self.loginPlan(layout: layout)
    let document = baked.plays[0].document
    for segment in baked.plan.segments {
      let play = StateGraphReport.play(segment.taps)
      // Just before the tap, at the settled end, and long after (nothing moves any more).
      let expected = try Self.frames(
        layout: layout, play: play,
        at: [segment.tapTime - 1, segment.tapTime + segment.length, segment.tapTime + 900])
      for (time, frames) in zip([segment.start, segment.end, segment.end], expected) {
        for view in document.views {
          let frame = try #require(baked.frameInPicture(of: view.id, at: time))
          let alpha = try #require(baked.value(.alpha, of: view.id, at: time))
          let want = try #require(frames[document.sourceName(of: view.id)])
          let got = [frame.minX, frame.minY, frame.width, frame.height, alpha]
          #expect(
            zip(got, want).allSatisfy { abs($0 - $1) <= 1e-6 },
            "\(segment.taps) \(view.id) at \(time): \(got) != \(want)")
        }
      }
    }
  }
}
