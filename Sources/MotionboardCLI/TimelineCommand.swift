import Diagnostics
import Interface
import InterfaceWriter
import Pipeline

/// `motionboard timeline LAYOUT --code … [--play …]`: the timeline the code makes, printed as a
/// sidecar with each block's line of code (docs/code.md, Commands).
struct TimelineCommand {
  let file: String
  let compilation: Compilation
  let code: CodeOptions?
  let printer: DiagnosticPrinter
  let console: Console

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
      let message =
        arguments.positionals.isEmpty
        ? "Missing expected argument '<file>'"
        : "timeline takes one layout, not \(arguments.positionals.count)"
      throw UsageError(message: message, command: "timeline")
    }
    self.file = file
    compilation = try Compilation(arguments, command: "timeline")
    guard let code = try CodeOptions(arguments, command: "timeline") else {
      throw UsageError(
        message: "Missing '--code <file|folder>': the timeline is read from the code.",
        command: "timeline")
    }
    self.code = code
    self.console = console
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
  }

  func run() -> ExitStatus {
    guard let compilation = compilation.reading(code: code, printer: printer) else {
      return .inputErrors
    }
    guard let (checked, document) = compilation.checkedFile(file, printer: printer) else {
      return .inputErrors
    }
    let comments = document.timeline.blocks.map { block -> String? in
      let name = block.location.file.split(separator: "/").last.map(String.init) ?? ""
      return "\(name):\(block.location.line)"
    }
    var header = ["The timeline that the code makes (motionboard timeline \(file))."]
    if let play = code?.play { header.append("Events played: \(play).") }
    console.writeOutput(
      InterfaceWriter.writeSidecar(
        document, names: WrittenNames.sidecar(for: document, names: checked.names),
        scene: checked.sceneName, header: header, comments: comments))
    return .success
  }
}
