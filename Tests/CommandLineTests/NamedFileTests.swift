import TestFiles
import Testing

/// What the README, ARCHITECTURE and the pages of `docs/` name: the targets of their relative
/// links, and the file names in backquotes that look like paths of the repository.
enum NamedFiles {
  /// The pages whose references are checked, relative to the repository's root.
  static let pages: [String] =
    ["README.md", "ARCHITECTURE.md"]
    + Repository.files(in: Repository.path("docs"), suffix: ".md").map { "docs/" + $0 }

  /// Words that stand for a name in the pages (`DIR/NAME.svg`, `Templates/KIND.xml`).
  static let placeholders: Set<String> = [
    "NAME", "KIND", "SCENE", "ID", "DIR", "OUTPUT", "FILE", "TARGET", "SEED", "N",
  ]

  /// The root's entries that paths can start with: not what the build and the tools write.
  static let topLevel: Set<String> = Set(
    Repository.files(in: Repository.root).filter {
      ![".git", ".build", ".swiftpm", "Output"].contains($0)
    })

  /// The folders the root's `.gitignore` names: made by the tools, never in a checkout.
  static let ignored: [String] = (Repository.text(Repository.path(".gitignore")) ?? "")
    .split(separator: "\n").map { String($0).trimmingSuffix("*") }
    .filter { !$0.hasPrefix("!") && $0.hasSuffix("/") }

  /// The names of every file in the repository's folders, for a bare name such as
  /// `compare.py` that the text around it places.
  static let baseNames: Set<String> = {
    var names: Set<String> = []
    func walk(_ folder: String) {
      for name in Repository.files(in: folder) where !name.hasPrefix(".") || name == ".ci" {
        let path = folder + "/" + name
        names.insert(name)
        if isFolder(path) { walk(path) }
      }
    }
    for entry in topLevel { walk(Repository.path(entry)) }
    return names.union(topLevel)
  }()

  /// A backquoted span that names a repository path: `Examples/login.xml`, `Tests/Fuzz/`, or a
  /// bare Markdown, Python, shell or Swift file name such as `FORMAT.md`; nil for anything else
  /// (commands, output names, placeholders, values).
  enum Reference: Equatable {
    /// A path from the repository's root.
    case path(String)
    /// A bare file name, somewhere in the repository (or beside the page).
    case name(String)
  }

  static func reference(_ span: String) -> Reference? {
    let forbidden = Set(" <>\"'=:*…{$(,")
    guard !span.isEmpty, !span.contains(where: forbidden.contains) else { return nil }
    let path = span.hasPrefix("./") ? String(span.dropFirst(2)) : span
    let components = path.split(separator: "/")
    guard let first = components.first else { return nil }
    if path.contains("/") {
      guard topLevel.contains(String(first)) else { return nil }
      guard !ignored.contains(where: { (path + "/").hasPrefix($0) }) else { return nil }
      let words = components.flatMap { $0.split(whereSeparator: { "-._@".contains($0) }) }
      guard !words.contains(where: { placeholders.contains(String($0)) }) else { return nil }
      return .path(path)
    }
    let suffixes = [".md", ".py", ".sh", ".swift"]
    return suffixes.contains(where: { path.hasSuffix($0) }) && path.count > 3 ? .name(path) : nil
  }

