import Diagnostics
import Motion
import Tracks

extension TrackBuilder {
  /// Tracks sampled at a fixed rate into linear keyframes: the naive peer the benchmarks
  /// measure fitting against (`Options.bakingRate`).
  ///
  /// The peer is an honest baker: it keys only the frames where the property moves (see
  /// `movingFrames`), not the idle seconds of the timeline.
  func bakedTracks(rate: Double) -> [Track] {
    let times = bakingTimes(rate: rate)
    return presentation.changingKeys.map { key in
      let sampler = presentation.sampler(for: key)
      let values = times.map { sampler.shown(at: $0) }
      let keyframes = Self.movingFrames(values).map { frame in
        Keyframe(time: times[frame], value: values[frame], easing: .linear)
      }
      return Track(view: key.view, property: key.property, keyframes: lastWithoutEasing(keyframes))
    }
  }

  /// The frames a baker keys, of a property sampled at every frame.
  ///
  /// They are the first and the last, and every frame where the value differs from the frame
  /// before or the frame after. Between two
  /// kept frames that are not neighbours the value holds, so a linear track through the kept
  /// frames shows every sample; the frames of idle stretches are dropped.
  package static func movingFrames<Value: Equatable>(_ values: [Value]) -> [Int] {
    values.indices.filter { frame in
      frame == 0 || frame == values.count - 1 || values[frame] != values[frame - 1]
        || values[frame] != values[frame + 1]
    }
  }

  /// The background color sampled at a fixed rate, keyed only while it changes.
  func bakedBackgroundTrack(of view: String, rate: Double) -> ColorTrack {
    let times = bakingTimes(rate: rate)
    let colors = times.map { presentation.backgroundColor(of: view, at: $0) }
    let keys = Self.movingFrames(colors).map { frame in
      ColorTrack.Key(time: times[frame], color: colors[frame], easing: .linear)
    }
    var track = ColorTrack(keyframes: keys)
    if !track.keyframes.isEmpty { track.keyframes[track.keyframes.count - 1].easing = nil }
    return track
  }

  private func bakingTimes(rate: Double) -> [Double] {
    let duration = presentation.duration
    let count = Int((duration * rate).rounded(.up))
    return (0...count).map { min(duration, Double($0) / rate) }
  }

  private func lastWithoutEasing(_ keyframes: [Keyframe]) -> [Keyframe] {
    var keyframes = keyframes
    if !keyframes.isEmpty { keyframes[keyframes.count - 1].easing = nil }
    return keyframes
  }
}
