#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old file or the whole new one, never a part: the
/// text goes to a temporary file in the same folder, is flushed to disk, then renamed over
/// the target. Folders are created as needed.
enum AtomicFileWriter {
  struct Failure: Error {
    var message: String
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
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
