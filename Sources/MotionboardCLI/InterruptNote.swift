import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an interrupted command says before it ends (docs/output.md, Interrupts).
///
/// That no file was left half-written. It is written from the signal handler, so it uses only
/// write(2), on static text and a buffer allocated beforehand.
enum InterruptNote {
  /// Whether the command writes files (`export`, `convert`), set before it starts.
  static let writesFiles = Atomic<Bool>(false)
  /// Whether standard error is a terminal, where the line starts below the shell's `^C`.
  static let onTerminal = Atomic<Bool>(false)
  /// Room for a count's digits, allocated before any handler can run.
  nonisolated(unsafe) static let digits: UnsafeMutablePointer<UInt8> = {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 24)
    buffer.initialize(repeating: 0, count: 24)
    return buffer
  }()

  /// Prepares what the handler reads, so that it allocates nothing.
  static func prepare(onTerminal terminal: Bool) {
    _ = digits
    onTerminal.store(terminal, ordering: .relaxed)
    _ = writesFiles.load(ordering: .relaxed)
  }

  /// Writes the note, `removed` being the unfinished files the handler removed.
  static func write(removed: Int) {
    if onTerminal.load(ordering: .relaxed) { put("\n") }
    guard writesFiles.load(ordering: .relaxed) else {
      put("motionboard: interrupted; nothing was written\n")
      return
    }
    put("motionboard: interrupted; every output is as it was before or completely written, ")
    put("none half-written")
    if removed > 0 {
      put(" (")
      number(removed)
      put(removed == 1 ? " unfinished file removed)" : " unfinished files removed)")
    }
    put("\n")
  }

  private static func put(_ text: StaticString) {
    _ = Glibc.write(2, text.utf8Start, text.utf8CodeUnitCount)
  }

  /// A count in decimal, without allocating.
  private static func number(_ value: Int) {
    var rest = max(0, value)
    var count = 0
    repeat {
      digits[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      count += 1
    } while rest > 0 && count < 24
    _ = Glibc.write(2, digits + (24 - count), count)
  }
}
