import CodeEvaluation
import Diagnostics
import Interface
import SwiftSource
import XMLTree

/// A layout of the format, its view controller's Swift code and the events to play: the
/// timeline the core derives, written compactly, and the warnings.
struct Derived {
  var source: TimelineSource
  var diagnostics: [Diagnostic]
  var state: EvaluationState

  /// One line per block: `kind start delay timing: changes`.
  var blocks: [String] { source.timeline.blocks.map(Self.describe) }

  /// `LINE:COLUMN: message` of each warning.
  var warnings: [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  static func describe(_ block: TimelineBlock) -> String {
    var text: String
    switch block.kind {
    case .animate: text = "animate"
    case .perform: text = "perform"
    case .basicAnimation(let animation):
      text =
        "basic \(animation.view) \(animation.keyPath.rawValue) "
        + "\(animation.from.map(number) ?? "-")→\(animation.to.map(number) ?? "-")"
    }
    if let name = block.name { text += " \(name)" }
    switch block.start {
    case .at(let time): text += " at=\(number(time))"
    case .after(let name): text += " after=\(name)"
    case .with(let name): text += " with=\(name)"
    case .afterPrevious: text += " next"
    }
    if block.delay != 0 { text += " delay=\(number(block.delay))" }
    if block.kind != .perform {
      switch block.timing {
      case .curve(let curve, let duration): text += " \(curve.rawValue) \(number(duration))"
      case .springDampingRatio(let duration, let ratio, let velocity):
        text += " spring \(number(duration)) \(number(ratio)) \(number(velocity))"
      case .springBounce(let duration, let bounce, _):
        text += " bounce \(number(duration)) \(number(bounce))"
      case .controlPoints(let x1, let y1, let x2, let y2, let duration):
        text += " cubic \([x1, y1, x2, y2].map(number).joined(separator: ",")) \(number(duration))"
      case .springPhysics(let mass, let stiffness, let damping, _):
        text += " physics \(number(mass)) \(number(stiffness)) \(number(damping))"
      }
      if block.repeatCount == .indefinite { text += " repeat" }
      if block.autoreverses { text += " autoreverse" }
    }
    return text + ": " + block.changes.map(describe).joined(separator: "; ")
  }

  static func describe(_ change: Change) -> String {
    switch change.action {
    case .setConstant(let reference, let value): "\(reference) = \(expression(value))"
    case .activate(let reference): "activate \(reference)"
    case .deactivate(let reference): "deactivate \(reference)"
    case .add(let constraint): "add \(constraint.id ?? "?"): \(constraint.equation)"
    case .setPriority(let reference, let priority): "\(reference) @\(number(priority.value))"
    case .removeAnimations(let view): "removeAnimations \(view)"
    case .set(let view, let properties):
      "\(view)."
        + properties.map { property -> String in
          switch property {
          case .number(let name, let value): "\(name.rawValue)=\(expression(value))"
          case .color(let name, let color):
            "\(name.rawValue)=\(color.name ?? [color.red, color.green, color.blue, color.alpha].map(number).joined(separator: ","))"
          case .hidden(let hidden): "hidden=\(hidden)"
          case .text(let name, let text): "\(name.rawValue)=\(text)"
          case .buttonStyle(let style): "style=\(style.rawValue)"
          case .on(let on): "on=\(on)"
          case .rotationDirection(let direction): "rotationDirection=\(direction.rawValue)"
          }
        }.joined(separator: ",")
    }
  }

  static func expression(_ value: ValueExpression) -> String {
    switch value {
    case .number(let number): Self.number(number)
    case .negate(let operand): "-(\(expression(operand)))"
    case .binary(let op, let left, let right, _):
      "(\(expression(left)) \(op.rawValue) \(expression(right)))"
    case .function(let function, let arguments):
      "\(function.rawValue)(\(arguments.map(expression).joined(separator: ", ")))"
    case .constant(let name, _): "\(name).constant"
    case .frame(let view, let property, _): "\(view).\(property.rawValue)"
    }
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// Derives the timeline of `code` (one file, `V.swift`) against the layout `xml` (the body of
/// an `<interface>`), playing `play`.
func derive(
  _ code: String, layout xml: String, play: String? = nil, className: String? = nil
) -> Derived {
  let text = """
    <interface version="1" name="T" width="320" height="480">
    \(xml)
    </interface>
    """
  let (tree, _) = XMLTreeReader().read(Array(text.utf8), file: "t.xml")
  guard let tree else { fatalError("the test layout is not XML") }
  let (document, _) = InterfaceParser.parse(tree, file: "t.xml")
  let (file, syntax) = SwiftReader.read(Array(code.utf8), path: "V.swift")
  let program = Program(files: [file])
  let name = className ?? program.viewControllers.first ?? program.order.first ?? ""
  let layout = CodeLayout(
    document: document, names: NameTable(), controller: ControllerLinks(document: document))
  let (events, playLog) = PlayScript.events(play, program: program, className: name, layout: layout)
  let (source, log, state) = CodeEvaluator.evaluate(
    program: program, className: name, layout: layout, play: events)
  return Derived(
    source: source, diagnostics: syntax + playLog.diagnostics + log.diagnostics, state: state)
}

/// A layout with a card under a button: `card` pinned to the root's top by `cardTop` (id) and
/// `cardHeight` (identifier); a `button` whose action is `tapped:`; a label.
let cardLayout = """
  <subviews>
    <view id="card" backgroundColor="systemBlue"/>
    <button id="button" title="Go" action="tapped:"/>
    <label id="title" text="Hello"/>
    <switch id="toggle" action="switched:"/>
  </subviews>
  <constraints>
    <constraint id="cardTop" eq="card.top == root.top + 20"/>
    <constraint identifier="cardHeight" eq="card.height == 100"/>
    <constraint eq="card.leading == root.leading"/>
    <constraint eq="card.trailing == root.trailing"/>
    <constraint eq="button.top == card.bottom + 8"/>
    <constraint eq="button.centerX == root.centerX"/>
    <constraint eq="title.top == button.bottom + 8"/>
    <constraint eq="title.centerX == root.centerX"/>
    <constraint eq="toggle.top == title.bottom + 8"/>
    <constraint eq="toggle.centerX == root.centerX"/>
  </constraints>
  """
