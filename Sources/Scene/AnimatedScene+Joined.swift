import Appearance
import Geometry
import Motion
import Tracks

extension AnimatedScene {
  /// One piece of a joined scene: a scene (its time 0 the piece's first frame), where it
  /// starts on the joined timeline and how long of it is shown.
  package struct Piece: Sendable {
    package var scene: AnimatedScene
    package var start: Double
    package var length: Double

    package init(scene: AnimatedScene, start: Double, length: Double) {
      self.scene = scene
      self.start = start
      self.length = length
    }
  }

  /// Scenes of one view tree laid end to end on one timeline (docs/output.md, The interactive
  /// dotLottie).
  ///
  /// Before the first piece the screen shows that piece's time 0; each piece plays from its
  /// `start` for its `length`, and the screen then holds the piece's last frame until the next
  /// piece starts, where every value jumps to the next piece's time 0. A piece is cut at its
  /// length as `from(_:)` cuts a scene at its start: exact for a settled or a linear motion.
  /// `markers` become the scene's blocks (its Lottie markers), in the order given. Nil when the
  /// pieces do not show the same views.
  package static func joined(
    _ pieces: [Piece], duration: Double, markers: [SceneBlock]
  ) -> AnimatedScene? {
    guard let first = pieces.first?.scene else { return nil }
    let ids = first.views.map(\.id)
    guard pieces.allSatisfy({ $0.scene.views.map(\.id) == ids }) else { return nil }
    var tracks: [Presentation.Key: Track] = [:]
    var backgrounds: [String: ColorTrack] = [:]
    var visibility: [String: [(time: Double, isHidden: Bool)]] = [:]
    let views = first.views.map { original in
      var view = original
      let id = view.id
      var skins: [(start: Double, skin: Skin)] = []
      var changes: [(time: Double, isHidden: Bool)] = []
      var hidden = view.isHidden
      for (index, piece) in pieces.enumerated() {
        guard let shown = piece.scene.view(id) else { continue }
        for (place, skin) in shown.skins.enumerated() where place == 0 || skin.start < piece.length
        {
          skins.append((index == 0 && place == 0 ? 0 : piece.start + skin.start, skin.skin))
        }
        var states = [(time: 0.0, isHidden: shown.isHidden)]
        states += (piece.scene.visibility[id] ?? []).filter { $0.time < piece.length }
        for change in states where change.isHidden != hidden {
          changes.append((piece.start + change.time, change.isHidden))
          hidden = change.isHidden
        }
      }
      view.skins = skins
      if !changes.isEmpty { visibility[id] = changes }
      for property in view.initial.keys {
        let key = Presentation.Key(view: id, property: property)
        if let track = joinedTrack(pieces, key: key) { tracks[key] = track }
      }
      if let track = joinedBackground(pieces, view: id) { backgrounds[id] = track }
      view.poster = SceneView.Poster(
        values: view.initial, background: view.background, isHidden: view.isHidden)
      return view
    }
    var scene = AnimatedScene(
      name: first.name, size: first.size, duration: duration, loops: false, posterTime: 0,
      views: views, tracks: tracks, backgrounds: backgrounds, visibility: visibility)
    scene.blocks = markers
    return scene
  }

  /// A property's keys over the joined timeline; nil when it never changes.
  private static func joinedTrack(_ pieces: [Piece], key: Presentation.Key) -> Track? {
    // Each piece's keys within its length, from its own time 0.
    let runs = pieces.map { piece -> [Keyframe] in
      let constant = piece.scene.view(key.view)?.initial[key.property] ?? 0
      guard let track = piece.scene.tracks[key] else {
        return [Keyframe(time: 0, value: constant, easing: nil)]
      }
      var keys = track.keyframes.filter { $0.time < piece.length }
      if keys.isEmpty || keys[0].time > 0 {
        keys.insert(Keyframe(time: 0, value: track.value(at: 0), easing: .linear), at: 0)
      }
      if piece.length > 0 {
        keys.append(Keyframe(time: piece.length, value: track.value(at: piece.length), easing: nil))
      }
      keys[keys.count - 1].easing = nil
      return keys
    }
    guard Set(runs.joined().map(\.value)).count > 1 else { return nil }
    var keys: [Keyframe] = []
    for (piece, run) in zip(pieces, runs) {
      let shifted = run.map {
        Keyframe(time: $0.time + piece.start, value: $0.value, easing: $0.easing)
      }
      if let last = keys.last {
        // The last value held up to the piece's start, then a jump (two keys at one time).
        keys[keys.count - 1].easing = .linear
        if last.time < piece.start {
          keys.append(Keyframe(time: piece.start, value: last.value, easing: .linear))
        }
      } else if piece.start > 0 {
        keys.append(Keyframe(time: 0, value: shifted[0].value, easing: .linear))
      }
      if let last = keys.last, last.time == shifted[0].time, last.value == shifted[0].value {
        keys[keys.count - 1].easing = shifted[0].easing
        keys += shifted.dropFirst()
      } else {
        keys += shifted
      }
    }
    keys[keys.count - 1].easing = nil
    return Track(view: key.view, property: key.property, keyframes: keys)
  }

  /// A background color's keys over the joined timeline; nil when it never changes.
  private static func joinedBackground(_ pieces: [Piece], view: String) -> ColorTrack? {
    let runs = pieces.map { piece -> [ColorTrack.Key] in
      let constant = piece.scene.view(view)?.background ?? .clear
      guard let track = piece.scene.backgrounds[view], !track.keyframes.isEmpty else {
        return [ColorTrack.Key(time: 0, color: constant, easing: nil)]
      }
      var keys = track.keyframes.filter { $0.time < piece.length }
      if keys.isEmpty {
        keys = [track.keyframes[0]]
      }
      keys[0].time = 0
      // The color held at the cut: a window ends on a settled screen.
      if let last = keys.last, piece.length > last.time {
        keys.append(ColorTrack.Key(time: piece.length, color: last.color, easing: nil))
      }
      keys[keys.count - 1].easing = nil
      return keys
    }
    guard Set(runs.joined().map(\.color)).count > 1 else { return nil }
    var keys: [ColorTrack.Key] = []
    for (piece, run) in zip(pieces, runs) {
      let shifted = run.map {
        ColorTrack.Key(time: $0.time + piece.start, color: $0.color, easing: $0.easing)
      }
      if let last = keys.last {
        keys[keys.count - 1].easing = .linear
        if last.time < piece.start {
          keys.append(ColorTrack.Key(time: piece.start, color: last.color, easing: .linear))
        }
      } else if piece.start > 0 {
        keys.append(ColorTrack.Key(time: 0, color: shifted[0].color, easing: .linear))
      }
      if let last = keys.last, last.time == shifted[0].time, last.color == shifted[0].color {
        keys[keys.count - 1].easing = shifted[0].easing
        keys += shifted.dropFirst()
      } else {
        keys += shifted
      }
    }
    keys[keys.count - 1].easing = nil
    return ColorTrack(keyframes: keys)
  }
}
