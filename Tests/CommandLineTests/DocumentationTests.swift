import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fenced code block of a page in `docs/`.
struct DocumentationBlock: Sendable, CustomTestStringConvertible {
  var page: String
  /// The line of the opening fence, 1-based.
  var line: Int
  /// The fence's info string, such as `xml`, `xml error` or `text`.
  var info: String
  var text: String
  /// The block that follows it on the page, if any (an example's expected diagnostics).
  var expected: String?
  /// The last complete XML example before it on the page (what a `console` block runs on).
  var document: String?

  var testDescription: String { "\(page):\(line) (\(info))" }
}

/// The pages of `docs/` and what they say, read through the C library.
enum DocumentationPages {
  static let folder = testsFolder() + "/../../docs"

  static var names: [String] { Repository.files(in: folder, suffix: ".md") }

  /// The fenced blocks of a page, in order; each knows the block after it.
  static func blocks(of page: String, text: String) -> [DocumentationBlock] {
    var blocks: [DocumentationBlock] = []
    var open: (line: Int, info: String, lines: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if var current = open {
        if line.hasPrefix("```") {
          blocks.append(
            DocumentationBlock(
              page: page, line: current.line, info: current.info,
              text: current.lines.joined(separator: "\n") + "\n"))
          open = nil
        } else {
          current.lines.append(line)
          open = current
        }
      } else if line.hasPrefix("```") {
        open = (index + 1, String(line.dropFirst(3)).trimmingCharacters(), [])
      }
    }
    for index in blocks.indices.dropLast() where blocks[index + 1].info == "text" {
      blocks[index].expected = blocks[index + 1].text
    }
    var document: String?
    for index in blocks.indices {
      if blocks[index].info.hasPrefix("xml"), blocks[index].info != "xml fragment" {
        document = blocks[index].text
      }
      if blocks[index].info == "console" { blocks[index].document = document }
    }
    return blocks
  }

  /// Every block of every page.
  static let all: [DocumentationBlock] = names.flatMap { name in
    blocks(of: name, text: Repository.text(folder + "/" + name) ?? "")
  }

  /// The blocks whose info string starts with `xml`.
  static let examples = all.filter { $0.info.hasPrefix("xml") }

  /// The `console` blocks: a `$ motionboard …` command on `example.xml` and what it prints.
  static let sessions = all.filter { $0.info == "console" }

  /// Writes `text` as `example.xml` in a new folder; returns the folder.
  static func writeExample(_ text: String) throws -> String {
    let folder = ExportTests.temporaryFolder()
    let handle = try #require(fopen(folder + "/example.xml", "w"))
    fputs(text, handle)
    fclose(handle)
    return folder
  }

  /// GitHub's anchor for a heading: lowercase, punctuation dropped, spaces made hyphens.
  static func anchor(_ heading: String) -> String {
    var slug = ""
    for character in heading.lowercased() {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        slug.append(character)
      } else if character == " " {
        slug.append("-")
      }
    }
    return slug
  }

  /// The anchors of a page's headings.
  static func anchors(of text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inFence = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      anchors.insert(anchor(String(line.drop { $0 == "#" }).trimmingCharacters()))
    }
    return anchors
  }

  /// The targets of a page's relative Markdown links, `(page.md#anchor)` and `(#anchor)`.
  static func links(in text: String) -> [String] {
    var links: [String] = []
    var rest = Substring(text)
    while let start = rest.firstRange(of: "](") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<end])
      if !target.contains("://"), !target.contains(" ") { links.append(target) }
      rest = rest[end...]
    }
    return links
  }
}

/// The examples in `docs/` are real: each complete document is checked by `motionboard check`,
/// so the reference cannot drift from the code without a test failing.
///
/// A fence's info string says what the block is: `xml` a complete document that must pass
/// `check` without a single diagnostic; `xml error` (or `xml warning`) one that must fail (or
/// pass with warnings) printing exactly the `text` block that follows it, the file being named
/// `example.xml`; `xml fragment` a partial snippet, which is not checked. A `console` block,
/// `$ motionboard ARGUMENTS` and the output, runs on the last complete example before it and
/// must print exactly that output.
@Suite("documentation")
struct DocumentationTests {
  @Test("the reference pages exist and hold complete examples")
  func pagesHoldExamples() {
    let names = DocumentationPages.names
    for page in ["README.md", "format.md", "timing.md", "output.md"] {
      #expect(names.contains(page), "docs/\(page) is missing")
    }
    let complete = DocumentationPages.examples.filter { $0.info != "xml fragment" }
    #expect(complete.count >= 15)
    #expect(complete.contains { $0.info == "xml error" })
    #expect(complete.contains { $0.info == "xml warning" })
    #expect(DocumentationPages.sessions.count >= 2)
  }

  @Test("each XML example checks as its fence says", arguments: DocumentationPages.examples)
  func exampleChecks(_ block: DocumentationBlock) throws {
    let kinds = ["xml", "xml fragment", "xml error", "xml warning"]
    #expect(kinds.contains(block.info), "unknown fence '\(block.info)'; use one of \(kinds)")
    guard block.info != "xml fragment" else { return }
    let folder = try DocumentationPages.writeExample(block.text)
    let path = folder + "/example.xml"
    let result = runMotionboard(["check", "--color", "never", path])
    let printed = result.error.replacing(folder + "/", with: "")
    switch block.info {
    case "xml":
      #expect(result.status == 0)
      #expect(printed == "", "a complete example must check clean")
    default:
      #expect(result.status == (block.info == "xml error" ? 1 : 0))
      #expect(printed == block.expected, "the diagnostics shown after the example")
      #expect(printed.contains(block.info == "xml error" ? ": error: " : ": warning: "))
    }
  }

  @Test(
    "each console session prints what the page shows", arguments: DocumentationPages.sessions)
  func sessionPrints(_ block: DocumentationBlock) throws {
    let document = try #require(block.document, "no complete XML example before the session")
    let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
    let command = try #require(lines.first)
    #expect(command.hasPrefix("$ motionboard "), "a session starts with '$ motionboard'")
    let folder = try DocumentationPages.writeExample(document)
    let arguments = command.dropFirst(14).split(separator: " ").map {
      $0 == "example.xml" ? folder + "/example.xml" : String($0)
    }
    let result = runMotionboard(arguments + ["--color", "never"])
    let printed = (result.error + result.output).replacing(folder + "/", with: "")
    #expect(printed == lines.dropFirst().joined(separator: "\n"))
    #expect(result.status == (printed.contains(": error: ") ? 1 : 0))
  }

  @Test("links between the pages lead to existing pages and headings")
  func linksResolve() {
    var anchors: [String: Set<String>] = [:]
    var texts: [String: String] = [:]
    for name in DocumentationPages.names {
      let text = Repository.text(DocumentationPages.folder + "/" + name) ?? ""
      texts[name] = text
      anchors[name] = DocumentationPages.anchors(of: text)
    }
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      for link in DocumentationPages.links(in: text) {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let page = parts[0].isEmpty ? name : String(parts[0])
        guard page.hasSuffix(".md"), !page.contains("/") else { continue }
        #expect(anchors[page] != nil, "\(name) links to the missing page \(page)")
        if parts.count == 2, let known = anchors[page] {
          #expect(known.contains(String(parts[1])), "\(name) links to \(link), no such heading")
        }
      }
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
