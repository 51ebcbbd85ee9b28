import TestFiles
import TestSupport
import Testing

/// `export --format html` and `--format all` from the command line (docs/output.md, The
/// preview page).
@Suite("export --format html")
struct PreviewCommandTests {
  static let slide = testsFolder() + "/Fixtures/slide.xml"

  @Test(
    "--format all writes the SVG, Lottie, the page, the pictures, the videos and dotLottie, in order"
  )
  func allFormats() {
    let output = TemporaryFolder()
    let result = runMotionboard(["export", Self.slide, "--output", output.path, "--format", "all"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output
        == "\(output.path)/slide.svg\n\(output.path)/slide.json\n\(output.path)/slide.html\n"
        + "\(output.path)/slide.png\n\(output.path)/slide.strip.png\n\(output.path)/slide.gif\n"
        + "\(output.path)/slide.webp\n\(output.path)/slide.mp4\n\(output.path)/slide.webm\n"
        + "\(output.path)/slide.lottie\n")
    let page = Repository.text(output.path("slide.html")) ?? ""
    let svg = Repository.text(output.path("slide.svg")) ?? ""
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

  @Test("--interactive with html writes the page you tap; with another format it says which")
  func interactivePage() {
    let login = Repository.path("Examples/interactive/login.xml")
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", login, "--interactive", "--format", "html", "--output", output.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(output.path)/login.html\n")
    let page = Repository.text(output.path("login.html")) ?? ""
    #expect(
      page.contains(#""interaction":{"gap":0.5,"controls":[{"id":"signIn","name":"Sign In"}"#))
    let refused = runMotionboard([
      "export", login, "--interactive", "--format", "html,webp", "--output", output.path,
    ])
    #expect(refused.status == 2)
    #expect(
      refused.error.hasPrefix(
        "Error: '--interactive' writes svg, lottie, dotlottie and html, not 'webp'; give "
          + "'--format' one or more of those.\n"))
    #expect(Repository.text(output.path("login.webp")) == nil)
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
    #expect(Repository.text(output.path("slide.html")) == nil)
  }

  @Test("a page over the output-size limit is refused before it is sampled, with its estimate")
  func pageOverTheLimit() {
    let inputs = TemporaryFolder()
    // 10 s at 60 fps: 601 samples; only the box's alpha changes (one series): 601 × 12 =
    // 7,212 bytes estimated.
    Repository.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface version="1" name="Long" width="200" height="100">
        <subviews>
          <view id="box" frame="0 20 40 40" backgroundColor="systemBlue">
            <subviews><view id="dot" frame="15 15 10 10" backgroundColor="white"/></subviews>
          </view>
        </subviews>
        <timeline duration="10">
          <animate at="0.5" duration="1" curve="linear"><set view="box" alpha="0.5"/></animate>
        </timeline>
      </interface>
      """, to: inputs.path("long.xml"))
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", inputs.path("long.xml"), "--output", output.path, "--format", "html",
      "--limit", "output-size=7000",
    ])
    #expect(result.status == 1)
    #expect(
      result.error
        == "\(inputs.path("long.xml")):2:1: error: the html export would be about 7212 bytes, "
        + "more than the limit of 7000 bytes; raise it with --limit output-size=N (or a lower "
        + "--fps)\n")
    #expect(result.output == "")
    // At the estimate, the page is made, and the whole file (template and SVG included) is
    // then measured against the limit as every export is.
    let within = runMotionboard([
      "export", inputs.path("long.xml"), "--output", output.path, "--format", "html",
      "--limit", "output-size=7212",
    ])
    #expect(within.error.contains("error: the html export is "))
    #expect(!within.error.contains("would be about"))
  }
}
