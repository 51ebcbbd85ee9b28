import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Starts a process with default signal handling and nothing blocked (a test runner's threads
/// may block signals, and children inherit that); returns its pid.
func spawnProcess(_ arguments: [String], environment: [String] = []) -> pid_t? {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var empty = sigset_t()
  sigemptyset(&empty)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in [SIGINT, SIGTERM] { sigaddset(&defaults, signal) }
  posix_spawnattr_setsigmask(&attributes, &empty)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var pid = pid_t()
  guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else { return nil }
  return pid
}

/// Runs a command to its end; returns its exit status (-1 if it could not start).
func runProcess(_ arguments: [String]) -> Int32 {
  guard let pid = spawnProcess(arguments) else { return -1 }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return (status >> 8) & 0xFF
}

/// Interrupts real `motionboard export` runs while a temporary file is open (the writer holds
/// it 0.3 s when MOTIONBOARD_TEST_WRITE_DELAY says so): every file in the output folder must be
/// a whole export (the old one or the new one), and no temporary file may stay.
@Suite("interrupted exports", .serialized)
struct InterruptTests {
  static let binary = testsFolder() + "/../../.build/debug/motionboard"

  @Test(
    "SIGTERM and SIGINT mid-export leave only whole files and no temporary ones",
    arguments: [SIGTERM, SIGINT])
  func interrupt(_ signal: Int32) throws {
    try #require(access(Self.binary, X_OK) == 0)
    let output = ExportTests.temporaryFolder()
    let examples = testsFolder() + "/../../Examples"
    let inputs = files(in: examples, suffix: ".xml").map { "\(examples)/\($0)" }
    for attempt in 0..<6 {
      let arguments = [Self.binary, "export"] + inputs + inputs + ["--output", output]
      let pid = try #require(
        spawnProcess(arguments, environment: ["MOTIONBOARD_TEST_WRITE_DELAY=0.3"]))
      // From 0.9 s on, most of the time a temporary copy is open (0.3 s per file written).
      usleep(UInt32(900_000 + 200_000 * attempt))
      kill(pid, signal)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      let names = files(in: output, suffix: "").filter { $0 != "." && $0 != ".." }
      #expect(names.filter { $0.hasPrefix(".") }.isEmpty, "temporary files left: \(names)")
      for name in names {
        let text = readText("\(output)/\(name)") ?? ""
        if name.hasSuffix(".svg") { #expect(text.hasSuffix("</svg>\n"), "\(name) is cut") }
        if name.hasSuffix(".json") {
          #expect(text.hasPrefix("{") && text.hasSuffix("]}\n"), "\(name) is cut")
        }
      }
    }
  }
}
