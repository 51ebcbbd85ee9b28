/// The formats `export` writes.
package enum OutputFormat: String, CaseIterable, Sendable {
  case svg
  case lottie
  /// The preview page: the SVG inline, with a scrubber and an inspector.
  case html
  /// The still picture (`--poster`) as a PNG.
  case png
  /// Every state side by side, labelled, as one PNG.
  case strip
  /// The animation as a GIF.
  case gif
  /// The animation as an animated WebP.
  case webp
  /// The animation as H.264 video in MP4.
  case mp4
  /// The animation as VP9 video in WebM.
  case webm
  /// The dotLottie container: the Lottie animation (and its dark twin) zipped with a manifest.
  case dotlottie

  package var fileExtension: String {
    switch self {
    case .svg: "svg"
    case .lottie: "json"
    case .html: "html"
    case .png: "png"
    case .strip: "strip.png"
    case .gif: "gif"
    case .webp: "webp"
    case .mp4: "mp4"
    case .webm: "webm"
    case .dotlottie: "lottie"
    }
  }

  /// Whether the format is a picture Cairo draws (bytes rather than text), a video included.
  package var isRaster: Bool {
    switch self {
    case .svg, .lottie, .html, .dotlottie: false
    case .png, .strip, .gif, .webp, .mp4, .webm: true
    }
  }
}
