import Diagnostics
import Interface
import Motion
import XMLTree

/// Runs the stages for one input file and collects their diagnostics.
///
/// The pipeline in one screen: read the XML tree → parse and resolve the document → replay the
/// timeline through the layout engine. The writers join here as they are built; each stage is
/// one line, and the log carries every problem along.
package struct Compilation: Sendable {
  /// Options of every stage, with their defaults.
  package struct Options: Sendable {
    /// How much one input may ask for (sizes, counts, the timeline's length).
    package var limits = Limits()
    /// The family standing in for the system font (`--font`); nil for Inter.
    package var systemFontFamily: String?

    package init() {}
  }

  package var options: Options

  package init(options: Options = Options()) {
    self.options = options
  }

  /// The result of checking one file: the document and its model states when they could be
  /// built, and the log.
  package struct Checked: Sendable {
    package var document: InterfaceDocument?
    package var states: [ModelState]
    package var log: DiagnosticLog
  }

  /// Parses, resolves and lays out `bytes` read from `file`, replaying the timeline.
  package func check(_ bytes: [UInt8], file: String) -> Checked {
    var log = DiagnosticLog()
    let (tree, xmlDiagnostics) = XMLTreeReader(limits: options.limits.xml).read(bytes, file: file)
    xmlDiagnostics.forEach { log.append($0) }
    guard let tree else { return Checked(document: nil, states: [], log: log) }
    var (document, parseLog) = InterfaceParser.parse(tree, file: file)
    log.append(contentsOf: parseLog)
    guard !log.hasErrors else { return Checked(document: nil, states: [], log: log) }
    document.systemFontFamily = options.systemFontFamily
    options.limits.check(document).forEach { log.append($0) }
    guard !log.hasErrors else { return Checked(document: nil, states: [], log: log) }
    FontCheck.diagnostics(document).forEach { log.append($0) }
    let (states, replayLog) = ModelReplay.states(of: document)
    log.append(contentsOf: replayLog)
    return Checked(document: document, states: states, log: log)
  }
}
