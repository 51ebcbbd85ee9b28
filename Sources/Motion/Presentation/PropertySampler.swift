import Interface
import Parallelism

/// One property of one view as the screen presents it, without the rest of the model.
///
/// A class, so that the closures sampling it share it rather than copy (and retain) its lists.
///
/// The model values after each state and the property's animations are gathered once by
/// `Presentation.sampler(for:)`; a sample costs a search among the state times and the curves
/// of the animations present.
package final class PropertySampler: Sendable {
  let stateTimes: [Double]
  let models: [Double]
  package let animations: [PropertyAnimation]
  let property: AnimatableProperty
  let additive: Bool
  /// Alpha: a spring can push it past 1 (or below 0); screens show it clamped.
  let clampsToUnit: Bool
  /// Width and height: a size below 0 shows as 0.
  let floorsAtZero: Bool
  let loops: Bool
  let duration: Double

  init(
    stateTimes: [Double], models: [Double], animations: [PropertyAnimation],
    property: AnimatableProperty, loops: Bool, duration: Double
  ) {
    self.stateTimes = stateTimes
    self.models = models
    self.animations = animations
    self.property = property
    additive = property.isAdditive
    clampsToUnit = property == .alpha
    floorsAtZero = property == .width || property == .height
    self.loops = loops
    self.duration = duration
  }

  /// The presented value at `t`, as `Presentation.value` gives it.
  package func value(at time: Double) -> Double {
    let t =
      loops && duration > 0 && time >= duration
      ? time.truncatingRemainder(dividingBy: duration) : time
    return Presentation.present(animations, over: model(at: t), additive: additive, at: t)
  }

  /// The presented value as the screen shows it (`AnimatableProperty.shown`): alpha clamped
  /// to 0…1, sizes floored at 0.
  package func shown(at time: Double) -> Double {
    property.shown(value(at: time))
  }

  /// The model value in force at `t`.
  package func model(at t: Double) -> Double {
    var (low, high) = (1, stateTimes.count)
    while low < high {
      let middle = (low + high) / 2
      if stateTimes[middle] <= t { low = middle + 1 } else { high = middle }
    }
    return models[low - 1]
  }
}

extension Presentation {
  /// Every (view, property) that changes at some time, by an animation or a model change, in
  /// key order, each with its sampler (`sampler(for:)`): the keys of `changingKeys`.
  ///
  /// A view's model values come from its history (`histories`) and its animations from its
  /// place, so no view id is hashed per view or state; views are looked at on `jobs` threads.
  package func changingSamplers(jobs: Int) -> [(key: Key, sampler: PropertySampler)] {
    let views = document.views
    // Each view once (a repeated id's first), in the keys' order: by id, then property.
    let places = views.indices.filter { document.index(of: views[$0].id) == $0 }
      .sorted { views[$0].id < views[$1].id }
    let perView = Parallel.map(places.count, jobs: jobs) { index in
      let place = places[index]
      let history = histories[place]
      return AnimatableProperty.allCases.compactMap {
        property -> (key: Key, sampler: PropertySampler)? in
        let list = animations(ofViewAt: place, property)
        guard !list.isEmpty || history.changes(property) else { return nil }
        let key = Key(view: views[place].id, property: property)
        return (
          key,
          sampler(
            for: key, models: history.values(of: property), animations: list,
            stateTimes: stateTimes)
        )
      }
    }
    let samplers = Array(perView.joined())
    // Views the document lacks have animations by key only (checking refuses them).
    let animated = places.reduce(0) { count, place in
      count + AnimatableProperty.allCases.count { !animations(ofViewAt: place, $0).isEmpty }
    }
    guard animations.count > animated else { return samplers }
    let others = animations.keys.filter { document.index(of: $0.view) == nil }
      .map { (key: $0, sampler: sampler(for: $0)) }
    return (samplers + others).sorted { $0.key < $1.key }
  }

  /// The sampler of `key` with its model value in each state and its animations.
  func sampler(
    for key: Key, models: [Double], animations: [PropertyAnimation], stateTimes: [Double]
  ) -> PropertySampler {
    PropertySampler(
      stateTimes: stateTimes, models: models, animations: animations, property: key.property,
      loops: loops, duration: duration)
  }
}
