import Geometry
import Interface
import Layout
import Parallelism
import Tracks

/// Turns each block of the replay into property animations: every model value that the block
/// changed animates from its old value to its new one with the block's timing.
///
/// A document view's animations are kept by its place in `document.views` (the first place,
/// for a duplicate id), each property's at `place * AnimatableProperty.allCases.count +
/// ordinal`: the presentation reads them by place, and only a view the document lacks (a basic
/// animation's, which checking refuses) has its animations by key, in `others`.
struct AnimationBuilder {
  let document: InterfaceDocument
  let states: [ModelState]
  let plan: TimelinePlan
  /// Each document view's model in every state, by its place.
  private(set) var histories: [ModelHistory] = []
  /// Each document view's animations of each property.
  private(set) var lists: [[PropertyAnimation]]
  /// Each document view's background color animations.
  private(set) var colorLists: [[ColorAnimation]]
  /// The animations of views the document does not have.
  private(set) var others: [Presentation.Key: [PropertyAnimation]] = [:]
  /// Each view's place, or the first place of its id when it repeats one.
  let places: [Int]

  init(document: InterfaceDocument, states: [ModelState], plan: TimelinePlan) {
    self.document = document
    self.states = states
    self.plan = plan
    let views = document.views
    lists = Array(repeating: [], count: views.count * AnimatableProperty.allCases.count)
    colorLists = Array(repeating: [], count: views.count)
    places = views.indices.map { document.index(of: views[$0].id) ?? $0 }
  }

  mutating func build() {
    let steps = self.steps()
    // Views the document lacks (a basic animation's, which checking refuses): by key.
    for step in steps {
      for view in step.stoppedOthers {
        for key in others.keys where key.view == view {
          others[key] = others[key]?.map { Self.stopped($0, at: step.time) }
        }
      }
      guard case .basic(.none, let view, let animations) = step.kind else { continue }
      for (property, animation) in animations {
        others[Presentation.Key(view: view, property: property), default: []].append(animation)
      }
    }
    let count = AnimatableProperty.allCases.count
    let found = viewAnimations(steps)
    var lists: [[PropertyAnimation]] = []
    lists.reserveCapacity(found.count * count)
    var colorLists: [[ColorAnimation]] = []
    colorLists.reserveCapacity(found.count)
    // A repeated id's views add to its first view's lists, block by block in view order.
    var members: [Int: [(view: Int, added: [ViewAnimations?])]] = [:]
    for (view, place) in places.enumerated() where found[view].lists == nil {
      members[place, default: []].append((view, found[view].added))
    }
    for (view, place) in places.enumerated() {
      if let own = found[view].lists {
        lists += own.properties
        colorLists.append(own.colors)
      } else if let group = members[place] {
        let shared = Self.assemble(place: place, members: group, steps: steps)
        lists += shared.properties
        colorLists.append(shared.colors)
      }
    }
    self.lists = lists
    self.colorLists = colorLists
    histories = found.map(\.history)
  }

  /// Each document view's history and what each `animate` block adds to it, in the order of
  /// the blocks' states, and its lists assembled (`assemble`) unless its id repeats.
  ///
  /// What a block adds depends on the states alone (not on the animations before it, which a
  /// later block may stop), so each view is done on every core: its history gathered once,
  /// then its animations in each block, then its lists.
  private func viewAnimations(_ steps: [Step]) -> [ViewResult] {
    let stacks = document.views.indices.compactMap { index in
      document.views[index].kind == .stackView
        ? (id: document.views[index].id, subviews: document.views[index].subviews) : nil
    }
    var animated: [AnimatedBlock] = []
    for index in states.indices.dropFirst() {
      guard let blockIndex = states[index].blockIndex,
        case .animate = document.timeline.blocks[blockIndex].kind
      else { continue }
      animated.append(
        AnimatedBlock(
          state: index, index: blockIndex,
          layoutIfNeeded: document.timeline.blocks[blockIndex].layoutIfNeeded,
          rearranged: Self.rearranged(stacks, before: states[index - 1], after: states[index])))
    }
    let views = document.views
    let blocks = animated
    let builder = self
    // Each state's frames of every view, each view's layout frame looked up once.
    let ids = views.map(\.id)
    let frames = states.first.map { first in
      let places = first.frames.superviewPlaces(of: ids, place: builder.document.index(of:))
      return Parallel.map(builder.states.count, jobs: Parallel.processorCount) { index in
        builder.states[index].frames.frames(of: ids, places: places)
      }
    }
    // The places a repeated id shares: their lists are assembled from every view with it.
    let repeated = Set(places.enumerated().filter { $0.element != $0.offset }.map(\.element))
    return Parallel.map(views.count, jobs: Parallel.processorCount) { viewIndex in
      let id = views[viewIndex].id
      let history = ModelHistory(of: id, at: viewIndex, in: builder.states, frames: frames ?? [])
      let added = blocks.map { block in builder.viewAnimations(of: id, history, in: block) }
      let place = builder.places[viewIndex]
      guard !repeated.contains(place) else { return ViewResult(history: history, added: added) }
      return ViewResult(
        history: history, added: [],
        lists: Self.assemble(place: place, members: [(viewIndex, added)], steps: steps))
    }
  }

