import TestFiles
import TestSupport
import Testing

/// `export --jobs N`: files exported at once, shown in input order, the same bytes whatever N.
@Suite("export --jobs")
struct JobsTests {
  static let inputs =
    ["bankey", "birthday", "login", "panel"].map {
      testsFolder() + "/../../Examples/\($0).xml"
    } + [testsFolder() + "/Fixtures/two-problems.xml"]

  @Test("files, standard output and standard error are the same whatever --jobs is")
  func sameWhateverJobs() throws {
    var runs: [(CommandResult, [String: String], String)] = []
    for jobs in ["1", "2", "5"] {
      let folder = TemporaryFolder.forProcess()
      let result = runMotionboard(
        ["export"] + Self.inputs + ["--output", folder, "--jobs", jobs, "--color", "never"])
      var written: [String: String] = [:]
      for name in Repository.files(in: folder, suffix: "") where !name.hasPrefix(".") {
        written[name] = Repository.text(folder + "/" + name)
      }
      runs.append((result, written, folder))
    }
    for (result, written, folder) in runs {
      #expect(result.status == 1)
      #expect(written.count == 8)
      #expect(written == runs[0].1)
      #expect(
        result.output.replacingAll(folder, with: "OUT")
          == runs[0].0.output.replacingAll(runs[0].2, with: "OUT"))
      #expect(result.error == runs[0].0.error)
    }
  }

  @Test("a batch prints one progress line per file, in input order, after its diagnostics")
  func progressLines() {
    let folder = TemporaryFolder.forProcess()
    let result = runMotionboard(
      ["export"] + Self.inputs + ["--output", folder, "--jobs", "2", "--color", "never"])
    let lines = result.error.split(separator: "\n").map(String.init)
    let progress = lines.filter { $0.hasPrefix("[") }
    #expect(
      progress
        == Self.inputs.enumerated().map { index, file in
          "[\(index + 1)/5] \(file): \(index == 4 ? "failed" : "exported")"
        })
    let problem = lines.firstIndex { $0.contains("two-problems.xml:") && $0.contains("error") }
    let last = lines.firstIndex { $0.hasPrefix("[5/5]") }
    #expect(problem != nil && last != nil && (problem ?? 0) < (last ?? 0))
    #expect(lines.last == "4 exported, 1 failed")
  }

  @Test("--jobs takes 1 to 256")
  func badJobs() {
    for value in ["0", "-1", "many", "257"] {
      let result = runMotionboard(["export", "a.xml", "--jobs", value])
      #expect(result.status == 2)
      #expect(
        result.error.hasPrefix(
          "Error: The value '\(value)' is invalid for '--jobs <count>'; use 1 to 256."))
    }
  }
}

extension String {
  /// Every occurrence of `target` replaced (no Foundation in these tests).
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
