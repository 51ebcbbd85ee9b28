/// Where the command line writes, and what it knows about the terminal.
///
/// The executable passes the real streams; tests pass closures that capture the text.
package struct Console: Sendable {
  package var writeOutput: @Sendable (String) -> Void
  package var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal (for colors and source excerpts).
  package var errorIsTerminal: Bool

  package init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool = false
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.errorIsTerminal = errorIsTerminal
  }
}

/// Exit statuses (docs/output.md, Exit status).
package enum ExitStatus: Int32, Sendable {
  case success = 0
  case inputErrors = 1
  case usage = 2
}
