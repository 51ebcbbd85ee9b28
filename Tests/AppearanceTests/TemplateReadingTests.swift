import Appearance
import Diagnostics
import Geometry
import Testing

/// Templates read once into typed parts: slots checked by name and kind, each element's
/// attributes from its own table, SVG's defaults applied, values filled per view.
@Suite("template reading")
struct TemplateReadingTests {
  static func template(_ body: String, kind: String = "view") -> SkinTemplate {
    SkinTemplate(kind: kind, source: "<skin>\n" + body + "\n</skin>", file: "t.xml")
  }

  static func messages(_ body: String) -> [String] {
    template(body).problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  static let h = AnchoredLength.Axis.horizontal
  static let v = AnchoredLength.Axis.vertical

  @Test("a rect reads into anchored lengths, a radius and a paint, slots filled")
  func rect() {
    let template = Self.template(
      ##"<rect x="left+2" y="top" width="width-4" height="{fontSize}" rx="3" fill="#FF0000" fill-opacity="0.5" stroke="systemBlue" stroke-width="{spoke}" opacity="0.8"/>"##
    )
    var values = SkinValues()
    values.numbers = [.fontSize: 17, .spoke: 2]
    #expect(template.problems.isEmpty)
    let rect = AnchoredRect(
      x: .init(axis: Self.h, factor: 0, offset: 2), y: .init(axis: Self.v, factor: 0, offset: 0),
      width: .init(axis: Self.h, factor: 1, offset: -4),
      height: .init(axis: Self.v, factor: 0, offset: 17))
    let paint = Paint(
      fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5),
      stroke: StrokePaint(color: Color(rgba8: 0, 122, 255), width: 2), opacity: 0.8)
    #expect(
      template.parts(values: values, width: 100) == [
        SkinPart(.rect(rect, cornerRadius: 3), paint: paint)
      ])
  }

  @Test(
    "slots are checked by name, kind and place",
    arguments: [
      (##"<rect fill="{fontSize}"/>"##, "2:13: '{fontSize}' is a number, and this takes a color"),
      (
        ##"<rect fill="{textColour}"/>"##,
        "2:13: unknown placeholder '{textColour}'; did you mean '{textColor}'?"
      ),
      (##"<rect x="{rowTop}"/>"##, "2:10: '{rowTop}' is filled only inside <rows>"),
      (##"<rect y="{alignX}"/>"##, "2:10: '{alignX}' is a horizontal length"),
      (
        ##"<rect x="top+2"/>"##,
        "2:10: 'top' is on the other axis; 'x' takes centerX, left, right, width"
      ),
      (
        ##"<rect x="left%2"/>"##,
        "2:10: 'left%2' is not a length; write a number or an edge like 'right-8'"
      ),
      (
        ##"<text x="{textAnchor}"/>"##,
        "2:10: '{textAnchor}' is a textAnchor, and this takes a number"
      ),
      (##"<rect rx="big"/>"##, "2:11: 'big' is not a number"),
      (##"<text lines="1.5">a</text>"##, "2:14: 'lines' is a whole number at least 0, not '1.5'"),
    ])
  func slots(_ body: String, _ message: String) {
    #expect(Self.messages(body) == [message])
  }

  @Test(
    "each element takes its own attributes and no others",
    arguments: [
      (##"<line x1="0" fill="red"/>"##, "2:14: <line> does not take 'fill'"),
      (##"<g fill="red"><rect/></g>"##, "2:4: <g> does not take 'fill'; it takes none"),
      (
        ##"<rect dominant-baseline="middle"/>"##,
        "2:7: attribute 'dominant-baseline' is not allowed in a skin template"
      ),
      (##"<circle r="2" rx="3"/>"##, "2:15: <circle> does not take 'rx'"),
      (##"<rect><rect/></rect>"##, "2:7: <rect> cannot hold <rect>"),
      (##"<rect>text</rect>"##, "2:1: only <text> holds text; <rect> has some"),
      (
        ##"<image href="{imageHref}" preserveAspectRatio="xMidYMid"/>"##,
        "2:48: images stretch over their rectangle; write preserveAspectRatio=\"none\""
      ),
      (
        ##"<path d="M0 0 A 5 5 0 0 1 10 10"/>"##,
        "2:15: path data: arcs ('A') are not supported; write them as cubic curves ('C')"
      ),
    ])
  func attributes(_ body: String, _ message: String) {
    #expect(
      Self.messages(body).first.map { $0.hasPrefix(message) } == true, "\(Self.messages(body))")
  }

  @Test(
    "shapes without a fill are black and lines unfilled, as in SVG; invisible parts are left out")
  func defaults() {
    let parts = Self.template(
      ##"<rect width="1" height="1"/><line x2="5" stroke="#000"/><rect width="1" height="1" fill="none"/><circle r="3" fill="red" opacity="0"/>"##
    ).parts(values: SkinValues(), width: 10)
    #expect(
      parts.map(\.paint) == [
        Paint(fill: .black), Paint(stroke: StrokePaint(color: .black, width: 1)),
      ])
  }

  @Test("path data reads every command, relative ones too, and raises quadratics to cubics")
  func pathData() throws {
    let parts = Self.template(##"<path d="M0 0 L10 0 h5 v5 q5 0 5 5 z m1 1 l2 2" fill="#000"/>"##)
      .parts(values: SkinValues(), width: 10)
    guard case .path(let path)? = parts.first?.shape else {
      Issue.record("no path")
      return
    }
    let p = { (x: Double, y: Double) in Point(x: x, y: y) }
    #expect(path.subpaths.count == 2)
    #expect(path.subpaths[0].isClosed && !path.subpaths[1].isClosed)
    #expect(
      path.subpaths[0].segments == [
        .line(to: p(10, 0)), .line(to: p(15, 0)), .line(to: p(15, 5)),
        .cubic(p(15 + 10.0 / 3, 5), p(20, 5 + 5.0 / 3), to: p(20, 10)),
      ])
    #expect(path.subpaths[1].start == p(1, 1) && path.subpaths[1].segments == [.line(to: p(3, 3))])
  }

  @Test("rows repeat their parts with each row's values")
  func rows() {
    let template = Self.template(
      ##"<rows><line x1="left" y1="top+{rowBottom}" x2="right" y2="top+{rowBottom}" stroke="#000"/></rows>"##
    )
    let parts = template.parts(values: SkinValues(), rows: ["a", "b"], rowHeight: 30, width: 100)
    let ends = parts.compactMap { part -> Double? in
      if case .line(let from, _) = part.shape { return from.y.offset }
      return nil
    }
    #expect(ends == [30, 60])
  }

  @Test("a template's kind must match its file")
  func kindMismatch() {
    let template = SkinTemplate(
      kind: "label", source: ##"<skin kind="button"/>"##, file: "label.xml")
    #expect(
      template.problems.map(\.message) == [
        "this template is for 'label' (its file name), not 'button'"
      ])
  }
}

/// Colors keep the UIKit name they were written as, through the template and the view's values,
/// so that a later stage can give them another appearance; the name never changes equality.
@Suite("color names")
struct ColorNameTests {
  @Test("a template's named color and a view's named text color reach the paints by name")
  func names() {
    let template = SkinTemplate(
      kind: "label",
      source:
        #"<skin><rect width="1" height="1" fill="opaqueSeparator"/><text fill="{textColor}">{text}</text></skin>"#,
      file: "label.xml")
    var values = SkinValues()
    values.texts[.text] = "Hi"
    values.colors[.textColor] = Color(rgba8: 255, 59, 48).named("systemRed")
    let parts = template.parts(values: values, width: 100)
    #expect(parts.map { $0.paint.fill?.name } == ["opaqueSeparator", "systemRed"])
  }

  @Test("a name is provenance, not value")
  func equality() {
    let named = Color(rgba8: 0, 122, 255).named("systemBlue")
    #expect(named == Color(rgba8: 0, 122, 255))
    #expect(Set([named, Color(rgba8: 0, 122, 255)]).count == 1)
  }
}
