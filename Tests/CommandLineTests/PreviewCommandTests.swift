import TestSupport
import Testing

/// `export --format html` and `--format all` from the command line (docs/output.md, The
/// preview page).
@Suite("export --format html")
struct PreviewCommandTests {
  static let slide = testsFolder() + "/Fixtures/slide.xml"

  @Test("--format all writes the SVG, the Lottie file and the page, in that order")
  func allFormats() {
    let output = TemporaryFolder()
    let result = runMotionboard(["export", Self.slide, "--output", output.path, "--format", "all"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output
        == "\(output.path)/slide.svg\n\(output.path)/slide.json\n\(output.path)/slide.html\n")
    let page = readText(output.path("slide.html")) ?? ""
    let svg = readText(output.path("slide.svg")) ?? ""
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(svg.split(separator: "\n").count > 2 && page.contains(svg.split(separator: "\n")[1]))
  }

  @Test("a format named twice is written once; html alone writes only the page")
  func htmlAlone() {
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "html,html",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(output.path)/slide.html\n")
  }

  @Test("a templates folder whose page has an unknown slot is an error before anything is written")
  func brokenTemplate() {
    let templates = TemporaryFolder()
    Repository.write(
      "<html>{{svg}}{{data}}{{script}}{{titel}}</html>", to: templates.path("preview.html"))
    Repository.write("", to: templates.path("preview.css"))
    Repository.write("", to: templates.path("preview.js"))
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", Self.slide, "--output", output.path, "--format", "html",
      "--templates", templates.path,
    ])
    #expect(result.status == 1)
    #expect(
      result.error
        == "motionboard: error: \(templates.path)/preview.html: unknown slot '{{titel}}'; "
        + "did you mean 'title'?\n")
    #expect(result.output == "")
    #expect(readText(output.path("slide.html")) == nil)
  }
}
