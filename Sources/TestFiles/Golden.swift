import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Golden files: a test's whole output compared with a file kept in the repository, so a
/// change in output shows in review as a diff of that file.
///
/// With `RECORD_GOLDENS=1` in the environment the file is written instead (and the test
/// records an issue saying so, so that a recording run never passes silently).
package enum Golden {
  /// Whether this run records goldens.
  package static var isRecording: Bool {
    getenv("RECORD_GOLDENS").map { String(cString: $0) } == "1"
  }

  /// Compares `actual` with the golden file at `relative` (repository-relative); on a
  /// mismatch records an issue with a line diff.
  package static func assert(
    _ actual: String, matches relative: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = Repository.path(relative)
    if isRecording {
      let written = Repository.write(actual, to: path)
      Issue.record(
        Comment(rawValue: written ? "recorded \(relative)" : "cannot write \(relative)"),
        sourceLocation: sourceLocation)
      return
    }
    guard let expected = Repository.text(path) else {
      Issue.record(
        "no golden file \(relative); run with RECORD_GOLDENS=1 to write it",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    let diff = LineDiff.describe(from: expected, to: actual)
    Issue.record(
      Comment(
        rawValue: "\(relative) differs (- golden, + actual; RECORD_GOLDENS=1 rewrites it):\n\(diff)"
      ),
      sourceLocation: sourceLocation)
  }
}
