import Geometry
import Layout
import Testing

/// A table's frames of a whole list of views at once, each layout frame looked up once, are
/// the frames `frame(of:)` gives one by one.
@Suite("frame table")
struct FrameTableTests {
  static let layout: [String: Rect] = [
    "root": Rect(x: 0, y: 0, width: 100, height: 200),
    "a": Rect(x: 10, y: 20, width: 50, height: 60),
    "b": Rect(x: 15, y: 30, width: 5, height: 6),
    "outside": Rect(x: 2, y: 4, width: 1, height: 1),
    "c": Rect(x: 7, y: 9, width: 3, height: 3),
  ]
  static let ids = ["root", "a", "b", "c", "d"]

  static func places(_ table: FrameTable) -> FrameTable.SuperviewPlaces {
    table.superviewPlaces(of: ids, place: { ids.firstIndex(of: $0) })
  }

  @Test("each frame is in its superview's coordinates, a superview outside the list too")
  func frames() {
    let table = FrameTable(
      layoutFrames: Self.layout, parents: ["a": "root", "b": "a", "c": "outside", "d": "a"])
    #expect(
      table.frames(of: Self.ids, places: Self.places(table)) == [
        Rect(x: 0, y: 0, width: 100, height: 200),
        Rect(x: 10, y: 20, width: 50, height: 60),
        // b at (15, 30) in a at (10, 20); c at (7, 9) in outside at (2, 4); d has no frame.
        Rect(x: 5, y: 10, width: 5, height: 6),
        Rect(x: 5, y: 5, width: 3, height: 3),
        .zero,
      ])
  }

  @Test("places found in one table hold in another only when its superviews are the same")
  func otherSuperviews() {
    let first = FrameTable(layoutFrames: Self.layout, parents: ["a": "root", "b": "a"])
    // Here b is the root's subview: its frame is its layout frame, not one in a.
    let second = FrameTable(layoutFrames: Self.layout, parents: ["a": "root", "b": "root"])
    #expect(
      second.frames(of: Self.ids, places: Self.places(first))[2]
        == Rect(x: 15, y: 30, width: 5, height: 6))
  }
}
