import Motion
import TestFiles
import Testing

/// The replay's record of the constraints in force that place each view
/// (`ModelState.inForce`), which the preview's inspector lists.
@Suite("constraints in force")
struct ConstraintsInForceTests {
  static let card = SampleScenes.card(returns: true)

  /// Each state's lists as texts: the view's list where it changed, its numbers read in the
  /// table of every state's new constraints so far.
  static func texts(_ states: [ModelState]) -> [[String: [String]]] {
    var table: [PlacingConstraint] = []
    return states.map { state in
      table += state.inForce.new
      return state.inForce.changes.mapValues { $0.map { table[$0].text } }
    }
  }

  @Test("the first state lists every view; a later one only the views whose list changed")
  func changesOnly() throws {
    let (states, _) = try replay(Self.card)
    let lists = Self.texts(states)
    #expect(lists.count == 3)
    #expect(lists.first?.keys.sorted() == ["card", "dot", "root"])
    let card = [
      "card.top == root.top + 10", "card.leading == root.leading", "card.width == 100",
      "card.height == 50",
    ]
    #expect(lists.first?["card"] == card)
    #expect(
      lists.first?["dot"] == [
        "dot.centerX == card.centerX", "dot.centerY == card.centerY", "dot.width == 4",
        "dot.height == 4",
      ])
    #expect(lists.dropFirst().first?.keys.sorted() == ["card"])
    #expect(lists.dropFirst().first?["card"]?.first == "card.top == root.top + 40")
    #expect(lists.last?["card"] == card)
  }

  @Test("a constraint is numbered once, when it is first in force, with its name and source")
  func numberedOnce() throws {
    let (states, _) = try replay(Self.card)
    #expect(
      states.first?.inForce.new.contains(
        PlacingConstraint(text: "card.top == root.top + 10", name: "cardTop", source: "declared"))
        == true)
    #expect(
      states.dropFirst().first?.inForce.new
        == [
          PlacingConstraint(text: "card.top == root.top + 40", name: "cardTop", source: "declared")
        ]
    )
    // Back to 10: that constraint has its number already.
    #expect(states.last?.inForce.new == [])
  }
}
