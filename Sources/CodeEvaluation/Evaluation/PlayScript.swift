import Diagnostics
import Interface

/// `--play "dropdown@0.5,signIn@2.5"`: taps and lifecycle events at their times
/// (docs/code.md, Events and `--play`).
package enum PlayScript {
  /// The events `text` asks for, with the lifecycle events it does not move at 0 first;
  /// problems are errors located in the text (the file `--play`, line 1).
  package static func events(
    _ text: String?, program: Program, className: String, layout: CodeLayout
  ) -> ([PlayEvent], DiagnosticLog) {
    var log = DiagnosticLog()
    var events: [PlayEvent] = []
    var moved: Set<String> = []
    var offset = 0
    let items = text.map { $0.split(separator: ",", omittingEmptySubsequences: false) } ?? []
    for item in items {
      defer { offset += item.utf8.count + 1 }
      let at = SourceLocation(file: "--play", line: 1, column: offset + 1)
      let parts = item.split(separator: "@", omittingEmptySubsequences: false)
      let name = parts.first.map { String($0).trimmingSpaces() } ?? ""
      guard parts.count == 2, !name.isEmpty,
        let time = Double(String(parts[1]).trimmingSpaces()), time.isFinite, time >= 0,
        time <= 1e6
      else {
        log.error("'\(item)' is not NAME@SECONDS, as in signIn@2.5", at: at)
        continue
      }
      if PlayEvent.lifecycle.contains(name) {
        events.append(PlayEvent(.lifecycle(name), at: time))
        moved.insert(name)
      } else if let id = view(path: name, in: layout.document) {
        events.append(PlayEvent(.tap(id), at: time))
      } else if case .unique(let id)? = layout.binding.resolveView(name) {
        events.append(PlayEvent(.tap(id), at: time))
      } else if case .view(.unique(let id))? = layout.binding.property(name) {
        events.append(PlayEvent(.tap(id), at: time))
      } else if let control = control(titled: name, in: layout.document) {
        events.append(PlayEvent(.tap(control), at: time))
      } else if program.method(selector: name, in: className) != nil {
        events.append(PlayEvent(.action(name), at: time))
      } else {
        let paths = layout.document.views.compactMap { layout.document.sourceNames[$0.id] }
        let candidates =
          paths + layout.binding.viewCandidates + PlayEvent.lifecycle
          + (program.classes[className]?.methods.filter(\.isAction).map(\.name) ?? [])
        log.error(
          "'\(name)' names no control, action or lifecycle event"
            + Suggestion.didYouMean(name, in: candidates), at: at)
      }
    }
    let lifecycle = PlayEvent.lifecycle.filter { !moved.contains($0) }.map {
      PlayEvent(.lifecycle($0), at: 0)
    }
    return (lifecycle + events, log)
  }

  /// The view a screen built in code names by its path through the custom views that hold
  /// it (`loginView.signInButton`, docs/code.md, Names).
  private static func view(path: String, in document: InterfaceDocument) -> ViewID? {
    guard path.contains(".") else { return nil }
    return document.views.first { document.sourceNames[$0.id] == path }?.id
  }

  /// The one control whose title or text is `name` (`"Sign In"`).
  private static func control(titled name: String, in document: InterfaceDocument) -> ViewID? {
    let matches = document.views.filter {
      $0.content.title == name || ($0.kind == .button && $0.content.text == name)
    }
    return matches.count == 1 ? matches[0].id : nil
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
