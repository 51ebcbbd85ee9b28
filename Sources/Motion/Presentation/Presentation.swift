import Diagnostics
import Geometry
import Interface
import Layout

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
  private let stateTimes: [Double]
  /// The views a stack view arranges (their hiding is deferred, `visibilityChanges(of:)`),
  /// gathered once rather than searched for per view.
  let arrangedViews: Set<ViewID>

  package init(document: InterfaceDocument, states: [ModelState], plan: TimelinePlan? = nil) {
    self.document = document
    self.states = states
    self.plan = plan ?? TimelinePlan(document.timeline)
    stateTimes = states.map(\.time)
    let stacks = Set(document.views.filter { $0.kind == .stackView }.map(\.id))
    arrangedViews = Set(
      document.views.filter { $0.parent.map(stacks.contains) ?? false }.map(\.id))
    loops = document.timeline.loops
    var ends: [Double] = states.map(\.time)
    var builder = AnimationBuilder(document: document, states: states, plan: self.plan)
    builder.build()
    animations = builder.animations
    colorAnimations = builder.colorAnimations
    for list in animations.values {
      ends += list.map(\.endTime).filter(\.isFinite)
    }
    for list in colorAnimations.values {
      ends += list.map(\.animation.endTime).filter(\.isFinite)
    }
    let length = document.timeline.duration ?? ((ends.max() ?? 0) + 0.5)
    duration = max(0.001, (length * 1000).rounded() / 1000)
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
    let model = property.value(of: view, in: states[stateIndex(at: t)])
    return presented(property, of: view, over: model, at: t)
  }

  /// Every property of a view at `t`, as `value(_:of:at:)` gives each: the view's frame and
  /// properties are looked up once.
  package func values(of view: ViewID, at time: Double) -> [AnimatableProperty: Double] {
    let t = clock(time)
    let state = states[stateIndex(at: t)]
    let frame = state.frames.frame(of: view)
    let properties = state.properties[view]
    var values: [AnimatableProperty: Double] = [:]
    values.reserveCapacity(AnimatableProperty.allCases.count)
    for property in AnimatableProperty.allCases {
      let model = property.value(frame: property.isFrame ? frame : .zero, properties: properties)
      values[property] = presented(property, of: view, over: model, at: t)
    }
    return values
  }

  /// A property's model value at `t` (on the timeline's clock) with its animations, alpha
  /// clamped as the screen shows it.
  private func presented(
    _ property: AnimatableProperty, of view: ViewID, over model: Double, at t: Double
  ) -> Double {
    let list = animations[Key(view: view, property: property)] ?? []
    let value = Self.present(list, over: model, additive: property.isAdditive, at: t)
    return property == .alpha ? min(1, max(0, value)) : value
  }

  /// A property's model value and animations combined at `t` (docs/timing.md, Several
  /// animations on one property): the last basic
  /// animation or replacing animation running wins; additive ones add their remaining
  /// distance to the model.
  static func present(
    _ list: [PropertyAnimation], over model: Double, additive: Bool, at t: Double
  ) -> Double {
    var lastPresent = -1
    for index in list.indices where list[index].isPresent(at: t) { lastPresent = index }
    guard lastPresent >= 0 else { return model }
    let last = list[lastPresent]
    if last.kind == .basic || !additive { return last.value(at: t) }
    var value = model
    var basic: Int?
    for index in 0...lastPresent where list[index].isPresent(at: t) {
      let animation = list[index]
      if animation.kind == .basic {
        basic = index
      } else {
        value += (animation.from - animation.to) * (1 - animation.progress(at: t))
      }
    }
    if let basic { value = list[basic].value(at: t) }
    return value
  }

  /// A sampler of one property of one view: its model values and animations gathered once, so
  /// that each sample costs only the animations' curves.
  package func sampler(for key: Key) -> PropertySampler {
    sampler(
      for: key, models: states.map { key.property.value(of: key.view, in: $0) },
      stateTimes: stateTimes)
  }

  /// The presented background color of a view at `t`.
  package func backgroundColor(of view: ViewID, at time: Double) -> Color {
    let t = clock(time)
    let model = model(at: t).properties[view]?.backgroundColor ?? .clear
    guard let animation = colorAnimations[view]?.last(where: { $0.animation.isPresent(at: t) })
    else { return model }
    return animation.color(at: t)
  }

  /// The view's frame in the picture at `t`, with the translations of the view and its
  /// ancestors (docs/output.md, `frames` JSON), and the superview chain's bounds origins.
  package func frameInPicture(of view: ViewID, at t: Double) -> Rect {
    var x = value(.x, of: view, at: t)
    var y = value(.y, of: view, at: t)
    // A size below 0 (an overshooting spring, conflicting constraints) shows as 0.
    let width = max(0, value(.width, of: view, at: t))
    let height = max(0, value(.height, of: view, at: t))
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
    changingSamplers(jobs: Parallel.processorCount).map(\.key)
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
