import TestFiles

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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
