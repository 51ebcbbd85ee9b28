import TestFiles
import Testing

/// The storyboard importer reads attributes by the cases of its table
/// (Sources/InterfaceBuilder/Reading/IBAttribute.swift), as the format's parser reads its own:
/// no reader is handed a name as a string literal, and every name the table lists is read.
@Suite("storyboard attribute table")
struct IBAttributeTableTests {
  static let folder = Repository.path("Sources/InterfaceBuilder")
  static let tablePath = folder + "/Reading/IBAttribute.swift"

  /// The table's cases.
  static let cases: [String] = (Repository.text(tablePath) ?? "").split(separator: "\n")
    .map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("case ") }
    .flatMap { $0.dropFirst(5).split(separator: ",").map { $0.trimmingPrefix(" ") } }
    .map { String($0.prefix { $0.isLetter || $0.isNumber }) }.filter { !$0.isEmpty }

  /// The importer's sources other than the table, by path.
  static let sources: [(path: String, text: String)] = ManifestTests.swiftFiles(in: folder)
    .filter { $0 != tablePath }.map { ($0, Repository.text($0) ?? "") }

  @Test("the table is found")
  func tableFound() {
    #expect(Self.cases.contains("customClass") && Self.cases.contains("firstAttribute"))
    #expect(Self.cases.count >= 61)
  }

  @Test("no attribute reader is handed a string literal")
  func noLiteralNames() {
    var found: [String] = []
    for (path, text) in Self.sources {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for reader in ["value(\"", "attribute(\"", "flag(\"", "number(\""]
        where line.contains(reader) && !line.drop(while: { $0 == " " }).hasPrefix("//") {
          found.append("\(path.dropFirst(Repository.root.count + 1)):\(number + 1): \(reader)")
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }

  @Test("every name the table lists is read by the importer")
  func everyNameRead() {
    let text = Self.sources.map(\.text).joined(separator: "\n")
    let unread = Self.cases.filter { name in
      ["(.", "[.", ", .", "== .", "IBAttribute."].allSatisfy { prefix in
        [")", ",", "]", " "].allSatisfy { !text.contains(prefix + name + $0) }
      }
    }
    #expect(unread.isEmpty, "listed but never read: \(unread)")
  }
}
