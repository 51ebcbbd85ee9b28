import Scene

extension VideoWriter: SceneWriter {
  /// The video's options: its container and codec (the scale, frame rate and images stay on
  /// the writer).
  package typealias Options = VideoFormat

  /// The video's bytes; an encoding failure says which video
  /// ("the mp4 video could not be written: …").
  package func write(_ scene: AnimatedScene, options: VideoFormat) throws(ExportError) -> [UInt8] {
    switch video(scene, format: options) {
    case .success(let bytes): return bytes
    case .failure(let problem):
      throw ExportError(
        "the \(options.rawValue) video could not be written: \(problem.message)")
    }
  }
}
