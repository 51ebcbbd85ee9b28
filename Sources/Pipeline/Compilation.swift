import Diagnostics
import Interface
import XMLTree

/// Runs the stages for one input file and collects their diagnostics.
///
/// The pipeline in one screen: read the XML tree → parse and resolve the document. Later stages
/// (layout, motion, writers) join here as they are built; each is one line, and the log carries
/// every problem along.
package struct Compilation: Sendable {
  /// Options of every stage, with their defaults.
  package struct Options: Sendable {
    /// Limits on the XML input (size, nesting, element count).
    package var xmlLimits = XMLTreeReader.Limits()

    package init() {}
  }

  package var options: Options

  package init(options: Options = Options()) {
    self.options = options
  }

  /// The result of checking one file: the document when it could be built, and the log.
  package struct Checked: Sendable {
    package var document: InterfaceDocument?
    package var log: DiagnosticLog
  }

  /// Parses and resolves `bytes` read from `file`.
  package func check(_ bytes: [UInt8], file: String) -> Checked {
    var log = DiagnosticLog()
    let (tree, xmlDiagnostics) = XMLTreeReader(limits: options.xmlLimits).read(bytes, file: file)
    xmlDiagnostics.forEach { log.append($0) }
    guard let tree else { return Checked(document: nil, log: log) }
    let (document, parseLog) = InterfaceParser.parse(tree, file: file)
    log.append(contentsOf: parseLog)
    return Checked(document: log.hasErrors ? nil : document, log: log)
  }
}
