import RasterOutput
import Scene

/// The video containers `export` writes, each with its codec.
package enum VideoFormat: String, Sendable, CaseIterable {
  /// H.264 (libx264) in MP4.
  case mp4
  /// VP9 (libvpx) in WebM.
  case webm

  /// libavcodec's name of the encoder.
  var encoder: String {
    switch self {
    case .mp4: "libx264"
    case .webm: "libvpx-vp9"
    }
  }

  /// The encoder's private options, in the order they are set: constant quality, tuned for
  /// flat colors and sharp edges, and for libvpx no multi-threaded rows.
  var options: [(String, String)] {
    switch self {
    case .mp4: [("preset", "medium"), ("tune", "animation"), ("crf", "18")]
    case .webm: [("deadline", "good"), ("cpu-used", "4"), ("crf", "24"), ("row-mt", "0")]
    }
  }
}

/// What went wrong encoding a video, in FFmpeg's words where it said.
package struct VideoError: Error, Sendable, Equatable {
  package var message: String
}

/// The animation as a video (docs/output.md, Video: MP4, WebM): the frames `RasterWriter`
/// draws for the GIF and WebP, at `fps` (default 60), at a constant frame rate.
package struct VideoWriter: Sendable {
  /// Pixels per point (default 2).
  package var scale: Double
  /// Frames per second (default 60).
  package var fps: Double
  /// Frames drawn at once.
  package var jobs: Int
  /// The images of the export, decoded once for every painter.
  package var images = SharedImages()
  /// Told of each batch of frames encoded: frames done and the total.
  package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Fault injection for the tests: the frame (from 0) whose encoding fails, as libx264 fails
  /// when it cannot allocate.
  package var failingFrame: Int?

  /// The largest side libx264 and libvpx take.
  package static let largestSide = 16_384

  package init(scale: Double = 2, fps: Double = 60, jobs: Int = 1) {
    self.scale = scale
    self.fps = fps
    self.jobs = jobs
  }

  /// The size of the video of a `width × height` picture: YUV 4:2:0 needs even sides, so an
  /// odd side gains a pixel of white (the ground the pictures are drawn over) on the right or
  /// at the bottom.
  package static func size(width: Int, height: Int) -> (width: Int, height: Int) {
    (width + width % 2, height + height % 2)
  }

  /// The frames' painter.
  private var raster: RasterWriter {
    var raster = RasterWriter(scale: scale, fps: fps, jobs: jobs)
    raster.images = images
    raster.progress = progress
    return raster
  }

  /// What the video will take (docs/output.md, Sizes and limits): the frames as the pictures
  /// draw them, and the encoder's own frames (lookahead, references; measured: libx264 about
  /// 260 bytes a pixel at 40 ns, libvpx 180 at 40 ns).
  package func estimate(_ scene: AnimatedScene, format: VideoFormat) -> RenderEstimate {
    switch format {
    case .mp4:
      raster.estimateAnimation(scene, fps: fps, secondsPerPixel: 40e-9, bytesPerPixel: 260)
    case .webm:
      raster.estimateAnimation(scene, fps: fps, secondsPerPixel: 40e-9, bytesPerPixel: 180)
    }
  }

  /// The animation in `format`, or what went wrong; the first failure stops the drawing.
  package func video(_ scene: AnimatedScene, format: VideoFormat) -> Result<[UInt8], VideoError> {
    let painter = ScenePainter(scene: scene, scale: scale, images: images)
    let size = Self.size(width: painter.width, height: painter.height)
    guard max(size.width, size.height) <= Self.largestSide else {
      return .failure(
        VideoError(message: "\(format.encoder) takes at most \(Self.largestSide) px a side"))
    }
    do throws(VideoError) {
      let encoder = try VideoEncoder(
        format: format, width: size.width, height: size.height, fps: fps)
      var failure: VideoError?
      var index = 0
      do {
        try raster.frames(of: scene) { image, _ in
          // A constant frame rate: frame i shows from i/fps for 1/fps, the end frame of a
          // video played once too (drawn at the timeline's end, shown from the next grid time).
          let start = Double(index) / fps
          index += 1
          do throws(VideoError) {
            if index - 1 == failingFrame { throw VideoError(message: "the test's failure") }
            try encoder.add(Self.padded(image, to: size), start: start, end: Double(index) / fps)
            return true
          } catch {
            failure = error
            return false
          }
        }
      } catch {
        return .failure(VideoError(message: error.message))
      }
      if let failure { return .failure(failure) }
      return .success(try encoder.finish())
    } catch {
      return .failure(error)
    }
  }

  /// The picture with white columns on the right and rows at the bottom up to `size`.
  package static func padded(_ image: RasterImage, to size: (width: Int, height: Int))
    -> RasterImage
  {
    guard image.width != size.width || image.height != size.height else { return image }
    var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
    for row in 0..<image.height {
      let source = row * image.width * 4
      let target = row * size.width * 4
      pixels.replaceSubrange(
        target..<target + image.width * 4,
        with: image.pixels[source..<source + image.width * 4])
    }
    return RasterImage(width: size.width, height: size.height, pixels: pixels)
  }
}
