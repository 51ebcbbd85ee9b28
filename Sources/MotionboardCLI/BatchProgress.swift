import Synchronization

/// What one file's export printed, kept until it is that file's turn to be shown.
final class CapturedConsole: Sendable {
  private struct Printed {
    var items: [(toError: Bool, text: String)] = []
  }
  private let printed = Mutex(Printed())
  let errorIsTerminal: Bool

  init(errorIsTerminal: Bool) {
    self.errorIsTerminal = errorIsTerminal
  }

  var console: Console {
    Console(
      writeOutput: { text in self.printed.withLock { $0.items.append((false, text)) } },
      writeError: { text in self.printed.withLock { $0.items.append((true, text)) } },
      errorIsTerminal: errorIsTerminal)
  }

  /// Everything printed, in order, with the stream each went to.
  var text: [(toError: Bool, text: String)] { printed.withLock { $0.items } }
}

/// Shows a batch's files in input order as they finish: each file's diagnostics and written
/// paths, then (for more than one file) a progress line on standard error, and a progress bar
/// under it when standard error is a terminal.
final class BatchProgress: Sendable {
  private struct State {
    var done: [Int: (succeeded: Bool, printed: [(toError: Bool, text: String)])] = [:]
    var next = 0
    var barShown = false
  }
  private let state = Mutex(State())
  private let files: [String]
  private let console: Console

  init(files: [String], console: Console) {
    self.files = files
    self.console = console
  }

  func finished(_ index: Int, succeeded: Bool, printed: [(toError: Bool, text: String)]) {
    state.withLock { state in
      state.done[index] = (succeeded, printed)
      while let item = state.done.removeValue(forKey: state.next) {
        if state.barShown {
          console.writeError("\r\u{1B}[K")
          state.barShown = false
        }
        for (toError, text) in item.printed {
          if toError { console.writeError(text) } else { console.writeOutput(text) }
        }
        state.next += 1
        guard files.count > 1 else { continue }
        let outcome = item.succeeded ? "exported" : "failed"
        console.writeError("[\(state.next)/\(files.count)] \(files[state.next - 1]): \(outcome)\n")
        if console.errorIsTerminal, state.next < files.count {
          console.writeError(Self.bar(state.next, of: files.count))
          state.barShown = true
        }
      }
    }
  }

  /// `[#######             ] 7/20`, without a newline (the next write clears it).
  static func bar(_ done: Int, of total: Int) -> String {
    let width = 30
    let filled = total > 0 ? done * width / total : width
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
  }
}
