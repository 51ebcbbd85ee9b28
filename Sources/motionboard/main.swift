import MotionboardCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `text` to a file descriptor, unbuffered, so output and errors keep their order.
@Sendable func writeAll(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}

let console = Console(
  writeOutput: { writeAll($0, to: 1) },
  writeError: { writeAll($0, to: 2) },
  errorIsTerminal: isatty(2) != 0)
Motionboard.installInterruptHandlers()
exit(Motionboard.run(Array(CommandLine.arguments.dropFirst()), console: console))
