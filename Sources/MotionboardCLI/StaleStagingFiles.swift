#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files that a run which ended without finishing left beside its targets
/// (docs/output.md, Temporary files).
///
/// A process killed outright (SIGKILL, the out-of-memory killer, a crash) runs no handler, so
/// its staged `.NAME.EXT.PID.XXXXXX` files stay. Before writing, a run removes those of the
/// files it is about to write whose process is gone: the exact pattern, a process id that no
/// live process has, a regular file of this user. Anything else is left alone.
extension AtomicFileWriter {
  /// This process's id as temporary names carry it: ten digits, so every name of a target is
  /// as long.
  static let ownerTag: String = {
    let digits = String(getpid())
    return String(repeating: "0", count: max(0, 10 - digits.count)) + digits
  }()

  /// Removes the stale temporary files of `targets`; returns each removed path with the
  /// process id that left it, in path order.
  static func removeStaleFiles(of targets: some Sequence<String>) -> [(path: String, pid: Int32)] {
    var names: [String: Set<String>] = [:]
    for target in targets {
      let slash = target.lastIndex(of: "/")
      let folder = slash.map { String(target[..<$0]) } ?? "."
      let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
      names[folder, default: []].insert(name)
    }
    var removed: [(path: String, pid: Int32)] = []
    for (folder, wanted) in names.sorted(by: { $0.key < $1.key }) {
      for entry in hiddenEntries(of: folder) {
        guard let (name, pid) = staged(entry), wanted.contains(name), isGone(pid) else {
          continue
        }
        let path = "\(folder)/\(entry)"
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
          status.st_uid == getuid(), unlink(path) == 0
        else { continue }
        removed.append((path, pid))
      }
    }
    return removed.sorted { $0.path < $1.path }
  }

  /// Removes the stale temporary files of `targets`, saying so on standard error.
  static func removeStaleFiles(of targets: some Sequence<String>, reportingTo console: Console) {
    for (path, pid) in removeStaleFiles(of: targets) {
      console.writeError(
        "motionboard: removed '\(path)', a temporary file left by process \(pid), which ended "
          + "before finishing it\n")
    }
  }

  /// The target name and process id of a temporary name, `.NAME.PID.XXXXXX` with PID ten digits
  /// and XXXXXX six letters or digits (mkstemp's); nil for any other name.
  static func staged(_ entry: String) -> (name: String, pid: Int32)? {
    let bytes = Array(entry.utf8)
    let tail = 1 + 10 + 1 + 6
    guard bytes.count > 1 + tail, bytes[0] == UInt8(ascii: "."),
      bytes[bytes.count - tail] == UInt8(ascii: "."), bytes[bytes.count - 7] == UInt8(ascii: ".")
    else { return nil }
    let digits = bytes[(bytes.count - tail + 1)..<(bytes.count - 7)]
    let random = bytes[(bytes.count - 6)...]
    guard digits.allSatisfy({ (0x30...0x39).contains($0) }),
      random.allSatisfy({ isLetterOrDigit($0) }),
      let pid = Int32(String(decoding: digits, as: UTF8.self)), pid > 0
    else { return nil }
    return (String(decoding: bytes[1..<(bytes.count - tail)], as: UTF8.self), pid)
  }

  /// Whether no live process has the id (another process of this machine with it, even one
  /// this user may not signal, counts as live).
  private static func isGone(_ pid: Int32) -> Bool {
    guard pid != getpid() else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// The names in a folder that start with `.`; none when it cannot be read.
  private static func hiddenEntries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("."), name != ".", name != ".." { names.append(name) }
    }
    return names
  }
}
