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
