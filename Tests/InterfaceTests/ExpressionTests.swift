import Diagnostics
import Interface
import Testing

@Suite("EXPR grammar")
struct ExpressionTests {
  /// Parses `text` as a `<setConstant to=…>` over views `card`, `side-panel` and constraint `h`.
  static func parse(_ text: String) -> (ValueExpression?, [String]) {
    let escaped = text.replacingAll("<", "&lt;").replacingAll("\"", "&quot;")
    let (document, diagnostics) = parseInterface(
      """
      <subviews><view id="card"/><view id="side-panel"/></subviews>
      <constraints><constraint identifier="h" eq="card.height == 10"/></constraints>
      <states><state name="s"><setConstant constraint="h" to="\(escaped)"/></state></states>
      """)
    guard case .setConstant(_, let expression) = document.states.first?.changes.first?.action
    else { return (nil, describe(diagnostics)) }
    return (expression, describe(diagnostics))
  }

  /// Reference values for evaluation: h.constant = 10, card frame (20, 40, 100, 50).
  static func lookup(_ reference: ValueExpression.Reference) -> Double? {
    switch reference {
    case .constant(of: "h"): 10
    case .frame(of: "card", .minX): 20
    case .frame(of: "card", .minY): 40
    case .frame(of: "card", .width): 100
    case .frame(of: "card", .height): 50
    case .frame(of: "card", .maxY): 90
    case .frame(of: "side-panel", .width): 7
    default: nil
    }
  }

  @Test(
    "expressions evaluate with precedence, unary minus, functions and references",
    arguments: [
      ("1 + 2 * 3", 7.0), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("24 / 4 / 2", 3),
      ("-2 * 3", -6), ("--2", 2), ("-(1 + 2)", -3), ("+5", 5), ("2 * -3", -6),
      ("1.5e2", 150), (".5 + .25", 0.75), ("min(3, 4)", 3), ("max(3, 4 * 2)", 8),
      ("abs(-3.5)", 3.5), ("round(2.5)", 3), ("round(-2.5)", -3), ("min(max(1, 2), 0)", 0),
      ("h.constant", 10), ("h.constant * 5", 50), ("card.maxY - card.minY", 50),
      ("card.maxY-card.minY", 50), ("side-panel.width - 1", 6), ("side-panel.width-1", 6),
      ("card.width / 2 + card.minX", 70), ("max(h.constant - (card.height - 45), 0)", 5),
    ])
  func evaluation(_ text: String, _ value: Double) throws {
    let (expression, diagnostics) = Self.parse(text)
    #expect(diagnostics == [])
    let parsed = try #require(expression)
    #expect(try parsed.evaluate(Self.lookup).get() == value)
  }

  @Test(
    "syntax errors point at the offending token",
    arguments: [
      // The `to` value starts at column 57 of line 4.
      ("1 +", "4:60: error: expected a number, a reference or '(' at the end of the expression"),
      ("(1 + 2", "4:63: error: expected ')' to close the '(' at column 57"),
      ("1 2", "4:59: error: unexpected '2.0' after the expression"),
      (
        "mix(1, 2)",
        "4:57: error: unknown function 'mix'; did you mean 'min'? (functions: min, max, abs, round)"
      ),
      ("min(1)", "4:57: error: 'min' takes 2 arguments, not 1"),
      ("abs(1, 2)", "4:57: error: 'abs' takes 1 argument, not 2"),
      ("crad.width", "4:57: error: unknown view 'crad'; did you mean 'card'?"),
      (
        "card.widht", "4:57: error: unknown property 'widht' in 'card.widht'; did you mean 'width'?"
      ),
      ("hh.constant", "4:57: error: unknown constraint 'hh'; did you mean 'h'?"),
      (
        "card",
        "4:57: error: 'card' is not a value; write 'REF.constant' or 'VIEW.minX' (or minY, maxX, maxY, midX, midY, width, height)"
      ),
      ("3 / 0", "4:59: error: division by zero"),
      ("1 / (2 - 2)", "4:59: error: division by zero"),
      ("nan", "4:57: error: 'nan' is not a finite number"),
      ("1e999", "4:57: error: '1e999' is not a finite number"),
      ("12px", "4:57: error: '12px' is not a number or a name"),
      ("1 # 2", "4:59: error: unexpected '#' after the expression"),
      ("1 < 2", "4:59: error: unexpected '<' after the expression"),
      ("", "4:57: error: expected an expression, found nothing"),
      ("1e300 * 1e300", "4:57: error: '1e300' is too large; numbers are limited to ±1e9"),
      ("1e9 * 1e9", "4:57: error: the expression's value is not finite or beyond ±1e9"),
    ])
  func syntaxError(_ text: String, _ diagnostic: String) {
    #expect(Self.parse(text).1 == [diagnostic])
  }

  @Test("an entity in the attribute counts as one character for columns")
  func entityColumns() {
    // `&lt;` is four source bytes for one character: the error after it is 3 columns further.
    let (_, diagnostics) = Self.parse("< + 1")
    #expect(diagnostics == ["4:57: error: expected a number, a reference or '(' before '<'"])
    let (_, later) = Self.parse("1 + <")
    #expect(later == ["4:61: error: expected a number, a reference or '(' before '<'"])
  }
}

extension String {
  func replacingAll(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
