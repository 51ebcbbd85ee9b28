import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A run killed outright (SIGKILL, the out-of-memory killer) leaves its staged temporary files;
/// the next run that writes the same files removes them, and nothing else (docs/output.md,
/// Temporary files).
@Suite("stale temporary files", .serialized)
struct StaleStagingTests {
  static let slide = testsFolder() + "/../PipelineTests/Goldens/slide.xml"

  static func hidden(in folder: String) -> [String] {
    Repository.files(in: folder, suffix: "").filter { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
      .sorted()
  }

  /// The id of a process that has ended (and been waited for).
  static func endedProcess() throws -> pid_t {
    let pid = try #require(spawnProcess(["/bin/true"]))
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return pid
  }

  static func padded(_ pid: pid_t) -> String {
    let digits = String(pid)
    return String(repeating: "0", count: 10 - digits.count) + digits
  }

  @Test(
    "a killed export's temporary file is removed by the next export of that file, which says so")
  func killedExportIsSwept() throws {
    try #require(access(InterruptTests.binary, X_OK) == 0)
    let output = TemporaryFolder()
    let pid = try #require(
      spawnProcess(
        [InterruptTests.binary, "export", Self.slide, "--output", output.path, "--jobs", "1"],
        environment: ["MOTIONBOARD_TEST_WRITE_DELAY=5"]))
    // The writer holds its first temporary file (the SVG's) 5 s: kill it then, as the
    // out-of-memory killer would, with no handler run.
    var left: [String] = []
    for _ in 0..<10_000 where left.isEmpty {
      left = Self.hidden(in: output.path)
      if left.isEmpty { usleep(1000) }
    }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    #expect(status & 0x7F == SIGKILL)
    let stale = Self.hidden(in: output.path)
    #expect(stale.count == 1)
    let name = try #require(stale.first)
    let prefix = ".slide.svg.\(Self.padded(pid))."
    #expect(name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6, "\(name)")
    let result = runMotionboard(["export", Self.slide, "--output", output.path])
    #expect(result.status == 0)
    #expect(
      result.error
        == "motionboard: removed '\(output.path)/\(name)', a temporary file left by process "
        + "\(pid), which ended before finishing it\n")
    #expect(Self.hidden(in: output.path).isEmpty)
    #expect(Repository.files(in: output.path, suffix: "").contains("slide.svg"))
  }

  @Test("files of live processes, of other targets and of other names are left alone")
  func othersStay() throws {
    let output = TemporaryFolder()
    let ended = Self.padded(try Self.endedProcess())
    let live = try #require(spawnProcess(["/bin/sleep", "30"]))
    defer {
      kill(live, SIGKILL)
      var status: Int32 = 0
      waitpid(live, &status, 0)
    }
    let kept = [
      ".slide.svg.\(Self.padded(live)).Ab12Cd",  // its process is alive
      ".slide.svg.Ab12Cd",  // an older version's name: its owner cannot be told
      ".other.svg.\(ended).Ab12Cd",  // not a file this run writes
      ".slide.svg.\(ended).Ab12C",  // not mkstemp's six characters
      ".slide.svg.\(ended).Ab12Cd.bak",  // not the pattern
    ]
    let removed = ".slide.json.\(ended).zZ09aB"
    for name in kept + [removed] { Repository.write("partial", to: output.path(name)) }
    let result = runMotionboard(["export", Self.slide, "--output", output.path])
    #expect(result.status == 0)
    #expect(
      result.error
        == "motionboard: removed '\(output.path)/\(removed)', a temporary file left by process "
        + "\(Int(ended) ?? 0), which ended before finishing it\n")
    #expect(Self.hidden(in: output.path) == kept.sorted())
  }
}
