import Pipeline

#if canImport(Glibc)
  import Glibc
#endif

/// The code reader on one input (Tests/Fuzz/code.sh).
///
/// The bytes are a view controller's source, read by a front end and run by the evaluation
/// core against a small layout with controls, every control tapped, then the timeline
/// replayed. Any crash, hang or sanitizer report is a bug; diagnostics are expected. The
/// source is Swift, or Objective-C (an implementation file, read by libclang) when
/// `FUZZ_CODE_LANGUAGE` is `objc`.
enum FuzzCode {
  /// The name the input is read under: its extension chooses the front end.
  static let path =
    getenv("FUZZ_CODE_LANGUAGE").map { String(cString: $0) } == "objc"
    ? "Fuzz.m" : "Fuzz.swift"

  /// A screen with a constraint by id and by identifier, and controls with actions.
  static let layout = Array(
    """
    <interface version="1" name="Fuzz" width="320" height="480">
      <subviews>
        <view id="card" backgroundColor="systemBlue"/>
        <button id="button" title="Go" action="tapped:"/>
        <switch id="toggle" action="switched:"/>
        <label id="title" text="Hello"/>
        <stackView id="stack" axis="vertical"><subviews><label id="row" text="Row"/></subviews></stackView>
      </subviews>
      <constraints>
        <constraint id="cardTop" eq="card.top == root.top + 20"/>
        <constraint identifier="cardHeight" eq="card.height == 100"/>
        <constraint eq="card.leading == root.leading"/>
        <constraint eq="card.trailing == root.trailing"/>
        <constraint eq="button.top == card.bottom + 8"/>
        <constraint eq="button.centerX == root.centerX"/>
        <constraint eq="toggle.top == button.bottom + 8"/>
        <constraint eq="toggle.centerX == root.centerX"/>
        <constraint eq="title.top == toggle.bottom + 8"/>
        <constraint eq="title.centerX == root.centerX"/>
        <constraint eq="stack.top == title.bottom + 8"/>
        <constraint eq="stack.centerX == root.centerX"/>
      </constraints>
    </interface>
    """.utf8)

  /// Whether the layout reads without errors; a layout with errors stops every input before
  /// its code is read, which once left the reader unfuzzed.
  static let layoutIsClean = !Compilation(options: Compilation.Options()).check(
    layout, file: "fuzz.xml"
  ).log.hasErrors

  static func run(_ bytes: [UInt8]) {
    precondition(layoutIsClean, "the fuzzer's layout has errors: no code would be read")
    var options = Compilation.Options()
    options.code = CodeInput(
      files: [CodeInput.File(path: path, bytes: bytes)],
      play: "viewDidAppear@0.1,button@0.5,toggle@1,button@1.5,title@2")
    _ = Compilation(options: options).check(layout, file: "fuzz.xml")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzCode.run(Array(UnsafeBufferPointer(start: data, count: size)))
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
  /// Without libFuzzer: runs the reader on each file given, to reproduce a crash.
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
        FuzzCode.run(bytes)
        print("ran \(path)")
      }
    }
  }
#endif
