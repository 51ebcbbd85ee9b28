import Foundation
import Testing

/// Interrupts real `motionboard export` runs while a temporary file is open (the writer holds
/// it 0.3 s when MOTIONBOARD_TEST_WRITE_DELAY says so): every file in the output folder must be
/// a whole export (the old one or the new one), and no temporary file may stay.
@Suite("interrupted exports", .serialized)
struct InterruptTests {
  static let binary = testsFolder() + "/../../.build/debug/motionboard"

  /// Starts a process with default signal handling and nothing blocked (a test runner's
  /// threads may block signals, and children inherit that), from the project folder.
  static func spawn(_ arguments: [String], environment: [String]) throws -> pid_t {
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
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let result = posix_spawn(&pid, arguments[0], nil, &attributes, argv, envp)
    guard result == 0 else { throw SpawnError(code: result) }
    return pid
  }

  struct SpawnError: Error {
    var code: Int32
  }

  @Test("SIGTERM and SIGINT mid-export leave only whole files and no temporary ones",
    arguments: [SIGTERM, SIGINT])
  func interrupt(_ signal: Int32) throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("motionboard-interrupt-\(getpid())-\(signal)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let examples = testsFolder() + "/../../Examples"
    let inputs = files(in: examples, suffix: ".xml").map { "\(examples)/\($0)" }
    for attempt in 0..<6 {
      let arguments = [Self.binary, "export"] + inputs + inputs + ["--output", output]
      let pid = try Self.spawn(arguments, environment: ["MOTIONBOARD_TEST_WRITE_DELAY=0.3"])
      // From 0.9 s on, most of the time a temporary copy is open (0.3 s per file written).
      usleep(UInt32(900_000 + 200_000 * attempt))
      kill(pid, signal)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
      #expect(names.filter { $0.hasPrefix(".") }.isEmpty, "temporary files left: \(names)")
      for name in names {
        let text = (try? String(contentsOfFile: "\(output)/\(name)", encoding: .utf8)) ?? ""
        if name.hasSuffix(".svg") { #expect(text.hasSuffix("</svg>\n"), "\(name) is cut") }
        if name.hasSuffix(".json") {
          #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(name) is cut")
        }
      }
    }
  }
}
