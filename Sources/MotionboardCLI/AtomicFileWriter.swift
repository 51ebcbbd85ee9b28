import Synchronization

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

  /// The temporary files being written (one slot each, `--jobs` files may be written at once),
  /// as C strings a signal handler can read.
  ///
  /// An interrupt (SIGINT, SIGTERM, SIGHUP) removes them before the process ends, so no
  /// partial file stays. The buffer is fixed and allocated once, because a signal handler may
  /// not allocate; a slot whose first byte is 0 is free.
  nonisolated(unsafe) static let pending: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * slotSize)
    buffer.initialize(repeating: 0, count: slots * slotSize)
    return buffer
  }()
  static let slots = 256
  static let slotSize = 4096
  private static let used = Mutex([Bool](repeating: false, count: slots))

  /// Installs the handlers that remove the pending temporary files on interrupt.
  package static func removeTemporaryFilesOnInterrupt() {
    _ = pending
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Glibc.signal(signal) { number in
        for slot in 0..<AtomicFileWriter.slots {
          let path = AtomicFileWriter.pending + slot * AtomicFileWriter.slotSize
          if path.pointee != 0 { unlink(path) }
        }
        _exit(128 + number)
      }
    }
  }

  /// Records a temporary file for the handlers; returns its slot (nil when all are taken, or
  /// when the path does not fit a slot).
  private static func setPending(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard bytes.count < slotSize,
      let slot = used.withLock({ used -> Int? in
        guard let free = used.firstIndex(of: false) else { return nil }
        used[free] = true
        return free
      })
    else { return nil }
    let start = pending + slot * slotSize
    // The first byte last, so a handler never reads a half-written path.
    for (index, byte) in bytes.enumerated().dropFirst() { start[index] = CChar(bitPattern: byte) }
    start[bytes.count] = 0
    start[0] = CChar(bitPattern: bytes.first ?? 0)
    return slot
  }

  private static func clearPending(_ slot: Int?) {
    guard let slot else { return }
    pending[slot * slotSize] = 0
    used.withLock { $0[slot] = false }
  }

  static func save(_ text: String, to path: String) throws(Failure) {
    try save(bytes: Array(text.utf8), to: path)
  }

  static func save(bytes contents: [UInt8], to path: String) throws(Failure) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    try makeFolder(folder)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    // The template goes into a handler's slot first and mkstemp fills it in there, so the file
    // is known to the handlers from the moment it exists: an interrupt between creating the
    // file and recording it would leave it behind. (A slot that still reads XXXXXX, or half
    // of the name, names no file; the handler's unlink of it does nothing.)
    let pattern = "\(folder)/.\(name).XXXXXX"
    let slot = setPending(pattern)
    defer { clearPending(slot) }
    var template = Array(pattern.utf8CString)
    let descriptor =
      slot.map { mkstemp(pending + $0 * slotSize) }
      ?? template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
    guard descriptor >= 0 else {
      throw Failure(message: "cannot write in '\(folder)': \(errorText())")
    }
    let temporary =
      slot.map { String(cString: pending + $0 * slotSize) }
      ?? String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = contents[...]
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
