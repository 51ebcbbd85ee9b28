#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The repository's files, found from this source file's path (`#filePath`), so that tests
/// read fixtures and record goldens in place without bundled resources or Foundation (whose ICU
/// module clashes with libxml2's in a clean build).
package enum Repository {
  /// The package root: the folder holding `Package.swift`.
  package static let root: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Sources/TestFiles/Repository.swift
    return parts.joined(separator: "/")
  }()

  /// A path inside the repository.
  package static func path(_ relative: String) -> String { root + "/" + relative }

  /// The names of a folder's entries ending in `suffix`, sorted; none for a missing folder.
  package static func files(in folder: String, suffix: String = "") -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != "..", name.hasSuffix(suffix) { names.append(name) }
    }
    return names.sorted()
  }

  /// A file's bytes; nil when it cannot be read.
  package static func bytes(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      bytes += buffer[..<count]
      if count < buffer.count { break }
    }
    return bytes
  }

  /// A file's text (UTF-8); nil when it cannot be read.
  package static func text(_ path: String) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` to `path`, replacing it; false when it cannot be written.
  @discardableResult
  package static func write(_ text: String, to path: String) -> Bool {
    write(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path`, replacing it; false when it cannot be written.
  @discardableResult
  package static func write(bytes: [UInt8], to path: String) -> Bool {
    guard let handle = fopen(path, "wb") else { return false }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    return fclose(handle) == 0 && written == bytes.count
  }
}
