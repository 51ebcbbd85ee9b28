/// One property of one view as the screen presents it, without the rest of the model.
///
/// A class, so that the closures sampling it share it rather than copy (and retain) its lists.
///
/// The model values after each state and the property's animations are gathered once by
/// `Presentation.sampler(for:)`; a sample costs a search among the state times and the curves
/// of the animations present.
package final class PropertySampler: Sendable {
  package let stateTimes: [Double]
  package let models: [Double]
  package let animations: [PropertyAnimation]
  package let property: AnimatableProperty
  package let additive: Bool
  /// Alpha: a spring can push it past 1 (or below 0); screens show it clamped.
  package let clampsToUnit: Bool
  /// Width and height: a size below 0 shows as 0.
  package let floorsAtZero: Bool
  package let loops: Bool
  package let duration: Double

  package init(
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
    return Self.present(animations, over: model(at: t), additive: additive, at: t)
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

  /// A property's model value and animations combined at `t` (docs/timing.md, Several
  /// animations on one property): the last basic
  /// animation or replacing animation running wins; additive ones add their remaining
  /// distance to the model.
  package static func present(
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
}
