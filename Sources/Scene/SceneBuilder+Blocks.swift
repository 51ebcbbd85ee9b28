import Interface
import Motion

extension SceneBuilder {
  /// The timeline's blocks in call order (docs/output.md, Markers).
  ///
  /// Each says what it does to the views it changes: the model after the block set against
  /// the model before it, and a `basicAnimation`'s key path. Blocks that start at or after the
  /// end are left out.
  static func blocks(of presentation: Presentation) -> [SceneBlock] {
    let states = presentation.states
    let document = presentation.document
    let timeline = document.timeline
    var blocks: [SceneBlock] = []
    for k in states.indices.dropFirst() {
      guard let index = states[k].blockIndex else { continue }
      let schedule = presentation.plan.blocks[index].schedule
      guard schedule.startTime < presentation.duration else { continue }
      let runs = min(schedule.activeDuration, presentation.duration - schedule.startTime)
      var changes: [SceneBlock.Change] = []
      if case .basicAnimation(let animation) = timeline.blocks[index].kind {
        changes = [SceneBlock.Change(view: animation.view, kinds: [kind(of: animation.keyPath)])]
      } else {
        for view in document.views {
          let kinds = Self.kinds(of: view.id, from: states[k - 1], to: states[k])
          if !kinds.isEmpty { changes.append(SceneBlock.Change(view: view.id, kinds: kinds)) }
        }
      }
      blocks.append(
        SceneBlock(
          name: states[k].label, start: schedule.startTime, duration: max(0, runs),
          changes: changes))
    }
    return blocks
  }

  /// How a `basicAnimation` on a key path changes its view.
  static func kind(of keyPath: AnimationKeyPath) -> SceneBlock.Kind {
    switch keyPath {
    case .rotation: .turns
    case .scale, .scaleX, .scaleY: .scales
    case .translationX, .translationY: .moves
    case .opacity: .fadesIn
    case .cornerRadius: .rounds
    }
  }

  /// How a view's model changes between two states, in the order a description says it.
  static func kinds(of id: ViewID, from before: ModelState, to after: ModelState)
    -> [SceneBlock.Kind]
  {
    let tolerance = 1e-6
    func differ(_ a: Double, _ b: Double) -> Bool { abs(a - b) > tolerance }
    let old = before.frames.frame(of: id)
    let new = after.frames.frame(of: id)
    var kinds: [SceneBlock.Kind] = []
    guard let was = before.properties[id], let now = after.properties[id] else {
      return differ(old.width, new.width) || differ(old.height, new.height) ? [.resizes] : []
    }
    if was.isHidden != now.isHidden { kinds.append(now.isHidden ? .disappears : .appears) }
    if differ(was.alpha, now.alpha) { kinds.append(now.alpha > was.alpha ? .fadesIn : .fadesOut) }
    let resized = differ(old.width, new.width) || differ(old.height, new.height)
    let circle =
      resized && new.width > 0 && !differ(new.width, new.height)
      && now.cornerRadius >= new.width / 2 - tolerance
    if circle, new.width < old.width {
      kinds.append(.shrinksToCircle)
    } else if resized {
      let area = (new.width * new.height) - (old.width * old.height)
      kinds.append(
        new.width >= old.width - tolerance && new.height >= old.height - tolerance && area > 0
          ? .grows
          : new.width <= old.width + tolerance && new.height <= old.height + tolerance && area < 0
            ? .shrinks : .resizes)
    }
    let moved =
      differ(old.minX, new.minX) || differ(old.minY, new.minY)
      || differ(was.transform.translationX, now.transform.translationX)
      || differ(was.transform.translationY, now.transform.translationY)
    if moved, !resized { kinds.append(.moves) }
    if differ(was.transform.rotation, now.transform.rotation) { kinds.append(.turns) }
    if differ(was.transform.scaleX, now.transform.scaleX)
      || differ(was.transform.scaleY, now.transform.scaleY)
    {
      kinds.append(.scales)
    }
    if differ(was.cornerRadius, now.cornerRadius), !circle { kinds.append(.rounds) }
    if kinds.isEmpty,
      was.backgroundColor != now.backgroundColor || was.text != now.text
        || was.title != now.title || was.textColor != now.textColor
        || was.titleColor != now.titleColor || was.borderColor != now.borderColor
        || was.borderWidth != now.borderWidth || was.tintColor != now.tintColor
    {
      kinds.append(.restyles)
    }
    return kinds
  }
}
