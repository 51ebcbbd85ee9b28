import TestFiles
import TestSupport
import Testing

/// Inputs the fuzzer found that crashed or hung the pipeline (Tests/Fuzz/Regressions/): each
/// must now finish quickly with an export or with diagnostics, never trap or stall.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
  static let folder = testsFolder() + "/../Fuzz/Regressions"

  /// A moved or emptied folder would otherwise give zero cases, which pass.
  @Test("the regression folder holds the fuzzer's findings")
  func folderIsThere() {
    #expect(Repository.files(in: Self.folder, suffix: ".xml").count >= 6)
  }

  @Test(
    "each input the fuzzer found finishes with an export or diagnostics",
    arguments: Repository.files(in: folder, suffix: ".xml"))
  func finishes(_ name: String) throws {
    let output = "/tmp/motionboard-fuzz-regression"
    let clock = ContinuousClock()
    var result = CommandResult(status: -1, output: "", error: "")
    let elapsed = clock.measure {
      result = runMotionboard(["export", "\(Self.folder)/\(name)", "--output", output])
    }
    #expect(result.status == 0 || result.status == 1)
    // A hang shows as seconds; the worst of these took 17 s before the fix, 0.8 s after.
    #expect(elapsed < .seconds(10))
  }
}
