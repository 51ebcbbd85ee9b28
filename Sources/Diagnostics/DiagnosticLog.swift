/// The diagnostics of one run, in the order they were found.
///
/// Stages append to a log and go on; the executable prints it at the end. Identical diagnostics
/// are kept once, so a stage that meets the same problem twice does not repeat it.
package struct DiagnosticLog: Sendable {
  package private(set) var diagnostics: [Diagnostic] = []
  private var seen: Set<Diagnostic> = []

  package init() {}

  package mutating func append(_ diagnostic: Diagnostic) {
    if seen.insert(diagnostic).inserted {
      diagnostics.append(diagnostic)
    }
  }

  package mutating func append(contentsOf other: DiagnosticLog) {
    for diagnostic in other.diagnostics { append(diagnostic) }
  }

  package mutating func error(_ message: String, at location: SourceLocation) {
    append(.error(message, at: location))
  }

  package mutating func warning(_ message: String, at location: SourceLocation) {
    append(.warning(message, at: location))
  }

  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  package var errorCount: Int { diagnostics.count { $0.severity == .error } }
  package var warningCount: Int { diagnostics.count { $0.severity == .warning } }

  /// The diagnostics sorted by file and position, stable for equal positions.
  package var sorted: [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      a.element.location != b.element.location
        ? a.element.location < b.element.location : a.offset < b.offset
    }.map(\.element)
  }
}
