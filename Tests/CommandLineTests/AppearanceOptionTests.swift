import TestSupport
import Testing

/// `export --appearance MODE`: which of UIKit's appearances the files show.
@Suite("the --appearance option")
struct AppearanceOptionTests {
  static let named = testsFolder() + "/Fixtures/named-colors.xml"

  @Test("--appearance dark writes the usual files, in the dark appearance")
  func dark() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard(["export", Self.named, "--appearance", "dark", "--output", folder])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(folder)/named-colors.svg\n\(folder)/named-colors.json\n")
    let light = TemporaryFolder.forProcess()
    _ = runMotionboard(["export", Self.named, "--output", light])
    #expect(readText(folder + "/named-colors.svg") != readText(light + "/named-colors.svg"))
  }

  @Test("an unknown appearance is a usage error naming the modes")
  func unknown() {
    let result = runMotionboard(["export", Self.named, "--appearance", "sepia"])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: The value 'sepia' is invalid for '--appearance <mode>'; use light or dark.\n"))
  }
}
