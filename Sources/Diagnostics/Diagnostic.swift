/// How serious a diagnostic is.
package enum Severity: String, Sendable, Hashable {
  case error
  case warning
  case note
}

/// One problem found in an input, with the notes that explain it.
///
/// Problems in the user's input are collected as values, never thrown, so one run reports all of
/// them. Messages start lowercase, have no final period and quote user identifiers in single quotes.
package struct Diagnostic: Hashable, Sendable {
  package var severity: Severity
  package var message: String
  package var location: SourceLocation
  /// Further locations that explain the problem (each printed as a `note:` line).
  package var notes: [Note]

  package struct Note: Hashable, Sendable {
    package var message: String
    package var location: SourceLocation

    package init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  package init(
    _ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
  }

  package static func error(
    _ message: String, at location: SourceLocation, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, notes: notes)
  }

  package static func warning(
    _ message: String, at location: SourceLocation, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, notes: notes)
  }
}
