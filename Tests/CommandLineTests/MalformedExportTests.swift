import TestFiles
import TestSupport
import Testing

/// Hostile inputs that only `export` reads (`Malformed/export/`): images and asset catalogs
/// that try to get other files' bytes into the exports (links out of their folder, files that
/// are not the images they claim, a `Contents.json` that cannot be read).
///
/// Each case is a folder with `input.storyboard` or `input.xml`, its `Assets.xcassets` or
/// `Assets` folder (passed as `--assets`) and `expected`: the diagnostics `export` prints, with
/// the case's folder taken out of the paths. Each must exit 1 and write nothing, in every
/// format that embeds images.
@Suite("malformed exports")
struct MalformedExportTests {
  static let folder = testsFolder() + "/Malformed/export"
  static let cases = Repository.files(in: folder, suffix: "").filter { !$0.hasPrefix(".") }

  @Test("the export corpus has its cases, each with its expected diagnostics")
  func corpusIsComplete() {
    #expect(Self.cases.count >= 10)
    for name in Self.cases {
      #expect(Repository.text("\(Self.folder)/\(name)/expected") != nil, "missing \(name)/expected")
    }
  }

  @Test("each hostile export is refused at its place, and nothing is written", arguments: cases)
  func hostileExportIsRefused(_ name: String) throws {
    let path = "\(Self.folder)/\(name)"
    let expected = try #require(Repository.text(path + "/expected"))
    let output = TemporaryFolder()
    let result = runMotionboard(Self.arguments(path) + ["--output", output.path])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.error.replacing(path + "/", with: "") == expected)
    #expect(
      Repository.files(in: output.path, suffix: "").filter { $0 != "." && $0 != ".." }.isEmpty)
  }

  /// `export` with the case's input, assets and every format that embeds images.
  static func arguments(_ path: String) -> [String] {
    let inputs = Repository.files(in: path, suffix: "").filter { $0.hasPrefix("input.") }
    var arguments = ["export", "--color", "never", "--format", "svg,lottie,html,dotlottie"]
    arguments += inputs.map { "\(path)/\($0)" }
    for assets in ["Assets.xcassets", "Assets"]
    where Repository.files(in: path, suffix: "").contains(assets) {
      arguments += ["--assets", "\(path)/\(assets)"]
    }
    return arguments
  }
}
