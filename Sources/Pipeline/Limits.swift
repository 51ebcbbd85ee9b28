import Diagnostics
import Formatting
import Interface
import Motion
import Scene
import XMLTree

/// How much one input may ask for.
///
/// Every limit is an error with the number found and how to raise it (`--limit NAME=VALUE`), so
/// a hostile or runaway file stops early and clearly instead of exhausting time, memory or disk.
package struct Limits: Sendable, Equatable {
  /// The input file, in bytes (default 8 MiB).
  package var fileSize = 8 << 20
  /// Element nesting (default 64; the format needs about 2 levels per view level).
  package var depth = 64
  /// XML elements (default 200,000).
  package var elements = 200_000
  /// Views, the root included (default 20,000).
  package var views = 20_000
  /// Declared constraints (default 100,000).
  package var constraints = 100_000
  /// Timeline blocks (default 10,000).
  package var blocks = 10_000
  /// Keyframes over all of an export's tracks (default 1,000,000).
  package var keyframes = 1_000_000
  /// The timeline's length in seconds (default one hour).
  package var duration = 3600.0
  /// One exported file, in bytes (default 64 MiB).
  package var outputSize = 64 << 20
  /// The characters of the document's text: views' texts, titles, placeholders, rows and
  /// segments, and the texts the timeline and states set (default 100,000).
  package var text = 100_000
  /// The pixels an image may declare, for the pictures and videos that decode it
  /// (default 50,000,000).
  package var imagePixels = 50_000_000
  /// One picture's or video's estimated processor time, in seconds (default 60).
  package var renderTime = 60.0
  /// One picture's or video's estimated memory, in bytes (default 1.5 GiB); also what the
  /// renders of the files exported at once hold together.
  package var renderMemory = 3 << 29

  package init() {}

  /// The whole-number limits by their `--limit` names (`duration` and `render-time` are in
  /// seconds).
  private static var counts: [(name: String, limit: WritableKeyPath<Limits, Int>)] {
    [
      ("file-size", \.fileSize), ("depth", \.depth), ("elements", \.elements), ("views", \.views),
      ("constraints", \.constraints), ("blocks", \.blocks), ("keyframes", \.keyframes),
      ("output-size", \.outputSize), ("text", \.text), ("image-pixels", \.imagePixels),
      ("render-memory", \.renderMemory),
    ]
  }

  /// The limits in seconds, by name.
  private static var times: [(name: String, limit: WritableKeyPath<Limits, Double>)] {
    [("duration", \.duration), ("render-time", \.renderTime)]
  }

  /// The names `--limit` takes.
  package static let names = counts.map(\.name) + times.map(\.name)

  /// Whether a limit is in seconds (any positive number) rather than a whole count.
  package static func isTime(_ name: String) -> Bool { times.contains { $0.name == name } }

  /// Sets a limit by name; false when the name is unknown or the value is not a positive number
  /// (a whole one, except for the limits in seconds).
  package mutating func set(_ name: String, _ text: String) -> Bool {
    if let limit = Self.times.first(where: { $0.name == name })?.limit {
      guard let value = Double(text), value.isFinite, value > 0 else { return false }
      self[keyPath: limit] = value
      return true
    }
    guard let limit = Self.counts.first(where: { $0.name == name })?.limit,
      let value = Int(text), value > 0
    else { return false }
    self[keyPath: limit] = value
    return true
  }

  var xml: XMLTreeReader.Limits {
    var limits = XMLTreeReader.Limits()
    limits.maxBytes = fileSize
    limits.maxDepth = depth
    limits.maxElements = elements
    return limits
  }

  private static func over(_ what: String, _ count: String, _ limit: String, _ name: String)
    -> String
  {
    "\(what) \(count), more than the limit of \(limit); raise it with --limit \(name)=N"
  }

  /// The document's counts against the limits.
  func check(_ document: InterfaceDocument) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if document.views.count > views {
      diagnostics.append(
        .error(
          Self.over("the document has", "\(document.views.count) views", "\(views)", "views"),
          at: document.views[views].location))
    }
    if document.constraints.count > constraints {
      diagnostics.append(
        .error(
          Self.over(
            "the document has", "\(document.constraints.count) constraints", "\(constraints)",
            "constraints"),
          at: document.constraints[constraints].location))
    }
    if document.timeline.blocks.count > blocks {
      diagnostics.append(
        .error(
          Self.over(
            "the timeline has", "\(document.timeline.blocks.count) blocks", "\(blocks)", "blocks"),
          at: document.timeline.blocks[blocks].location))
    }
    if let (count, location) = Self.textOver(text, in: document) {
      diagnostics.append(
        .error(
          Self.over("the document's text has", "\(count) characters", "\(text)", "text"),
          at: location))
    }
    return diagnostics
  }

  /// The characters of every text of the document (Unicode scalars) and where they pass
  /// `limit`, when they do: each glyph is laid out, outlined and written, so text is counted
  /// before any of that (docs/format.md, Limits).
  static func textOver(_ limit: Int, in document: InterfaceDocument) -> (Int, SourceLocation)? {
    var count = 0
    var first: SourceLocation?
    func add(_ text: String?, at location: SourceLocation) {
      guard let text else { return }
      count += text.unicodeScalars.count
      if count > limit, first == nil { first = location }
    }
    for view in document.views {
      let content = view.content
      for text in [content.text, content.title, content.placeholder] {
        add(text, at: view.location)
      }
      for text in content.rows + content.segments { add(text, at: view.location) }
    }
    let changes =
      document.states.flatMap(\.changes) + document.timeline.blocks.flatMap(\.changes)
    for change in changes {
      guard case .set(_, let properties) = change.action else { continue }
      for case .text(_, let text) in properties { add(text, at: change.location) }
    }
    return first.map { (count, $0) }
  }

  /// The timeline's length against the limit.
  func check(duration length: Double, document: InterfaceDocument) -> Diagnostic? {
    guard length > duration else { return nil }
    return .error(
      Self.over(
        "the timeline lasts", "\(NumberText.decimals(length)) s",
        "\(NumberText.decimals(duration)) s",
        "duration"), at: document.timeline.location ?? document.location)
  }

  /// The animation's keyframes against the limit.
  func check(_ scene: AnimatedScene, document: InterfaceDocument) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let at = document.timeline.location ?? document.location
    let count =
      scene.tracks.values.reduce(0) { $0 + $1.keyframes.count }
      + scene.backgrounds.values.reduce(0) { $0 + $1.keyframes.count }
    if count > keyframes {
      diagnostics.append(
        .error(
          Self.over("the animation needs", "\(count) keyframes", "\(keyframes)", "keyframes")
            + " (or a larger --tolerance)", at: at))
    }
    return diagnostics
  }

  /// An export's size estimated before it is made, against the limit.
  func check(estimated size: Int, format: OutputFormat, document: InterfaceDocument)
    -> Diagnostic?
  {
    guard size > outputSize else { return nil }
    return .error(
      Self.over(
        "the \(format.rawValue) export would be about", "\(size) bytes", "\(outputSize) bytes",
        "output-size") + " (or a lower --fps)", at: document.location)
  }

  /// The bytes an export's text outlines would take, estimated before it is written, against
  /// `output-size`.
  func check(text size: Int, format: OutputFormat, document: InterfaceDocument) -> Diagnostic? {
    guard size > outputSize else { return nil }
    return .error(
      Self.over(
        "the \(format.rawValue) export's text outlines would take about", "\(size) bytes",
        "\(outputSize) bytes", "output-size") + " (or shorten the text)", at: document.location)
  }

  /// An exported file's size against the limit.
  func check(size: Int, format: OutputFormat, document: InterfaceDocument) -> Diagnostic? {
    guard size > outputSize else { return nil }
    return .error(
      Self.over(
        "the \(format.rawValue) export is", "\(size) bytes", "\(outputSize) bytes", "output-size"),
      at: document.location)
  }
}
