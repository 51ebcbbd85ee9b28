import Interface
import Motion
import Tracks

extension SceneBuilder {
  /// What the preview's inspector shows of the presentation (`SceneInspection`): its states
  /// and blocks, the constraints the replay recorded in force, the blocks that move each view,
  /// which series change, and the presentation itself as the sampler.
  ///
  /// Made apart from `build`, for the preview alone: the other writers never read it.
  package static func inspection(of presentation: Presentation) -> SceneInspection {
    let document = presentation.document
    let plan = presentation.plan
    // State k + 1 is the model after the k-th block in call order, labelled as `frames` does.
    let blocks = plan.callOrder.enumerated().map { order, index in
      let schedule = plan.blocks[index].schedule
      let block = document.timeline.blocks[index]
      return SceneInspection.Block(
        label: presentation.states[order + 1].label, start: schedule.startTime,
        end: schedule.completionTime.isFinite ? schedule.completionTime : nil,
        line: block.location.line, source: source(of: block))
    }
    // The replay's record, each state's new constraints after those of the states before.
    var constraints: [SceneInspection.Constraint] = []
    var placing: [String: [(state: Int, list: [Int])]] = [:]
    for (index, state) in presentation.states.enumerated() {
      constraints += state.inForce.new.map {
        SceneInspection.Constraint(text: $0.text, name: $0.name, source: $0.source)
      }
      for view in document.views {
        if let list = state.inForce.changes[view.id], placing[view.id]?.last?.state != index {
          placing[view.id, default: []].append((index, list))
        }
      }
    }
    let sampled = presentation
    let sampler = SceneInspection.Sampler(
      frame: { sampled.frameInPicture(of: $0, at: $1) },
      alpha: { sampled.value(.alpha, of: $0, at: $1) },
      rotation: { sampled.value(.rotation, of: $0, at: $1) },
      isHidden: { sampled.isHidden($0, at: $1) })
    return SceneInspection(
      states: presentation.states.map { .init(label: $0.label, time: $0.time) },
      blocks: blocks, constraints: constraints, placing: placing, moves: moves(presentation),
      changing: changingSeries(presentation), sampler: sampler)
  }

  /// Which blocks move each view, by their place in call order (`SceneInspection.moves`).
  static func moves(_ presentation: Presentation) -> [ViewID: [Int]] {
    let plan = presentation.plan
    let states = presentation.states
    let blocks = presentation.document.timeline.blocks
    var moving: [ViewID: [Int]] = [:]
    for (order, index) in plan.callOrder.enumerated() where order + 1 < states.count {
      if case .basicAnimation(let animation) = blocks[index].kind {
        moving[animation.view, default: []].append(order)
        continue
      }
      let (before, after) = (states[order], states[order + 1])
      // Once a state, not once a view: each is a map over every view.
      let (originsBefore, originsAfter) = (before.boundsOrigins, after.boundsOrigins)
      for view in presentation.document.views {
        let moved =
          before.frames.frameInPicture(of: view.id, boundsOrigins: originsBefore)
          != after.frames.frameInPicture(of: view.id, boundsOrigins: originsAfter)
          || before.properties[view.id] != after.properties[view.id]
        if moved { moving[view.id, default: []].append(order) }
      }
    }
    return moving
  }

  /// Where a block was written, as `FILE:LINE` with the file's last path component: a line
  /// of the input, its sidecar or the view controller's code.
  static func source(of block: TimelineBlock) -> String {
    let file = block.location.file.split(separator: "/").last.map(String.init) ?? ""
    return "\(file):\(block.location.line)"
  }

  /// The series of each view that change, from the presentation's changing keys and
  /// visibility changes; the others are written once.
  static func changingSeries(_ presentation: Presentation) -> [ViewID: SceneInspection
    .ChangingSeries]
  {
    let keys = presentation.changingKeys
    var own: [ViewID: Set<AnimatableProperty>] = [:]
    for key in keys { own[key.view, default: []].insert(key.property) }
    let document = presentation.document
    var parents: [ViewID: ViewID] = [:]
    for view in document.views { parents[view.id] = view.parent }
    let ownFrame: Set<AnimatableProperty> = [.x, .y, .width, .height, .translationX, .translationY]
    let carried: Set<AnimatableProperty> = [
      .x, .y, .translationX, .translationY, .boundsOriginX, .boundsOriginY,
    ]
    var result: [ViewID: SceneInspection.ChangingSeries] = [:]
    for view in document.views {
      let properties = own[view.id] ?? []
      var changes = SceneInspection.ChangingSeries()
      changes.frame = !properties.isDisjoint(with: ownFrame)
      var ancestor = parents[view.id]
      while !changes.frame, let id = ancestor {
        changes.frame = !(own[id] ?? []).isDisjoint(with: carried)
        ancestor = parents[id]
      }
      changes.alpha = properties.contains(.alpha)
      changes.rotation = properties.contains(.rotation)
      changes.hidden = !presentation.visibilityChanges(of: view.id).isEmpty
      result[view.id] = changes
    }
    return result
  }
}
