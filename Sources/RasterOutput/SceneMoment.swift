import Appearance
import Geometry
import Scene
import Tracks

/// The scene at one moment, as the SVG export shows it at that time: each property from its
/// track (the same keyframes and easings the SVG's animations play), constant ones from the
/// view's values, the background from its color track, `hidden` from the visibility changes
/// and the skin variant that has started.
struct SceneMoment {
  let scene: AnimatedScene
  let time: Double

  func value(_ view: SceneView, _ property: AnimatableProperty) -> Double {
    if let track = scene.track(property, of: view.id) { return track.value(at: time) }
    return view.poster.values[property] ?? view.initial[property] ?? 0
  }

  /// The background: the color track's value (hold or eased), else the still one.
  func background(_ view: SceneView) -> Color {
    guard let track = scene.backgrounds[view.id], let first = track.keyframes.first else {
      return view.poster.background
    }
    if time < first.time { return first.color }
    let keys = track.keyframes
    var index = 0
    while index + 1 < keys.count, keys[index + 1].time <= time { index += 1 }
    let key = keys[index]
    guard index + 1 < keys.count, let easing = key.easing else { return key.color }
    let next = keys[index + 1]
    let span = next.time - key.time
    guard span > 0 else { return next.color }
    let p = easing.progress((time - key.time) / span)
    let mix = { (a: Double, b: Double) in min(1, max(0, a + (b - a) * p)) }
    return Color(
      red: mix(key.color.red, next.color.red), green: mix(key.color.green, next.color.green),
      blue: mix(key.color.blue, next.color.blue), alpha: mix(key.color.alpha, next.color.alpha))
  }

  /// Whether the view is hidden now (a hidden view hides its subviews).
  func isHidden(_ view: SceneView) -> Bool {
    guard let changes = scene.visibility[view.id] else { return view.poster.isHidden }
    return changes.last { $0.time <= time }?.isHidden ?? view.isHidden
  }

  /// The parts shown now: the last variant that has started.
  func parts(_ view: SceneView) -> [SkinPart] {
    let variants = view.partVariants
    guard !variants.isEmpty else { return [] }
    return variants[SceneView.variant(at: time, starts: variants.map(\.start))].parts
  }

  func border(_ view: SceneView) -> Border? {
    let variants = view.borderVariants
    guard !variants.isEmpty else { return nil }
    return variants[SceneView.variant(at: time, starts: variants.map(\.start))].border
  }

  /// Every value the picture depends on that changes over time: two moments with the same
  /// signature draw the same pixels, so a frame whose signature repeats is not drawn again.
  var signature: [Double] {
    var values: [Double] = []
    for key in scene.tracks.keys.sorted(by: { ($0.view, $0.property) < ($1.view, $1.property) }) {
      values.append(scene.tracks[key]?.value(at: time) ?? 0)
    }
    for view in scene.views {
      if scene.backgrounds[view.id] != nil {
        let color = background(view)
        values += [color.red, color.green, color.blue, color.alpha]
      }
      if scene.visibility[view.id] != nil { values.append(isHidden(view) ? 1 : 0) }
      if view.skins.count > 1 {
        values.append(Double(SceneView.variant(at: time, starts: view.skins.map(\.start))))
      }
    }
    return values
  }
}
