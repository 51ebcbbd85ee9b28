import Diagnostics
import Pipeline

/// `motionboard convert FILE… [--scene S] [--timeline T] [--output DIR]`: each scene of a
/// storyboard or xib written in the format as `DIR/NAME-SCENE.xml`, atomically; a file with
/// errors writes nothing.
struct ConvertCommand {
  let files: [String]
  let output: String
  let compilation: Compilation
  let printer: DiagnosticPrinter
  let console: Console
  let timeline: String?

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<files> ...'", command: "convert")
    }
    files = arguments.positionals
    output = arguments.values["--output"] ?? "Output"
    compilation = try Compilation(arguments, command: "convert")
    timeline = arguments.values["--timeline"]
    self.console = console
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
  }

  func run() -> ExitStatus {
    guard let compilation = compilation.reading(timeline: timeline, printer: printer) else {
      return .inputErrors
    }
    // Two inputs or scenes converting to the same file: refused before anything is written
    // (docs/output.md, Folders and names).
    let plan = OutputPlan(
      inputs: files, output: output, compilation: compilation, jobs: 1, endings: { _ in [".xml"] })
    for clash in plan.clashes {
      console.writeError(OutputPlan.message(clash, command: "convert"))
    }
    guard plan.clashes.isEmpty else { return .inputErrors }
    AtomicFileWriter.removeStaleFiles(of: plan.targets, reportingTo: console)
    var failed = false
    for file in files {
      switch InputFile.read(file, limit: compilation.options.limits.fileSize) {
      case .failure(let problem):
        printer.printFileProblem(problem.message, file: file)
        failed = true
      case .success(let bytes):
        let sources = compilation.sources(bytes, file: file)
        for checked in compilation.checkDocuments(bytes, file: file) {
          printer.print(checked.log, sources: sources)
          guard let text = compilation.convert(checked, from: file) else {
            failed = true
            continue
          }
          let name =
            ExportCommand.baseName(file) + (checked.sceneName.map { "-" + $0 } ?? "")
          let path = "\(output)/\(name).xml"
          do {
            try AtomicFileWriter.save(text, to: path)
            console.writeOutput(path + "\n")
          } catch {
            console.writeError("\(path): error: \(error.message)\n")
            failed = true
          }
        }
      }
    }
    return failed ? .inputErrors : .success
  }
}
