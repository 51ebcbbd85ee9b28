import Appearance
import Interface
import Pipeline

#if canImport(Glibc)
  import Glibc
#endif

/// The whole pipeline on one input.
///
/// It reads, parses, lays out, replays, builds tracks, and writes SVG and Lottie. Any crash,
/// hang or sanitizer report here is a bug; diagnostics are expected.
enum FuzzPipeline {
  /// Templates are read once, from `Templates/` in the current folder: one per view kind, and
  /// the image placeholder and the symbol look-alike, as `motionboard export` reads them.
  nonisolated(unsafe) static var library = TemplateLibrary(templates: [:])
  nonisolated(unsafe) static var loaded = false
  /// Inputs run, and those that reached the writers (the rest were rejected with diagnostics).
  nonisolated(unsafe) static var inputs = 0
  nonisolated(unsafe) static var exported = 0

  /// Every template's kind: a view kind fuzzed without its skin would not fuzz the skin.
  static let kinds = ViewKind.allCases.map(\.rawValue) + ["imagePlaceholder", "symbolImage"]

  /// Reads the templates; returns the kinds whose template is missing.
  @discardableResult
  static func loadTemplates() -> [String] {
    guard !loaded else { return [] }
    loaded = true
    var templates: [String: SkinTemplate] = [:]
    var missing: [String] = []
    for kind in kinds {
      guard let handle = fopen("Templates/\(kind).xml", "rb") else {
        missing.append(kind)
        continue
      }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        bytes += buffer[..<count]
        if count < buffer.count { break }
      }
      fclose(handle)
      templates[kind] = SkinTemplate(
        kind: kind, source: String(decoding: bytes, as: UTF8.self), file: kind)
    }
    library = TemplateLibrary(templates: templates)
    return missing
  }

  /// A line on standard error.
  static func report(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
  }

  /// Loads every template before fuzzing, or stops: run it from the package root.
  ///
  /// At exit, the counts are printed for `Tests/Fuzz/run.sh`, which fails a run that exported
  /// nothing.
  static func start() {
    let missing = loadTemplates()
    guard missing.isEmpty else {
      report("motionboard-fuzz: no template for \(missing.joined(separator: ", ")) in Templates/")
      exit(2)
    }
    report("motionboard-fuzz: \(kinds.count) templates loaded")
    atexit {
      FuzzPipeline.report(
        "motionboard-fuzz: \(FuzzPipeline.inputs) inputs run, \(FuzzPipeline.exported) exported")
    }
  }

  /// `MOTIONBOARD_FUZZ_TARGET=importer` fuzzes storyboards and xibs instead (run.sh's fourth
  /// argument).
  static let importer = getenv("MOTIONBOARD_FUZZ_TARGET").map { String(cString: $0) } == "importer"

  static func run(_ bytes: [UInt8]) {
    loadTemplates()
    if importer {
      runImporter(bytes)
      return
    }
    inputs += 1
    let checked = Compilation().check(bytes, file: "fuzz.xml")
    guard checked.document != nil else { return }
    _ = Compilation().export(checked, formats: [.svg, .lottie], library: library, images: [:])
    exported += 1
  }

  /// The importer: every scene (the first three) imported, exported, converted to the format
  /// and the conversion read back.
  static func runImporter(_ bytes: [UInt8]) {
    let compilation = Compilation()
    inputs += 1
    for checked in compilation.checkDocuments(bytes, file: "fuzz.storyboard").prefix(3) {
      guard checked.document != nil else { continue }
      _ = compilation.export(checked, formats: [.svg, .lottie], library: library, images: [:])
      exported += 1
      if let text = compilation.convert(checked, from: "fuzz.storyboard") {
        _ = compilation.check(Array(text.utf8), file: "converted.xml")
      }
    }
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
