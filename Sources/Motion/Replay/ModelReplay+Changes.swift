import Diagnostics
import Formatting
import Geometry
import Interface
import Layout

extension ModelReplay {
  mutating func apply(
    _ change: Change, in block: TimelineBlock, frames before: FrameTable,
    bounds: [ViewID: Point], context: LayoutEngine.ChangeContext
  ) {
    let location = change.location
    switch change.action {
    case .setConstant(let reference, let expression):
      guard let slot = resolve(reference, forActivation: false, at: location),
        let value = evaluate(expression, frames: before, bounds: bounds, at: location)
      else { return }
      engine.setConstant(slot, to: value, context: context)
    case .activate(let reference):
      guard let slot = resolve(reference, forActivation: true, at: location) else { return }
      engine.setActive(slot, true, context: context)
    case .deactivate(let reference):
      guard let slot = resolve(reference, forActivation: false, at: location) else { return }
      engine.setActive(slot, false, context: context)
    case .add(let constraint):
      engine.append(constraint, source: .addedByChange, context: context)
    case .setPriority(let reference, let priority):
      guard let slot = resolve(reference, forActivation: false, at: location) else { return }
      let current = engine.slots[slot].constraint
      if current.isActive, current.priority.isRequired != priority.isRequired {
        log.error(
          "cannot change the priority of active constraint \(current.displayName) "
            + "\(current.priority.isRequired ? "from required to optional" : "from optional to required")"
            + "; deactivate it first, as UIKit requires", at: location)
        return
      }
      engine.setPriority(slot, to: priority, context: context)
    case .set(let view, let propertyChanges):
      let direction = propertyChanges.lazy.compactMap { change -> RotationDirection? in
        if case .rotationDirection(let direction) = change { direction } else { nil }
      }.first
      for propertyChange in propertyChanges {
        apply(
          propertyChange, to: view, in: block, frames: before, bounds: bounds, at: location,
          context: context, direction: direction)
      }
    case .removeAnimations:
      break
    }
  }

  private mutating func apply(
    _ change: PropertyChange, to view: ViewID, in block: TimelineBlock, frames: FrameTable,
    bounds: [ViewID: Point], at location: SourceLocation, context: LayoutEngine.ChangeContext,
    direction: RotationDirection?
  ) {
    switch change {
    case .number(let property, let expression):
      guard let value = evaluate(expression, frames: frames, bounds: bounds, at: location) else {
        return
      }
      if property == .alpha, !(0...1).contains(value) {
        log.error(
          "alpha of '\(view)' must be between 0 and 1, not \(NumberText.message(value))",
          at: location)
        return
      }
      if property == .rotation {
        if block.kind == .animate {
          checkTurn(
            view, from: properties[view]?.transform.rotation ?? 0, to: value,
            direction: direction, at: location)
        }
        turns[view] = direction
      }
      properties[view]?[property] = value
      if property == .boundsOriginX || property == .boundsOriginY,
        let origin = properties[view]?.boundsOrigin
      {
        engine.setBoundsOrigin(view, origin, context: context)
      }
    case .color(let property, let color):
      properties[view]?.apply(property, color)
    case .hidden(let isHidden):
      properties[view]?.isHidden = isHidden
      engine.setHidden(view, isHidden, context: context)
    case .text(.text, let text):
      properties[view]?.text = text
      remeasure(view, context: context)
    case .text(.title, let title):
      properties[view]?.title = title
      remeasure(view, context: context)
    case .buttonStyle(let style):
      properties[view]?.buttonStyle = style
      remeasure(view, context: context)
    case .on(let isOn):
      properties[view]?.isOn = isOn
    case .rotationDirection:
      break  // read with the rotation it turns
    }
  }

  /// Measures a view again for the content `<set>` left it (its text, title or style).
  private mutating func remeasure(_ id: ViewID, context: LayoutEngine.ChangeContext) {
    guard var view = document.view(id), let current = properties[id] else { return }
    view.content.text = current.text
    view.content.title = current.title
    view.content.buttonStyle = current.buttonStyle
    engine.remeasure(view, context: context)
  }

