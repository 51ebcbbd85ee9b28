import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under `/tmp`, removed with everything in it when the value goes away.
package final class TemporaryFolder: Sendable {
  /// The folder's path (no trailing slash).
  package let path: String

  /// Makes a folder `/tmp/motionboard-test-XXXXXX`.
  package init() {
    var template = Array("/tmp/motionboard-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) } != nil
    }
    precondition(made, "cannot make a temporary folder in /tmp")
    path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A path inside the folder.
  package func path(_ name: String) -> String { path + "/" + name }

  deinit { Self.remove(path) }

  /// The path of a fresh folder that lives until the test process exits (for tests that pass
  /// paths around rather than the folder).
  package static func forProcess() -> String {
    let folder = TemporaryFolder()
    let first = kept.withLock { folders in
      folders.append(folder)
      return folders.count == 1
    }
    if first { atexit { TemporaryFolder.kept.withLock { $0.removeAll() } } }
    return folder.path
  }

  private static let kept = Mutex<[TemporaryFolder]>([])

  /// Removes a file, or a folder and what it holds (symbolic links themselves, not their
  /// targets).
  private static func remove(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      for name in Repository.files(in: path) { remove(path + "/" + name) }
      // An immutable folder left by a failed test stays; nothing else can be done.
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
