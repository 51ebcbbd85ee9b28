import Foundation
import TestFiles
import Testing

/// The figures of the storyboard import are written once, in `Tests/Fixtures/IB/oracle/floors.json`
/// (`compare.py` and `CorpusTests` hold the corpus to them); docs/storyboards.md shows them in
/// its table under "Figures" (docs/storyboards.md, How the import is checked), which must say
/// the same, set by set.
@Suite("the documented figures of the storyboard import")
struct DocumentedFiguresTests {
  /// The keys of a set in floors.json, in the order of the table's number columns.
  static let keys = [
    "files", "importing", "refused", "eligible", "eligibleWithin", "textSized", "textSizedWithin",
  ]

  /// floors.json's sets (`{"real": {"files": 162, …}, …}`; keys starting with `_` are comments),
  /// each as its numbers in the order of `keys` (-1 for a missing one).
  static func floors(in json: String) -> [String: [Int]] {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    var sets: [String: [Int]] = [:]
    for (name, value) in object ?? [:] where !name.hasPrefix("_") {
      let figures = value as? [String: Int] ?? [:]
      sets[name] = keys.map { figures[$0] ?? -1 }
    }
    return sets
  }

  /// The rows of the table between `<!-- figures -->` and `<!-- /figures -->`: the set's name
  /// (in backquotes, the first cell) and the numbers of the other cells.
  static func documented(in text: String) -> [String: [Int]] {
    var rows: [String: [Int]] = [:]
    var inside = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("<!-- figures -->") { inside = true }
      if line.hasPrefix("<!-- /figures -->") { break }
      guard inside, line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|").map { $0.filter { $0 != " " && $0 != "`" } }
      guard let name = cells.first else { continue }
      rows[name] = cells.dropFirst().map { Int($0.filter { $0 != "," }) ?? -1 }
    }
    return rows
  }

  @Test("docs/storyboards.md states the figures floors.json holds, for the same sets")
  func docsStateTheFloors() {
    let json = Repository.text(Repository.path("Tests/Fixtures/IB/oracle/floors.json")) ?? ""
    let docs = Repository.text(Repository.path("docs/storyboards.md")) ?? ""
    let floors = Self.floors(in: json)
    let rows = Self.documented(in: docs)
    #expect(floors["real"] != nil, "floors.json has no figures for real/")
    #expect(floors.values.allSatisfy { !$0.contains(-1) }, "floors.json: \(floors)")
    #expect(Set(rows.keys) == Set(floors.keys), "docs/storyboards.md's table lists \(rows.keys)")
    for (set, figures) in floors {
      #expect(rows[set] == figures, "docs/storyboards.md: \(set)")
    }
  }

  @Test("the table's reader and floors.json's reader take the numbers they are given")
  func readersTakeTheNumbers() {
    let json =
      #"{"_comment": "x", "real": {"files": 3, "importing": 2, "refused": 1, "eligible": 40, "eligibleWithin": 39, "textSized": 1,234, "textSizedWithin": 5}}"#
    #expect(Self.floors(in: json).isEmpty, "not JSON: 1,234")
    let valid = json.replacingOccurrences(of: "1,234", with: "1234")
    #expect(Self.floors(in: valid) == ["real": [3, 2, 1, 40, 39, 1234, 5]])
    let docs = """
      <!-- figures -->
      | set | files |
      |---|---:|
      | `real` | 3 | 2 | 1 | 40 | 39 | 1,234 | 5 |
      <!-- /figures -->
      | `heldout` | 1 |
      """
    #expect(Self.documented(in: docs) == ["real": [3, 2, 1, 40, 39, 1234, 5]])
  }
}
