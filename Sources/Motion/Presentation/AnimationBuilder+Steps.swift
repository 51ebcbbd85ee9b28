import Interface
import Tracks

/// The blocks as steps that a view's animation lists go through in order: each view's lists are
/// assembled on its own (on every core, in `viewAnimations`), from the steps and what each
/// `animate` block adds to it.
extension AnimationBuilder {
  /// What one block does to the animations: the views its `removeAnimations` stop, and the
  /// animations it adds.
  struct Step {
    enum Kind {
      /// The `animate` block with this index among them.
      case animate(Int)
      /// A basic animation of the view at a place (nil: a view the document lacks).
      case basic(Int?, ViewID, [(AnimatableProperty, PropertyAnimation)])
      case perform
    }

    /// The block's state's time.
    var time: Double
    /// The places of the document views whose animations it stops.
    var stopped: Set<Int>
    /// The views the document lacks whose animations it stops.
    var stoppedOthers: [ViewID]
    var kind: Kind
  }

  /// Each block in the order of its state, as `assemble` applies it.
  func steps() -> [Step] {
    var steps: [Step] = []
    var animated = 0
    for index in states.indices.dropFirst() {
      guard let blockIndex = states[index].blockIndex else { continue }
      let block = document.timeline.blocks[blockIndex]
      // `removeAnimations` stops what was running on the view when its block is called.
      var changes = block.stateName.flatMap { document.state($0)?.changes } ?? []
      changes += block.changes
      var step = Step(time: states[index].time, stopped: [], stoppedOthers: [], kind: .perform)
      for change in changes {
        guard case .removeAnimations(let view) = change.action else { continue }
        if let place = document.index(of: view) {
          step.stopped.insert(place)
        } else {
          step.stoppedOthers.append(view)
        }
      }
      switch block.kind {
      case .animate:
        step.kind = .animate(animated)
        animated += 1
      case .basicAnimation(let basic):
        step.kind = .basic(
          document.index(of: basic.view), basic.view, basicAnimations(basic, blockIndex))
      case .perform:
        break
      }
      steps.append(step)
    }
    return steps
  }

  /// The animation lists of the document view at `place`, of each property and its
  /// background color, from the blocks' steps in order: `members` are the views with its id
  /// (itself alone unless the id repeats), each with what every `animate` block adds to it.
  static func assemble(
    place: Int, members: [(view: Int, added: [ViewAnimations?])], steps: [Step]
  ) -> (properties: [[PropertyAnimation]], colors: [ColorAnimation]) {
    var properties = Array(
      repeating: [PropertyAnimation](), count: AnimatableProperty.allCases.count)
    var colors: [ColorAnimation] = []
    for step in steps {
      if step.stopped.contains(place) {
        for index in properties.indices {
          properties[index] = properties[index].map { stopped($0, at: step.time) }
        }
        colors = colors.map { color in
          var stopped = color
          if color.animation.endTime > step.time { stopped.animation.stopTime = step.time }
          return stopped
        }
      }
      switch step.kind {
      case .animate(let animated):
        for member in members {
          guard let (added, color) = member.added[animated] else { continue }
          for (property, animation) in added { properties[property.ordinal].append(animation) }
          if let color { colors.append(color) }
        }
      case .basic(let target, _, let animations) where target == place:
        for (property, animation) in animations { properties[property.ordinal].append(animation) }
      case .basic, .perform:
        break
      }
    }
    return (properties, colors)
  }

  /// An animation as `removeAnimations` at `time` leaves it: stopped then if still running.
  static func stopped(_ animation: PropertyAnimation, at time: Double) -> PropertyAnimation {
    var stopped = animation
    if animation.endTime > time { stopped.stopTime = min(animation.stopTime ?? .infinity, time) }
    return stopped
  }
}
