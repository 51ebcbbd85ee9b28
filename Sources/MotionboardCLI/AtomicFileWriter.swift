import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old file or the whole new one, never a part.
///
/// The text goes to a temporary file in the same folder, is flushed to disk (`stage`), then
/// renamed over the target (`commit`) or removed (`discard`): `export` stages each file of an
/// input as soon as it is made and renames them all only when the whole input succeeded.
/// Folders are created as needed.
enum AtomicFileWriter {
  struct Failure: Error {
    var message: String
  }

  /// The temporary files from creation to rename or removal (one slot each; several inputs'
  /// staged files may wait at once),
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
  /// Set by an interrupt handler before it reads the slots: from then on no temporary file is
  /// created.
  private static let interrupted = Atomic<Bool>(false)
  /// Threads between deciding to create a temporary file and having its name in its slot.
  ///
  /// Files are staged on several threads while the handler runs on one: without this count a
  /// file created after the handler read the slots, and before it ended the process, would
  /// stay. Each side writes its own atomic, then reads the other's (sequentially consistent),
  /// so either the creator sees the interrupt and creates nothing, or the handler sees the
  /// creation and waits for its name.
  private static let creating = Atomic<Int>(0)

  /// Installs the handlers that remove the pending temporary files on interrupt.
  package static func removeTemporaryFilesOnInterrupt() {
    _ = pending
    _ = interrupted.load(ordering: .relaxed)
    _ = creating.load(ordering: .relaxed)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Glibc.signal(signal) { number in
        AtomicFileWriter.interrupted.store(true, ordering: .sequentiallyConsistent)
        // A creation under way is waited for, 0.1 s at most (the handler may have interrupted
        // that very creation on its own thread); nanosleep is async-signal-safe.
        var waits = 0
        while AtomicFileWriter.creating.load(ordering: .sequentiallyConsistent) > 0, waits < 1000 {
          var pause = timespec(tv_sec: 0, tv_nsec: 100_000)
          nanosleep(&pause, nil)
          waits += 1
        }
        var removed = 0
        for slot in 0..<AtomicFileWriter.slots {
          let path = AtomicFileWriter.pending + slot * AtomicFileWriter.slotSize
          if path.pointee != 0, unlink(path) == 0 { removed += 1 }
        }
        InterruptNote.write(removed: removed)
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

  /// A file written and flushed to disk under its temporary name, waiting to be renamed over
  /// its target (`commit`) or removed (`discard`); an interrupt removes it until then.
  struct Staged: Sendable {
    let temporary: String
    let target: String
    fileprivate let slot: Int?
  }

  /// Writes `text` atomically: staged, then renamed over `path`.
  static func save(_ text: String, to path: String) throws(Failure) {
    try commit(stage(text, to: path))
  }

  /// Writes `contents` atomically: staged, then renamed over `path`.
  static func save(bytes contents: [UInt8], to path: String) throws(Failure) {
    try commit(stage(bytes: contents, to: path))
  }

  /// Writes `text` to a temporary file beside `path` and flushes it to disk, from the string's
  /// own UTF-8 storage (no copy when it is native).
  static func stage(_ text: String, to path: String) throws(Failure) -> Staged {
    var text = text
    // (withUTF8 rethrows untyped errors: the outcome comes out as a value.)
    return try text.withUTF8 { buffer in
      Result { () throws(Failure) in try stage(raw: UnsafeRawBufferPointer(buffer), to: path) }
    }.get()
  }

  /// Writes `contents` to a temporary file beside `path` and flushes it to disk.
  static func stage(bytes contents: [UInt8], to path: String) throws(Failure) -> Staged {
    try contents.withUnsafeBytes { buffer in
      Result { () throws(Failure) in try stage(raw: buffer, to: path) }
    }.get()
  }

  /// Renames a staged file over its target; on failure the temporary file is removed.
  static func commit(_ staged: Staged) throws(Failure) {
    defer { clearPending(staged.slot) }
    guard rename(staged.temporary, staged.target) == 0 else {
      let problem = errorText()
      unlink(staged.temporary)
      throw Failure(message: "cannot write '\(staged.target)': \(problem)")
    }
  }

  /// Removes a staged file; its target is not touched.
  static func discard(_ staged: Staged) {
    unlink(staged.temporary)
    clearPending(staged.slot)
  }

  private static func stage(raw contents: UnsafeRawBufferPointer, to path: String) throws(Failure)
    -> Staged
  {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    try makeFolder(folder)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    // The name carries the process's id (docs/output.md, Temporary files), so that a later run
    // can tell a file left by a process that died from one still being written.
    // The template goes into a handler's slot first and mkstemp fills it in there, so the file
    // is known to the handlers from the moment it exists until it is renamed or removed: an
    // interrupt between creating the file and recording it would leave it behind. (A slot that
    // still reads XXXXXX, or half of the name, names no file; the handler's unlink of it does
    // nothing.)
    let pattern = "\(folder)/.\(name).\(ownerTag).XXXXXX"
    let slot = setPending(pattern)
    var template = Array(pattern.utf8CString)
    creating.add(1, ordering: .sequentiallyConsistent)
    guard !interrupted.load(ordering: .sequentiallyConsistent) else {
      // The process is ending: nothing more is created.
      creating.subtract(1, ordering: .sequentiallyConsistent)
      clearPending(slot)
      throw Failure(message: "cannot write '\(path)': interrupted")
    }
    let descriptor =
      slot.map { mkstemp(pending + $0 * slotSize) }
      ?? template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
    creating.subtract(1, ordering: .sequentiallyConsistent)
    guard descriptor >= 0 else {
      let problem = errorText()
      clearPending(slot)
      throw Failure(message: "cannot write in '\(folder)': \(problem)")
    }
    let temporary =
      slot.map { String(cString: pending + $0 * slotSize) }
      ?? String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let staged = Staged(temporary: temporary, target: path, slot: slot)
    var offset = 0
    while offset < contents.count {
      let written = write(
        descriptor, contents.baseAddress.map { $0 + offset }, contents.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let problem = errorText()
        close(descriptor)
        discard(staged)
        throw Failure(message: "cannot write '\(path)': \(problem)")
      }
      offset += written
    }
    // mkstemp makes the file 0600; a written file gets what open(2) would give it
    // (docs/output.md, `export`).
    fchmod(descriptor, fileMode)
    // Fault injection for the interrupt tests: hold the temporary file open a while.
    if let delay = getenv("MOTIONBOARD_TEST_WRITE_DELAY").flatMap({ Double(String(cString: $0)) }) {
      usleep(UInt32(max(0, min(delay, 10)) * 1_000_000))
    }
    if fsync(descriptor) != 0 {
      let problem = errorText()
      close(descriptor)
      discard(staged)
      throw Failure(message: "cannot write '\(path)': \(problem)")
    }
    guard close(descriptor) == 0 else {
      let problem = errorText()
      discard(staged)
      throw Failure(message: "cannot write '\(path)': \(problem)")
    }
    return staged
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
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
      throw Failure(message: "cannot create the folder '\(folder)': \(errorText())")
    }
  }

  /// The mode of a written file: 0666 less the process's umask, as open(2) creates files.
  static let fileMode: mode_t = 0o666 & ~currentUmask()

  /// The umask, read from `/proc/self/status` where Linux shows it; elsewhere by setting it
  /// and setting it back, once, before any file is written (the call that reads it changes it).
  private static func currentUmask() -> mode_t {
    if let handle = fopen("/proc/self/status", "r") {
      defer { fclose(handle) }
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, Int32(line.count), handle) != nil {
        let text = String(
          decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("Umask:"),
          let mask = mode_t(text.dropFirst(6).filter { !$0.isWhitespace }, radix: 8)
        {
          return mask
        }
      }
    }
    let mask = umask(0o077)
    umask(mask)
    return mask
  }

  private static func errorText() -> String { String(cString: strerror(errno)).lowercased() }
}
