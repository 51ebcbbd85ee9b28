import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// libclang is opened when an Objective-C file is first read, not linked (docs/code.md,
/// Building the Objective-C reader): the executable needs neither it nor LLVM to start, and a
/// libclang that is not there is a located error when a `.m` file is read.
@Suite("lazy libclang")
struct LazyLibclangTests {
  static let panel = testsFolder() + "/../Fixtures/Code/ObjC/Panel/PanelViewController.m"

  @Test("the executable does not link libclang or LLVM")
  func notLinked() throws {
    try #require(access(builtMotionboard, X_OK) == 0)
    let folder = ExportTests.temporaryFolder()
    #expect(runProcess(["/usr/bin/ldd", builtMotionboard], in: folder) == 0)
    let libraries = Repository.text(folder + "/.stdout") ?? ""
    #expect(libraries.contains("libc.so"), "\(libraries)")
    #expect(!libraries.contains("libclang"), "\(libraries)")
    #expect(!libraries.contains("libLLVM"), "\(libraries)")
  }

  @Test("reading Objective-C without libclang is an error at the file, not a crash")
  func missingLibrary() throws {
    try #require(access(builtMotionboard, X_OK) == 0)
    let folder = ExportTests.temporaryFolder()
    let status = runProcess(
      [
        "/usr/bin/env", "MOTIONBOARD_LIBCLANG=/nonexistent/libclang.so", builtMotionboard,
        "check", testsFolder() + "/../../Examples/panel.xml", "--code", Self.panel,
      ], in: folder)
    let printed = Repository.text(folder + "/.stderr") ?? ""
    #expect(status == 1, "\(printed)")
    #expect(
      printed.contains(
        "PanelViewController.m:1:1: error: cannot load libclang, which reading Objective-C needs"),
      "\(printed)")
    #expect(printed.contains("/nonexistent/libclang.so"), "\(printed)")
  }
}
