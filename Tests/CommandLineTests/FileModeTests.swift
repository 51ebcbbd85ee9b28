import TestFiles
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Written files get the modes open(2) would give them, 0666 less the umask, and created
/// folders 0777 less it (docs/output.md, `export`).
@Suite("file modes", .serialized)
struct FileModeTests {
  static func mode(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o777 : nil
  }

  @Test(
    "export's files and folders follow the umask",
    arguments: [("022", 0o644, 0o755), ("027", 0o640, 0o750), ("002", 0o664, 0o775)]
      as [(
        String, mode_t, mode_t
      )])
  func followsUmask(_ mask: String, _ file: mode_t, _ folder: mode_t) throws {
    try #require(access(InterruptTests.binary, X_OK) == 0)
    let root = TemporaryFolder()
    let output = root.path("out/nested")
    let slide = testsFolder() + "/../PipelineTests/Goldens/slide.xml"
    let command =
      "umask \(mask) && exec '\(InterruptTests.binary)' export '\(slide)' --output '\(output)'"
    #expect(runProcess(["/bin/sh", "-c", command]) == 0)
    #expect(Self.mode(output + "/slide.svg") == file)
    #expect(Self.mode(output + "/slide.json") == file)
    #expect(Self.mode(root.path("out")) == folder)
    #expect(Self.mode(output) == folder)
  }
}
