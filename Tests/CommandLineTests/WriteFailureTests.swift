import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Exports that cannot be written, or whose input is broken, lose no good file.
@Suite("write failures", .serialized)
struct WriteFailureTests {
  @Test(
    "a folder that refuses writes (immutable, which binds root too) is reported and its files stay")
  func unwritableFolder() throws {
    let folder = ExportTests.temporaryFolder()
    let input = testsFolder() + "/Fixtures/slide.xml"
    #expect(runMotionboard(["export", input, "--output", folder]).status == 0)
    let before = readText(folder + "/slide.svg")
    #expect(
      runProcess(["/usr/bin/chattr", "+i", folder]) == 0, "chattr +i must work to run this test")
    defer { _ = runProcess(["/usr/bin/chattr", "-i", folder]) }
    let result = runMotionboard(["export", input, "--output", folder, "--loop"])
    #expect(result.status == 1)
    #expect(result.error.contains("error: cannot write in '\(folder)'"))
    #expect(readText(folder + "/slide.svg") == before)
  }

  @Test("an output path that is a file is reported, not overwritten")
  func outputIsAFile() {
    let folder = ExportTests.temporaryFolder()
    let blocker = folder + "/out"
    let handle = fopen(blocker, "w")
    fputs("keep", handle)
    fclose(handle)
    let result = runMotionboard([
      "export", testsFolder() + "/Fixtures/slide.xml", "--output", blocker,
    ])
    #expect(result.status == 1)
    #expect(result.error.contains("'\(blocker)' is not a folder"))
    #expect(readText(blocker) == "keep")
  }

  @Test(
    "no malformed input writes anything",
    arguments: files(in: testsFolder() + "/Malformed", suffix: ".xml"))
  func malformedWritesNothing(_ name: String) {
    let folder = ExportTests.temporaryFolder()
    let result = runMotionboard([
      "export", testsFolder() + "/Malformed/" + name, "--output", folder,
    ])
    #expect(result.status == 1)
    #expect(files(in: folder, suffix: "").filter { $0 != "." && $0 != ".." }.isEmpty)
  }
}
