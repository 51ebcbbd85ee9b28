import DotLottieOutput
import Foundation
import Pipeline
import TestFiles
import TestSupport
import Testing

/// `export --interactive --format dotlottie`: the interaction plan's windows as one Lottie
/// timeline with markers, and a state machine that plays them on clicks (docs/output.md, The
/// interactive dotLottie).
@Suite("interactive dotLottie")
struct InteractiveDotLottieTests {
  static func login() throws -> (Compilation.InteractiveLottie, BakedInteraction) {
    let file = ActionTimelineTests.login
    let bytes = try #require(Repository.bytes(file))
    let compilation = Compilation()
    let (baked, bakeLog) = compilation.bakedInteraction(bytes, file: file)
    #expect(!bakeLog.hasErrors, "\(bakeLog)")
    let plan = try #require(baked)
    let (made, log) = compilation.interactiveLottie(
      plan, file: file, library: TestExport.library(), images: [:])
    #expect(!log.hasErrors, "\(log)")
    return (try #require(made), plan)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("the login's machine has a state per screen state and one per window, on clicks")
  func states() throws {
    let (lottie, baked) = try Self.login()
    let machine = try Self.object(lottie.stateMachine.json)
    #expect(machine["initial"] as? String == "state 0")
    let states = try #require(machine["states"] as? [[String: Any]])
    let names = states.compactMap { $0["name"] as? String }
    #expect(
      names == [
        "state 0", "state 1", "state 2", "state 3", "state 0: signIn", "state 0: dropdown",
        "state 1: signIn", "state 1: dropdown", "state 2: signIn", "state 2: dropdown",
        "state 3: signIn", "state 3: dropdown",
      ])
    for state in states {
      #expect(state["type"] as? String == "PlaybackState")
      #expect(state["animation"] as? String == "Login")
      // Every state plays (or rests on) the marker of its own name.
      #expect(state["segment"] as? String == state["name"] as? String)
    }
    // A screen state leaves on a tap of each control, to the window that tap plays.
    func targets(_ name: String) -> [String] {
      let state = states.first { $0["name"] as? String == name }
      let transitions = state?["transitions"] as? [[String: Any]] ?? []
      return transitions.map { transition in
        let guards = transition["guards"] as? [[String: Any]] ?? []
        let on = guards.compactMap { $0["inputName"] as? String }.joined(separator: ",")
        return "\(transition["type"] as? String ?? "") \(on) -> "
          + (transition["toState"] as? String ?? "")
      }
    }
    #expect(
      targets("state 0") == [
        "Transition tap signIn -> state 0: signIn", "Transition tap dropdown -> state 0: dropdown",
      ])
    // A window, once played, settles in the state the graph says its tap leads to.
    for segment in baked.plan.segments {
      #expect(
        targets("state \(segment.from): \(segment.control)") == [
          "Transition settled -> state \(segment.to)"
        ])
    }
    #expect(!lottie.stateMachine.json.contains("Tweened"))
    let interactions = try #require(machine["interactions"] as? [[String: Any]])
    #expect(
      interactions.prefix(2).map { "\($0["type"] ?? "") \($0["layerName"] ?? "")" } == [
        "Click signIn", "Click dropdown",
      ])
    #expect(interactions.dropFirst(2).allSatisfy { $0["type"] as? String == "OnComplete" })
    #expect(interactions.count == 2 + 8)
  }

  @Test("each window is a marker where the plan puts it, and each control's layer has its name")
  func markers() throws {
    let (lottie, baked) = try Self.login()
    let animation = try Self.object(lottie.json)
    let markers = try #require(animation["markers"] as? [[String: Any]])
    func marker(_ name: String) -> (Double, Double)? {
      markers.first { $0["cm"] as? String == name }.map {
        (($0["tm"] as? Double) ?? -1, ($0["dr"] as? Double) ?? -1)
      }
    }
    let fps = 60.0
    for segment in baked.plan.segments {
      let found = try #require(marker("state \(segment.from): \(segment.control)"))
      #expect(abs(found.0 - segment.start * fps) < 1e-3)
      #expect(abs(found.1 - segment.length * fps) < 1e-3)
    }
    #expect(marker("state 0").map { $0.0 } == 0)
    for state in 1..<4 {
      let into = try #require(baked.plan.segments.first { $0.to == state })
      #expect(marker("state \(state)").map { $0.0 } == into.end * fps)
    }
    // The blocks each tap plays keep their markers, named as the timeline names them.
    #expect(markers.contains { ($0["cm"] as? String)?.contains("\u{1F}") == true } == false)
    #expect(markers.count > 4 + 8 + 1)
    #expect(markers.last?["cm"] as? String == "reduced motion")
    // The click targets: layers named as the controls are.
    let layers =
      (animation["layers"] as? [[String: Any]] ?? [])
      + ((animation["assets"] as? [[String: Any]] ?? []).flatMap {
        $0["layers"] as? [[String: Any]] ?? []
      })
    let layerNames = Set(layers.compactMap { $0["nm"] as? String })
    #expect(layerNames.isSuperset(of: ["signIn", "dropdown"]))
    #expect(
      abs((animation["op"] as? Double ?? 0) - ((baked.plan.duration * fps).rounded(.up) + 1)) < 1e-9
    )
  }

  @Test("nothing moves before the first window: the screen holds state 0 until its tap")
  func stillBeforeTheFirstWindow() throws {
    let (lottie, baked) = try Self.login()
    let first = try #require(baked.plan.segments.first).start * 60
    var moving: [String] = []
    // Every animated property: a key before the first window goes nowhere (or holds).
    func walk(_ value: Any, path: String) {
      if let object = value as? [String: Any] {
        if object["a"] as? Int == 1, let keys = object["k"] as? [[String: Any]] {
          for (a, b) in zip(keys, keys.dropFirst()) {
            guard let t = a["t"] as? Double, t < first, a["h"] as? Int != 1 else { continue }
            let from = a["s"] as? [Double] ?? []
            let to = b["s"] as? [Double] ?? []
            if from != to { moving.append("\(path) at frame \(t)") }
          }
        }
        for (key, member) in object { walk(member, path: path + "." + key) }
      } else if let array = value as? [Any] {
        for (index, item) in array.enumerated() { walk(item, path: path + "[\(index)]") }
      }
    }
    walk(try Self.object(lottie.json), path: "")
    #expect(moving.isEmpty, "\(moving.prefix(5))")
  }
}
