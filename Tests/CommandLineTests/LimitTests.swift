import TestFiles
import TestSupport
import Testing

/// Every limit stops an input with an error naming the count, the limit and the option that
/// raises it; nothing is written; the same input exports once the limit is raised.
@Suite("limits")
struct LimitTests {
  static let login = testsFolder() + "/../../Examples/login.xml"

  @Test(
    "a limit exceeded is an error at the first thing over it, and writes nothing",
    arguments: [
      (
        "views=3",
        "login.xml:50:5: error: the document has 8 views, more than the limit of 3; raise it with --limit views=N"
      ),
      (
        "constraints=2",
        "error: the document has 26 constraints, more than the limit of 2; raise it with --limit constraints=N"
      ),
      (
        "blocks=1",
        "error: the timeline has 9 blocks, more than the limit of 1; raise it with --limit blocks=N"
      ),
      (
        "duration=2",
        "login.xml:144:3: error: the timeline lasts 6 s, more than the limit of 2 s; raise it with --limit duration=N"
      ),
      (
        "keyframes=10",
        "keyframes, more than the limit of 10; raise it with --limit keyframes=N (or a larger --tolerance)"
      ),
      (
        "output-size=1000",
        "login.xml:34:1: error: the svg export's text outlines would take about 8930 bytes, more than the limit of 1000 bytes; raise it with --limit output-size=N (or shorten the text)"
      ),
      // Past the text's estimate, the file itself is measured.
      ("output-size=70000", "error: the lottie export is"),
      (
        "text=10",
        "login.xml:50:5: error: the document's text has 108 characters, more than the limit of 10; raise it with --limit text=N"
      ),
      ("file-size=100", "error: the file is"),
      (
        "depth=3",
        "error: elements are nested deeper than 3 levels; raise the limit with --limit depth=N"
      ),
      (
        "elements=20",
        "error: the document has more than 20 elements; raise the limit with --limit elements=N"
      ),
    ])
  func exceeded(_ limit: String, _ message: String) {
    let folder = ExportTests.temporaryFolder()
    let result = runMotionboard([
      "export", Self.login, "--output", folder, "--limit", limit, "--color", "never",
    ])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.error.contains(message), "\(result.error)")
    #expect(
      Repository.files(in: folder, suffix: ".svg").isEmpty
        && Repository.files(in: folder, suffix: ".json").isEmpty)
  }

  @Test("limits at the input's own counts let it through")
  func atTheLimit() {
    let folder = ExportTests.temporaryFolder()
    let result = runMotionboard([
      "export", Self.login, "--output", folder, "--limit",
      "views=8,constraints=26,blocks=9,duration=6,output-size=1000000",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(Repository.files(in: folder, suffix: ".svg") == ["login.svg"])
  }

  @Test("an unknown limit or a value that is not positive is a usage error")
  func usage() {
    let unknown = runMotionboard(["check", Self.login, "--limit", "viewz=3"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("Error: Unknown limit 'viewz'. Did you mean 'views'?"))
    let negative = runMotionboard(["check", Self.login, "--limit", "views=-1"])
    #expect(negative.status == 2)
    #expect(
      negative.error.hasPrefix(
        "Error: The value '-1' is invalid for the limit 'views'; use a positive whole number."))
    let fraction = runMotionboard(["check", Self.login, "--limit", "duration=0"])
    #expect(fraction.status == 2)
    let seconds = runMotionboard(["check", Self.login, "--limit", "render-time=0.5s"])
    #expect(
      seconds.error.hasPrefix(
        "Error: The value '0.5s' is invalid for the limit 'render-time'; use a positive number "
          + "of seconds."))
    #expect(runMotionboard(["check", Self.login, "--limit", "render-time=0.5"]).status == 0)
  }

  /// A document whose elements nest `levels` deep.
  static func nested(_ levels: Int) -> String {
    let views = (levels - 2) / 2
    return #"<interface version="1" width="100" height="100"><subviews>"#
      + (0..<views).map { #"<view id="v\#($0)" frame="1 1 90 90"><subviews>"# }.joined()
      + String(repeating: "</subviews></view>", count: views) + "</subviews></interface>\n"
  }

  @Test("depth works up to 256, libxml2's own limit, and a larger value is a usage error")
  func deepestDepth() {
    let folder = TemporaryFolder()
    Repository.write(Self.nested(256), to: folder.path("deepest.xml"))
    Repository.write(Self.nested(258), to: folder.path("deeper.xml"))
    let deepest = runMotionboard([
      "export", folder.path("deepest.xml"), "--limit", "depth=256", "--output",
      folder.path("out"), "--format", "svg,lottie,png",
    ])
    #expect(deepest.status == 0, "\(deepest.error)")
    #expect(Repository.files(in: folder.path("out"), suffix: ".png") == ["deepest.png"])
    let deeper = runMotionboard([
      "check", folder.path("deeper.xml"), "--limit", "depth=256", "--color", "never",
    ])
    #expect(deeper.status == 1)
    #expect(
      deeper.error.hasSuffix(
        "error: elements are nested deeper than 256 levels; the deepest nesting Motionboard reads\n"
      ))
    let tooLarge = runMotionboard(["check", folder.path("deeper.xml"), "--limit", "depth=300"])
    #expect(tooLarge.status == 2)
    #expect(
      tooLarge.error.hasPrefix(
        "Error: The value '300' is invalid for the limit 'depth'; use 1 to 256, the deepest "
          + "nesting the XML reader takes.\n"))
  }
}