  /// One document view's part of the build.
  private struct ViewResult {
    var history: ModelHistory
    /// What each `animate` block adds (kept only for a repeated id's views).
    var added: [ViewAnimations?]
    /// Its lists, unless its id repeats.
    var lists: (properties: [[PropertyAnimation]], colors: [ColorAnimation])?
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

  /// An `animate` block as each view's animations in it need it.
  private struct AnimatedBlock {
    /// The index of the block's state (the one before it is the model it starts from).
    var state: Int
    /// The block's index in document order.
    var index: Int
    var layoutIfNeeded: Bool
    /// Stack views one of whose arranged subviews the block hid or showed.
    var rearranged: Set<ViewID>
  }

  private func viewAnimations(
    of id: ViewID, _ history: ModelHistory, in block: AnimatedBlock
  ) -> ViewAnimations? {
    let (before, after, blockIndex) = (block.state - 1, block.state, block.index)
    // A stack whose subview was hidden or shown lays out inside the animation even when
    // the block does not (UIKit registers it for a constraint-based animation).
    let laysOut = block.layoutIfNeeded || isInside(id, block.rearranged)
    let transformChanged = AnimatableProperty.allCases.contains {
      $0.isTransform && history.value($0, in: before) != history.value($0, in: after)
    }
    var properties: [(AnimatableProperty, PropertyAnimation)] = []
    for property in AnimatableProperty.allCases {
      if property.isFrame, !laysOut { continue }
      let old = history.value(property, in: before)
      var new = history.value(property, in: after)
      // The transform is replaced as a whole: every part animates when any part changes.
      guard old != new || (property.isTransform && transformChanged) else { continue }
      if property == .rotation {
        new = old + Self.shortestTurn(from: old, to: new, direction: states[after].turns[id])
      }
      properties.append((property, template(blockIndex, from: old, to: new)))
    }
    var color: ColorAnimation?
    let oldColor = history.backgroundColor(in: before)
    let newColor = history.backgroundColor(in: after)
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

  /// The turn from one angle to another: the difference normalised to (−180°, 180°]; an
  /// exact half turn goes the way `direction` says, else by the sign of the difference
  /// (docs/timing.md, Rotation).
  static func shortestTurn(
    from old: Double, to new: Double, direction: RotationDirection? = nil
  ) -> Double {
    let difference = new - old
    var turn = difference.truncatingRemainder(dividingBy: 360)
    if turn > 180 { turn -= 360 }
    if turn < -180 { turn += 360 }
    if abs(turn) == 180 {
      switch direction {
      case .clockwise: turn = 180
      case .counterClockwise: turn = -180
      case nil: turn = difference < 0 ? -180 : 180
      }
    }
    return turn
  }

  /// A basic animation's animations of each property it animates.
  func basicAnimations(
    _ basic: BasicAnimation, _ blockIndex: Int
  ) -> [(AnimatableProperty, PropertyAnimation)] {
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
    return properties.map { property in
      let current = property.value(of: basic.view, in: model)
      var animation = template(blockIndex, from: basic.from ?? current, to: basic.to ?? current)
      animation.kind = .basic
      return (property, animation)
    }
  }

}
