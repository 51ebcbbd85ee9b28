import Diagnostics
import Testing

@Suite("diagnostics")
struct DiagnosticsTests {
  @Test("a diagnostic prints as FILE:LINE:COLUMN: severity: message with its notes")
  func plainFormat() {
    let diagnostic = Diagnostic.error(
      "duplicate id 'card'", at: SourceLocation(file: "a.xml", line: 7, column: 15),
      notes: [
        .init(
          "'card' is first declared here", at: SourceLocation(file: "a.xml", line: 3, column: 9))
      ])
    #expect(
      DiagnosticFormatter().format(diagnostic)
        == "a.xml:7:15: error: duplicate id 'card'\na.xml:3:9: note: 'card' is first declared here\n"
    )
  }

  @Test("on a terminal the source line and a caret under the column follow")
  func sourceExcerpt() {
    let diagnostic = Diagnostic.warning(
      "unused", at: SourceLocation(file: "a.xml", line: 2, column: 5))
    let text = DiagnosticFormatter(colors: false, showsSource: true).format(diagnostic) { _ in
      ["first", "\tab cd"]
    }
    #expect(text == "a.xml:2:5: warning: unused\n\tab cd\n\t   ^\n")
  }

  @Test("colors wrap the severity in ANSI codes")
  func colors() {
    let text = DiagnosticFormatter(colors: true).format(
      .error("x", at: SourceLocation(file: "f", line: 1, column: 1)))
    #expect(text == "\u{1B}[1mf:1:1:\u{1B}[0m \u{1B}[1;31merror\u{1B}[0m: x\n")
  }

  @Test("the log keeps one copy of a repeated diagnostic and counts errors")
  func logDeduplicates() {
    var log = DiagnosticLog()
    let location = SourceLocation(file: "f", line: 1, column: 1)
    log.error("a", at: location)
    log.error("a", at: location)
    log.warning("b", at: location)
    #expect(log.diagnostics.count == 2)
    #expect(log.errorCount == 1)
    #expect(log.warningCount == 1)
    #expect(log.hasErrors)
  }

  @Test("the log sorts by position, keeping the order of equal positions")
  func logSorts() {
    var log = DiagnosticLog()
    log.error("late", at: SourceLocation(file: "f", line: 9, column: 1))
    log.error("early", at: SourceLocation(file: "f", line: 2, column: 4))
    log.error("early too", at: SourceLocation(file: "f", line: 2, column: 4))
    #expect(log.sorted.map(\.message) == ["early", "early too", "late"])
  }

  @Test(
    "suggestions pick the closest name within a third of the word's length, never all of it",
    arguments: [
      ("histroyList", ["historyList", "account"], "historyList"),
      ("widht", ["width", "height"], "width"),
      ("lable", ["label", "view"], "label"),
      ("x", ["y", "zz"], nil),
      ("aa", ["a", "b"], "a"),
      ("account", ["historyList"], nil),
      ("backgroundColour", ["backgroundColor", "borderColor"], "backgroundColor"),
    ] as [(String, [String], String?)])
  func suggestions(_ word: String, _ candidates: [String], _ expected: String?) {
    #expect(Suggestion.closest(to: word, in: candidates) == expected)
  }

  @Test("edit distance counts a swap of neighbours as one edit")
  func editDistance() {
    #expect(Suggestion.editDistance("abcd", "abdc") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
  }
}
