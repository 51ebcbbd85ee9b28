import Diagnostics
import Interface
import Layout
import Typography

/// Which fonts a document's text gets: a family that is not installed is a warning naming the
/// family fontconfig chose instead (with the closest installed name); Inter missing is a note
/// (any sans-serif stands in, and sizes move a little).
enum FontCheck {
  static func diagnostics(_ document: InterfaceDocument) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    for view in document.views {
      let hasText =
        ViewText(view, systemFont: document.systemFont) != nil
        || (view.kind == .tableView && !view.content.rows.isEmpty)
      guard hasText else { continue }
      let font = ViewText.font(of: view)
      let request = font.request(systemFont: document.systemFont)
      guard seen.insert(request.family.lowercased()).inserted else { continue }
      let chosen = TextSystem.shared.metrics(request).family
      guard chosen.lowercased() != request.family.lowercased() else { continue }
      if chosen.isEmpty {
        diagnostics.append(
          .warning(
            "no fonts are installed, so text is measured with the system font's proportions and "
              + "not drawn (Debian: apt install fonts-inter)", at: view.location))
      } else if font.family == nil, document.systemFontFamily == nil {
        diagnostics.append(
          Diagnostic(
            .note,
            "Inter, which stands in for the system font, is not installed (Debian: apt install "
              + "fonts-inter); text uses '\(chosen)', so its sizes differ a little",
            at: view.location))
      } else {
        let suggestion = Suggestion.didYouMean(request.family, in: TextSystem.shared.families())
        diagnostics.append(
          .warning(
            "font family '\(request.family)' is not installed; text uses '\(chosen)'\(suggestion)",
            at: view.location))
      }
    }
    return diagnostics
  }
}
