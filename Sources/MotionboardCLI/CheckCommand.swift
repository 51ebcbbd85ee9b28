import Diagnostics
import Pipeline

/// `motionboard check FILE|FOLDER…`: parse and check, print diagnostics, write nothing.
struct CheckCommand {
  let inputs: InputList
  let compilation: Compilation
  let printer: DiagnosticPrinter

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<files> ...'", command: "check")
    }
    inputs = InputList(arguments.positionals, recursive: arguments.flags.contains("--recursive"))
    compilation = try Compilation(arguments, command: "check")
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
  }

  func run() -> ExitStatus {
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
        let checked = compilation.check(bytes, file: file)
        printer.print(checked.log, source: bytes)
        failed = failed || checked.log.hasErrors
      }
    }
    return failed ? .inputErrors : .success
  }
}
