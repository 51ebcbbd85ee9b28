import TestFiles
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
    let before = Repository.text(folder + "/slide.svg")
    #expect(
      runProcess(["/usr/bin/chattr", "+i", folder]) == 0, "chattr +i must work to run this test")
    defer { _ = runProcess(["/usr/bin/chattr", "-i", folder]) }
    let result = runMotionboard(["export", input, "--output", folder, "--loop"])
    #expect(result.status == 1)
    #expect(result.error.contains("error: cannot write in '\(folder)'"))
    #expect(Repository.text(folder + "/slide.svg") == before)
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
    #expect(Repository.text(blocker) == "keep")
  }

  @Test("a file that cannot be written is reported in its place; the others are written")
  func oneFileFails() {
    let folder = ExportTests.temporaryFolder()
    // A folder where the Lottie file goes: renaming the written file over it fails.
    #expect(mkdir(folder + "/slide.json", 0o755) == 0)
    let result = runMotionboard([
      "export", testsFolder() + "/Fixtures/slide.xml", "--output", folder, "--format",
      "svg,lottie,html",
    ])
    #expect(result.status == 1)
    #expect(result.output == "\(folder)/slide.svg\n\(folder)/slide.html\n")
    #expect(
      result.error.hasPrefix("\(folder)/slide.json: error: cannot write '\(folder)/slide.json'"))
    #expect(Repository.text(folder + "/slide.svg")?.contains("<svg") == true)
    #expect(Repository.text(folder + "/slide.html")?.isEmpty == false)
    // No temporary file is left behind.
    #expect(Repository.files(in: folder, suffix: "").filter { $0.hasPrefix(".slide") }.isEmpty)
  }

  @Test(
    "no malformed input writes anything",
    arguments: Repository.files(in: testsFolder() + "/Malformed", suffix: ".xml"))
  func malformedWritesNothing(_ name: String) {
    let folder = ExportTests.temporaryFolder()
    let result = runMotionboard([
      "export", testsFolder() + "/Malformed/" + name, "--output", folder,
    ])
    #expect(result.status == 1)
    #expect(Repository.files(in: folder, suffix: "").filter { $0 != "." && $0 != ".." }.isEmpty)
  }
}
