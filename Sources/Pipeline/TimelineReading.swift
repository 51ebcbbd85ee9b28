import Diagnostics
import Interface
import XMLTree

/// A timeline file read by the command line, for `--timeline`.
package struct SidecarInput: Sendable {
  package var file: String
  package var bytes: [UInt8]

  package init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }
}

/// The one path from a timeline given apart from its layout (`--timeline`) to the document's
/// `TimelineSource`, for a file of the format and for each scene of a storyboard alike.
struct TimelineReading {
  /// The sidecar's tree, read once for every scene; nil when it could not be read.
  let tree: SourceElement?
  /// The reader's diagnostics, given to each document the sidecar animates.
  let log: DiagnosticLog
  let file: String

  init(_ input: SidecarInput, limits: XMLTreeReader.Limits) {
    let (tree, diagnostics) = XMLTreeReader(limits: limits).read(input.bytes, file: input.file)
    var log = DiagnosticLog()
    diagnostics.forEach { log.append($0) }
    self.tree = tree
    self.log = log
    file = input.file
  }

  /// The scene the sidecar names with `scene="…"`, if any.
  var scene: SourceAttribute? { tree?.attribute("scene") }

  /// `document` animated by the sidecar, its names resolved through `names` as well as the
  /// document's ids; nil when the sidecar could not be read or the document has a timeline of
  /// its own (errors in `log`).
  func applied(to document: InterfaceDocument, names: NameTable, log: inout DiagnosticLog)
    -> InterfaceDocument?
  {
    log.append(contentsOf: self.log)
    guard let tree else { return nil }
    if !TimelineSource(of: document).isEmpty {
      log.error(
        "the file has its own timeline or states; --timeline gives a timeline to files without",
        at: document.timeline.location ?? document.location)
      return nil
    }
    let (source, sourceLog) = InterfaceParser.parseSidecar(
      tree, file: file, for: document, names: names)
    log.append(contentsOf: sourceLog)
    return source.applied(to: document)
  }
}
