import Formatting
import Scene

/// The words of an SVG's `<desc>` (docs/output.md, Accessible SVG): what the picture shows and,
/// for each block of the timeline, what it does to which view, and when.
package enum SVGDescription {
  /// At most this many views are listed in the first sentence (a long table is not read out).
  static let listed = 12

  /// The description of a scene: "Shows the Account text field, … ." and one sentence per
  /// block, such as "Sign In button shrinks to a circle, 2.5–2.65 s." Deterministic: views in
  /// document order, blocks in call order.
  package static func text(of scene: AnimatedScene) -> String {
    var sentences: [String] = []
    let named = scene.views.dropFirst().compactMap { view in
      spoken(view).map { $0 + kindWord(view.kind) }
    }
    if !named.isEmpty {
      let shown = named.prefix(listed).joined(separator: ", ")
      let more = named.count > listed ? " and \(named.count - listed) more" : ""
      sentences.append("Shows \(shown)\(more).")
    }
    for block in scene.blocks {
      let start = NumberText.milliseconds(block.start)
      let end = NumberText.milliseconds(block.start + block.duration)
      let when = start == end ? "at \(start) s" : "\(start)–\(end) s"
      let clauses = block.changes.compactMap { change -> String? in
        guard let view = scene.view(change.view), !change.kinds.isEmpty else { return nil }
        let subject = (spoken(view).map(capitalized) ?? view.name) + kindWord(view.kind)
        return subject + " " + words(change.kinds.map(\.rawValue))
      }
      let what = clauses.isEmpty ? block.name : clauses.joined(separator: "; ")
      sentences.append(what + ", " + when + ".")
    }
    return sentences.joined(separator: " ")
  }

  /// What a screen reader would say for a view: its accessibility label, else the text it
  /// shows when it is a label, button or text field (a title, a placeholder), as UIKit's
  /// default labels are; nil for a view with neither (a table is not named by its first row).
  static func spoken(_ view: SceneView) -> String? {
    if let label = view.accessibilityLabel { return label }
    guard ["label", "button", "textField"].contains(view.kind) else { return nil }
    for part in view.skins.first?.skin.parts ?? [] {
      if case .glyphs(let run, _) = part.shape, !run.text.isEmpty {
        return run.text.split(whereSeparator: \.isNewline).joined(separator: " ")
      }
    }
    return nil
  }

  /// " button", " text field": the kind in words, after a name (nothing for a plain view).
  static func kindWord(_ kind: String) -> String {
    guard kind != "view" else { return "" }
    var words = ""
    for character in kind {
      if character.isUppercase {
        words += " " + character.lowercased()
      } else {
        words.append(character)
      }
    }
    return " " + words
  }

  /// "a", "a and b", "a, b and c".
  static func words(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
