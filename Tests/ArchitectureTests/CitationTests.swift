import TestFiles
import Testing

/// The sources cite the project's own reference (`docs/`), by page and heading, and every
/// citation leads to a heading that exists; so do the sources' and tests' citations of the
/// architecture page, by heading or by module.
@Suite("citations")
struct CitationTests {
  /// Every Swift file under `Sources/`, its comment lines joined so that a citation wrapped
  /// over two lines reads as one.
  static let sources: [(path: String, text: String)] = ManifestTests.swiftFiles(
    in: Repository.path("Sources")
  ).map { path in
    let lines = (Repository.text(path) ?? "").split(
      separator: "\n", omittingEmptySubsequences: false)
    let joined = lines.map { line -> String in
      let trimmed = line.drop { $0 == " " }
      for marker in ["/// ", "// "] where trimmed.hasPrefix(marker) {
        return String(trimmed.dropFirst(marker.count))
      }
      return "\n" + line
    }.joined(separator: " ")
    return (String(path.dropFirst(Repository.root.count + 1)), joined)
  }

  /// The headings of a page under `docs/`, without their `#`s.
  static func headings(of page: String) -> Set<String> {
    let text = Repository.text(Repository.path("docs/" + page)) ?? ""
    return Set(
      text.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
        String($0.drop { $0 == "#" }.drop { $0 == " " })
      })
  }

  /// The comments of every Swift file under `Sources/` and `Tests/`, each comment wrapped over
  /// several lines read as one; a line of code ends it.
  static let comments: [(path: String, text: String)] =
    (ManifestTests.swiftFiles(in: Repository.path("Sources"))
    + ManifestTests.swiftFiles(in: Repository.path("Tests"))).map { path in
      let lines = (Repository.text(path) ?? "").split(
        separator: "\n", omittingEmptySubsequences: false)
      let text = lines.map { line -> String in
        let trimmed = line.drop { $0 == " " }
        for marker in ["/// ", "// "] where trimmed.hasPrefix(marker) {
          return String(trimmed.dropFirst(marker.count))
        }
        return "\n"
      }.joined(separator: " ")
      return (String(path.dropFirst(Repository.root.count + 1)), text)
    }

  /// What a citation of the architecture page can name: its headings, and the modules whose
  /// paragraphs open with their name in bold.
  static let architectureSections: Set<String> = {
    var names: Set<String> = []
    for line in (Repository.text(Repository.path("ARCHITECTURE.md")) ?? "").split(separator: "\n") {
      if line.hasPrefix("#") {
        names.insert(String(line.drop { $0 == "#" }.drop { $0 == " " }))
      } else if line.hasPrefix("**"), let end = line.dropFirst(2).firstRange(of: "**") {
        names.insert(String(line.dropFirst(2)[..<end.lowerBound]))
      }
    }
    return names
  }()

  @Test("no source cites the team's contract files instead of docs/")
  func noContractCitations() {
    for (path, text) in Self.sources {
      #expect(!text.contains("FORMAT.md") && !text.contains("TIMING.md"), "\(path)")
    }
  }

  @Test("every docs/ citation names an existing page and heading")
  func citationsResolve() {
    var count = 0
    for (path, text) in Self.sources {
      var rest = Substring(text)
      while let start = rest.firstRange(of: "docs/") {
        rest = rest[start.upperBound...]
        let page = String(rest.prefix { $0.isLetter || $0 == "." })
        guard page.hasSuffix(".md") else { continue }
        count += 1
        let headings = Self.headings(of: page)
        #expect(!headings.isEmpty, "\(path): no page docs/\(page)")
        let after = rest.dropFirst(page.count)
        guard after.hasPrefix(", ") else { continue }
        let cited = after.dropFirst(2)
        let found = headings.contains { cited.hasPrefix($0 + ")") || cited.hasPrefix($0 + ";") }
        #expect(found, "\(path): docs/\(page) has no heading at '\(cited.prefix(40))…'")
      }
    }
    #expect(count >= 25)
  }

  @Test("every citation of the architecture page names one of its headings or modules")
  func architectureCitationsResolve() {
    var count = 0
    for (path, text) in Self.comments {
      var rest = Substring(text)
      while let start = rest.firstRange(of: "ARCHITECTURE.md, ") {
        rest = rest[start.upperBound...]
        count += 1
        let found = Self.architectureSections.contains {
          rest.hasPrefix($0 + ")") || rest.hasPrefix($0 + ";")
        }
        #expect(found, "\(path): ARCHITECTURE.md has no heading or module at '\(rest.prefix(40))…'")
      }
    }
    #expect(count >= 4)
  }
}
