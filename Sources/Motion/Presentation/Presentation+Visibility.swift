import Interface

extension Presentation {
  /// When a view appears and disappears: `(time, isHidden)` for each change after time 0.
  ///
  /// `hidden` changes at the block's call, except for a view a stack view arranges that an
  /// animated block hides: UIKit keeps it on screen while the stack squeezes it to nothing
  /// and hides it when the animation ends (a post-animation action of the stack's layout
  /// arrangement), unless something showed it again in the meantime. Shown views appear at
  /// once, at zero size, and grow.
  package func visibilityChanges(of id: ViewID) -> [(time: Double, isHidden: Bool)] {
    // A view the document lacks has no properties, so it is never hidden.
    guard let place = document.index(of: id) else { return [] }
    return visibilityChanges(ofViewAt: place)
  }

  /// `visibilityChanges(of:)` of the view at `place` in `document.views`.
  package func visibilityChanges(ofViewAt place: Int) -> [(time: Double, isHidden: Bool)] {
    let arranged = arranged[place]
    let history = histories[place]
    var events: [(time: Double, isHidden: Bool, deferred: Bool)] = []
    var hidden = history.isHidden(in: 0) ?? false
    // A state that keeps the properties of the one before (the same run) keeps its `hidden`.
    for index in 1..<min(states.count, history.count)
    where history.runs[index] != history.runs[index - 1] {
      let now = history.isHidden(in: index) ?? false
      guard now != hidden else { continue }
      hidden = now
      let state = states[index]
      var time = state.time
      var deferred = false
      if now, arranged, let index = state.blockIndex,
        case .animate = document.timeline.blocks[index].kind
      {
        time = schedules[index].completionTime
        deferred = true
      }
      guard time.isFinite else { continue }
      events.append((time, now, deferred))
    }
    var changes: [(time: Double, isHidden: Bool)] = []
    var shown = history.isHidden(in: 0) ?? false
    for event in events.sorted(by: { $0.time < $1.time }) {
      // A deferred hide happens only if the view is still hidden in the model by then.
      if event.deferred, history.isHidden(in: stateIndex(at: event.time)) != true { continue }
      guard event.isHidden != shown else { continue }
      shown = event.isHidden
      changes.append((event.time, event.isHidden))
    }
    return changes
  }

  /// Whether the view is hidden on screen at `t` (`visibilityChanges` applied).
  package func isHidden(_ id: ViewID, at time: Double) -> Bool {
    let t = clock(time)
    var hidden = states[0].properties[id]?.isHidden ?? false
    for change in visibilityChanges(of: id) where change.time <= t { hidden = change.isHidden }
    return hidden
  }
}
