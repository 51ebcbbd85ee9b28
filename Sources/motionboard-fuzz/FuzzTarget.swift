#if canImport(Glibc)
  import Glibc
#endif

/// The whole command line on one input (FuzzWorkspace.swift).
///
/// It reads, parses, lays out, replays, builds tracks, and writes the exports (SVG and
/// Lottie, and by turns the page, dotLottie and the pictures) beside images and an asset
/// catalog that reach for a secret; for storyboards it also converts and checks the
/// conversion. Any crash, hang, sanitizer report, or the secret in an export is a bug;
/// diagnostics are expected.
enum FuzzPipeline {
  /// Inputs run, and exports that succeeded (the rest were rejected with diagnostics).
  nonisolated(unsafe) static var inputs = 0
  nonisolated(unsafe) static var exported = 0

  /// At exit, the counts are printed for `Tests/Fuzz/run.sh`, which fails a run that exported
  /// nothing (so a harness that cannot find its templates, or rejects everything, fails).
  static func start() {
    atexit {
      let line =
        "motionboard-fuzz: \(FuzzPipeline.inputs) inputs run, \(FuzzPipeline.exported) exported\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
    }
  }

  /// `MOTIONBOARD_FUZZ_TARGET=importer` fuzzes storyboards and xibs instead (run.sh's fourth
  /// argument).
  static let importer = getenv("MOTIONBOARD_FUZZ_TARGET").map { String(cString: $0) } == "importer"

  static func run(_ bytes: [UInt8]) {
    inputs += 1
    exported += FuzzWorkspace.run(bytes, importer: importer)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzPipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  /// Under libFuzzer: hands the command line to its driver.
  @main
  struct Fuzz {
    static func main() {
      FuzzPipeline.start()
      var count = CommandLine.argc
      var vector = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&count, &vector, fuzzOneInput))
    }
  }
#else
  /// Without libFuzzer: runs the pipeline on each file given, to reproduce a crash.
  @main
  struct Replay {
    static func main() {
      FuzzPipeline.start()
      for path in CommandLine.arguments.dropFirst() {
        guard let handle = fopen(path, "rb") else { continue }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
          let count = fread(&buffer, 1, buffer.count, handle)
          bytes += buffer[..<count]
          if count < buffer.count { break }
        }
        fclose(handle)
        FuzzPipeline.run(bytes)
        print("ran \(path)")
      }
    }
  }
#endif
