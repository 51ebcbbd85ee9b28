import Geometry
import Interface
import Layout

/// Turns each block of the replay into property animations: every model value that the block
/// changed animates from its old value to its new one with the block's timing.
struct AnimationBuilder {
  let document: InterfaceDocument
  let states: [ModelState]
  let plan: TimelinePlan
  var animations: [Presentation.Key: [PropertyAnimation]] = [:]
  var colorAnimations: [ViewID: [ColorAnimation]] = [:]

  mutating func build() {
    let added = viewAnimations()
    var animated = 0
    for index in states.indices.dropFirst() {
      guard let blockIndex = states[index].blockIndex else { continue }
      let block = document.timeline.blocks[blockIndex]
      stopAnimations(removedBy: block, at: states[index].time)
      switch block.kind {
      case .animate:
        defer { animated += 1 }
        for (id, view) in zip(document.views.map(\.id), added) {
          guard let (properties, color) = view[animated] else { continue }
          for (property, animation) in properties {
            animations[Presentation.Key(view: id, property: property), default: []].append(
              animation)
          }
          if let color { colorAnimations[id, default: []].append(color) }
        }
      case .basicAnimation(let basic):
        addBasicAnimation(basic, block, blockIndex)
      case .perform:
        break
      }
    }
  }

  /// What each `animate` block adds, by view, in the order of the blocks' states: it depends
  /// on the states alone (not on the animations before it, which a later block may stop), so
  /// each view's are found on every core, and added in block order by `build`.
  private func viewAnimations() -> [[ViewAnimations?]] {
    let stacks = document.views.indices.compactMap { index in
      document.views[index].kind == .stackView
        ? (id: document.views[index].id, subviews: document.views[index].subviews) : nil
    }
    var animated: [(index: Int, blockIndex: Int, rearranged: Set<ViewID>)] = []
    for index in states.indices.dropFirst() {
      guard let blockIndex = states[index].blockIndex,
        case .animate = document.timeline.blocks[blockIndex].kind
      else { continue }
      animated.append(
        (
          index, blockIndex,
          Self.rearranged(stacks, before: states[index - 1], after: states[index])
        ))
    }
    let views = document.views
    let blocks = animated
    return Parallel.map(views.count, jobs: Parallel.processorCount) { viewIndex in
      blocks.map { index, blockIndex, rearranged in
        viewAnimations(
          of: views[viewIndex].id, document.timeline.blocks[blockIndex], blockIndex,
          rearranged: rearranged, before: states[index - 1], after: states[index])
      }
    }
  }

  /// One view's animations in one block, each property's in `AnimatableProperty` order, and
  /// its background color's.
  typealias ViewAnimations = (
    properties: [(AnimatableProperty, PropertyAnimation)], color: ColorAnimation?
  )

  private func template(_ blockIndex: Int, from: Double, to: Double) -> PropertyAnimation {
    PropertyAnimation(
      kind: .view, from: from, to: to, block: plan.blocks[blockIndex], blockIndex: blockIndex)
  }

  private func viewAnimations(
    of id: ViewID, _ block: TimelineBlock, _ blockIndex: Int, rearranged: Set<ViewID>,
    before: ModelState, after: ModelState
  ) -> ViewAnimations? {
    // A stack whose subview was hidden or shown lays out inside the animation even when
    // the block does not (UIKit registers it for a constraint-based animation).
    let laysOut = block.layoutIfNeeded || isInside(id, rearranged)
    // Each state's frame and properties of the view, looked up once for all properties.
    let oldFrame = before.frames.frame(of: id)
    let newFrame = after.frames.frame(of: id)
    let oldProperties = before.properties[id]
    let newProperties = after.properties[id]
    let transformChanged = AnimatableProperty.allCases.contains {
      $0.isTransform
        && $0.value(frame: oldFrame, properties: oldProperties)
          != $0.value(frame: newFrame, properties: newProperties)
    }
    var properties: [(AnimatableProperty, PropertyAnimation)] = []
    for property in AnimatableProperty.allCases {
      if property.isFrame, !laysOut { continue }
      let old = property.value(frame: oldFrame, properties: oldProperties)
      var new = property.value(frame: newFrame, properties: newProperties)
      // The transform is replaced as a whole: every part animates when any part changes.
      guard old != new || (property.isTransform && transformChanged) else { continue }
      if property == .rotation { new = old + Self.shortestTurn(from: old, to: new) }
      properties.append((property, template(blockIndex, from: old, to: new)))
    }
    var color: ColorAnimation?
    let oldColor = oldProperties?.backgroundColor
    let newColor = newProperties?.backgroundColor
    if let oldColor, let newColor, oldColor != newColor {
      color = ColorAnimation(
        from: oldColor, to: newColor, animation: template(blockIndex, from: 0, to: 1))
    }
    return properties.isEmpty && color == nil ? nil : (properties, color)
  }

