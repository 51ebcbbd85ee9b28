import Interface
import Parallelism
import Tracks

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
