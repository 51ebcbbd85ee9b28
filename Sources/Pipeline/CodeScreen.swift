import CodeEvaluation
import Diagnostics
import Geometry
import Interface
import InterfaceBuilder

/// A screen built in code: with `--code` and no layout file, the view controller's
/// `viewDidLoad` makes the layout and its other events the timeline (docs/code.md, Screens
/// built in code).
extension CodeReading {
  /// The document the class's code builds on a screen of `size`, animated by its events; nil
  /// when the code could not be read or run (errors in `log`).
  func built(size: Size, safeAreaInsets: EdgeInsets, log: inout DiagnosticLog)
    -> InterfaceDocument?
  {
    log.append(contentsOf: self.log)
    guard !self.log.hasErrors, let path = input.files.first?.path else { return nil }
    let start = SourceLocation.start(of: path)
    var root = View(id: .root, kind: .view, parent: nil, location: start)
    // A view controller's view: the device's side margins, outside the safe area.
    let side = IBDevice.rootSideMargin(width: size.width)
    root.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    root.insetsLayoutMarginsFromSafeArea = true
    let empty = InterfaceDocument(
      file: path, name: "", size: size, safeAreaInsets: safeAreaInsets, views: [root],
      location: start)
    guard
      let className = className(for: ControllerLinks(), document: empty, log: &log)
    else { return nil }
    var document = empty
    document.name = className
    var evaluator = CodeEvaluator.building(
      program: program, className: className, document: document)
    let (events, playLog) = PlayScript.events(
      input.play, program: program, className: className, layout: evaluator.layout)
    log.append(contentsOf: playLog)
    guard !playLog.hasErrors else { return nil }
    // `viewDidLoad` built the screen; it runs once, before everything else.
    let (source, evaluationLog) = evaluator.play(
      events.filter { $0.kind != .lifecycle("viewDidLoad") })
    log.append(contentsOf: evaluationLog)
    return source.applied(to: evaluator.layout.document)
  }
}

extension Compilation {
  /// The iPhone 15, the screen a screen built in code is laid out on without `--device`.
  package static var defaultCodeDevice: IBDevice? {
    IBDevice.named("retina6_12")?.configured(landscape: false, toolsVersion: .infinity)
  }

  /// The screen the `--code` files build, checked and replayed as a file of the format is.
  package func checkCode() -> Checked {
    var log = DiagnosticLog()
    guard let input = options.code, let device = options.device ?? Self.defaultCodeDevice else {
      return Checked(document: nil, states: [], log: log)
    }
    let reading = CodeReading(input)
    guard
      let document = reading.built(
        size: device.screen, safeAreaInsets: device.insets, log: &log)
    else { return Checked(document: nil, states: [], log: log) }
    var checked = finish(document, log: log)
    // The ids are the properties' names: the converted file keeps them.
    for view in document.views where view.id != .root {
      checked.names.addView(view.id, view.id, kind: .codeProperty)
    }
    return checked
  }
}
