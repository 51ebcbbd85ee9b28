import Appearance
import Parallelism
import Scene
import Synchronization

/// The raster exports of a scene (docs/output.md, Pictures: PNG, strip, GIF, WebP): a PNG poster, a strip
/// of the states, an animated GIF and an animated WebP, all drawn by `ScenePainter`.
///
/// Frames are drawn a batch at a time on at most `jobs` threads (never more than the
/// processors), and a batch holds as many frames as `frameMemory` bytes take, so the memory an
/// animation needs is a few frames', whatever its length and `jobs` (docs/output.md, Sizes and
/// limits). The GIF's own passes are in RasterWriter+GIF.swift, the strip in StripWriter.swift.
package struct RasterWriter: Sendable {
  /// Pixels per point (default 2).
  package var scale: Double
  /// Frames per second of the animations (default 30).
  package var fps: Double
  /// WebP's near-lossless level: 100 (the default) is lossless.
  package var nearLossless: Int
  /// Frames drawn at once (at most the processors online).
  package var jobs: Int
  /// The images of the export, decoded once for every painter.
  package var images = SharedImages()
  /// Told of each batch of frames done: frames done so far and the total (which grows when the
  /// GIF draws frames again).
  package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// The bytes the frames of one batch may take (at least one frame a thread).
  package var frameMemory = RasterWriter.defaultFrameMemory
  /// The bytes of changed pixels the GIF keeps between its two passes; frames past them are
  /// drawn again (RasterWriter+GIF.swift).
  package var gifRunMemory = RasterWriter.defaultGIFRunMemory

  package static let defaultFrameMemory = 128 << 20
  package static let defaultGIFRunMemory = 256 << 20

  package init(scale: Double = 2, fps: Double = 30, nearLossless: Int = 100, jobs: Int = 1) {
    self.scale = scale
    self.fps = fps
    self.nearLossless = nearLossless
    self.jobs = jobs
  }

  /// The threads that draw: `jobs`, at most the processors online.
  var threads: Int { max(1, min(jobs, Parallel.processorCount)) }

  /// The frames of one batch for a picture of `size`: `frameMemory` bytes of them, at least
  /// one a thread and at most eight.
  package func batchFrames(_ size: PictureSize) -> Int {
    let fitting = Double(frameMemory) / max(1, Double(size.pixels) * 4)
    return max(threads, min(threads * 8, Int(min(fitting, 1024))))
  }

  /// One frame of an animation: the moment it shows and the time span it is shown.
  package struct FrameTime: Sendable, Equatable {
    package var start: Double
    package var end: Double
  }

  /// The frames of an animation at `fps` over `duration`: one every 1/fps seconds from 0, the
  /// last ending at the end of the timeline; played once, a last frame shows the end for one
  /// more interval (the picture a viewer then keeps), looping it does not (the loop's start
  /// follows at once).
  package static func frameTimes(duration: Double, fps: Double, loops: Bool) -> [FrameTime] {
    let interval = 1 / fps
    guard duration > 0 else { return [FrameTime(start: 0, end: interval)] }
    let count = frameCount(duration: duration, fps: fps, loops: true)
    var times = (0..<count).map { index in
      FrameTime(start: Double(index) / fps, end: min(Double(index + 1) / fps, duration))
    }
    if !loops { times.append(FrameTime(start: duration, end: duration + interval)) }
    return times
  }

  /// How many frames `frameTimes` gives, without making them.
  package static func frameCount(duration: Double, fps: Double, loops: Bool) -> Int {
    guard duration > 0 else { return 1 }
    let count = max(1, Int(min(Double(Int32.max), (duration * fps - 1e-9).rounded(.up))))
    return count + (loops ? 0 : 1)
  }

  /// The picture at `time` as a PNG.
  package func png(_ scene: AnimatedScene, at time: Double) throws(RasterError) -> [UInt8] {
    try PNGEncoder.encode(
      ScenePainter(scene: scene, scale: scale, images: images).picture(at: time))
  }

  /// The animation as an animated WebP.
  package func webp(_ scene: AnimatedScene) throws(RasterError) -> [UInt8] {
    let size = ScenePainter(scene: scene, scale: scale, images: images).size
    guard size.largestSide <= PictureSize.webpSide else {
      throw RasterError(message: "libwebp takes at most \(PictureSize.webpSide) px a side")
    }
    var encoder = WebPEncoder(
      width: size.width, height: size.height, loops: scene.loops, nearLossless: nearLossless)
    let times = Self.frameTimes(duration: scene.duration, fps: fps, loops: scene.loops)
    try frames(of: scene) { image, time in encoder.add(image, start: time.start) }
    guard let bytes = encoder.finish(end: times.last?.end ?? 0) else {
      throw RasterError(message: "libwebp could not encode the animation")
    }
    return bytes
  }

  /// Draws every frame, `jobs` at a time, and hands them over in order until `body` says
  /// false (then no more are drawn).
  package func frames(
    of scene: AnimatedScene, _ body: (RasterImage, FrameTime) -> Bool
  ) throws(RasterError) {
    let times = Self.frameTimes(duration: scene.duration, fps: fps, loops: scene.loops)
    try batches(of: scene, times: times, range: 0..<times.count, total: times.count) {
      pictures, first in
      for (offset, picture) in pictures.enumerated() where !body(picture, times[first + offset]) {
        return false
      }
      return true
    }
  }

  /// Draws the frames of `range` in batches, `jobs` at a time, and hands each batch over in
  /// order (its pictures and the index of its first) until `body` says false.
  ///
  /// A frame whose moment has the signature of the one before is the same picture, not drawn
  /// again; the range's first frame is always drawn. Progress counts from `done`.
  func batches(
    of scene: AnimatedScene, times: [FrameTime], range: Range<Int>, done: Int = 0, total: Int,
    _ body: ([RasterImage], Int) -> Bool
  ) throws(RasterError) {
    let painters = PainterPool(scene: scene, scale: scale, images: images, count: threads)
    let batch = batchFrames(painters.size)
    let threads = threads
    var first = range.lowerBound
    var last: (picture: RasterImage, signature: [Double])?
    var done = done
    while first < range.upperBound {
      let count = min(batch, range.upperBound - first)
      let offset = first
      // Each frame's signature, against the one before (the batch before's last).
      var signatures: [[Double]] = []
      signatures.reserveCapacity(count)
      var changes: [Int] = []
      for index in offset..<offset + count {
        let signature = SceneMoment(scene: scene, time: times[index].start).signature
        let before = index == offset ? last?.signature : signatures.last
        if before != signature { changes.append(index) }
        signatures.append(signature)
      }
      let drawn = changes
      let results = Parallel.map(drawn.count, jobs: threads) { index in
        painters.draw(at: times[drawn[index]].start)
      }
      var pictures: [RasterImage] = []
      pictures.reserveCapacity(drawn.count)
      for result in results { pictures.append(try result.get()) }
      var next = 0
      var shown: [RasterImage] = []
      shown.reserveCapacity(count)
      var picture = last?.picture
      for index in offset..<offset + count {
        if next < drawn.count, drawn[next] == index {
          picture = pictures[next]
          next += 1
        }
        if let picture { shown.append(picture) }
      }
      if let picture, let signature = signatures.last { last = (picture, signature) }
      let goOn = body(shown, offset)
      done += count
      progress?(done, total)
      guard goOn else { return }
      first += count
    }
  }
}

