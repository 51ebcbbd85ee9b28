import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `export` saves in two phases: each file is staged (a flushed temporary file) as soon as it is
/// made, and an input's files are renamed only when all of them are staged and no error was
/// found (docs/output.md, `export`).
@Suite("two-phase save")
struct StagedSaveTests {
  static let goldens = testsFolder() + "/../PipelineTests/Goldens"

  /// The names in a folder, hidden ones (temporary files) included.
  static func entries(_ folder: String) -> [String] {
    Repository.files(in: folder, suffix: "").filter { $0 != "." && $0 != ".." }
  }

  static func write(_ text: String, to path: String) {
    let handle = fopen(path, "w")
    fputs(text, handle)
    fclose(handle)
  }

  @Test(
    "an error found after the files were staged keeps the old file and leaves no temporary one",
    arguments: ["1", "2"])
  func errorAfterStaging(_ jobs: String) {
    let folder = TemporaryFolder.forProcess()
    Self.write("old", to: folder + "/slide.svg")
    // The SVG (4,840 bytes) is over the limit, found once both files were handed over.
    let result = runMotionboard([
      "export", Self.goldens + "/slide.xml", "--output", folder, "--format", "svg,lottie",
      "--jobs", jobs, "--limit", "output-size=3000", "--color", "never",
    ])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error.contains(
        "error: the svg export is 4840 bytes, more than the limit of 3000 bytes"))
    #expect(Self.entries(folder) == ["slide.svg"])
    #expect(Repository.text(folder + "/slide.svg") == "old")
  }

  @Test(
    "the written files are the golden bytes, with --jobs 1 and --jobs 2", arguments: ["1", "2"])
  func goldenBytes(_ jobs: String) {
    let folder = TemporaryFolder.forProcess()
    Self.write("old", to: folder + "/slide.json")
    let result = runMotionboard([
      "export", Self.goldens + "/slide.xml", "--output", folder, "--jobs", jobs,
    ])
    #expect(result.status == 0)
    #expect(result.output == "\(folder)/slide.svg\n\(folder)/slide.json\n")
    #expect(Self.entries(folder) == ["slide.json", "slide.svg"])
    let svg = Repository.bytes(folder + "/slide.svg") ?? []
    #expect(svg.count == 4840)
    #expect(svg == Repository.bytes(Self.goldens + "/slide.svg"))
    let lottie = Repository.text(folder + "/slide.json") ?? ""
    #expect(lottie.utf8.count == 2789)
    #expect(JSONLayout.pretty(lottie) == Repository.text(Self.goldens + "/slide.json"))
  }

  @Test("a file that cannot be staged stops its input: no file of it is renamed")
  func stagingFails() {
    let folder = TemporaryFolder.forProcess()
    // A name whose SVG's temporary name fits in 255 bytes and whose Lottie file's does not
    // (".NAME.svg.PID.XXXXXX", the process id in ten digits, is 255 bytes,
    // ".NAME.json.PID.XXXXXX" 256).
    let base = String(repeating: "s", count: 232)
    let input = folder + "/" + base + ".xml"
    Self.write(Repository.text(Self.goldens + "/slide.xml") ?? "", to: input)
    let output = folder + "/out"
    let result = runMotionboard(["export", input, "--output", output, "--jobs", "2"])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error
        == "\(output)/\(base).json: error: cannot write in '\(output)': file name too long\n")
    #expect(Self.entries(output).isEmpty)
  }

  @Test("--appearance both renames its six files in order and keeps no temporary file")
  func bothAppearances() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard([
      "export", Self.goldens + "/slide.xml", "--output", folder, "--appearance", "both",
    ])
    #expect(result.status == 0)
    let names =
      ["slide.svg", "slide-light.svg", "slide-dark.svg"]
      + ["slide.json", "slide-light.json", "slide-dark.json"]
    #expect(result.output.hasPrefix(names.map { "\(folder)/\($0)\n" }.joined() + "<picture>"))
    #expect(Self.entries(folder) == names.sorted())
    #expect(Repository.bytes(folder + "/slide-light.svg")?.count == 4840)
  }
}
