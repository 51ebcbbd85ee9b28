import Interface

/// States and the timeline, written back with the file's ids.
extension Writer {
  func timelineElements() -> [XMLElement] {
    var elements: [XMLElement] = []
    if !document.states.isEmpty {
      var states = XMLElement("states")
      states.children = document.states.map { state in
        var element = XMLElement("state", [("name", state.name)])
        element.children = state.changes.map(changeElement)
        return element
      }
      elements.append(states)
    }
    let timeline = document.timeline
    guard !timeline.blocks.isEmpty || timeline.duration != nil || timeline.loops else {
      return elements
    }
    var element = XMLElement("timeline")
    element.set("duration", timeline.duration.map(Written.exact))
    if timeline.loops { element.set("loop", "true") }
    element.children = timeline.blocks.map(blockElement)
    elements.append(element)
    return elements
  }

  private func blockElement(_ block: TimelineBlock) -> XMLElement {
    var element: XMLElement
    switch block.kind {
    case .animate: element = XMLElement("animate")
    case .perform: element = XMLElement("perform")
    case .basicAnimation(let animation):
      element = XMLElement("basicAnimation")
      element.set("view", names.view(animation.view))
      element.set("keyPath", animation.keyPath.rawValue)
      element.set("from", animation.from.map(Written.exact))
      element.set("to", animation.to.map(Written.exact))
    }
    element.set("name", block.name)
    switch block.start {
    case .afterPrevious: break
    case .at(let time): element.set("at", Written.exact(time))
    case .after(let name): element.set("after", name)
    case .with(let name): element.set("with", name)
    }
    if block.delay != 0 { element.set("delay", Written.exact(block.delay)) }
    element.set("state", block.stateName)
    if block.kind != .perform { element.attributes += timingAttributes(block) }
    if !block.layoutIfNeeded { element.set("layoutIfNeeded", "false") }
    element.children = block.changes.map(changeElement)
    return element
  }

  private func timingAttributes(_ block: TimelineBlock) -> [(String, String)] {
    var a: [(String, String)] = []
    switch block.timing {
    case .curve(let curve, let duration):
      a = [("duration", Written.exact(duration)), ("curve", curve.rawValue)]
    case .controlPoints(let x1, let y1, let x2, let y2, let duration):
      a = [
        ("duration", Written.exact(duration)),
        ("controlPoint1", Written.exactList([x1, y1])),
        ("controlPoint2", Written.exactList([x2, y2])),
      ]
    case .springDampingRatio(let duration, let ratio, let velocity):
      a = [("duration", Written.exact(duration)), ("dampingRatio", Written.exact(ratio))]
      if velocity != 0 { a.append(("initialVelocity", Written.exact(velocity))) }
    case .springPhysics(let mass, let stiffness, let damping, let velocity):
      a = [
        ("mass", Written.exact(mass)), ("stiffness", Written.exact(stiffness)),
        ("damping", Written.exact(damping)),
      ]
      if velocity != 0 { a.append(("initialVelocity", Written.exact(velocity))) }
    case .springBounce(let duration, let bounce, let velocity):
      a = [("duration", Written.exact(duration)), ("bounce", Written.exact(bounce))]
      if velocity != 0 { a.append(("initialVelocity", Written.exact(velocity))) }
    }
    switch block.repeatCount {
    case .count(let count)?: a.append(("repeatCount", Written.exact(count)))
    case .indefinite?: a.append(("repeatCount", "indefinite"))
    case nil: break
    }
    if block.autoreverses { a.append(("autoreverses", "true")) }
    return a
  }

  private func changeElement(_ change: Change) -> XMLElement {
    switch change.action {
    case .setConstant(let reference, let value):
      var element = referenced("setConstant", reference)
      element.set("to", expression(value))
      return element
    case .activate(let reference):
      return referenced("activate", reference)
    case .deactivate(let reference):
      return referenced("deactivate", reference)
    case .add(let constraint):
      return constraintElement(constraint)
    case .setPriority(let reference, let priority):
      var element = referenced("setPriority", reference)
      element.set("to", Written.exact(priority.value))
      return element
    case .set(let view, let properties):
      var element = XMLElement("set", [("view", names.view(view))])
      for property in properties {
        switch property {
        case .number(let name, let value):
          element.set(ViewProperty.number(name).formatName, expression(value))
        case .color(let name, let color):
          element.set(ViewProperty.color(name).formatName, Written.color(color))
        case .hidden(let hidden):
          element.set(ViewProperty.hidden.formatName, hidden ? "true" : "false")
        case .text(let name, let text): element.set(ViewProperty.text(name).formatName, text)
        case .buttonStyle(let style): element.set("style", style.rawValue)
        case .on(let on): element.set(ViewProperty.on.formatName, on ? "true" : "false")
        case .rotationDirection(let direction): element.set("rotationDirection", direction.rawValue)
        }
      }
      return element
    case .removeAnimations(let view):
      return XMLElement("removeAnimations", [("view", names.view(view))])
    }
  }

  private func referenced(_ name: String, _ reference: ConstraintReference) -> XMLElement {
    switch reference {
    case .named(let constraint):
      XMLElement(name, [("constraint", names.constraint(constraint))])
    case .match(let item, let attribute):
      XMLElement(name, [("match", "\(self.item(item)).\(attribute.rawValue)")])
    }
  }

  /// An `EXPR`, parenthesised where precedence needs it.
  func expression(_ value: ValueExpression) -> String {
    switch value {
    case .number(let number):
      return number < 0 ? "(\(Written.exact(number)))" : Written.exact(number)
    case .negate(let operand):
      return "-(\(expression(operand)))"
    case .binary(let op, let left, let right, _):
      return "(\(expression(left)) \(op.rawValue) \(expression(right)))"
    case .function(let function, let arguments):
      return "\(function.rawValue)(\(arguments.map(expression).joined(separator: ", ")))"
    case .constant(let name, _):
      return "\(names.constraint(name)).constant"
    case .frame(let view, let property, _):
      return "\(names.view(view)).\(property.rawValue)"
    }
  }
}
