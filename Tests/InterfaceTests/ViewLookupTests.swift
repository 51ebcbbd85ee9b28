import Diagnostics
import Geometry
import Interface
import Testing

/// A document finds a view by its id without searching its list (every stage asks, for every
/// view), and the answer follows the list when it is replaced.
@Suite("view lookup")
struct ViewLookupTests {
  static func view(_ id: ViewID, line: Int, parent: ViewID? = .root) -> View {
    View(
      id: id, kind: .view, parent: parent,
      location: SourceLocation(file: "t.xml", line: line, column: 1))
  }

  static func document(_ views: [View]) -> InterfaceDocument {
    InterfaceDocument(
      file: "t.xml", name: "t", size: Size(width: 100, height: 100), views: views,
      location: SourceLocation(file: "t.xml", line: 1, column: 1))
  }

  @Test("each id names its own view; an unknown id names none")
  func byID() {
    let document = Self.document(
      [Self.view(.root, line: 1, parent: nil)] + (2...1_001).map { Self.view("v\($0)", line: $0) })
    #expect(document.view("v2")?.location.line == 2)
    #expect(document.view("v1001")?.location.line == 1_001)
    #expect(document.view(.root)?.location.line == 1)
    #expect(document.view("v1002") == nil)
  }

  @Test("a duplicate id (an error in the file) names the first view with it")
  func duplicate() {
    let document = Self.document([
      Self.view(.root, line: 1, parent: nil), Self.view("a", line: 2), Self.view("a", line: 3),
    ])
    #expect(document.view("a")?.location.line == 2)
  }

  @Test("a view's place is its index in the list; a duplicate id's is the first one's")
  func place() {
    let document = Self.document([
      Self.view(.root, line: 1, parent: nil), Self.view("a", line: 2), Self.view("b", line: 3),
      Self.view("a", line: 4),
    ])
    #expect(document.index(of: .root) == 0)
    #expect(document.index(of: "b") == 2)
    #expect(document.index(of: "a") == 1)
    #expect(document.index(of: "c") == nil)
  }

  @Test("replacing the views replaces the answers")
  func replaced() {
    var document = Self.document([Self.view(.root, line: 1, parent: nil), Self.view("a", line: 2)])
    document.views = [Self.view(.root, line: 1, parent: nil), Self.view("b", line: 5)]
    #expect(document.view("a") == nil)
    #expect(document.view("b")?.location.line == 5)
    document.views.append(Self.view("c", line: 6))
    #expect(document.view("c")?.location.line == 6)
  }
}
