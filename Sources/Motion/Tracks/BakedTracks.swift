import Diagnostics

extension TrackBuilder {
  /// Tracks sampled at a fixed rate into linear keyframes: the naive peer the export benchmark
  /// measures fitting against (`Options.bakingRate`).
  func bakedTracks(rate: Double) -> [Track] {
    let times = bakingTimes(rate: rate)
    return presentation.changingKeys.map { key in
      let sampler = presentation.sampler(for: key)
      let keyframes = times.map { t in
        Keyframe(time: t, value: sampler.shown(at: t), easing: .linear)
      }
      return Track(view: key.view, property: key.property, keyframes: lastWithoutEasing(keyframes))
    }
  }

  /// The background color sampled at a fixed rate.
  func bakedBackgroundTrack(of view: String, rate: Double) -> ColorTrack {
    let keys = bakingTimes(rate: rate).map { t in
      ColorTrack.Key(time: t, color: presentation.backgroundColor(of: view, at: t), easing: .linear)
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
