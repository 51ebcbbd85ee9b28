import TestFiles
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
    #expect(
      Repository.text(folder + "/named-colors.svg") != Repository.text(light + "/named-colors.svg"))
  }

  @Test("an unknown appearance is a usage error naming the modes")
  func unknown() {
    let result = runMotionboard(["export", Self.named, "--appearance", "sepia"])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: The value 'sepia' is invalid for '--appearance <mode>'; use light, dark, auto or both.\n"
      ))
  }
}

/// `--appearance both`: the adaptive files, a light and a dark one of the SVG and the Lottie
/// file, and the `<picture>` snippet.
@Suite("--appearance both")
struct BothAppearancesTests {
  @Test("writes NAME, NAME-light and NAME-dark of each format and prints the picture snippet")
  func both() {
    let folder = TemporaryFolder.forProcess()
    let file = testsFolder() + "/Fixtures/named-colors.xml"
    let result = runMotionboard(["export", file, "--appearance", "both", "--output", folder])
    #expect(result.status == 0, "\(result.error)")
    let base = folder + "/named-colors"
    #expect(
      result.output == """
        \(base).svg
        \(base)-light.svg
        \(base)-dark.svg
        \(base).json
        \(base)-light.json
        \(base)-dark.json
        <picture>
          <source media="(prefers-color-scheme: dark)" srcset="\(base)-dark.svg">
          <img src="\(base)-light.svg" alt="Named">
        </picture>

        """)
    let dark = runMotionboard(["export", file, "--appearance", "dark", "--output", folder + "/d"])
    #expect(dark.status == 0)
    #expect(Repository.text(base + "-dark.svg") == Repository.text(folder + "/d/named-colors.svg"))
    #expect(Repository.text(base + "-light.svg") != Repository.text(base + "-dark.svg"))
    #expect(Repository.text(base + "-light.json") == Repository.text(base + ".json"))
  }
}

/// The `<picture>` snippet names its files as URLs.
@Suite("the picture snippet")
struct PictureSnippetTests {
  @Test("spaces, commas and other characters of the paths are percent-encoded")
  func encodedPaths() {
    let folder = TemporaryFolder()
    let output = folder.path("my docs, v2/ä#1%")
    let file = testsFolder() + "/Fixtures/named-colors.xml"
    let result = runMotionboard([
      "export", file, "--appearance", "both", "--output", output, "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.error)")
    let encoded = folder.path("my%20docs%2C%20v2/%C3%A4%231%25/named-colors")
    #expect(
      result.output.hasSuffix(
        """
        <picture>
          <source media="(prefers-color-scheme: dark)" srcset="\(encoded)-dark.svg">
          <img src="\(encoded)-light.svg" alt="Named">
        </picture>

        """))
    #expect(result.output.hasPrefix("\(output)/named-colors.svg\n"))
  }
}

/// `export --format dotlottie`: NAME.lottie, with the dark animation when there is one.
@Suite("--format dotlottie")
struct DotLottieCommandTests {
  static let file = testsFolder() + "/Fixtures/named-colors.xml"

  @Test("writes NAME.lottie, the same bytes every time, holding the Lottie file")
  func archive() throws {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard([
      "export", Self.file, "--format", "lottie,dotlottie", "--output", folder,
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(folder)/named-colors.json\n\(folder)/named-colors.lottie\n")
    let again = TemporaryFolder.forProcess()
    _ = runMotionboard(["export", Self.file, "--format", "dotlottie", "--output", again])
    let bytes = try #require(Repository.bytes(folder + "/named-colors.lottie"))
    #expect(Repository.bytes(again + "/named-colors.lottie") == bytes)
    // The entries' names are stored as they are: the light animation alone.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("a/Named.json") && !text.contains("a/Named-dark.json"))
  }

  @Test("with --appearance auto the archive holds the dark animation too")
  func dark() throws {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard([
      "export", Self.file, "--format", "dotlottie", "--appearance", "auto", "--output", folder,
    ])
    #expect(result.status == 0, "\(result.error)")
    let text = String(
      decoding: try #require(Repository.bytes(folder + "/named-colors.lottie")), as: UTF8.self)
    #expect(text.contains("a/Named.json") && text.contains("a/Named-dark.json"))
  }
}
