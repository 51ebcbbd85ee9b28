import Interface

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
  let additive: Bool
  /// Alpha: a spring can push it past 1 (or below 0); screens show it clamped.
  let clampsToUnit: Bool
  /// Width and height: a size below 0 shows as 0.
  let floorsAtZero: Bool
  let loops: Bool
  let duration: Double

  init(
    stateTimes: [Double], models: [Double], animations: [PropertyAnimation], additive: Bool,
    clampsToUnit: Bool, floorsAtZero: Bool, loops: Bool, duration: Double
  ) {
    self.stateTimes = stateTimes
    self.models = models
    self.animations = animations
    self.additive = additive
    self.clampsToUnit = clampsToUnit
    self.floorsAtZero = floorsAtZero
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

  /// The presented value as the screen shows it: alpha clamped to 0…1, sizes floored at 0.
  package func shown(at time: Double) -> Double {
    let value = value(at: time)
    return clampsToUnit ? min(1, max(0, value)) : floorsAtZero ? max(0, value) : value
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
  /// key order, each with its sampler (`sampler(for:)`).
  ///
  /// A view's frame and properties in each state are looked up once, both for finding the
  /// properties that change and for the model values of all its samplers; views are looked
  /// at on `jobs` threads.
  package func changingSamplers(jobs: Int) -> [(key: Key, sampler: PropertySampler)] {
    let views = document.views
    let times = states.map(\.time)
    // Each view's animated properties, as bits by ordinal.
    var bits: [ViewID: Int] = [:]
    for key in animations.keys { bits[key.view, default: 0] |= 1 << key.property.ordinal }
    let animated = bits
    let all = AnimatableProperty.allCases
    let perView = Parallel.map(states.isEmpty ? 0 : views.count, jobs: jobs) { index in
      let id = views[index].id
      // Every property's model value in each state, state by state.
      var table: [Double] = []
      table.reserveCapacity(states.count * all.count)
      for state in states.indices {
        let frame = states[state].frames.frame(of: id)
        let properties = states[state].properties[id]
        for property in all { table.append(property.value(frame: frame, properties: properties)) }
      }
      let moved = animated[id] ?? 0
      return all.indices.compactMap { column -> (key: Key, sampler: PropertySampler)? in
        let rows = stride(from: column, to: table.count, by: all.count)
        guard
          moved & 1 << all[column].ordinal != 0
            || rows.dropFirst().contains(where: { table[$0] != table[column] })
        else { return nil }
        let key = Key(view: id, property: all[column])
        return (key, sampler(for: key, models: rows.map { table[$0] }, stateTimes: times))
      }
    }
    var samplers: [Key: PropertySampler] = [:]
    for list in perView {
      for (key, sampler) in list where samplers[key] == nil { samplers[key] = sampler }
    }
    // An animated view that the document does not list (none should be) keeps its sampler.
    for key in animations.keys where samplers[key] == nil { samplers[key] = sampler(for: key) }
    return samplers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The sampler of `key` with its model value in each state.
  func sampler(for key: Key, models: [Double], stateTimes: [Double]) -> PropertySampler {
    PropertySampler(
      stateTimes: stateTimes, models: models, animations: animations[key] ?? [],
      additive: key.property.isAdditive, clampsToUnit: key.property == .alpha,
      floorsAtZero: key.property == .width || key.property == .height, loops: loops,
      duration: duration)
  }
}
