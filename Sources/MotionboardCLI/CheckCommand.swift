import Diagnostics
import Pipeline

/// `motionboard check FILE|FOLDER…`: parse and check, print diagnostics, write nothing.
struct CheckCommand {
  let inputs: InputList
  let compilation: Compilation
  let printer: DiagnosticPrinter
  let timeline: String?
  let code: CodeOptions?

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<files> ...'", command: "check")
    }
    inputs = InputList(arguments.positionals, recursive: arguments.flags.contains("--recursive"))
    compilation = try Compilation(arguments, command: "check")
    timeline = arguments.values["--timeline"]
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
    var failed = !inputs.problems.isEmpty
    for problem in inputs.problems {
      printer.printFileProblem(problem.message, file: problem.path)
    }
    for file in inputs.files {
      switch InputFile.read(file, limit: compilation.options.limits.fileSize) {
      case .failure(let problem):
        printer.printFileProblem(problem.message, file: file)
        failed = true
      case .success(let bytes):
        var log = DiagnosticLog()
        for checked in compilation.checkDocuments(bytes, file: file) {
          log.append(contentsOf: checked.log)
        }
        printer.print(log, sources: compilation.sources(bytes, file: file))
        failed = failed || log.hasErrors
      }
    }
    return failed ? .inputErrors : .success
  }
}
