import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One example of a command's help: the line above it and the command.
struct HelpExample: Sendable, CustomTestStringConvertible {
  var subcommand: String
  var purpose: String
  var command: String

  var testDescription: String { command }

  /// The subcommands whose help is read.
  static let subcommands = ["check", "convert", "export", "frames", "scenes", "timeline"]

  /// The examples that a help text shows: each `    motionboard …` line of its EXAMPLES
  /// section, with the line above it.
  static func parse(_ help: String, subcommand: String) -> [HelpExample] {
    guard let section = help.firstRange(of: "\nEXAMPLES:\n") else { return [] }
    let lines = help[section.upperBound...].split(separator: "\n").map(String.init)
    return lines.indices.dropFirst().compactMap { index in
      let line = lines[index]
      guard line.hasPrefix("    motionboard ") else { return nil }
      return HelpExample(
        subcommand: subcommand, purpose: lines[index - 1].trimmingSpaces(),
        command: line.trimmingSpaces())
    }
  }

  /// Every example of every subcommand's help, read from what `help` prints.
  static let all: [HelpExample] = subcommands.flatMap { name in
    parse(runMotionboard(["help", name]).output, subcommand: name)
  }

  /// The repository paths an example names: its arguments that start with `Examples/`.
  var inputs: [String] {
    command.split(separator: " ").map(String.init).filter { $0.hasPrefix("Examples/") }
  }

  /// The files its purpose says it writes: words starting with `Output/`.
  var outputs: [String] {
    purpose.split(whereSeparator: { " (),:".contains($0) }).map(String.init)
      .filter { $0.hasPrefix("Output/") }
  }
}

/// Every command's help ends with examples that run from a checkout: each is run as written by
/// the built executable, in a folder that holds the repository's `Examples`, and must succeed
/// without a warning, writing the files its line names.
@Suite("help examples")
struct HelpExampleTests {
  static let binary = builtMotionboard
  static let examples = testsFolder() + "/../../Examples"

  @Test("each subcommand's help has examples of that subcommand")
  func everyCommandHasExamples() {
    for name in HelpExample.subcommands {
      let examples = HelpExample.all.filter { $0.subcommand == name }
      #expect(examples.count >= 2, "motionboard help \(name) shows \(examples.count) examples")
      for example in examples {
        #expect(example.command.hasPrefix("motionboard \(name) "))
      }
    }
  }

  @Test("an EXAMPLES section is read as its commands and what they write")
  func parsesExamples() {
    let help = """
      OPTIONS:
        -h, --help              Show help information.

      EXAMPLES:
        (From a checkout, run them as ./motionboard …)

        Write Output/a.svg and Output/a.json:
          motionboard export Examples/a.xml

      """
    let parsed = HelpExample.parse(help, subcommand: "export")
    #expect(parsed.map(\.command) == ["motionboard export Examples/a.xml"])
    #expect(parsed.first?.inputs == ["Examples/a.xml"])
    #expect(parsed.first?.outputs == ["Output/a.svg", "Output/a.json"])
  }

  @Test(
    "each help example runs from a checkout and writes what it says", arguments: HelpExample.all)
  func exampleRuns(_ example: HelpExample) throws {
    try #require(access(Self.binary, X_OK) == 0)
    #expect(!example.command.contains("\"") && !example.command.contains("'"), "no quoting")
    let folder = ExportTests.temporaryFolder()
    #expect(symlink(Self.examples, folder + "/Examples") == 0)
    for input in example.inputs {
      #expect(access(folder + "/" + input, R_OK) == 0, "\(input) is not in the repository")
    }
    let arguments =
      [Self.binary] + example.command.split(separator: " ").dropFirst().map(String.init)
    let status = runProcess(arguments, in: folder)
    let printed = Repository.text(folder + "/.stderr") ?? ""
    #expect(status == 0, "\(example.command) exited with \(status): \(printed)")
    #expect(!printed.contains("warning:") && !printed.contains("error:"), "\(printed)")
    for output in example.outputs {
      #expect(access(folder + "/" + output, R_OK) == 0, "\(example.command) wrote no \(output)")
    }
  }
}

/// Runs a command in `folder` to its end, its output in `folder/.stdout` and `.stderr`;
/// returns its exit status (-1 if it could not start).
func runProcess(_ arguments: [String], in folder: String) -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let flags = O_WRONLY | O_CREAT | O_TRUNC
  posix_spawn_file_actions_addopen(&actions, 1, folder + "/.stdout", flags, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, folder + "/.stderr", flags, 0o644)
  // The shell changes to the folder (glibc's addchdir is not in Swift's Glibc module).
  let shell = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder] + arguments
  let argv = shell.map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid = pid_t()
  guard posix_spawn(&pid, shell[0], &actions, nil, argv, environ) == 0 else { return -1 }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return (status >> 8) & 0xFF
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
