import Geometry
import Testing

/// Values of a storyboard that cannot be taken as written are reported where they are written,
/// never replaced silently (docs/storyboards.md, Values that cannot be read).
@Suite("values that cannot be read")
struct ImportCheckTests {
  /// A view `a` at (10, 20), 30 × 40 by four constraints, plus `extra` constraints.
  static func scene(extra: String, subviews: String = IBFixture.view(id: "a")) -> String {
    IBFixture.storyboard(
      subviews: subviews,
      constraints: """
        <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="l"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="t"/>
        <constraint firstItem="a" firstAttribute="width" constant="30" id="w"/>
        <constraint firstItem="a" firstAttribute="height" constant="40" id="h"/>
        \(extra)
        """)
  }

  /// `LINE:COLUMN` of the first character of `needle` in `text` (of the first one after
  /// `after` when given), counted here (UTF-8 bytes).
  static func place(of needle: String, after: String = "", in text: String) throws -> String {
    let bytes = Array(text.utf8)
    let wanted = Array((after + needle).utf8)
    let offset =
      try #require(
        (0...(bytes.count - wanted.count)).first { bytes[$0...].starts(with: wanted) })
      + after.utf8.count
    let lineStart = (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    return "\(bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1):\(offset - lineStart + 1)"
  }

  /// The diagnostics of the first scene, and its frames.
  static func imported(_ text: String) throws -> ([String], [String: Rect]) {
    let checked = try #require(IBFixture.check(text).first)
    let messages = IBFixture.describe(checked.log).filter { !$0.contains(": note: ") }
    return (messages, IBFixture.frames(of: checked))
  }

  @Test(
    "a constant that is not a finite number within ±1e9 is a warning, and its constraint is left out",
    arguments: [
      ("NaN", "'NaN' is not a finite number for 'constant'"),
      ("1e308", "'1e308' is too large for 'constant'; numbers are limited to ±1e9"),
      ("wide", "'wide' is not a number for 'constant'"),
    ])
  func constant(_ value: String, _ problem: String) throws {
    let text = Self.scene(
      extra: #"<constraint firstItem="a" firstAttribute="width" constant="\#(value)" id="bad"/>"#)
    let (messages, frames) = try Self.imported(text)
    let place = try Self.place(of: "\(value)\" id=\"bad", in: text)
    #expect(messages == ["\(place): warning: \(problem); the constraint is left out"])
    // Left out, not read as 0 (which would conflict with the width of 30).
    #expect(frames["a"] == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("a priority that is not a number is a warning and its constraint is left out, not required")
  func nanPriority() throws {
    let text = Self.scene(
      extra:
        #"<constraint firstItem="a" firstAttribute="width" constant="99" priority="NaN" id="p"/>"#
    )
    let (messages, frames) = try Self.imported(text)
    let place = try Self.place(of: "NaN\" id=\"p", in: text)
    #expect(
      messages == [
        "\(place): warning: 'NaN' is not a finite number for 'priority'; the constraint is left out"
      ])
    #expect(frames["a"]?.width == 30)
  }

  @Test("a priority outside 1…1000 is a warning and clamped")
  func priorityOutOfRange() throws {
    let text = Self.scene(
      extra:
        #"<constraint firstItem="a" firstAttribute="width" constant="99" priority="0" id="p"/>"#
    )
    let (messages, frames) = try Self.imported(text)
    let place = try Self.place(of: "0\" id=\"p", in: text)
    #expect(
      messages == [
        "\(place): warning: priority 0 is outside 1…1000, which UIKit refuses; 1 is used"
      ])
    #expect(frames["a"]?.width == 30)
  }

  @Test("a constraint naming an id the scene does not have is a warning and left out")
  func unknownItem() throws {
    let text = Self.scene(
      extra: """
        <constraint firstItem="a" firstAttribute="width" secondItem="ghost" secondAttribute="width" id="g"/>
        <constraint firstItem="phantom" firstAttribute="height" constant="5" id="f"/>
        """)
    let (messages, frames) = try Self.imported(text)
    let ghost = try Self.place(of: "ghost", in: text)
    let phantom = try Self.place(of: "phantom", in: text)
    #expect(
      messages == [
        "\(ghost): warning: 'secondItem' is 'ghost', which no view or layout guide of the scene "
          + "has; the constraint is left out",
        "\(phantom): warning: 'firstItem' is 'phantom', which no view or layout guide of the "
          + "scene has; the constraint is left out",
      ])
    #expect(frames["a"] == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("a view's frame that cannot be read is a warning at the value, and 0 stands in")
  func badSubviewFrame() throws {
    let frame = #"x="NaN" y="5" width="-8" height="1e308""#
    let text = IBFixture.storyboard(
      subviews: """
        <view fixedFrame="YES" id="f">
          <rect key="frame" \(frame)/>
        </view>
        """)
    let (messages, frames) = try Self.imported(text)
    let places = try ["NaN", "-8", "1e308"].map { try Self.place(of: $0, after: "=\"", in: text) }
    let expected = [
      "\(places[0]): warning: 'NaN' is not a finite number for 'x'; 0 is used",
      "\(places[1]): warning: '-8' for 'width' is negative; 0 is used",
      "\(places[2]): warning: '1e308' is too large for 'height'; numbers are limited to ±1e9; "
        + "0 is used",
    ]
    #expect(messages == expected)
    #expect(frames["f"] == Rect(x: 0, y: 5, width: 0, height: 0))
  }

  @Test("the scene's own size that cannot be read is an error: nothing is exported")
  func badSceneSize() throws {
    let text = IBFixture.storyboard(frame: #"x="0" y="0" width="NaN" height="667""#)
    let checked = try #require(IBFixture.check(text).first)
    #expect(checked.document == nil)
    let place = try Self.place(of: "NaN", in: text)
    #expect(
      IBFixture.describe(checked.log).contains(
        "\(place): error: 'NaN' is not a finite number for 'width'; the scene's size cannot be read"
      ))
  }
}
