import Testing

/// Every problem of one element is reported at once: a bad value does not hide an unknown name
/// next to it, and a missing attribute does not stop the rest of the element from being checked.
@Suite("all problems of an element")
struct AllProblemsTests {
  /// The views `panel` and `moveButton` (inside it) on line 2, then `body` on line 3 (inside
  /// the root's subviews when it is a view): the diagnostics in source order, columns alone for
  /// line 3.
  static func problems(_ body: String) -> [String] {
    let isView = body.hasPrefix("<view")
    let (_, diagnostics) = parseInterface(
      """
      <subviews><view id="panel"><subviews><button id="moveButton" title="Move"/></subviews></view>\(isView ? "" : "</subviews>")
      \(body)\(isView ? "</subviews>" : "")
      """)
    return
      diagnostics
      .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
      .map {
        "\($0.location.line == 3 ? "" : "line \($0.location.line): ")\($0.location.column): "
          + "\($0.severity.rawValue): \($0.message)"
      }
  }

  static let cases: [(String, [String])] = [
    (
      #"<constraints><constraint firstItem="moveButon" firstAttribute="centreX" secondItem="superview"/></constraints>"#,
      [
        "37: error: unknown view 'moveButon'; did you mean 'moveButton'?",
        "64: error: unknown layout attribute 'centreX'; did you mean 'centerX'?",
      ]
    ),
    (
      #"<constraints><constraint firstItem="moveButon" relation="equall" secondItem="panel"/></constraints>"#,
      [
        "14: error: <constraint> needs a 'firstAttribute' attribute",
        "37: error: unknown view 'moveButon'; did you mean 'moveButton'?",
        "58: error: 'equall' is not a valid 'relation'; did you mean 'equal'? (one of equal, lessThanOrEqual, greaterThanOrEqual)",
      ]
    ),
    (
      #"<constraints><constraint firstItem="moveButton" firstAttribute="top" secondItem="pnael" secondAttribute="topp"/></constraints>"#,
      [
        "82: error: unknown view 'pnael'; did you mean 'panel'?",
        "106: error: unknown layout attribute 'topp'; did you mean 'top'?",
      ]
    ),
    (
      #"<constraints><constraint eq="moveButon.centreX == panel.centerX"/></constraints>"#,
      [
        "30: error: unknown view 'moveButon'; did you mean 'moveButton'?",
        "40: error: unknown layout attribute 'centreX'; did you mean 'centerX'?",
      ]
    ),
    (
      #"<constraints><constraint firstItem="moveButon" firstAttribute="top" secondItem="panel" constant="x" active="maybe"/></constraints>"#,
      [
        "37: error: unknown view 'moveButon'; did you mean 'moveButton'?",
        "98: error: 'x' is not a number for 'constant'",
        "109: error: 'active' is 'true' or 'false', not 'maybe'",
      ]
    ),
    (
      #"<timeline><animate><setConstant match="moveButon.centreX" to="0"/></animate></timeline>"#,
      [
        "40: error: unknown view 'moveButon'; did you mean 'moveButton'?",
        "50: error: unknown layout attribute 'centreX'; did you mean 'centerX'?",
      ]
    ),
    (
      #"<timeline><animate><set view="nope" alpha="2" title="x"/></animate></timeline>"#,
      [
        "31: error: unknown view 'nope'",
        "44: error: 'alpha' must be between 0 and 1, not 2",
      ]
    ),
    (
      #"<timeline><basicAnimation view="nope" from="x" duration="-1"/></timeline>"#,
      [
        "11: error: <basicAnimation> needs a 'keyPath' attribute",
        "33: error: unknown view 'nope'",
        "45: error: 'x' is not a number for 'from'",
        "58: error: 'duration' must be at least 0, not -1",
      ]
    ),
    (
      #"<timeline><basicAnimation view="panel" keyPath="opacity" from="2" to="3" curve="linnear"/></timeline>"#,
      [
        "64: error: opacity runs from 0 to 1, not 2",
        "71: error: opacity runs from 0 to 1, not 3",
        "81: error: 'linnear' is not a valid 'curve'; did you mean 'linear'? (one of easeInOut, easeIn, easeOut, linear, default)",
      ]
    ),
    (
      #"<states><state><set view="ghost" alpha="0"/></state></states>"#,
      [
        "9: error: <state> needs a 'name' attribute",
        "27: error: unknown view 'ghost'",
      ]
    ),
    (
      #"<view alpha="2"><subviews><label id="inner"/></subviews><constraints><constraint eq="ghost.top == inner.top"/></constraints></view>"#,
      [
        "1: error: <view> needs an 'id' attribute",
        "14: error: 'alpha' must be between 0 and 1, not 2",
        "86: error: unknown view 'ghost'",
      ]
    ),
  ]

  @Test("each problem of one element is reported, in one pass", arguments: cases)
  func allProblems(_ body: String, _ expected: [String]) {
    #expect(Self.problems(body) == expected)
  }
}
