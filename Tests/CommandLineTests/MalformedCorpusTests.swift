import TestFiles
import TestSupport
import Testing

/// Every file in `Malformed/` is one problem, checked against its exact diagnostics.
///
/// Its `.expected` sibling holds the diagnostics that `motionboard check` must print for it
/// (without the file name in front of each line), which fixes message, line and column. None
/// may crash or hang, and none may pass.
@Suite("malformed inputs")
struct MalformedCorpusTests {
  static let folder = testsFolder() + "/Malformed"
  static let cases = Repository.files(in: folder, suffix: ".xml")

  @Test("the corpus has at least 40 cases, each with its expected diagnostics")
  func corpusIsComplete() {
    #expect(Self.cases.count >= 40)
    for name in Self.cases {
      let expected = Self.folder + "/" + name.dropLast(4) + ".expected"
      #expect(Repository.text(expected) != nil, "missing \(expected)")
    }
  }

  @Test(
    "each malformed file gets its diagnostic at its position and exit status 1",
    arguments: cases)
  func malformedFileIsDiagnosed(_ name: String) throws {
    let path = Self.folder + "/" + name
    let expected = try #require(Repository.text(Self.folder + "/" + name.dropLast(4) + ".expected"))
    let result = runMotionboard(["check", "--color", "never", path])
    #expect(result.status == 1)
    #expect(result.output == "")
    let printed = result.error.split(separator: "\n").map { line in
      line.hasPrefix(path + ":") ? String(line.dropFirst(path.count + 1)) : String(line)
    }
    let wanted = expected.split(separator: "\n").map(String.init)
    #expect(printed == wanted)
    #expect(printed.contains { $0.contains(": error: ") })
  }
}
