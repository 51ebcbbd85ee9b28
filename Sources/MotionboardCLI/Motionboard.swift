import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line: dispatches a subcommand and returns the exit status.
package enum Motionboard {
  /// Makes an interrupted export leave no temporary file behind, and say so (the executable
  /// calls this).
  package static func installInterruptHandlers() {
    InterruptNote.prepare(onTerminal: isatty(2) != 0)
    AtomicFileWriter.removeTemporaryFilesOnInterrupt()
  }

  /// Runs `motionboard` with `arguments` (without the program name).
  package static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(UsageError) {
      return try dispatch(arguments, console: console).rawValue
    } catch {
      console.writeError(HelpText.usageError(error))
      return ExitStatus.usage.rawValue
    }
  }

  private static func dispatch(_ arguments: [String], console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard let first = arguments.first else {
      console.writeOutput(HelpText.overview)
      return .success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--version":
      console.writeOutput("motionboard \(HelpText.version)\n")
      return .success
    case "-h", "--help":
      console.writeOutput(HelpText.overview)
      return .success
    case "help":
      guard let name = rest.first else {
        console.writeOutput(HelpText.overview)
        return .success
      }
      let command = try spec(named: name)
      console.writeOutput(HelpText.help(for: command))
      return .success
    default:
      let command = try spec(named: first)
      let scanned = try ArgumentScanner(spec: command).scan(rest)
      if scanned.flags.contains("--help") {
        console.writeOutput(HelpText.help(for: command))
        return .success
      }
      InterruptNote.writesFiles.store(
        command.name == "export" || command.name == "convert", ordering: .relaxed)
      switch command.name {
      case "frames":
        return try FramesCommand(scanned, console: console).run()
      case "export":
        return try ExportCommand(scanned, console: console).run()
      case "convert":
        return try ConvertCommand(scanned, console: console).run()
      case "scenes":
        return try ScenesCommand(scanned, console: console).run()
      case "timeline":
        return try TimelineCommand(scanned, console: console).run()
      default:
        return try CheckCommand(scanned, console: console).run()
      }
    }
  }

  private static func spec(named name: String) throws(UsageError) -> CommandSpec {
    if let command = CommandSpec.all.first(where: { $0.name == name }) { return command }
    let names = CommandSpec.all.map(\.name) + ["help"]
    if name.hasPrefix("-") {
      let hint =
        Suggestion.closest(to: name, in: ["--help", "--version"]).map {
          " Did you mean '\($0)'?"
        } ?? ""
      throw UsageError(message: "Unknown option '\(name)'.\(hint)", command: nil)
    }
    let hint = Suggestion.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
    throw UsageError(message: "Unknown subcommand '\(name)'.\(hint)", command: nil)
  }
}
