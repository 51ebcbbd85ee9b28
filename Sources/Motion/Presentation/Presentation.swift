import Diagnostics
import Geometry
import Interface
import Layout
import Tracks

/// What the screen shows at any time.
///
/// It is the model states of the replay plus every animation, combined as UIKit combines them
/// (docs/timing.md, Several animations on one property). It is the source of truth for `motionboard
/// frames --at` and for the writers' tracks.
package struct Presentation: Sendable {
  package struct Key: Hashable, Sendable, Comparable {
    package var view: ViewID
    package var property: AnimatableProperty

    package init(view: ViewID, property: AnimatableProperty) {
      self.view = view
      self.property = property
    }

    package static func < (a: Key, b: Key) -> Bool {
      (a.view, a.property) < (b.view, b.property)
    }
  }

  package let document: InterfaceDocument
  /// The model after each block, in call order; the first is the initial layout.
  package let states: [ModelState]
  /// The timeline's plan, shared with the replay.
  package let plan: TimelinePlan
  package var schedules: [BlockSchedule] { plan.schedules }
  package private(set) var animations: [Key: [PropertyAnimation]] = [:]
  package private(set) var colorAnimations: [ViewID: [ColorAnimation]] = [:]
  /// The export's length in seconds, on whole milliseconds.
  package let duration: Double
  /// Whether time past the duration wraps around (`loop="true"` or `--loop`).
  package var loops: Bool
  /// The states' times, in call order (never decreasing).
  package let stateTimes: [Double]
  /// Whether a stack view arranges the view (its hiding is deferred, `visibilityChanges(of:)`),
  /// by the view's place in `document.views`, gathered once rather than searched for per view.
  let arranged: [Bool]
  /// Each document view's model in every state, by its place in `document.views`: the frames
  /// and properties every reader of a view's states reads, looked up by id once.
  package let histories: [ModelHistory]
  /// Each document view's animations of each property (the lists of `animations`), at
  /// `place * AnimatableProperty.allCases.count + property.ordinal`.
  let lists: [[PropertyAnimation]]
  /// Each document view's background color animations (the lists of `colorAnimations`).
  let colorLists: [[ColorAnimation]]

  package init(document: InterfaceDocument, states: [ModelState], plan: TimelinePlan? = nil) {
    self.document = document
    self.states = states
    self.plan = plan ?? TimelinePlan(document.timeline)
    stateTimes = states.map(\.time)
    let views = document.views
    arranged = views.map { view in
      view.parent.flatMap(document.index(of:)).map { views[$0].kind == .stackView } ?? false
    }
    loops = document.timeline.loops
    var builder = AnimationBuilder(document: document, states: states, plan: self.plan)
    builder.build()
    histories = builder.histories
    lists = builder.lists
    colorLists = builder.colorLists
    // The lists by key, each document view's once (a repeated id's are its first view's).
    let count = AnimatableProperty.allCases.count
    var animations = builder.others
    animations.reserveCapacity(animations.count + lists.count { !$0.isEmpty })
    var colorAnimations: [ViewID: [ColorAnimation]] = [:]
    for (place, first) in builder.places.enumerated() where first == place {
      let id = views[place].id
      for property in AnimatableProperty.allCases {
        let list = lists[place * count + property.ordinal]
        if !list.isEmpty { animations[Key(view: id, property: property)] = list }
      }
      if !colorLists[place].isEmpty { colorAnimations[id] = colorLists[place] }
    }
    // The last state's time or the last end of an animation, whichever is later.
    var end = stateTimes.max()
    let ends =
      lists.joined().map(\.endTime) + builder.others.values.joined().map(\.endTime)
      + colorLists.joined().map(\.animation.endTime)
    for time in ends where time.isFinite && time > end ?? -.infinity { end = time }
    self.animations = animations
    self.colorAnimations = colorAnimations
    let length = document.timeline.duration ?? ((end ?? 0) + 0.5)
    duration = max(0.001, (length * 1000).rounded() / 1000)
  }

  /// A document view's animations of a property.
  func animations(ofViewAt place: Int, _ property: AnimatableProperty) -> [PropertyAnimation] {
    lists[place * AnimatableProperty.allCases.count + property.ordinal]
  }

  /// Time on the timeline's clock: looping timelines show `t mod duration`.
  package func clock(_ t: Double) -> Double {
    guard loops, duration > 0, t >= duration else { return t }
    return t.truncatingRemainder(dividingBy: duration)
  }

  /// The index of the model state in force at `t`: the last one whose time has come.
  func stateIndex(at t: Double) -> Int {
    // The first state is in force from the start; later ones from their time on.
    var (low, high) = (1, stateTimes.count)
    while low < high {
      let middle = (low + high) / 2
      if stateTimes[middle] <= t { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// The model state in force at `t`: the last one whose time has come.
  package func model(at t: Double) -> ModelState { states[stateIndex(at: t)] }

  /// The presented value of a property of a view at `t`.
  ///
  /// Alpha is clamped to 0…1, as Core Animation renders opacity: a spring may drive it past
  /// either end, but the screen (and so `frames` and both exports) shows the clamped value
  /// (docs/timing.md, Alpha). The model's alpha is never clamped.
  package func value(_ property: AnimatableProperty, of view: ViewID, at time: Double) -> Double {
    let t = clock(time)
    let index = stateIndex(at: t)
    guard let place = document.index(of: view) else {
      let model = property.value(of: view, in: states[index])
      return presented(
        property, animations[Key(view: view, property: property)] ?? [], over: model, at: t)
    }
    return presented(
      property, animations(ofViewAt: place, property),
      over: histories[place].value(property, in: index), at: t)
  }

  /// Every property of a view at `t`, as `value(_:of:at:)` gives each.
  package func values(of view: ViewID, at time: Double) -> [AnimatableProperty: Double] {
    if let place = document.index(of: view) { return values(ofViewAt: place, at: time) }
    let t = clock(time)
    let state = states[stateIndex(at: t)]
    var values: [AnimatableProperty: Double] = [:]
    values.reserveCapacity(AnimatableProperty.allCases.count)
    for property in AnimatableProperty.allCases {
      values[property] = presented(
        property, animations[Key(view: view, property: property)] ?? [],
        over: property.value(of: view, in: state), at: t)
    }
    return values
  }

  /// Every property of the view at `place` in `document.views` at `t`, as `value(_:of:at:)`
  /// gives each.
  package func values(ofViewAt place: Int, at time: Double) -> [AnimatableProperty: Double] {
    let t = clock(time)
    let index = stateIndex(at: t)
    let history = histories[place]
    // Set through the indices of a dictionary of every property: no key is hashed again.
    var values = Self.everyProperty.values
    for (property, position) in zip(AnimatableProperty.allCases, Self.everyProperty.positions) {
      values.values[position] = presented(
        property, animations(ofViewAt: place, property), over: history.value(property, in: index),
        at: t)
    }
    return values
  }

  /// A dictionary with every property (each at 0), and each one's index in it by ordinal.
  ///
  /// A copy keeps the indices, and setting its values through them (`Dictionary.Values` is a
  /// `MutableCollection`) hashes no key: `values(ofViewAt:at:)` makes three for each view of
  /// an export.
  private static let everyProperty:
    (values: [AnimatableProperty: Double], positions: [[AnimatableProperty: Double].Index]) = {
      var values: [AnimatableProperty: Double] = [:]
      for property in AnimatableProperty.allCases { values[property] = 0 }
      return (values, AnimatableProperty.allCases.compactMap { values.index(forKey: $0) })
    }()

  /// A property's model value at `t` (on the timeline's clock) with its animations, alpha
  /// clamped as the screen shows it.
  private func presented(
    _ property: AnimatableProperty, _ list: [PropertyAnimation], over model: Double, at t: Double
  ) -> Double {
    let value = PropertySampler.present(list, over: model, additive: property.isAdditive, at: t)
    return property == .alpha ? min(1, max(0, value)) : value
  }

  /// A sampler of one property of one view: its model values and animations gathered once, so
  /// that each sample costs only the animations' curves.
  package func sampler(for key: Key) -> PropertySampler {
    guard let place = document.index(of: key.view) else {
      return sampler(
        for: key, models: states.map { key.property.value(of: key.view, in: $0) },
        animations: animations[key] ?? [], stateTimes: stateTimes)
    }
    return sampler(
      for: key, models: histories[place].values(of: key.property),
      animations: animations(ofViewAt: place, key.property), stateTimes: stateTimes)
  }

  /// The presented background color of a view at `t`.
  package func backgroundColor(of view: ViewID, at time: Double) -> Color {
    guard let place = document.index(of: view) else { return .clear }
    return backgroundColor(ofViewAt: place, at: time)
  }

  /// The presented background color of the view at `place` in `document.views` at `t`.
  package func backgroundColor(ofViewAt place: Int, at time: Double) -> Color {
    let t = clock(time)
    let model = histories[place].backgroundColor(in: stateIndex(at: t)) ?? .clear
    guard let animation = colorLists[place].last(where: { $0.animation.isPresent(at: t) })
    else { return model }
    return animation.color(at: t)
  }

  /// The view's frame in the picture at `t`, with the translations of the view and its
  /// ancestors (docs/output.md, `frames` JSON), and the superview chain's bounds origins.
  package func frameInPicture(of view: ViewID, at t: Double) -> Rect {
    var x = value(.x, of: view, at: t)
    var y = value(.y, of: view, at: t)
    // A size below 0 (an overshooting spring, conflicting constraints) shows as 0.
    let width = AnimatableProperty.width.shown(value(.width, of: view, at: t))
    let height = AnimatableProperty.height.shown(value(.height, of: view, at: t))
    // The root's own translation moves it and everything in it, as UIKit shows it.
    x += value(.translationX, of: view, at: t)
    y += value(.translationY, of: view, at: t)
    guard view != .root else { return Rect(x: x, y: y, width: width, height: height) }
    let chain = states[0].frames.ancestors(of: view)
    for ancestor in chain {
      if ancestor != .root {
        x += value(.x, of: ancestor, at: t) + value(.translationX, of: ancestor, at: t)
        y += value(.y, of: ancestor, at: t) + value(.translationY, of: ancestor, at: t)
      } else {
        x += value(.translationX, of: ancestor, at: t)
        y += value(.translationY, of: ancestor, at: t)
      }
      x -= value(.boundsOriginX, of: ancestor, at: t)
      y -= value(.boundsOriginY, of: ancestor, at: t)
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Every (view, property) that changes at some time: by an animation or a model change.
  package var changingKeys: [Key] {
    let views = document.views
    let count = AnimatableProperty.allCases.count
    // Each view once (a repeated id's first), in the keys' order: by id, then property.
    let places = views.indices.filter { document.index(of: views[$0].id) == $0 }
      .sorted { views[$0].id < views[$1].id }
    var keys: [Key] = []
    var animated = 0
    for place in places {
      let history = histories[place]
      for property in AnimatableProperty.allCases {
        let hasAnimations = !lists[place * count + property.ordinal].isEmpty
        if hasAnimations { animated += 1 }
        if hasAnimations || history.changes(property) {
          keys.append(Key(view: views[place].id, property: property))
        }
      }
    }
    // Views the document lacks have animations by key only.
    guard animations.count > animated else { return keys }
    return (keys + animations.keys.filter { document.index(of: $0.view) == nil }).sorted()
  }
}

/// A background color animation (replaced, component-wise in sRGB).
package struct ColorAnimation: Sendable, Hashable {
  package var from: Color
  package var to: Color
  /// The timing, with `from` 0 and `to` 1.
  package var animation: PropertyAnimation

  func color(at t: Double) -> Color {
    let p = animation.progress(at: t)
    return Color(
      red: from.red + (to.red - from.red) * p, green: from.green + (to.green - from.green) * p,
      blue: from.blue + (to.blue - from.blue) * p, alpha: from.alpha + (to.alpha - from.alpha) * p)
  }
}
