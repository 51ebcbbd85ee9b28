import TestFiles
import Testing

/// The input format's attribute tables (Sources/Interface/Parsing/AttributeTables.swift) and the
/// parser agree: every name a table allows is read by the parser.
@Suite("attribute tables")
struct AttributeTableCoverageTests {
  static let folder = Repository.path("Sources/Interface/Parsing")

  /// Each table's cases, by enumeration name.
  static let tables: [(table: String, cases: [String])] = {
    let text = Repository.text(folder + "/AttributeTables.swift") ?? ""
    var tables: [(String, [String])] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("enum "), let name = trimmed.dropFirst(5).split(separator: ":").first {
        tables.append((String(name), []))
      } else if trimmed.hasPrefix("case "), !tables.isEmpty, !trimmed.contains(":") {
        let names = trimmed.dropFirst(5).split(separator: ",").map {
          String($0.trimmingPrefix(" ").prefix { $0.isLetter || $0.isNumber })
        }
        tables[tables.count - 1].1 += names.filter { !$0.isEmpty }
      }
    }
    return tables
  }()

  /// The parsing sources other than the tables, as one text.
  static let parser: String = Repository.files(in: folder, suffix: ".swift")
    .filter { $0 != "AttributeTables.swift" && $0 != "AttributeMap.swift" }
    .compactMap { Repository.text(folder + "/" + $0) }.joined(separator: "\n")

  @Test("the tables are found")
  func tablesFound() {
    #expect(Self.tables.map(\.table).contains("ViewAttribute"))
    #expect(Self.tables.first { $0.table == "ViewAttribute" }?.cases.contains("alpha") == true)
    #expect(Self.tables.count >= 8)
  }

  @Test("every attribute a table allows is read by the parser", arguments: tables.map(\.table))
  func everyNameRead(_ table: String) {
    let cases = Self.tables.first { $0.table == table }?.cases ?? []
    let unread = cases.filter { name in
      // A read names the case as an implicit member: `attributes[.alpha]`, `required(.id,`,
      // `[BlockAttribute.at, .after]`, `case .hidden:`.
      ["[.", "(.", ", .", "case .", "\(table)."].allSatisfy { prefix in
        !Self.parser.contains(prefix + name + "]") && !Self.parser.contains(prefix + name + ",")
          && !Self.parser.contains(prefix + name + ")")
          && !Self.parser.contains(prefix + name + ":")
          && !Self.parser.contains(prefix + name + "?")
      }
    }
    #expect(unread.isEmpty, "allowed but never read: \(unread)")
  }
}
