import CodeEvaluation
import Diagnostics
import Interface
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

  package init(files: [File], className: String? = nil, play: String? = nil) {
    self.files = files
    self.className = className
    self.play = play
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
      } else {
        log.error(
          "only Swift files are read (.swift); Objective-C is not read yet",
          at: .start(of: file.path))
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

  /// `--class`, else the layout's class, else the one view controller of the code.
  private func className(
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
