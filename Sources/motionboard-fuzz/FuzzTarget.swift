import Appearance
import Pipeline

#if canImport(Glibc)
  import Glibc
#endif

/// The whole pipeline on one input.
///
/// It reads, parses, lays out, replays, builds tracks, and writes SVG and Lottie. Any crash,
/// hang or sanitizer report here is a bug; diagnostics are expected.
enum FuzzPipeline {
  /// Templates are read once, from `Templates/` in the current folder.
  nonisolated(unsafe) static var library = TemplateLibrary(templates: [:])
  nonisolated(unsafe) static var loaded = false

  static func loadTemplates() {
    guard !loaded else { return }
    loaded = true
    var templates: [String: SkinTemplate] = [:]
    for kind in [
      "view", "label", "button", "textField", "imageView", "tableView", "datePicker",
      "activityIndicator", "switch", "stackView", "scrollView", "slider", "segmentedControl",
      "tableViewCell", "navigationBar", "imagePlaceholder", "symbolImage",
    ] {
      guard let handle = fopen("Templates/\(kind).xml", "rb") else { continue }
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
    let checked = Compilation().check(bytes, file: "fuzz.xml")
    guard checked.document != nil else { return }
    _ = Compilation().export(checked, formats: [.svg, .lottie], library: library, images: [:])
  }

  /// The importer: every scene (the first three) imported, exported, converted to the format
  /// and the conversion read back.
  static func runImporter(_ bytes: [UInt8]) {
    let compilation = Compilation()
    for checked in compilation.checkDocuments(bytes, file: "fuzz.storyboard").prefix(3) {
      guard checked.document != nil else { continue }
      _ = compilation.export(checked, formats: [.svg, .lottie], library: library, images: [:])
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
