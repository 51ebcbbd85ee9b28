import Appearance
import Geometry
import Interface
import TestSupport
import Testing

/// The template language's lengths and repeats, and a template for every view kind.
@Suite("template language")
struct TemplateLanguageTests {
  /// The first part's rectangle of a template drawing `body`, with `values`.
  static func rect(_ body: String, values: SkinValues = SkinValues()) -> AnchoredRect? {
    let template = SkinTemplate(kind: "t", source: "<skin>" + body + "</skin>", file: "t.xml")
    guard case .rect(let rect, _)? = template.parts(values: values, width: 100).first?.shape
    else { return nil }
    return rect
  }

  @Test(
    "lengths are sums of numbers, edges and products with one edge",
    arguments: [
      ("right-8", AnchoredLength(axis: .horizontal, factor: 1, offset: -8)),
      ("left+0.25*width-7", AnchoredLength(axis: .horizontal, factor: 0.25, offset: -7)),
      ("0.5*width-0.25*width", AnchoredLength(axis: .horizontal, factor: 0.25, offset: 0)),
      ("centerX+2*-8", AnchoredLength(axis: .horizontal, factor: 0.5, offset: -16)),
      ("12", AnchoredLength(axis: .horizontal, factor: 0, offset: 12)),
      ("{alignX}+3", AnchoredLength(axis: .horizontal, factor: 0.5, offset: 3)),
      ("{columnOffset}*16", AnchoredLength(axis: .horizontal, factor: 0, offset: 0)),
    ])
  func lengths(_ text: String, _ expected: AnchoredLength) {
    var values = SkinValues()
    values.lengths[.alignX] = AnchoredLength(axis: .horizontal, factor: 0.5, offset: 0)
    let template = SkinTemplate(
      kind: "t", source: #"<skin><rect x="\#(text)" width="1" height="1"/></skin>"#,
      file: "t.xml")
    let problems = template.problems.map(\.message)
    if text.contains("column") {
      #expect(problems == ["'{columnOffset}' is filled only inside <columns>"])
      return
    }
    #expect(problems.isEmpty, "\(problems)")
    #expect(Self.rect(#"<rect x="\#(text)" width="1" height="1"/>"#, values: values)?.x == expected)
  }

  @Test("a length mixing axes, with two edges in a product or without a sign is refused")
  func badLengths() {
    for text in ["left+top", "width*height", "left8", "2**width", ""] {
      let template = SkinTemplate(
        kind: "t", source: #"<skin><rect x="\#(text)"/></skin>"#, file: "t.xml")
      #expect(template.problems.count == 1, "\(text): \(template.problems.map(\.message))")
    }
  }

  @Test("<columns> repeats its children with each entry's place and selection")
  func columns() {
    let template = SkinTemplate(
      kind: "t",
      source: """
        <skin><columns><rect x="{columnStart}*width" y="{columnOffset}"
          width="{columnEnd}*width" height="1" fill-opacity="{columnEmphasis}"/></columns></skin>
        """, file: "t.xml")
    #expect(template.problems.isEmpty)
    var values = SkinValues()
    values.columns = [
      SkinColumn(text: "A", isSelected: false), SkinColumn(text: "B", isSelected: true),
      SkinColumn(text: "C", isSelected: false), SkinColumn(text: "D", isSelected: false),
    ]
    let parts = template.parts(values: values, width: 100)
    #expect(parts.count == 4)
    guard case .rect(let second, _)? = parts.dropFirst().first?.shape else {
      Issue.record("no second column")
      return
    }
    #expect(second.x == AnchoredLength(axis: .horizontal, factor: 0.25, offset: 0))
    #expect(second.y == AnchoredLength(axis: .vertical, factor: 0, offset: -0.5))
    #expect(parts.map { $0.paint.fill?.alpha } == [0.3, 1, 0.3, 0.3])
  }

  @Test("every view kind has a template that draws without problems", arguments: ViewKind.allCases)
  func everyKind(_ kind: ViewKind) {
    let library = TestExport.library()
    #expect(library.templates[kind.rawValue]?.problems.isEmpty == true)
    var view = View(id: "v", kind: kind, parent: "root", location: .start(of: "t.xml"))
    view.content.text = "Text"
    view.content.title = "Title"
    view.content.segments = ["One", "Two"]
    view.content.items = ["A", "B"]
    view.content.numberOfPages = 3
    let (_, problems) = SkinBuilder.skin(for: view, library: library, width: 200)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("a plain view's skin draws no parts and keeps its border")
  func plainView() {
    let view = View(id: "p", kind: .view, parent: "root", location: .start(of: "t.xml"))
    let border = Border(width: 2, color: Color(red: 1, green: 0, blue: 0))
    let (skin, problems) = SkinBuilder.skin(
      for: view, library: TestExport.library(), width: 120, border: border)
    #expect(skin.parts.isEmpty)
    #expect(skin.border == border)
    #expect(problems.isEmpty)
  }

  @Test("a slider's thumb sits at its value inside the alignment rectangle")
  func sliderThumb() {
    var view = View(id: "s", kind: .slider, parent: "root", location: .start(of: "t.xml"))
    view.content.value = 0.25
    let (skin, _) = SkinBuilder.skin(for: view, library: TestExport.library(), width: 200)
    let thumb = skin.parts.compactMap { part -> AnchoredLength? in
      if case .ellipse(let center, _, _) = part.shape { return center.x }
      return nil
    }.first
    // 2 pt inset, 14 pt half thumb, a quarter of the remaining 200 − 4 − 28: 16 + 42 = 58.
    #expect(thumb?.value(width: 200, height: 31) == 58)
  }
}
