import Scene

extension RasterWriter: SceneWriter {
  /// Which picture: the still at a time, the strip of panels, or the animation as GIF or WebP.
  ///
  /// The writer's own settings (scale, frame rate, images, progress) stay on the writer.
  package enum Options: Sendable {
    case png(at: Double)
    case strip([StripPanel], layout: StripLayout)
    case gif
    case webp

    /// The format's name in messages, as `--format` names it.
    var name: String {
      switch self {
      case .png: "png"
      case .strip: "strip"
      case .gif: "gif"
      case .webp: "webp"
      }
    }
  }

  /// The picture's bytes; a drawing or encoding failure says which picture
  /// ("the gif animation could not be drawn: …").
  package func write(_ scene: AnimatedScene, options: Options) throws(ExportError) -> [UInt8] {
    do throws(RasterError) {
      switch options {
      case .png(let time): return try png(scene, at: time)
      case .strip(let panels, let layout): return try strip(panels, layout: layout)
      case .gif: return try gif(scene)
      case .webp: return try webp(scene)
      }
    } catch {
      let kind =
        switch options {
        case .gif, .webp: "animation"
        case .png, .strip: "picture"
        }
      throw ExportError("the \(options.name) \(kind) could not be drawn: \(error.message)")
    }
  }
}
