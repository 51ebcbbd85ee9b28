import Appearance
import Motion
import RasterOutput
import Scene
import Tracks

/// SVG images as bitmaps for the Lottie file and the dotLottie archive.
///
/// Lottie's image assets are bitmaps: rlottie draws nothing for an SVG asset, and the Lottie
/// schema's data URL allows no `+` in its media type, so `image/svg+xml` is invalid. So an SVG
/// image is embedded as a PNG that librsvg draws, as the pictures draw it, at `scale` pixels per
/// point of the largest size its view takes (docs/output.md, Images).
enum LottieImages {
  /// Pixels per point: the largest screen scale of an iPhone, so that the bitmap is not
  /// enlarged where Lottie plays.
  static let scale = 3.0
  /// The largest side of a bitmap, in pixels.
  static let largestSide = 4096

  /// The scene with every SVG image replaced by its bitmap (the scene itself when it has none).
  static func bitmapped(_ scene: AnimatedScene) -> AnimatedScene {
    var drawn: [BitmapKey: EmbeddedImage] = [:]
    var changed = false
    let views = scene.views.map { view in
      guard view.skins.contains(where: { $0.skin.parts.contains(where: isSVG) }) else {
        return view
      }
      var view = view
      let width = largest(.width, of: view, in: scene)
      let height = largest(.height, of: view, in: scene)
      for index in view.skins.indices {
        for part in view.skins[index].skin.parts.indices {
          guard case .image(let rect, let image) = view.skins[index].skin.parts[part].shape,
            image.mediaType == "image/svg+xml"
          else { continue }
          let key = BitmapKey(
            image: image, width: pixels(rect.width, width: width, height: height),
            height: pixels(rect.height, width: width, height: height))
          if drawn[key] == nil {
            drawn[key] = ScenePainter.bitmap(ofSVG: image, width: key.width, height: key.height)
          }
          // An SVG that does not parse stays as it is (the pictures draw nothing for it either).
          guard let bitmap = drawn[key] else { continue }
          view.skins[index].skin.parts[part].shape = .image(rect, bitmap)
          changed = true
        }
      }
      return view
    }
    guard changed else { return scene }
    var replaced = AnimatedScene(
      name: scene.name, size: scene.size, duration: scene.duration, loops: scene.loops,
      posterTime: scene.posterTime, views: views, tracks: scene.tracks,
      backgrounds: scene.backgrounds, visibility: scene.visibility)
    replaced.blocks = scene.blocks
    return replaced
  }

  private static func isSVG(_ part: SkinPart) -> Bool {
    if case .image(_, let image) = part.shape { image.mediaType == "image/svg+xml" } else { false }
  }

  private struct BitmapKey: Hashable {
    var image: EmbeddedImage
    var width: Int
    var height: Int
  }

  /// The largest value a property of a view takes: at 0, at the poster time, at its keyframes.
  private static func largest(
    _ property: AnimatableProperty, of view: SceneView, in scene: AnimatedScene
  ) -> Double {
    var values = [view.initial[property] ?? 0, view.poster.values[property] ?? 0]
    values += scene.track(property, of: view.id)?.keyframes.map(\.value) ?? []
    return values.filter(\.isFinite).max() ?? 0
  }

  /// A part's length in pixels, at the view's largest size (a switch's on and off alike).
  private static func pixels(_ length: AnchoredLength, width: Double, height: Double) -> Int {
    let points = max(
      length.value(width: width, height: height, on: 0),
      length.value(width: width, height: height, on: 1))
    return min(largestSide, max(1, Int((points * scale).rounded(.up))))
  }
}