  /// A turn of exactly 180° is decided by rounding inside Core Animation, so without a
  /// `rotationDirection` it is a warning; a direction that the shorter way contradicts is an
  /// error (docs/timing.md, Rotation).
  private mutating func checkTurn(
    _ view: ViewID, from old: Double, to new: Double, direction: RotationDirection?,
    at location: SourceLocation
  ) {
    var delta = (new - old).truncatingRemainder(dividingBy: 360)
    if delta <= -180 { delta += 360 }
    if delta > 180 { delta -= 360 }
    let angles = "from \(NumberText.message(old))° to \(NumberText.message(new))°"
    guard let direction else {
      guard abs(delta) == 180 else { return }
      let way = new > old ? "clockwise" : "counter-clockwise"
      log.warning(
        "rotating '\(view)' \(angles) is exactly half a turn, which iOS may turn either way; "
          + "Motionboard turns it \(way), by the sign of the difference; "
          + "rotationDirection says which", at: location)
      return
    }
    guard delta != 0, abs(delta) != 180 else { return }
    let shorter: RotationDirection = delta > 0 ? .clockwise : .counterClockwise
    guard shorter != direction else { return }
    log.error(
      "rotating '\(view)' \(angles) turns \(shorter.rawValue) by \(NumberText.message(abs(delta)))°, "
        + "the shorter way, as UIKit does; rotationDirection=\"\(direction.rawValue)\" decides only "
        + "a turn of exactly half a turn (a basicAnimation turns through any angle)",
      at: location)
  }

  /// The slot an id or identifier names now: the single active one, else the newest.
  func slot(named name: String) -> Int? {
    let candidates = engine.nameableSlots[name] ?? []
    let active = candidates.filter { engine.slots[$0].constraint.isActive }
    return active.count == 1 ? active[0] : candidates.last
  }

  /// The slot a reference names at this moment (docs/format.md, Naming a constraint); reports
  /// `match=` problems.
  mutating func resolve(
    _ reference: ConstraintReference, forActivation: Bool, at location: SourceLocation
  ) -> Int? {
    let slots = engine.slots
    switch reference {
    case .named(let name):
      guard let slot = slot(named: name) else {
        log.error("no constraint is named '\(name)' at this moment", at: location)
        return nil
      }
      return slot
    case .match(let item, let attribute):
      let matches = slots.indices.filter { slots[$0].source.isNameable }.filter {
        let constraint = slots[$0].constraint
        return constraint.firstItem == item && constraint.firstAttribute == attribute
          && constraint.isActive != forActivation
      }
      if matches.count == 1 { return matches[0] }
      let state = forActivation ? "inactive" : "active"
      if matches.isEmpty {
        reportMatch("no \(state) constraint matches '\(reference)'", at: location, [])
      } else {
        reportMatch(
          "\(matches.count) \(state) constraints match '\(reference)'; name one by its id or "
            + "identifier", at: location, matches)
      }
      return nil
    }
  }

  private mutating func reportMatch(
    _ message: String, at location: SourceLocation, _ slots: [Int]
  ) {
    let notes = slots.map { index -> Diagnostic.Note in
      let constraint = engine.slots[index].constraint
      return .init("matches \(constraint.displayName)", at: constraint.location)
    }
    log.append(.error(message, at: location, notes: notes))
  }

  /// An expression's value now: constants from the model as it changes, frames from before
  /// the block, in the root's bounds coordinates.
  mutating func evaluate(
    _ expression: ValueExpression, frames: FrameTable, bounds: [ViewID: Point],
    at location: SourceLocation
  ) -> Double? {
    let result = expression.evaluate { reference in
      switch reference {
      case .constant(let name):
        return slot(named: name).map { engine.slots[$0].constraint.constant }
      case .frame(let view, let property):
        let frame = frames.frameInRootBounds(of: view, boundsOrigins: bounds)
        switch property {
        case .minX: return frame.minX
        case .minY: return frame.minY
        case .maxX: return frame.maxX
        case .maxY: return frame.maxY
        case .midX: return frame.midX
        case .midY: return frame.midY
        case .width: return frame.width
        case .height: return frame.height
        }
      }
    }
    switch result {
    case .success(let value) where value.isFinite && abs(value) <= NumberSyntax.limit:
      return value
    case .success:
      log.error("the expression's value is not finite or beyond ±1e9 at this moment", at: location)
    case .failure(.divisionByZero(let place)):
      log.error("division by zero: the divisor is 0 at this moment", at: place)
    case .failure(.unknownReference(.constant(let name), let place)):
      log.error("no constraint is named '\(name)' at this moment", at: place)
    case .failure(.unknownReference(.frame(let view, _), let place)):
      log.error("'\(view)' has no frame at this moment", at: place)
    }
    return nil
  }
}
