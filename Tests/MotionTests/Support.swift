import Diagnostics
import Interface
import Motion
import Testing
import XMLTree

/// Parses `text` (a whole document) and replays it; returns the states and every diagnostic
/// as `LINE:COLUMN: severity: message`, notes indented below their diagnostic.
func replay(_ text: String) throws -> ([ModelState], [String]) {
  let (_, states, lines) = try replayDocument(text)
  return (states, lines)
}

/// The presentation of a whole document.
func presentation(of text: String) throws -> Presentation {
  let (document, states, _) = try replayDocument(text)
  return Presentation(document: document, states: states)
}

func replayDocument(_ text: String) throws -> (InterfaceDocument, [ModelState], [String]) {
  let (tree, xml) = XMLTreeReader().read(Array(text.utf8), file: "t.xml")
  let root = try #require(tree, "\(xml)")
  let (document, log) = InterfaceParser.parse(root, file: "t.xml")
  #expect(!log.hasErrors, "\(log.diagnostics)")
  let (states, replayLog) = ModelReplay.states(of: document)
  let lines = replayLog.sorted.flatMap { diagnostic in
    [
      "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    ]
      + diagnostic.notes.map { "  \($0.location.line):\($0.location.column): note: \($0.message)" }
  }
  return (document, states, lines)
}
