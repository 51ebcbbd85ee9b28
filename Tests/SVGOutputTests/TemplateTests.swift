import Appearance
import Interface
import TestSupport
import Testing

/// The template language's lengths and repeats, and a template for every view kind.
@Suite("templates")
struct TemplateTests {
  @Test(
    "lengths are sums of numbers, edges and products with one edge",
    arguments: [
      ("right-8", AnchoredLength(axis: .horizontal, factor: 1, offset: -8)),
      ("left+0.25*width-7", AnchoredLength(axis: .horizontal, factor: 0.25, offset: -7)),
      ("centerY+-3", AnchoredLength(axis: .vertical, factor: 0.5, offset: -3)),
      ("0.5*width-0.25*width", AnchoredLength(axis: .horizontal, factor: 0.25, offset: 0)),
      ("centerX+2*-8", AnchoredLength(axis: .horizontal, factor: 0.5, offset: -16)),
      ("12", AnchoredLength(axis: .horizontal, factor: 0, offset: 12)),
    ])
  func lengths(_ text: String, _ expected: AnchoredLength) throws {
    let template = SkinTemplate(
      kind: "t", source: #"<skin kind="t"><rect x="\#(text)" y="0" width="1" height="1"/></skin>"#,
      file: "t.xml")
    let (parts, problems) = template.parts(values: [:])
    #expect(problems.isEmpty)
    let x = try #require(parts.first?.attributes.first { $0.name == "x" }?.value)
    #expect(x == .length(expected))
  }

  @Test("a length mixing axes, with two edges in a product or without a sign is refused")
  func badLengths() {
    for text in ["left+top", "width*height", "left8", "2**width", ""] {
      let template = SkinTemplate(
        kind: "t", source: #"<skin kind="t"><rect x="\#(text)"/></skin>"#, file: "t.xml")
      let (parts, problems) = template.parts(values: [:])
      #expect(problems.count == 1, "\(text)")
      #expect(parts.first?.attributes.isEmpty == true, "\(text)")
    }
  }

  @Test("<columns> repeats its children with each entry's place and selection")
  func columns() {
    let template = SkinTemplate(
      kind: "t",
      source: """
        <skin kind="t"><columns><rect x="{columnStart}*width" y="{columnOffset}"
          width="{columnEnd}*width" height="1" fill-opacity="{columnEmphasis}"/></columns></skin>
        """, file: "t.xml")
    let (parts, _) = template.parts(
      values: [:],
      columns: [
        SkinColumn(text: "A", isSelected: false), SkinColumn(text: "B", isSelected: true),
        SkinColumn(text: "C", isSelected: false), SkinColumn(text: "D", isSelected: false),
      ])
    #expect(parts.count == 4)
    let second = parts[1].attributes
    #expect(
      second.first { $0.name == "x" }?.value
        == .length(AnchoredLength(axis: .horizontal, factor: 0.25, offset: 0)))
    #expect(
      second.first { $0.name == "y" }?.value
        == .length(AnchoredLength(axis: .vertical, factor: 0, offset: -0.5)))
    #expect(second.first { $0.name == "fill-opacity" }?.value == .text("1"))
    #expect(parts[0].attributes.first { $0.name == "fill-opacity" }?.value == .text("0.3"))
  }

  @Test("every view kind has a template that draws without problems", arguments: ViewKind.allCases)
  func everyKind(_ kind: ViewKind) {
    let library = TestExport.library()
    #expect(library.templates[kind.rawValue] != nil)
    var view = View(id: "v", kind: kind, parent: "root", location: .start(of: "t.xml"))
    view.content.text = "Text"
    view.content.title = "Title"
    view.content.segments = ["One", "Two"]
    view.content.items = ["A", "B"]
    view.content.numberOfPages = 3
    let (_, problems) = Appearance.parts(for: view, library: library, width: 200)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("a slider's thumb sits at its value inside the alignment rectangle")
  func sliderThumb() {
    var view = View(id: "s", kind: .slider, parent: "root", location: .start(of: "t.xml"))
    view.content.value = 0.25
    let (parts, _) = Appearance.parts(for: view, library: TestExport.library(), width: 200)
    let thumb = parts.first { $0.element == "circle" }
    let cx = thumb?.attributes.first { $0.name == "cx" }?.value
    // 2 pt inset, 14 pt half thumb, a quarter of the remaining 200 − 4 − 28: 16 + 42 = 58.
    guard case .length(let length)? = cx else { return #expect(Bool(false), "no thumb") }
    #expect(length.value(width: 200, height: 31) == 58)
  }
}
