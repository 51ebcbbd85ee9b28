import Diagnostics
import Interface
import XMLTree

/// Parses an interface whose root carries `head` attributes and holds `body`.
func parseInterface(_ body: String, head: String = "") -> (InterfaceDocument, [Diagnostic]) {
  parseDocument(
    """
    <interface version="1" name="T" width="375" height="667" \(head)>
    \(body)
    </interface>
    """)
}

func parseDocument(_ text: String) -> (InterfaceDocument, [Diagnostic]) {
  let (tree, xmlDiagnostics) = XMLTreeReader().read(Array(text.utf8), file: "t.xml")
  guard let tree else {
    let empty = InterfaceDocument(
      file: "t.xml", name: "", size: .zero, views: [], location: .start(of: "t.xml"))
    return (empty, xmlDiagnostics)
  }
  let (document, log) = InterfaceParser.parse(tree, file: "t.xml")
  return (document, xmlDiagnostics + log.diagnostics)
}

/// Parses one view element inside the root's subviews and returns it.
func parseView(_ element: String) -> (View?, [Diagnostic]) {
  let (document, diagnostics) = parseInterface("<subviews>\(element)</subviews>")
  return (document.views.count > 1 ? document.views[1] : nil, diagnostics)
}

/// Two views `a` and `b` (b inside a) and the given constraints in the root's `<constraints>`.
func parseConstraints(_ constraints: String) -> ([LayoutConstraint], [Diagnostic]) {
  let (document, diagnostics) = parseInterface(
    """
    <subviews><view id="a"><subviews><label id="b"/></subviews></view></subviews>
    <constraints>\(constraints)</constraints>
    """)
  return (document.constraints, diagnostics)
}

/// `LINE:COLUMN: severity: message`, the way tests compare diagnostics.
func describe(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map {
    "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
  }
}
