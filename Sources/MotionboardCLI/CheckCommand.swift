import Diagnostics
import Pipeline

/// `motionboard check FILE|FOLDER…`: parse and check, print diagnostics, write nothing.
struct CheckCommand {
  let inputs: InputList
  let compilation: Compilation
  let printer: DiagnosticPrinter
  let timeline: String?
  let console: Console
  let code: CodeOptions?

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<files> ...'", command: "check")
    }
    inputs = InputList(arguments.positionals, recursive: arguments.flags.contains("--recursive"))
    compilation = try Compilation(arguments, command: "check")
    timeline = arguments.values["--timeline"]
    self.console = console
    code = try CodeOptions(arguments, command: "check")
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
  }

  func run() -> ExitStatus {
    guard
      let compilation = compilation.reading(timeline: timeline, printer: printer)?
        .reading(code: code, printer: printer)
    else {
      return .inputErrors
    }
    for problem in inputs.problems {
      printer.printFileProblem(problem.message, file: problem.path)
    }
    var (clean, warned) = (0, 0)
    for file in inputs.files {
      switch InputFile.read(file, limit: compilation.options.limits.fileSize) {
      case .failure(let problem):
        printer.printFileProblem(problem.message, file: file)
      case .success(let bytes):
        var log = DiagnosticLog()
        for checked in compilation.checkDocuments(bytes, file: file) {
          log.append(contentsOf: checked.log)
        }
        printer.print(log, sources: compilation.sources(bytes, file: file))
        if !log.hasErrors { clean += 1 }
        if !log.hasErrors, log.diagnostics.contains(where: { $0.severity == .warning }) {
          warned += 1
        }
      }
    }
    let failed = clean < inputs.files.count || !inputs.problems.isEmpty
    if let summary = Self.summary(clean: clean, warned: warned, of: inputs.files.count, failed) {
      console.writeOutput(summary + "\n")
    }
    return failed ? .inputErrors : .success
  }

  /// What the check found, on standard output: how many files are clean (warnings allowed),
  /// so that success is not silent; nothing for a single file with errors, whose errors say
  /// it (docs/output.md, `check`).
  static func summary(clean: Int, warned: Int, of total: Int, _ failed: Bool) -> String? {
    let files = { (count: Int) in count == 1 ? "1 file" : "\(count) files" }
    let warnings = warned == 0 ? "" : ", \(warned) with warnings"
    if !failed {
      return "\(files(clean)) \(clean == 1 ? "is" : "are") clean\(warnings)"
    }
    guard total > 1 else { return nil }
    let broken = total - clean
    return "\(clean) of \(files(total)) \(clean == 1 ? "is" : "are") clean\(warnings); "
      + "\(broken) \(broken == 1 ? "has" : "have") errors"
  }
}
