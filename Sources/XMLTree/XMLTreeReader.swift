internal import CLibXML2
import Diagnostics

/// Reads an XML document into `SourceElement` values with libxml2's SAX2 interface.
///
/// Safe by construction: no network access, no DTD at all (a `<!DOCTYPE` is an error, so there
/// are no external entities to load and no entity expansion to bound), UTF-8 only, and limits on
/// size, depth and element count. The libxml2 context is freed before `read` returns, so no C
/// pointer outlives it.
package struct XMLTreeReader: Sendable {
  /// Limits that keep hostile input cheap to reject.
  package struct Limits: Sendable {
    /// Largest accepted file, in bytes (default 8 MiB).
    package var maxBytes = 8 << 20
    /// Deepest accepted element nesting (default 64; the format needs about 2 per view level),
    /// at most `deepest`.
    package var maxDepth = 64

    /// The deepest nesting that can be accepted: libxml2's own limit without
    /// `XML_PARSE_HUGE`, which would lift its other limits too; the pipeline's recursive
    /// stages are well within their stacks there (docs/format.md, Limits).
    package static let deepest = 256
    /// Most elements in one document (default 200,000).
    package var maxElements = 200_000

    package init() {}
  }

  package var limits: Limits

  package init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Parses `bytes`; returns the root element, or nil with at least one error diagnostic.
  package func read(_ bytes: [UInt8], file: String) -> (SourceElement?, [Diagnostic]) {
    let lines = LineTable(file: file, bytes: bytes)
    if bytes.count > limits.maxBytes {
      let message = Self.tooLarge(bytes.count, limit: limits.maxBytes)
      return (nil, [.error(message, at: .start(of: file))])
    }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      let message = "the file is empty; an interface file starts with <interface>"
      return (nil, [.error(message, at: .start(of: file))])
    }
    if let (problem, offset) = Self.encodingProblem(bytes) {
      return (nil, [.error(problem, at: lines.location(ofOffset: offset))])
    }
    let builder = TreeBuilder(bytes: bytes, lines: lines, limits: limits)
    builder.parse()
    var diagnostics = builder.diagnostics
    if builder.root == nil, !diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(.error("the document has no root element", at: .start(of: file)))
    }
    return (diagnostics.contains { $0.severity == .error } ? nil : builder.root, diagnostics)
  }

  private static func tooLarge(_ size: Int, limit: Int) -> String {
    "the file is \(size) bytes, larger than the limit of \(limit) bytes; raise it with --limit file-size=N"
  }

  /// Only UTF-8 (and its ASCII subset) is read, so byte offsets are source offsets; returns the
  /// problem and the byte offset it is at.
  ///
  /// Refused before libxml2 sees the bytes (it would decode them, and every column after would
  /// be off): a UTF-16 or UTF-32 byte order mark, or their `<` without one (a zero byte among
  /// the first four), EBCDIC's `<?xm`, and an XML declaration, after a UTF-8 BOM or not, that
  /// names another encoding, however far its `encoding` is from the start.
  static func encodingProblem(_ bytes: [UInt8]) -> (String, Int)? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
    {
      return ("the file is UTF-32; save it as UTF-8", 0)
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return ("the file is UTF-16; save it as UTF-8", 0)
    }
    let head = bytes.prefix(4)
    if head.count >= 2, head.contains(0) {
      // `<` or `<?` in UTF-16 (one zero byte beside each ASCII one) or UTF-32 (three).
      let zeros = head.count { $0 == 0 }
      return ("the file is \(zeros >= 3 ? "UTF-32" : "UTF-16"); save it as UTF-8", 0)
    }
    if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
      return ("the file is EBCDIC; save it as UTF-8", 0)
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes[start...].starts(with: "<?xml".utf8) else { return nil }
    // The declaration runs to its `?>` (or, unclosed, to the first `<` after it, where
    // libxml2's own error falls).
    var end = start + 5
    while end < bytes.count, bytes[end] != UInt8(ascii: "<"),
      !bytes[end...].starts(with: "?>".utf8)
    {
      end += 1
    }
    guard
      let key = (start..<end).first(where: { bytes[$0...].starts(with: "encoding".utf8) })
    else { return nil }
    var index = key + 8
    let separators: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")]
    while index < end, separators.contains(bytes[index]) { index += 1 }
    guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else { return nil }
    let quote = bytes[index]
    let valueStart = index + 1
    var stop = valueStart
    while stop < end, bytes[stop] != quote { stop += 1 }
    let name = String(decoding: bytes[valueStart..<stop], as: UTF8.self)
    return ["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased())
      ? nil : ("the file declares encoding '\(name)'; only UTF-8 is supported", valueStart)
  }
}

