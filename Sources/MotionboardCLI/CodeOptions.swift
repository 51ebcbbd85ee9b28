import Diagnostics
import Pipeline

/// `--code`, `--class` and `--play` as a command was given them (docs/code.md, Commands).
struct CodeOptions {
  var paths: [String]
  var className: String?
  var play: String?
  /// `--states <limit>` (timeline only): the states taps reach, explored up to the limit.
  var stateLimit: Int?

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
    if let text = arguments.values["--states"] {
      guard let limit = Int(text), limit >= 1, limit <= 4096 else {
        throw UsageError(
          message: "'--states' takes the most states to explore, 1 to 4096, not '\(text)'.",
          command: command)
      }
      stateLimit = limit
    }
  }
}

extension Compilation {
  /// The compilation with the `--code` files read (a folder stands for its `.swift` and `.m` files,
  /// its subfolders' too), or nil after printing why they could not be.
  func reading(code options: CodeOptions?, printer: DiagnosticPrinter) -> Compilation? {
    guard let options else { return self }
    let list = InputList(options.paths, recursive: true, extensions: [".swift", ".m"])
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
    copy.options.code = CodeInput(
      files: files, className: options.className, play: options.play,
      stateLimit: options.stateLimit)
    return copy
  }
}

extension InputList {
  /// The inputs, or for `--code` with no layout file, the first code file: the screen the
  /// code builds (docs/code.md, Screens built in code).
  func withScreenBuiltIn(_ compilation: Compilation) -> InputList {
    guard files.isEmpty, problems.isEmpty, let first = compilation.options.code?.files.first else {
      return self
    }
    var list = self
    list.files = [first.path]
    return list
  }
}
