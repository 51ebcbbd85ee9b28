import DotLottieOutput
import Interface
import LottieOutput
import Scene

/// The dotLottie archive of an export (docs/output.md, The dotLottie file): the animation of the
/// file's appearance; with auto or both its dark twin (for players without themes; the same
/// bytes when no color differs) and, where colors differ, light and dark themes (slots on those
/// colors).
struct DotLottieThemes {
  /// The Lottie writer's options.
  var fps: Double
  var jobs: Int

  /// The archive's bytes (nil when libzip failed); `lottie` gives the Lottie text of a scheme,
  /// `light` and `dark` are the scenes it is written from, both set with auto or both only.
  func archive(
    name: String, lottie: (ColorScheme) -> String, first: ColorScheme, light: AnimatedScene?,
    dark: AnimatedScene?
  ) -> [UInt8]? {
    let id = DotLottieArchive.id(for: name)
    var animations = [DotLottieArchive.Animation(id: id, json: lottie(first))]
    var themes: [DotLottieArchive.Theme] = []
    if let light, let dark {
      if let themed = LottieWriter(fps: fps, jobs: jobs).themed(light, dark) {
        animations[0] = .init(id: id, json: themed.animation, themes: ["light", "dark"])
        themes = [
          .init(id: "light", name: "Light", json: themed.theme(0)),
          .init(id: "dark", name: "Dark", json: themed.theme(1)),
        ]
      }
      animations.append(.init(id: id + "-dark", json: lottie(.dark)))
    }
    return DotLottieArchive.bytes(animations, themes: themes)
  }
}
