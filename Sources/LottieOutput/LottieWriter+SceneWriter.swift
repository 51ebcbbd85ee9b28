import Parallelism
import Scene

extension LottieWriter: SceneWriter {
  /// The Lottie file's options: its frame rate and the threads its layers are written on
  /// (the bytes do not depend on them).
  package struct Options: Sendable {
    package var fps: Double
    package var jobs: Int

    package init(fps: Double = 60, jobs: Int = Parallel.processorCount) {
      self.fps = fps
      self.jobs = jobs
    }
  }

  /// The Lottie JSON; it cannot fail.
  package func write(_ scene: AnimatedScene, options: Options) throws(ExportError) -> [UInt8] {
    Array(LottieWriter(fps: options.fps, jobs: options.jobs).write(scene).utf8)
  }
}