/// The mutable state of one parse, reached from libxml2's C callbacks through `_private`.
private final class TreeBuilder {
  struct Open {
    var element: SourceElement
  }

  let bytes: [UInt8]
  let lines: LineTable
  let limits: XMLTreeReader.Limits
  var stack: [Open] = []
  var root: SourceElement?
  var diagnostics: [Diagnostic] = []
  var elementCount = 0
  var stopped = false

  init(bytes: [UInt8], lines: LineTable, limits: XMLTreeReader.Limits) {
    self.bytes = bytes
    self.lines = lines
    self.limits = limits
  }

  func parse() {
    let context = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
        }
      } ?? xmlCreateMemoryParserCtxt("", 0)
    }
    guard let context else {
      diagnostics.append(
        .error("libxml2 could not start a parser", at: lines.location(ofOffset: 0)))
      return
    }
    defer {
      // libxml2 makes a document of its own to hold entity declarations it parses while SAX
      // is off after an error (its "SAX compatibility" mode); the context does not free it.
      if let document = context.pointee.myDoc {
        xmlFreeDoc(document)
        context.pointee.myDoc = nil
      }
      xmlFreeParserCtxt(context)
    }
    let options = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)
    xmlCtxtUseOptions(context, options)
    context.pointee.sax.pointee = Self.makeHandler()
    context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
    context.pointee.userData = UnsafeMutableRawPointer(context)
    xmlParseDocument(context)
  }

  func location(_ offset: Int) -> SourceLocation { lines.location(ofOffset: offset) }

  func stop(_ context: xmlParserCtxtPtr, _ diagnostic: Diagnostic) {
    if !stopped {
      diagnostics.append(diagnostic)
      stopped = true
    }
    xmlStopParser(context)
  }

  // MARK: - Callbacks

  func startElement(
    _ context: xmlParserCtxtPtr, name: String, attributes: [(name: String, value: String)]
  ) {
    let cursor = Int(xmlByteConsumed(context))
    let tag = cursor >= 0 ? StartTagScanner(bytes: bytes).tag(before: cursor) : nil
    let elementLocation =
      tag.map { location($0.offset) }
      ?? SourceLocation(file: lines.file, line: Int(xmlSAX2GetLineNumber(context)), column: 1)
    elementCount += 1
    if stack.count >= limits.maxDepth {
      let raise =
        limits.maxDepth < XMLTreeReader.Limits.deepest
        ? "raise the limit with --limit depth=N"
        : "the deepest nesting Motionboard reads"
      stop(
        context,
        .error(
          "elements are nested deeper than \(limits.maxDepth) levels; \(raise)",
          at: elementLocation))
      return
    }
    if elementCount > limits.maxElements {
      stop(
        context,
        .error(
          "the document has more than \(limits.maxElements) elements; raise the limit with --limit elements=N",
          at: elementLocation))
      return
    }
    var located: [SourceAttribute] = []
    var remaining = tag?.attributes ?? []
    for attribute in attributes {
      if let index = remaining.firstIndex(where: { $0.name == attribute.name }) {
        let found = remaining.remove(at: index)
        located.append(
          SourceAttribute(
            name: attribute.name, value: attribute.value, location: location(found.nameOffset),
            valueLocation: location(found.valueOffset), rawValue: found.rawValue))
      } else {
        located.append(
          SourceAttribute(
            name: attribute.name, value: attribute.value, location: elementLocation,
            valueLocation: elementLocation))
      }
    }
    stack.append(
      Open(element: SourceElement(name: name, location: elementLocation, attributes: located)))
  }

  func endElement() {
    guard let open = stack.popLast() else { return }
    if stack.isEmpty {
      root = open.element
    } else {
      stack[stack.count - 1].element.children.append(open.element)
    }
  }

  func characters(_ text: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].element.text += text
  }

  func error(_ message: String, line: Int, column: Int, isWarning: Bool) {
    guard !stopped else { return }
    let location = SourceLocation(file: lines.file, line: max(line, 1), column: max(column, 1))
    diagnostics.append(
      Diagnostic(
        isWarning ? .warning : .error, "malformed XML: \(Self.plainMessage(message))",
        at: location))
    if !isWarning { stopped = true }
  }

  /// libxml2's message on one line, with its few cryptic messages in plain words.
  static func plainMessage(_ message: String) -> String {
    let lines = message.split(separator: "\n").map { $0.trimmingTrailingWhitespace() }
    let first = lines.first ?? ""
    if first.hasPrefix("Input is not proper UTF-8") {
      let bytes = lines.dropFirst().first.map { " (\($0.lowercased()))" } ?? ""
      return "the file is not valid UTF-8\(bytes)"
    }
    if first == "xmlParseEntityRef: no name" {
      return "a bare '&' must be written '&amp;'"
    }
    if first.hasPrefix("Entity '"), first.hasSuffix("' not defined") {
      let name = first.dropFirst(8).dropLast(13)
      return "unknown entity '&\(name);'; only &lt; &gt; &amp; &quot; &apos; and character "
        + "references are allowed"
    }
    return lines.joined(separator: "; ")
  }

  // MARK: - The C side

  static func builder(_ context: UnsafeMutableRawPointer?) -> (TreeBuilder, xmlParserCtxtPtr)? {
    guard let context else { return nil }
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let opaque = parser.pointee._private else { return nil }
    return (Unmanaged<TreeBuilder>.fromOpaque(opaque).takeUnretainedValue(), parser)
  }

  static func makeHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = { context, localname, prefix, _, _, _, count, _, attributes in
      guard let (builder, parser) = TreeBuilder.builder(context) else { return }
      var pairs: [(name: String, value: String)] = []
      for index in 0..<Int(count) {
        guard let attributes, let local = attributes[5 * index],
          let start = attributes[5 * index + 3], let end = attributes[5 * index + 4]
        else { continue }
        let qualified = TreeBuilder.qualifiedName(local, attributes[5 * index + 1])
        let length = end - start
        let value = String(
          decoding: UnsafeBufferPointer(start: start, count: max(0, length)), as: UTF8.self)
        pairs.append((qualified, ReferenceDecoding.decode(value)))
      }
      guard let localname else { return }
      builder.startElement(
        parser, name: TreeBuilder.qualifiedName(localname, prefix), attributes: pairs)
    }
    handler.endElementNs = { context, _, _, _ in
      TreeBuilder.builder(context)?.0.endElement()
    }
    let characters: charactersSAXFunc = { context, text, length in
      guard let (builder, _) = TreeBuilder.builder(context), let text else { return }
      builder.characters(
        String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF8.self))
    }
    handler.characters = characters
    handler.ignorableWhitespace = characters
    handler.cdataBlock = characters
    handler.internalSubset = { context, _, _, _ in
      guard let (builder, parser) = TreeBuilder.builder(context) else { return }
      let line = Int(xmlSAX2GetLineNumber(context))
      builder.stop(
        parser,
        .error(
          "document type declarations are not allowed (no DTDs, no entities); remove the <!DOCTYPE>",
          at: SourceLocation(file: builder.lines.file, line: max(line, 1), column: 1)))
    }
    handler.serror = { context, error in
      guard let error, let (builder, _) = TreeBuilder.builder(context) else { return }
      let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
      builder.error(
        message, line: Int(error.pointee.line), column: Int(error.pointee.int2),
        isWarning: error.pointee.level == XML_ERR_WARNING)
    }
    return handler
  }

  static func qualifiedName(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?)
    -> String
  {
    let name = String(cString: local)
    guard let prefix else { return name }
    return "\(String(cString: prefix)):\(name)"
  }
}

extension StringProtocol {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
