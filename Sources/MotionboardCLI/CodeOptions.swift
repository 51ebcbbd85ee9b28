import Diagnostics
import Pipeline

/// `--code`, `--class` and `--play` as a command was given them (docs/code.md, Commands).
struct CodeOptions {
  var paths: [String]
  var className: String?
  var play: String?

  /// The options given, or nil without `--code`; `--class` or `--play` alone, or with
  /// `--timeline`, is a usage error.
  init?(_ arguments: ScannedArguments, command: String) throws(UsageError) {
    let paths = arguments.lists["--code"] ?? []
    let className = arguments.values["--class"]
    let play = arguments.values["--play"]
    guard !paths.isEmpty else {
      if className != nil || play != nil {
        throw UsageError(
          message: "'\(className != nil ? "--class" : "--play")' goes with '--code'.",
          command: command)
      }
      return nil
    }
    if arguments.values["--timeline"] != nil {
      throw UsageError(
        message: "Give '--code' or '--timeline', not both: the code makes the timeline.",
        command: command)
    }
    self.paths = paths
    self.className = className
    self.play = play
  }
}

extension Compilation {
  /// The compilation with the `--code` files read (a folder stands for its `.swift` files,
  /// its subfolders' too), or nil after printing why they could not be.
  func reading(code options: CodeOptions?, printer: DiagnosticPrinter) -> Compilation? {
    guard let options else { return self }
    let list = InputList(options.paths, recursive: true, extensions: [".swift"])
    var failed = false
    for problem in list.problems {
      printer.printFileProblem(problem.message, file: problem.path)
      failed = true
    }
    var files: [CodeInput.File] = []
    for path in list.files {
      switch InputFile.read(path, limit: self.options.limits.fileSize) {
      case .failure(let problem):
        printer.printFileProblem(problem.message, file: path)
        failed = true
      case .success(let bytes):
        files.append(CodeInput.File(path: path, bytes: bytes))
      }
    }
    guard !failed else { return nil }
    var copy = self
    copy.options.code = CodeInput(files: files, className: options.className, play: options.play)
    return copy
  }
}
