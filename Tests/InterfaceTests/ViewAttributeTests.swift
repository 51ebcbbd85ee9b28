import Diagnostics
import Geometry
import Interface
import Testing

/// One attribute of a view with the value it must produce.
struct ViewCase: Sendable, CustomTestStringConvertible {
  var element: String
  var check: @Sendable (View) -> Bool
  var testDescription: String { element }

  init(_ element: String, _ check: @escaping @Sendable (View) -> Bool) {
    self.element = element
    self.check = check
  }
}

@Suite("view attributes")
struct ViewAttributeTests {
  static let common: [ViewCase] = [
    ViewCase(##"<view id="v" backgroundColor="#FF0000"/>"##) {
      $0.style.backgroundColor == Color(rgba8: 255, 0, 0)
    },
    ViewCase(##"<view id="v" backgroundColor="#0F08"/>"##) {
      $0.style.backgroundColor == Color(rgba8: 0, 255, 0, 136)
    },
    ViewCase(##"<view id="v" backgroundColor="#11223380"/>"##) {
      $0.style.backgroundColor == Color(rgba8: 0x11, 0x22, 0x33, 0x80)
    },
    ViewCase(#"<view id="v" backgroundColor="systemBlue"/>"#) {
      $0.style.backgroundColor == Color(rgba8: 0, 122, 255)
    },
    ViewCase(#"<view id="v" borderColor="white"/>"#) { $0.style.borderColor == .white },
    ViewCase(#"<view id="v" tintColor="systemRed"/>"#) {
      $0.style.tintColor == Color(rgba8: 255, 59, 48)
    },
    ViewCase(#"<view id="v" alpha="0.25"/>"#) { $0.style.alpha == 0.25 },
    ViewCase(#"<view id="v" hidden="true"/>"#) { $0.style.isHidden },
    ViewCase(#"<view id="v" clipsToBounds="true"/>"#) { $0.style.clipsToBounds },
    ViewCase(#"<view id="v" cornerRadius="12"/>"#) { $0.style.cornerRadius == 12 },
    ViewCase(#"<view id="v" borderWidth="1.5"/>"#) { $0.style.borderWidth == 1.5 },
    ViewCase(#"<view id="v" rotation="-45"/>"#) { $0.style.transform.rotation == -45 },
    ViewCase(#"<view id="v" scale="2 0.5"/>"#) {
      $0.style.transform.scaleX == 2 && $0.style.transform.scaleY == 0.5
    },
    ViewCase(#"<view id="v" translation="10 -20"/>"#) {
      $0.style.transform.translationX == 10 && $0.style.transform.translationY == -20
    },
    ViewCase(#"<view id="v" frame="1 2 30 40"/>"#) {
      $0.frame == Rect(x: 1, y: 2, width: 30, height: 40)
    },
    ViewCase(#"<view id="v" contentHuggingPriority="251 defaultHigh"/>"#) {
      $0.contentHugging == AxisPriorities(horizontal: 251, vertical: 750)
    },
    ViewCase(#"<view id="v" compressionResistancePriority="required 740"/>"#) {
      $0.compressionResistance == AxisPriorities(horizontal: 1000, vertical: 740)
    },
    ViewCase(#"<view id="v" intrinsicSize="120 -1"/>"#) {
      $0.intrinsicSize == IntrinsicSize(width: 120, height: nil)
    },
    ViewCase(#"<view id="v" layoutMargins="1 2 3 4"/>"#) {
      $0.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    },
    ViewCase(#"<view id="v"/>"#) {
      $0.layoutMargins == .defaultMargins && $0.style.alpha == 1
        && $0.style.backgroundColor == .clear && $0.intrinsicSize == nil && $0.frame == nil
    },
  ]

  static let kinds: [ViewCase] = [
    ViewCase(
      #"<label id="v" text="Hi" font="headline" textColor="label" textAlignment="center" numberOfLines="0"/>"#
    ) {
      $0.kind == .label && $0.content.text == "Hi" && $0.content.font?.size == 17
        && $0.content.font?.weight == .semibold && $0.content.textColor == .black
        && $0.content.textAlignment == .center && $0.content.numberOfLines == 0
    },
    ViewCase(#"<label id="v" font="system 15 bold"/>"#) {
      $0.content.font == Font(size: 15, weight: .bold)
    },
    ViewCase(#"<label id="v" font="system 13"/>"#) { $0.content.font == Font(size: 13) },
    ViewCase(#"<button id="v" title="Go" titleColor="white" style="filled" font="body"/>"#) {
      $0.kind == .button && $0.content.title == "Go" && $0.content.titleColor == .white
        && $0.content.buttonStyle == .filled && $0.content.font?.size == 17
    },
    ViewCase(#"<textField id="v" placeholder="Name" text="x" borderStyle="roundedRect"/>"#) {
      $0.kind == .textField && $0.content.placeholder == "Name" && $0.content.text == "x"
        && $0.content.borderStyle == .roundedRect
    },
    ViewCase(#"<imageView id="v" image="images/a.png"/>"#) {
      $0.kind == .imageView && $0.content.image == "images/a.png"
    },
    ViewCase(#"<tableView id="v" rowHeight="44"><row text="One"/><row text="Two"/></tableView>"#) {
      $0.kind == .tableView && $0.content.rowHeight == 44 && $0.content.rows == ["One", "Two"]
    },
    ViewCase(#"<datePicker id="v"/>"#) { $0.kind == .datePicker },
    ViewCase(#"<activityIndicator id="v" style="large"/>"#) {
      $0.kind == .activityIndicator && $0.content.indicatorStyle == .large
    },
    ViewCase(#"<switch id="v" on="true"/>"#) { $0.kind == .switch && $0.content.isOn == true },
  ]

  @Test("a common attribute is read into the view", arguments: common)
  func commonAttribute(_ row: ViewCase) throws {
    let (view, diagnostics) = parseView(row.element)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    #expect(try row.check(#require(view)))
  }

  @Test("a kind attribute is read into the view's content", arguments: kinds)
  func kindAttribute(_ row: ViewCase) throws {
    let (view, diagnostics) = parseView(row.element)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    #expect(try row.check(#require(view)))
  }

  @Test(
    "each kind takes UIKit's hugging and compression resistance",
    arguments: [
      ("view", 250.0, 750.0), ("label", 251, 750), ("imageView", 251, 750), ("button", 250, 750),
      ("switch", 750, 750), ("activityIndicator", 750, 750), ("textField", 250, 750),
    ])
  func defaultPriorities(_ kind: String, _ hugging: Double, _ resistance: Double) throws {
    let view = try #require(parseView("<\(kind) id=\"v\"/>").0)
    #expect(view.contentHugging == AxisPriorities(horizontal: hugging, vertical: hugging))
    #expect(
      view.compressionResistance == AxisPriorities(horizontal: resistance, vertical: resistance))
  }

  @Test("views nest in document order with parents and z-ordered subviews")
  func viewTree() {
    let (document, diagnostics) = parseInterface(
      """
      <subviews>
        <view id="a"><subviews><label id="a1"/><button id="a2"/></subviews></view>
        <view id="b"/>
      </subviews>
      """)
    #expect(diagnostics.isEmpty)
    #expect(document.views.map(\.id) == ["root", "a", "a1", "a2", "b"])
    #expect(document.views.map(\.parent) == [nil, "root", "a", "a", "root"])
    #expect(document.view("root")?.subviews == ["a", "b"])
    #expect(document.view("a")?.subviews == ["a1", "a2"])
  }

  @Test(
    "a misspelt attribute is an error with a suggestion",
    arguments: [
      (
        #"<view id="v" backgroundColour="red"/>"#,
        "unknown attribute 'backgroundColour' on <view>; did you mean 'backgroundColor'?"
      ),
      (#"<label id="v" txt="a"/>"#, "unknown attribute 'txt' on <label>; did you mean 'text'?"),
      (#"<view id="v" title="a"/>"#, "unknown attribute 'title' on <view>"),
    ])
  func unknownAttribute(_ element: String, _ message: String) {
    #expect(parseView(element).1.map(\.message) == [message])
  }
}
