import Diagnostics
import Formatting
import Pipeline

/// `motionboard scenes FILE…`: each storyboard's or xib's scenes, with the names `--scene`
/// takes, their sizes and their outlets (docs/storyboards.md, Listing scenes).
struct ScenesCommand {
  let files: [String]
  let compilation: Compilation
  let printer: DiagnosticPrinter
  let console: Console

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<files> ...'", command: "scenes")
    }
    files = arguments.positionals
    compilation = try Compilation(arguments, command: "scenes")
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
    self.console = console
  }

  func run() -> ExitStatus {
    var failed = false
    for file in files {
      switch InputFile.read(file, limit: compilation.options.limits.fileSize) {
      case .failure(let problem):
        printer.printFileProblem(problem.message, file: file)
        failed = true
      case .success(let bytes):
        let (scenes, log) = compilation.sceneList(bytes, file: file)
        printer.print(log, sources: [file: bytes])
        guard !log.hasErrors else {
          failed = true
          continue
        }
        console.writeOutput(Self.text(scenes, file: file))
      }
    }
    return failed ? .inputErrors : .success
  }

  /// The listing of one file: a line for the file, then each scene's summary and a line with
  /// its size and outlets.
  static func text(_ scenes: [SceneListing], file: String) -> String {
    var text = "\(file): \(scenes.count) scene\(scenes.count == 1 ? "" : "s")\n"
    for scene in scenes {
      text += "  \(scene.summary)\n"
      var details = [
        "\(NumberText.message(scene.size.width)) × \(NumberText.message(scene.size.height)) points"
      ]
      if !scene.viewOutlets.isEmpty {
        details.append("outlets: " + scene.viewOutlets.joined(separator: ", "))
      }
      if !scene.constraintOutlets.isEmpty {
        details.append("constraint outlets: " + scene.constraintOutlets.joined(separator: ", "))
      }
      text += "    " + details.joined(separator: "; ") + "\n"
    }
    return text
  }
}
