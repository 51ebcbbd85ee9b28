import TestFiles
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Starts a process with default signal handling and nothing blocked (a test runner's threads
/// may block signals, and children inherit that); returns its pid.
///
/// Standard error goes to `errorPath`.
func spawnProcess(
  _ arguments: [String], environment: [String] = [], errorPath: String = "/dev/null"
) -> pid_t? {
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
  posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
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
///
/// That the signal really arrives mid-write is checked, not hoped for: the test waits until a
/// temporary file appears, stops the process (SIGSTOP), sees the temporary file still there while
/// nothing runs, and only then sends the signal and lets the process go on (SIGCONT); the process
/// must then end through the interrupt handler (exit status 128 + the signal), not by finishing,
/// saying that no file was left half-written and how many unfinished ones it removed.
@Suite("interrupted exports", .serialized)
struct InterruptTests {
  static let binary = builtMotionboard

  /// The temporary files (`.NAME.XXXXXX`) in a folder.
  static func temporaryFiles(in folder: String) -> [String] {
    Repository.files(in: folder, suffix: "").filter { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
  }

  @Test(
    "SIGTERM and SIGINT mid-export leave only whole files and no temporary ones",
    arguments: [SIGTERM, SIGINT])
  func interrupt(_ signal: Int32) throws {
    try #require(access(Self.binary, X_OK) == 0)
    let output = ExportTests.temporaryFolder()
    let examples = testsFolder() + "/../../Examples"
    let inputs = Repository.files(in: examples, suffix: ".xml").map { "\(examples)/\($0)" }
    for attempt in 0..<3 {
      let arguments = [Self.binary, "export"] + inputs + inputs + ["--output", output]
      let errors = ExportTests.temporaryFolder() + "/stderr"
      let pid = try #require(
        spawnProcess(
          arguments, environment: ["MOTIONBOARD_TEST_WRITE_DELAY=0.3"], errorPath: errors))
      // Later attempts let a few files be written first, so old files get replaced too.
      usleep(UInt32(400_000 * attempt))
      // Wait (10 s at most) for a temporary file, then freeze the process and look again.
      var open: [String] = []
      for _ in 0..<10_000 where open.isEmpty {
        if !Self.temporaryFiles(in: output).isEmpty {
          kill(pid, SIGSTOP)
          var stopped: Int32 = 0
          waitpid(pid, &stopped, WUNTRACED)
          open = Self.temporaryFiles(in: output)
          if open.isEmpty { kill(pid, SIGCONT) }
        } else {
          usleep(1000)
        }
      }
      #expect(!open.isEmpty, "attempt \(attempt): no temporary file open to interrupt")
      kill(pid, signal)
      kill(pid, SIGCONT)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      // Ended by the handler (exit 128 + signal), so mid-export, not after finishing.
      #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 128 + signal, "status \(status)")
      let note = (Repository.text(errors) ?? "").split(separator: "\n").last.map(String.init) ?? ""
      // How many it removed: at most those seen open, give or take one that another thread
      // created between SIGCONT and the handler. It may be none: a writer whose delay ran out
      // while the process was stopped can rename its file before the handler runs, and then
      // the note has no count.
      let whole =
        "motionboard: interrupted; every output is as it was before or completely written, "
        + "none half-written"
      #expect(note.hasPrefix(whole), "\(note)")
      let rest = note.dropFirst(whole.count)
      if !rest.isEmpty {
        let count = rest.dropFirst(2).prefix { $0.isNumber }
        let removed = Int(count) ?? -1
        #expect(rest.hasPrefix(" (") && removed >= 1 && removed <= open.count + 1, "\(note)")
        #expect(
          rest == " (\(removed) unfinished file\(removed == 1 ? "" : "s") removed)", "\(note)")
      }
      let names = Repository.files(in: output, suffix: "").filter { $0 != "." && $0 != ".." }
      #expect(Self.temporaryFiles(in: output).isEmpty, "temporary files left: \(names)")
      for name in names {
        let text = Repository.text("\(output)/\(name)") ?? ""
        if name.hasSuffix(".svg") { #expect(text.hasSuffix("</svg>\n"), "\(name) is cut") }
        if name.hasSuffix(".json") {
          #expect(text.hasPrefix("{") && text.hasSuffix("]}\n"), "\(name) is cut")
        }
      }
    }
  }

  /// The monotonic clock, in seconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  @Test("Ctrl-C stops a long render within a second and leaves no file")
  func interruptRender() throws {
    try #require(access(Self.binary, X_OK) == 0)
    let folder = ExportTests.temporaryFolder()
    let input = folder + "/long.xml"
    // A minute of a box turning: thousands of frames, minutes of work in a debug build.
    Repository.write(
      """
      <interface version="1" name="Long" width="375" height="667">
        <subviews><view id="box" backgroundColor="#FF0000" frame="50 50 200 200"/></subviews>
        <timeline duration="60">
          <animate at="0" duration="60" curve="linear"><set view="box" rotation="350"/></animate>
        </timeline>
      </interface>
      """, to: input)
    let output = folder + "/out"
    let pid = try #require(
      spawnProcess([
        Self.binary, "export", input, "--format", "gif,mp4", "--output", output,
        "--limit", "render-time=100000",
      ]))
    // Well into the frames (the document is read and its scene built in a fraction of that).
    usleep(3_000_000)
    var status: Int32 = 0
    #expect(waitpid(pid, &status, WNOHANG) == 0, "the export ended before the interrupt")
    let sent = Self.now()
    kill(pid, SIGINT)
    waitpid(pid, &status, 0)
    let took = Self.now() - sent
    #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 128 + SIGINT, "status \(status)")
    #expect(took < 1, "\(took) s after the interrupt")
    let left = Repository.files(in: output, suffix: "").filter { $0 != "." && $0 != ".." }
    #expect(left.isEmpty, "\(left)")
  }
}
