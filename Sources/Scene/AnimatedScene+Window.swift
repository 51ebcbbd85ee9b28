import Geometry
import Motion
import Tracks

extension AnimatedScene {
  /// The scene from `start` on, `start` becoming its time 0 (docs/output.md, The interactive
  /// SVG).
  ///
  /// A window's animations begin on a click, and no engine may be asked to begin one in the
  /// past.
  /// Each track starts with its value at `start`, eased towards its next keyframe as the
  /// segment it cuts was (exact for a linear segment and for a value at rest, which is what
  /// a settled screen gives). The still picture stays the scene's.
  package func from(_ start: Double) -> AnimatedScene {
    guard start > 0 else { return self }
    let views = views.map { original in
      var view = original
      for property in view.initial.keys {
        if let track = track(property, of: view.id) {
          view.initial[property] = track.value(at: start)
        }
      }
      if let changes = visibility[view.id], let last = changes.last(where: { $0.time <= start }) {
        view.isHidden = last.isHidden
      }
      let shown = SceneView.variant(at: start, starts: view.skins.map(\.start))
      view.skins = view.skins.enumerated().compactMap { index, skin in
        index < shown ? nil : (index == shown ? 0 : skin.start - start, skin.skin)
      }
      return view
    }
    var result = AnimatedScene(
      name: name, size: size, duration: max(0.001, duration - start), loops: false,
      posterTime: max(0, posterTime - start), views: views,
      tracks: tracks.mapValues { Self.cut($0, at: start) },
      backgrounds: backgrounds.mapValues { Self.cut($0, at: start) },
      visibility: visibility.mapValues { changes in
        changes.filter { $0.time > start }.map { ($0.time - start, $0.isHidden) }
      })
    result.blocks = blocks.filter { $0.start >= start }.map { block in
      var block = block
      block.start -= start
      return block
    }
    return result
  }

  static func cut(_ track: Track, at start: Double) -> Track {
    var result = track
    let later = track.keyframes.filter { $0.time > start }
    let easing =
      track.keyframes.last { $0.time <= start }?.easing ?? (later.isEmpty ? nil : .linear)
    result.keyframes =
      [Keyframe(time: 0, value: track.value(at: start), easing: later.isEmpty ? nil : easing)]
      + later.map { Keyframe(time: $0.time - start, value: $0.value, easing: $0.easing) }
    return result
  }

  static func cut(_ track: ColorTrack, at start: Double) -> ColorTrack {
    var result = track
    let later = track.keyframes.filter { $0.time > start }
    let before = track.keyframes.last { $0.time <= start } ?? track.keyframes.first
    guard let before else { return track }
    var first = before
    first.time = 0
    if later.isEmpty { first.easing = nil }
    result.keyframes =
      [first]
      + later.map { key in
        var key = key
        key.time -= start
        return key
      }
    return result
  }
}
