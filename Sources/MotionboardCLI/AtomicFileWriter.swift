#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old file or the whole new one, never a part.
///
/// The text goes to a temporary file in the same folder, is flushed to disk, then renamed over
/// the target. Folders are created as needed.
enum AtomicFileWriter {
  struct Failure: Error {
    var message: String
  }

  /// The temporary file being written, as a C string a signal handler can read.
  ///
  /// An interrupt (SIGINT, SIGTERM, SIGHUP) removes the file before the process ends, so no
  /// partial file stays. The buffer is fixed and allocated once, because a signal handler may
  /// not allocate.
  nonisolated(unsafe) static let pending: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)
    buffer.initialize(repeating: 0, count: 4096)
    return buffer
  }()

  /// Installs the handlers that remove a pending temporary file on interrupt.
  package static func removeTemporaryFilesOnInterrupt() {
    _ = pending
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Glibc.signal(signal) { number in
        if AtomicFileWriter.pending.pointee != 0 { unlink(AtomicFileWriter.pending) }
        _exit(128 + number)
      }
    }
  }

  private static func setPending(_ path: String?) {
    let bytes = Array((path ?? "").utf8.prefix(4095))
    for (index, byte) in bytes.enumerated() { pending[index] = CChar(bitPattern: byte) }
    pending[bytes.count] = 0
  }

  static func save(_ text: String, to path: String) throws(Failure) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    try makeFolder(folder)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw Failure(message: "cannot write in '\(folder)': \(errorText())")
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    setPending(temporary)
    defer { setPending(nil) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let problem = errorText()
        close(descriptor)
        unlink(temporary)
        throw Failure(message: "cannot write '\(path)': \(problem)")
      }
      bytes = bytes.dropFirst(written)
    }
    fchmod(descriptor, 0o644)
    // Fault injection for the interrupt tests: hold the temporary file open a while.
    if let delay = getenv("MOTIONBOARD_TEST_WRITE_DELAY").flatMap({ Double(String(cString: $0)) }) {
      usleep(UInt32(max(0, min(delay, 10)) * 1_000_000))
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      unlink(temporary)
      throw Failure(message: "cannot write '\(path)': \(errorText())")
    }
    guard rename(temporary, path) == 0 else {
      let problem = errorText()
      unlink(temporary)
      throw Failure(message: "cannot write '\(path)': \(problem)")
    }
  }

  static func makeFolder(_ folder: String) throws(Failure) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw Failure(message: "'\(folder)' is not a folder")
      }
      return
    }
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      try makeFolder(String(folder[..<slash]))
    }
    guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
      throw Failure(message: "cannot create the folder '\(folder)': \(errorText())")
    }
  }

  private static func errorText() -> String { String(cString: strerror(errno)).lowercased() }
}
