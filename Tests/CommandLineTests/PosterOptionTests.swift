import TestFiles
import TestSupport
import Testing

/// `export --poster SECONDS`: the time of the still picture, within each input's timeline.
@Suite("the --poster option")
struct PosterOptionTests {
  /// slide.xml's timeline ends at 3 s, overshoot.xml's at 1.6 s.
  static let slide = testsFolder() + "/Fixtures/slide.xml"
  static let overshoot = testsFolder() + "/Fixtures/overshoot.xml"

  @Test("a poster time within the timeline, its end included, is accepted")
  func withinTimeline() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard(["export", Self.slide, "--poster", "3", "--output", folder])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(folder)/slide.svg\n\(folder)/slide.json\n")
  }

  @Test("a poster time after an input's timeline is a usage error that writes nothing for it")
  func afterTheEnd() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard([
      "export", Self.overshoot, Self.slide, "--poster", "2", "--output", folder,
    ])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: The value '2' is invalid for '--poster <seconds>': the timeline of '"
          + Self.overshoot + "' ends at 1.6 s; use 0 to 1.6.\n"
          + "Usage: motionboard export <files> ... [<options>]\n"))
    #expect(result.error.hasSuffix("1 exported, 1 failed\n"))
    // The other input, whose timeline holds 2 s, is written.
    #expect(result.output == "\(folder)/slide.svg\n\(folder)/slide.json\n")
    #expect(Repository.text(folder + "/overshoot.svg") == nil)
  }

  @Test("a poster time that is not a number of seconds from 0 is a usage error")
  func notATime() {
    for value in ["-1", "soon", "nan", "inf"] {
      let result = runMotionboard(["export", Self.slide, "--poster", value])
      #expect(result.status == 2)
      #expect(
        result.error.hasPrefix(
          "Error: The value '\(value)' is invalid for '--poster <seconds>'; use a time from 0 to "
            + "the end of the timeline."))
    }
  }
}
