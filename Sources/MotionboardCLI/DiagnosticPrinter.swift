import Diagnostics

/// Prints a log to standard error: plain lines, or with colors and source excerpts on a TTY.
struct DiagnosticPrinter {
  let console: Console
  let formatter: DiagnosticFormatter

  init(colorMode: String?, console: Console) throws(UsageError) {
    self.console = console
    let fancy: Bool
    switch colorMode ?? "auto" {
    case "auto": fancy = console.errorIsTerminal
    case "always": fancy = true
    case "never": fancy = false
    default:
      throw UsageError(
        message: "The value '\(colorMode ?? "")' is invalid for '--color <when>'; "
          + "use auto, always or never.", command: "check")
    }
    formatter = DiagnosticFormatter(colors: fancy, showsSource: fancy)
  }

  /// The same formatting, printed elsewhere.
  init(formatter: DiagnosticFormatter, console: Console) {
    self.formatter = formatter
    self.console = console
  }

  func print(_ log: DiagnosticLog, source: [UInt8]) {
    // The source is split into lines only for a log that quotes it.
    let diagnostics = log.sorted
    guard !diagnostics.isEmpty else { return }
    let lines = String(decoding: source, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for diagnostic in diagnostics {
      console.writeError(formatter.format(diagnostic) { _ in lines })
    }
  }

  /// Prints a log whose diagnostics point into several files (an input and its timeline).
  func print(_ log: DiagnosticLog, sources: [String: [UInt8]]) {
    let diagnostics = log.sorted
    guard !diagnostics.isEmpty else { return }
    let lines = sources.mapValues {
      String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
    for diagnostic in diagnostics {
      console.writeError(formatter.format(diagnostic) { lines[$0] })
    }
  }

  func printFileProblem(_ problem: String, file: String) {
    console.writeError("\(file): error: \(problem)\n")
  }
}
