import CodeEvaluation
import Diagnostics
import Interface
import Motion
import ObjCSource
import SwiftSource

/// Source code read by the command line, for `--code`: the files, the class to run and the
/// events to play (docs/code.md).
package struct CodeInput: Sendable {
  package struct File: Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  package var files: [File]
  /// `--class`: the view controller; else the scene's `customClass`, else the only one.
  package var className: String?
  /// `--play`: taps and lifecycle events with their times.
  package var play: String?
  /// `timeline --states`: explore the states taps reach, keeping at most this many.
  package var stateLimit: Int?
  /// The Objective-C stub headers' folder (`Templates/ObjC` of `--templates`); nil looks for
  /// it as the templates are looked for.
  package var headers: String?

  package init(
    files: [File], className: String? = nil, play: String? = nil, stateLimit: Int? = nil
  ) {
    self.files = files
    self.className = className
    self.play = play
    self.stateLimit = stateLimit
  }
}

/// The path from `--code` to a document's `TimelineSource`: each file lowered by its front end
/// once, then the class's events run against each document's layout.
struct CodeReading {
  let input: CodeInput
  let program: Program
  /// The front ends' diagnostics (syntax errors), given to each document.
  let log: DiagnosticLog

  init(_ input: CodeInput) {
    var log = DiagnosticLog()
    var files: [CodeFile] = []
    for file in input.files {
      if file.path.hasSuffix(".swift") {
        let (lowered, diagnostics) = SwiftReader.read(file.bytes, path: file.path)
        diagnostics.forEach { log.append($0) }
        files.append(lowered)
      } else if file.path.hasSuffix(".m") || file.path.hasSuffix(".h") {
        // A header is read with the implementation that imports it, when that is given too.
        let implementation = String(file.path.dropLast(2)) + ".m"
        if file.path.hasSuffix(".h"), input.files.contains(where: { $0.path == implementation }) {
          continue
        }
        let (lowered, diagnostics) = ObjCReader.read(
          file.bytes, path: file.path, headers: input.headers)
        diagnostics.forEach { log.append($0) }
        files.append(lowered)
      } else {
        log.error(
          "only Swift (.swift) and Objective-C (.m, .h) files are read", at: .start(of: file.path))
      }
    }
    self.input = input
    program = Program(files: files)
    self.log = log
  }

  /// `document` animated by the code: the class's events run and their blocks become its
  /// timeline; nil when the code could not be read or run (errors in `log`).
  func applied(
    to document: InterfaceDocument, names: NameTable, controller: ControllerLinks,
    log: inout DiagnosticLog
  ) -> InterfaceDocument? {
    log.append(contentsOf: self.log)
    guard !self.log.hasErrors else { return nil }
    if !TimelineSource(of: document).isEmpty {
      log.error(
        "the file has its own timeline or states; --code gives a timeline to files without",
        at: document.timeline.location ?? document.location)
      return nil
    }
    guard let className = className(for: controller, document: document, log: &log) else {
      return nil
    }
    let layout = CodeLayout(document: document, names: names, controller: controller)
    let (events, playLog) = PlayScript.events(
      input.play, program: program, className: className, layout: layout)
    log.append(contentsOf: playLog)
    guard !playLog.hasErrors else { return nil }
    let (source, evaluationLog, _) = CodeEvaluator.evaluate(
      program: program, className: className, layout: layout, play: events)
    log.append(contentsOf: evaluationLog)
    return source.applied(to: document)
  }

  /// The states that taps on the controls reach (docs/code.md, States from actions).
  ///
  /// From the state the lifecycle events leave, when `stateLimit` asks for them; nil
  /// otherwise or when the code cannot run (errors in `log`). A graph cut at the limit is a
  /// warning.
  func stateGraph(
    of document: InterfaceDocument, names: NameTable, controller: ControllerLinks,
    log: inout DiagnosticLog
  ) -> StateGraph? {
    guard let limit = input.stateLimit, !self.log.hasErrors,
      let className = className(for: controller, document: document, log: &log)
    else { return nil }
    let layout = CodeLayout(document: document, names: names, controller: controller)
    let (start, _) = PlayScript.events(nil, program: program, className: className, layout: layout)
    let graph = StateGraph.explore(
      program: program, className: className, layout: layout, start: start, limit: limit
    ) { source in
      AnyHashable(Self.screen(at: source, of: document))
    }
    if !graph.isComplete {
      log.warning(
        "taps reach more than \(limit) states; the first \(limit) are kept (raise the limit "
          + "with --states)", at: document.location)
    }
    return graph
  }

  /// What the screen shows when a timeline is done: every view's frame (to 1e-6 pt) and
  /// properties in the model its last block leaves.
  static func screen(at source: TimelineSource, of document: InterfaceDocument) -> Screen {
    let animated = source.applied(to: document)
    let (states, _) = ModelReplay.states(of: animated)
    guard let last = states.last else { return Screen(frames: [], properties: [:]) }
    let frames = animated.views.flatMap { view in
      let frame = last.frames.frame(of: view.id)
      return [frame.minX, frame.minY, frame.width, frame.height].map { ($0 * 1e6).rounded() }
    }
    return Screen(frames: frames, properties: last.properties)
  }

  struct Screen: Hashable {
    var frames: [Double]
    var properties: [ViewID: ViewProperties]
  }

  /// `--class`, else the layout's class, else the one view controller of the code.
  func className(
    for controller: ControllerLinks, document: InterfaceDocument, log: inout DiagnosticLog
  ) -> String? {
    let where_ = input.files.first.map { SourceLocation.start(of: $0.path) } ?? document.location
    if let name = input.className ?? controller.className {
      if program.classes[name] != nil { return name }
      let source = input.className != nil ? "--class names" : "the layout's view controller is"
      log.error(
        "\(source) '\(name)', which the code given does not declare"
          + Suggestion.didYouMean(name, in: program.order)
          + (program.order.isEmpty ? "" : " (classes: \(program.order.joined(separator: ", ")))"),
        at: where_)
      return nil
    }
    let controllers = program.viewControllers
    if controllers.count == 1 { return controllers[0] }
    log.error(
      controllers.isEmpty
        ? "the code declares no view controller; name the class with --class"
        : "the code declares \(controllers.count) view controllers "
          + "(\(controllers.joined(separator: ", "))); choose one with --class", at: where_)
    return nil
  }
}