  /// Stack views one of whose arranged subviews the block hid or showed.
  private static func rearranged(
    _ stacks: [(id: ViewID, subviews: [ViewID])], before: ModelState, after: ModelState
  ) -> Set<ViewID> {
    var rearranged: Set<ViewID> = []
    for stack in stacks {
      let changed = stack.subviews.contains {
        before.properties[$0]?.isHidden != after.properties[$0]?.isHidden
      }
      if changed { rearranged.insert(stack.id) }
    }
    return rearranged
  }

  /// Whether `id` is below one of `ancestors`.
  private func isInside(_ id: ViewID, _ ancestors: Set<ViewID>) -> Bool {
    guard !ancestors.isEmpty else { return false }
    var current = document.view(id)?.parent
    while let parent = current {
      if ancestors.contains(parent) { return true }
      current = document.view(parent)?.parent
    }
    return false
  }

  /// The turn from one angle to another: the difference normalised to (−180°, 180°], keeping
  /// the sign of an exact half turn (docs/timing.md, Rotation).
  static func shortestTurn(from old: Double, to new: Double) -> Double {
    let difference = new - old
    var turn = difference.truncatingRemainder(dividingBy: 360)
    if turn > 180 { turn -= 360 }
    if turn < -180 { turn += 360 }
    if abs(turn) == 180 { turn = difference < 0 ? -180 : 180 }
    return turn
  }

  private mutating func addBasicAnimation(
    _ basic: BasicAnimation, _ block: TimelineBlock, _ blockIndex: Int
  ) {
    let properties: [AnimatableProperty] =
      switch basic.keyPath {
      case .rotation: [.rotation]
      case .scale: [.scaleX, .scaleY]
      case .scaleX: [.scaleX]
      case .scaleY: [.scaleY]
      case .translationX: [.translationX]
      case .translationY: [.translationY]
      case .opacity: [.alpha]
      case .cornerRadius: [.cornerRadius]
      }
    let start = plan.blocks[blockIndex].schedule.startTime
    let model = states.last { $0.time <= start } ?? states[0]
    for property in properties {
      let current = property.value(of: basic.view, in: model)
      var animation = template(blockIndex, from: basic.from ?? current, to: basic.to ?? current)
      animation.kind = .basic
      animations[Presentation.Key(view: basic.view, property: property), default: []].append(
        animation)
    }
  }

  /// `removeAnimations` stops what was running on the view when its block is called.
  private mutating func stopAnimations(removedBy block: TimelineBlock, at time: Double) {
    var changes = block.stateName.flatMap { document.state($0)?.changes } ?? []
    changes += block.changes
    for change in changes {
      guard case .removeAnimations(let view) = change.action else { continue }
      for key in animations.keys where key.view == view {
        animations[key] = animations[key]?.map { animation in
          var stopped = animation
          if animation.endTime > time {
            stopped.stopTime = min(animation.stopTime ?? .infinity, time)
          }
          return stopped
        }
      }
      colorAnimations[view] = colorAnimations[view]?.map { color in
        var stopped = color
        if color.animation.endTime > time { stopped.animation.stopTime = time }
        return stopped
      }
    }
  }
}
