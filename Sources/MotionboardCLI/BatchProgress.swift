import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// under it when standard error is a terminal; and there, while a picture or video is drawn,
/// a line with its frames done and the time left (docs/output.md, `export`).
final class BatchProgress: Sendable {
  private struct State {
    var done: [Int: (succeeded: Bool, printed: [(toError: Bool, text: String)])] = [:]
    var next = 0
    var barShown = false
    /// Each render under way: when it started, by its file's path.
    var renders: [String: Double] = [:]
    /// When the render line was last drawn.
    var drawn = -Double.infinity
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

  /// Whether renders show their progress: only on a terminal (a log or a pipe gets none).
  var showsRenders: Bool { console.errorIsTerminal }

  /// A render's frames done of `total`, for the file at `path`: a line that replaces itself,
  /// `Output/login.gif: 120/361 frames, about 4 s left`, drawn at most ten times a second
  /// (its start and its end always), and cleared by the next file's output.
  func rendering(_ path: String, done: Int, total: Int) {
    guard showsRenders else { return }
    let now = Self.seconds()
    state.withLock { state in
      let start = state.renders[path] ?? now
      state.renders[path] = done >= total ? nil : start
      guard done == 0 || done >= total || now - state.drawn >= 0.1 else { return }
      state.drawn = now
      var line = "\(path): \(done)/\(total) frames"
      let elapsed = now - start
      if done > 0, done < total, elapsed > 0.5 {
        let left = elapsed / Double(done) * Double(total - done)
        line += ", about \(Self.duration(left)) left"
      }
      console.writeError("\r\u{1B}[K" + line)
      state.barShown = true
    }
  }

  /// Whole seconds, or minutes and seconds from a minute on.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
  }

  /// The monotonic clock, in seconds.
  private static func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// `[#######             ] 7/20`, without a newline (the next write clears it).
  static func bar(_ done: Int, of total: Int) -> String {
    let width = 30
    let filled = total > 0 ? done * width / total : width
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
  }
}
