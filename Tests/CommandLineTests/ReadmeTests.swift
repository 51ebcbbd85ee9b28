import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One command of the README's `sh` blocks, with the files its comment says it writes.
struct ReadmeCommand: Sendable, CustomTestStringConvertible {
  var command: String
  var comment: String

  var testDescription: String { command }

  /// Its arguments after `./motionboard`.
  var arguments: [String] { command.split(separator: " ").dropFirst().map(String.init) }

  /// The files its comment names: words starting with `Output/`.
  var outputs: [String] {
    comment.split(whereSeparator: { " (),:;".contains($0) }).map(String.init)
      .filter { $0.hasPrefix("Output/") }
  }

  /// The commands of a page's `sh` blocks, in order: lines continued with `\` joined, each
  /// with its `#` comment taken apart.
  static func parse(_ text: String) -> [[ReadmeCommand]] {
    var blocks: [[ReadmeCommand]] = []
    var block: [ReadmeCommand]?
    var pending = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let finished = block { blocks.append(finished) }
        block = line == "```sh" ? [] : nil
        continue
      }
      guard block != nil else { continue }
      if line.hasSuffix("\\") {
        pending += line.dropLast() + " "
        continue
      }
      let whole = pending + line
      pending = ""
      let parts = whole.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let command = parts[0].split(separator: " ").joined(separator: " ")
      guard !command.isEmpty else { continue }
      block?.append(
        ReadmeCommand(command: command, comment: parts.count > 1 ? String(parts[1]) : ""))
    }
    return blocks
  }

  /// The README's blocks.
  static let blocks = parse(Repository.text(Repository.path("README.md")) ?? "")

  /// Every `./motionboard` command of the README.
  static let all = blocks.joined().filter { $0.command.hasPrefix("./motionboard ") }
}

/// The README shows what the tool does: its commands run from a checkout and write what they
/// say, and its picture is what the tool writes today.
@Suite("README")
struct ReadmeTests {
  @Test("the README starts with the two commands: the first export, then every test")
  func twoCommandsFirst() throws {
    let first = try #require(ReadmeCommand.blocks.first)
    #expect(first.map(\.command) == ["./motionboard export Examples/login.xml", "bash .ci/run"])
    #expect(ReadmeCommand.all.count >= 10)
  }

  @Test("a block's commands are read with their continuations and comments")
  func parsesCommands() {
    let text = """
      ```sh
      ./motionboard export a.xml --format strip   # Output/a.strip.png
      ./motionboard export b.storyboard \\
        --scene B
      ```

      ```xml
      ./motionboard not-a-command
      ```
      """
    let blocks = ReadmeCommand.parse(text)
    #expect(blocks.count == 1)
    #expect(
      blocks.first?.map(\.command) == [
        "./motionboard export a.xml --format strip", "./motionboard export b.storyboard --scene B",
      ])
    #expect(blocks.first?.first?.outputs == ["Output/a.strip.png"])
  }

  @Test(
    "each README command runs from a checkout and writes what it says", arguments: ReadmeCommand.all
  )
  func commandRuns(_ command: ReadmeCommand) throws {
    let binary = builtMotionboard
    try #require(access(binary, X_OK) == 0)
    let folder = ExportTests.temporaryFolder()
    #expect(symlink(HelpExampleTests.examples, folder + "/Examples") == 0)
    // The code examples read the view controllers kept with the tests, in the same checkout.
    #expect(symlink(Repository.path("Tests"), folder + "/Tests") == 0)
    let status = runProcess([binary] + command.arguments, in: folder)
    let printed = Repository.text(folder + "/.stderr") ?? ""
    #expect(status == 0, "\(command.command) exited with \(status): \(printed)")
    #expect(!printed.contains("warning:") && !printed.contains("error:"), "\(printed)")
    for output in command.outputs {
      #expect(access(folder + "/" + output, R_OK) == 0, "\(command.command) wrote no \(output)")
    }
  }

  @Test("docs/images/login.svg is the login Example's SVG export, byte for byte")
  func pictureIsCurrent() throws {
    let folder = TemporaryFolder()
    let result = runMotionboard(
      ["export", Repository.path("Examples/login.xml"), "--format", "svg", "--output", folder.path])
    #expect(result.status == 0, "\(result.error)")
    let exported = try #require(Repository.text(folder.path("login.svg")))
    let committed = try #require(
      Repository.text(Repository.path("docs/images/login.svg")), "docs/images/login.svg is missing")
    #expect(
      exported == committed,
      """
      docs/images/login.svg is stale; write it again with \
      ./motionboard export Examples/login.xml --format svg --output docs/images
      """)
  }
}
