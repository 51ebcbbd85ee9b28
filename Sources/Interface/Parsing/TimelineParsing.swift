import Diagnostics
import Formatting
import XMLTree

extension ParseSession {
  /// `<timeline>`: its blocks in document order, checked for references and cycles.
  mutating func timeline(_ element: SourceElement) -> Timeline {
    let attributes = read(element, allowed: TimelineAttribute.allCases)
    warnAboutText(in: element)
    var timeline = Timeline(location: element.location)
    if let duration = attributes[.duration], let value = number(duration) {
      if value <= 0 {
        log.error("the timeline's 'duration' must be greater than 0", at: duration.valueLocation)
      } else {
        timeline.duration = value
      }
    }
    if let loop = attributes[.loop], let value = bool(loop) { timeline.loops = value }
    for child in element.children {
      switch child.name {
      case "animate", "perform", "basicAnimation":
        if let block = block(child) { timeline.blocks.append(block) }
      case "action":
        if let action = action(child) { timeline.actions.append(action) }
      default:
        unknownElement(
          child, in: element, expected: ["animate", "perform", "basicAnimation", "action"])
      }
    }
    checkSchedule(timeline.blocks)
    return timeline
  }

  /// `<action control=…>`: blocks that name and wait for each other only within the action
  /// (docs/format.md, Actions).
  private mutating func action(_ element: SourceElement) -> TimelineAction? {
    let attributes = read(element, allowed: ActionAttribute.allCases)
    warnAboutText(in: element)
    let control = viewReference(required(.control, in: attributes))
    var names: [String] = []
    for child in element.children {
      guard let name = child.attribute("name") else { continue }
      if names.contains(name.value) {
        log.error("duplicate block name '\(name.value)' in this action", at: name.valueLocation)
      } else {
        names.append(name.value)
      }
    }
    let outer = declarations.scopeBlockNames(names)
    defer { _ = declarations.scopeBlockNames(outer) }
    var blocks: [TimelineBlock] = []
    for child in element.children {
      switch child.name {
      case "animate", "perform", "basicAnimation":
        if let block = block(child) { blocks.append(block) }
      default:
        unknownElement(child, in: element, expected: ["animate", "perform", "basicAnimation"])
      }
    }
    checkSchedule(blocks)
    guard let control else { return nil }
    return TimelineAction(control: control, blocks: blocks, location: element.location)
  }

  private mutating func block(_ element: SourceElement) -> TimelineBlock? {
    let attributes = read(element, allowed: BlockAttribute.allowed(in: element.name))
    warnAboutText(in: element)
    var block = TimelineBlock(kind: .perform, location: element.location)
    block.name = attributes[.name]?.value
    block.start = start(attributes, element: element)
    if let written = [BlockAttribute.at, .after, .with].compactMap({ attributes[$0] }).first {
      block.startLocation = written.valueLocation
    }
    if let delay = attributes[.delay], let value = number(delay, minimum: 0) {
      block.delay = value
    }
    if let state = attributes[.state] {
      if declarations.stateNames.contains(state.value) {
        block.stateName = state.value
      } else {
        log.error(
          "unknown state '\(state.value)'"
            + Suggestion.didYouMean(state.value, in: declarations.stateNames),
          at: state.valueLocation)
      }
    }
    switch element.name {
    case "animate":
      block.kind = .animate
      block.timing = timing(attributes, element: element, defaultCurve: .easeInOut)
      readRepeat(attributes, into: &block)
      if let value = attributes[.layoutIfNeeded].flatMap({ bool($0) }) {
        block.layoutIfNeeded = value
      }
      block.changes = changes(in: element)
    case "perform":
      block.changes = changes(in: element)
    default:
      // Every attribute is checked before a bad animation is dropped.
      let animation = basicAnimation(attributes, element: element)
      block.timing = timing(attributes, element: element, defaultCurve: .linear)
      readRepeat(attributes, into: &block)
      for child in element.children { unknownElement(child, in: element, expected: []) }
      guard let animation else { return nil }
      block.kind = .basicAnimation(animation)
    }
    return block
  }

  private mutating func start(_ attributes: AttributeMap<BlockAttribute>, element: SourceElement)
    -> BlockStart
  {
    let given = [BlockAttribute.at, .after, .with].compactMap { attributes[$0] }
    if given.count > 1 {
      log.error(
        "give one of 'at', 'after' and 'with', not \(given.map { "'\($0.name)'" }.joined(separator: " and "))",
        at: given[1].location)
    }
    guard let first = given.first else { return .afterPrevious }
    if first.name == "at" {
      return number(first, minimum: 0).map { .at($0) } ?? .afterPrevious
    }
    let name = first.value
    guard declarations.blockNames.contains(name) else {
      log.error(
        "unknown block '\(name)'\(Suggestion.didYouMean(name, in: declarations.blockNames))",
        at: first.valueLocation)
      return .afterPrevious
    }
    if name == attributes[.name]?.value {
      log.error("a block cannot start '\(first.name)' itself", at: first.valueLocation)
      return .afterPrevious
    }
    return first.name == "after" ? .after(name) : .with(name)
  }

  private mutating func readRepeat(
    _ attributes: AttributeMap<BlockAttribute>, into block: inout TimelineBlock
  ) {
    if let repeatCount = attributes[.repeatCount] {
      if repeatCount.value.trimmingSpaces() == "indefinite" {
        block.repeatCount = .indefinite
      } else if !NumberSyntax.isDecimal(repeatCount.value.trimmingSpaces()) {
        log.error(
          "'repeatCount' is a number or 'indefinite', not '\(repeatCount.value)'",
          at: repeatCount.valueLocation)
      } else if let value = number(repeatCount) {
        if value <= 0 {
          log.error(
            "'repeatCount' must be greater than 0, or 'indefinite'", at: repeatCount.valueLocation)
        } else {
          block.repeatCount = .count(value)
        }
      }
    }
    if let value = attributes[.autoreverses].flatMap({ bool($0) }) { block.autoreverses = value }
  }

  private mutating func basicAnimation(
    _ attributes: AttributeMap<BlockAttribute>, element: SourceElement
  )
    -> BasicAnimation?
  {
    let view = viewReference(required(.view, in: attributes))
    var keyPath: AnimationKeyPath?
    if let keyPathAttribute = required(.keyPath, in: attributes) {
      if keyPathAttribute.value.trimmingSpaces() == "transform.rotation" {
        keyPath = .rotation
      } else {
        keyPath = choice(keyPathAttribute, AnimationKeyPath.self)
      }
    }
    var valid = true
    var values: [Double?] = []
    for name in [BlockAttribute.from, .to] {
      guard let attribute = attributes[name] else {
        values.append(nil)
        continue
      }
      let value = number(attribute)
      if value == nil { valid = false }
      if keyPath == .opacity, let value, !(0...1).contains(value) {
        log.error(
          "opacity runs from 0 to 1, not \(NumberText.message(value))", at: attribute.valueLocation)
        valid = false
      }
      values.append(value)
    }
    guard let view, let keyPath, valid else { return nil }
    return BasicAnimation(view: view, keyPath: keyPath, from: values[0], to: values[1])
  }
}
