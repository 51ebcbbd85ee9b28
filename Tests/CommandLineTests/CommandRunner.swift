import TestSupport

/// The folder of this test file, found through `#filePath` so tests can read their fixtures.
func testsFolder(_ file: String = #filePath) -> String {
  String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
}

/// The `motionboard` executable of the build these tests belong to: it sits beside the test
/// bundle that runs them (`swift test --scratch-path DIR` included), so a test of the built
/// program never runs another build's.
let builtMotionboard: String = {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let me =
    count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
  guard let slash = me.lastIndex(of: "/") else {
    return testsFolder() + "/../../.build/debug/motionboard"
  }
  return String(me[..<slash]) + "/motionboard"
}()

/// The files of a folder with a suffix, sorted, through the C library (no Foundation needed).
func files(in folder: String, suffix: String) -> [String] {
  guard let directory = opendir(folder) else { return [] }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name.hasSuffix(suffix) { names.append(name) }
  }
  return names.sorted()
}

func readText(_ path: String) -> String? {
  readBytes(path).map { String(decoding: $0, as: UTF8.self) }
}

func readBytes(_ path: String) -> [UInt8]? {
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
