import MotionboardCLI
import Synchronization

/// What a command printed, and its exit status.
package struct CommandResult: Sendable {
  package var status: Int32
  package var output: String
  package var error: String

  package init(status: Int32, output: String, error: String) {
    self.status = status
    self.output = output
    self.error = error
  }
}

/// Runs the command line in-process and keeps what it printed; `terminal` makes standard
/// error a terminal (colors, progress lines).
package func runMotionboard(_ arguments: [String], terminal: Bool = false) -> CommandResult {
  let output = Mutex("")
  let error = Mutex("")
  let console = Console(
    writeOutput: { text in output.withLock { $0 += text } },
    writeError: { text in error.withLock { $0 += text } }, errorIsTerminal: terminal)
  let status = Motionboard.run(arguments, console: console)
  return CommandResult(
    status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
}
