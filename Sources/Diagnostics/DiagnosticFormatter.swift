/// Renders diagnostics as `FILE:LINE:COLUMN: error|warning|note: message` lines.
///
/// With `sourceLines`, each diagnostic is followed by its source line and a caret under the
/// column (the TTY form); `colors` adds ANSI colors for terminals.
package struct DiagnosticFormatter: Sendable {
  package var colors: Bool
  package var showsSource: Bool

  package init(colors: Bool = false, showsSource: Bool = false) {
    self.colors = colors
    self.showsSource = showsSource
  }

  /// The text of one diagnostic and its notes, each line ending in a newline.
  ///
  /// - Parameter source: the lines of the file, looked up by `line - 1` when `showsSource` is on.
  package func format(_ diagnostic: Diagnostic, source: (String) -> [Substring]? = { _ in nil })
    -> String
  {
    var text = line(diagnostic.severity, diagnostic.message, at: diagnostic.location, source)
    for note in diagnostic.notes {
      text += line(.note, note.message, at: note.location, source)
    }
    return text
  }

  private func line(
    _ severity: Severity, _ message: String, at location: SourceLocation,
    _ source: (String) -> [Substring]?
  ) -> String {
    let label = colors ? paint(severity) : severity.rawValue
    let head = colors ? "\u{1B}[1m\(location):\u{1B}[0m" : "\(location):"
    var text = "\(head) \(label): \(message)\n"
    if showsSource, let lines = source(location.file), location.line >= 1,
      location.line <= lines.count
    {
      let sourceLine = lines[location.line - 1]
      let prefix = sourceLine.utf8.prefix(max(0, location.column - 1))
      let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }
      text += "\(sourceLine)\n\(padding.joined())^\n"
    }
    return text
  }

  private func paint(_ severity: Severity) -> String {
    let code =
      switch severity {
      case .error: "31"
      case .warning: "35"
      case .note: "90"
      }
    return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
  }
}