/// A painter for each drawing thread, each used by one thread at a time, so that an SVG image
/// is parsed once a painter and not once a frame (raster images are decoded once for all of
/// them, `SharedImages`).
final class PainterPool: Sendable {
  private let painters: [Painter]
  private let free: Mutex<[Int]>
  let size: PictureSize

  /// A painter behind the pool's lock.
  private final class Painter: @unchecked Sendable {
    // Unchecked: the pool hands each painter to one thread at a time.
    let painter: ScenePainter

    init(_ painter: ScenePainter) { self.painter = painter }

    /// A new painter of the same scene, scale and images.
    func fresh() -> ScenePainter {
      ScenePainter(scene: painter.scene, scale: painter.scale, images: painter.sharedImages)
    }
  }

  init(scene: AnimatedScene, scale: Double, images: SharedImages, count: Int) {
    painters = (0..<max(1, count)).map { _ in
      Painter(ScenePainter(scene: scene, scale: scale, images: images))
    }
    free = Mutex(Array(painters.indices))
    size = painters[0].painter.size
  }

  /// The picture at `time`, drawn by a free painter.
  func draw(at time: Double) -> Result<RasterImage, RasterError> {
    // As many threads draw as there are painters; one more would get a painter of its own.
    guard let index = free.withLock({ $0.popLast() }) else {
      return Result { () throws(RasterError) in try painters[0].fresh().picture(at: time) }
    }
    defer { free.withLock { $0.append(index) } }
    return Result { () throws(RasterError) in try painters[index].painter.picture(at: time) }
  }
}