  /// The backquoted spans of a page, outside fenced blocks.
  static func spans(in text: String) -> [String] {
    var spans: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence else { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      spans += stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
    return spans
  }

  /// What is wrong with the references of a page's text: each missing file as a message.
  static func problems(page: String, text: String) -> [String] {
    let folder = page.lastIndex(of: "/").map { String(page[..<$0]) } ?? ""
    func local(_ path: String) -> String { folder.isEmpty ? path : folder + "/" + path }
    var problems: [String] = []
    for link in DocumentationPages.links(in: text) where !link.hasPrefix("mailto:") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let target = parts[0].isEmpty ? page : normalized(local(String(parts[0])))
      guard exists(target) else {
        problems.append("\(page) links to \(link), which is not in the repository")
        continue
      }
      if parts.count == 2, target.hasSuffix(".md"),
        !DocumentationPages.anchors(of: Repository.text(Repository.path(target)) ?? "")
          .contains(String(parts[1]))
      {
        problems.append("\(page) links to \(link): \(target) has no such heading")
      }
    }
    for span in spans(in: text) {
      switch reference(span) {
      case .path(let path) where !exists(path):
        problems.append("\(page) names `\(span)`, which is not in the repository")
      case .name(let name) where !exists(local(name)) && !baseNames.contains(name):
        problems.append("\(page) names `\(span)`, which is not in the repository")
      default:
        break
      }
    }
    return problems
  }

  /// `a/b/../c` as `a/c`.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." { parts.removeLast() } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }

  static func exists(_ relative: String) -> Bool {
    var status = stat()
    return stat(Repository.path(relative), &status) == 0
  }

  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}

@Suite("named files")
struct NamedFileTests {
  @Test("every file the README, ARCHITECTURE and docs/ link to or name is in the repository")
  func namedFilesExist() throws {
    #expect(NamedFiles.pages.count >= 8)
    for page in NamedFiles.pages {
      let text = try #require(Repository.text(Repository.path(page)), "cannot read \(page)")
      for problem in NamedFiles.problems(page: page, text: text) {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  @Test("the README links every page of docs/")
  func readmeLinksEveryPage() throws {
    let readme = try #require(Repository.text(Repository.path("README.md")))
    let links = Set(DocumentationPages.links(in: readme).map { $0.split(separator: "#")[0] })
    let pages = NamedFiles.pages.filter { $0.hasPrefix("docs/") }
    #expect(pages.contains("docs/performance.md") && pages.contains("docs/testing.md"))
    for page in pages {
      #expect(links.contains(Substring(page)), "README.md does not link to \(page)")
    }
  }

  @Test("a dead link, a missing path and a missing bare name are each found")
  func deadReferencesAreFound() {
    let text = """
      See [the format](docs/format.md#colors), [nothing](docs/nothing.md), \
      [no heading](docs/format.md#no-such-heading) and ![picture](docs/preview.png).
      The contract is `FORMAT.md`; `Examples/login.xml` and `Examples/gone.xml`; `Tests/Fuzz/`.
      Placeholders and outputs are not files: `DIR/NAME.svg`, `Templates/KIND.xml`,
      `Output/login.svg`, `Tests/Fuzz/crashes/`, `motionboard export FILE`.

      ```sh
      cat `Examples/inside-a-fence.xml`
      ```
      """
    #expect(
      NamedFiles.problems(page: "README.md", text: text) == [
        "README.md links to docs/nothing.md, which is not in the repository",
        "README.md links to docs/format.md#no-such-heading: docs/format.md has no such heading",
        "README.md names `FORMAT.md`, which is not in the repository",
        "README.md names `Examples/gone.xml`, which is not in the repository",
      ])
  }

  @Test("spans that are not repository paths are not references")
  func referencesAreRecognised() {
    #expect(NamedFiles.reference("Examples/login.xml") == .path("Examples/login.xml"))
    #expect(NamedFiles.reference("./motionboard") == nil)
    #expect(NamedFiles.reference(".ci/run") == .path(".ci/run"))
    #expect(NamedFiles.reference("TIMING.md") == .name("TIMING.md"))
    #expect(NamedFiles.reference("Tests/PipelineTests/Goldens/NAME.xml") == nil)
    #expect(NamedFiles.reference("Tests/Fuzz/kept/TARGET-SEED/") == nil)
    #expect(NamedFiles.reference("a/ID.json") == nil)
    #expect(NamedFiles.reference("card.xml") == nil)
    #expect(NamedFiles.reference("image=\"images/avatar.png\"") == nil)
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
