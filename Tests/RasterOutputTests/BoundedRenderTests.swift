import Geometry
import Parallelism
import Pipeline
import RasterOutput
import Scene
import Synchronization
import TestFiles
import TestSupport
import Testing

/// Pictures whose memory is bounded by a few frames, not by their count, and whose work is
/// estimated before it starts (docs/output.md, Sizes and limits).
@Suite("bounded renders")
struct BoundedRenderTests {
  /// The scene of a source, at the defaults.
  static func scene(_ source: String, images: [String: [UInt8]] = [:]) throws -> AnimatedScene {
    let compilation = Compilation()
    let checked = compilation.check(Array(source.utf8), file: "scene.xml")
    return try #require(
      compilation.scene(checked, library: TestExport.library(), images: images))
  }

  @Test("the GIF is the same bytes whether its runs are kept between passes or drawn again")
  func gifPasses() throws {
    let scene = try Self.scene(RasterExportTests.slide)
    var writer = RasterWriter(scale: 1, fps: 30, jobs: 2)
    let kept = try writer.gif(scene)
    let totals = Mutex<[Int]>([])
    writer.progress = { _, total in totals.withLock { $0.append(total) } }
    // No runs kept: the second pass draws every frame again.
    writer.gifRunMemory = 0
    #expect(try writer.gif(scene) == kept)
    // 40 frames, all of them drawn twice.
    #expect(totals.withLock { $0.last } == 80)
    // A few kept, the rest drawn again.
    for budget in [1_000, 20_000, 60_000] {
      writer.gifRunMemory = budget
      #expect(try writer.gif(scene) == kept, "\(budget) bytes of runs")
    }
  }

  @Test("a batch of frames takes frameMemory bytes, whatever --jobs is beyond the processors")
  func batches() {
    let big = PictureSize(width: 3000, height: 5336)
    let frame = big.pixels * 4
    var sizes: [Int] = []
    for jobs in [2, 4, 8, 64] {
      let writer = RasterWriter(scale: 8, fps: 30, jobs: jobs)
      let threads = min(jobs, Parallel.processorCount)
      let batch = writer.batchFrames(big)
      #expect(batch == max(threads, RasterWriter.defaultFrameMemory / frame), "\(jobs) jobs")
      sizes.append(batch)
    }
    // Small frames come eight a thread at most.
    #expect(RasterWriter(jobs: 1).batchFrames(PictureSize(width: 10, height: 10)) == 8)
    #expect(sizes.max() ?? 0 <= max(Parallel.processorCount, 2))
  }

  @Test("frames stop being drawn as soon as the receiver says so")
  func stopping() throws {
    let scene = try Self.scene(RasterExportTests.slide)
    var writer = RasterWriter(scale: 1, fps: 30, jobs: 1)
    writer.frameMemory = 0
    let done = Mutex(0)
    writer.progress = { count, _ in done.withLock { $0 = count } }
    var handed = 0
    try writer.frames(of: scene) { _, _ in
      handed += 1
      return handed < 3
    }
    #expect(handed == 3)
    // One frame a batch: three batches drawn of the 40.
    #expect(done.withLock { $0 } == 3)
  }

  @Test("an image is decoded once for every frame and thread, and not past maxPixels")
  func imagesDecodedOnce() throws {
    let source = try #require(
      Repository.text(Repository.path("Tests/Conformance/Scenes/image.xml")))
    let checker = try #require(
      Repository.bytes(Repository.path("Tests/Conformance/Scenes/checker.png")))
    let scene = try Self.scene(source, images: ["checker.png": checker])
    var writer = RasterWriter(scale: 1, fps: 30, jobs: 2)
    writer.images = SharedImages()
    _ = try writer.gif(scene)
    #expect(writer.images.decodedCount == 1)
    // An image declaring more pixels than allowed is not decoded, so not drawn.
    writer.images = SharedImages(maxPixels: 63)
    let without = try writer.png(scene, at: 0)
    writer.images = SharedImages(maxPixels: 64)
    #expect(try writer.png(scene, at: 0) != without)
  }

  @Test("a picture Cairo cannot make is an error, not an empty picture")
  func surfaceRefused() throws {
    let scene = try Self.scene(SampleScenes.slide(width: 40_000, height: 10))
    #expect(throws: RasterError.self) { try ScenePainter(scene: scene, scale: 1).picture(at: 0) }
    #expect(throws: RasterError.self) { try RasterWriter(scale: 1).png(scene, at: 0) }
    #expect(throws: RasterError.self) { try RasterWriter(scale: 1).gif(scene) }
  }

  @Test("an estimate grows with frames × pixels; the GIF's memory does not grow with frames")
  func estimates() throws {
    let scene = try Self.scene(RasterExportTests.slide)
    let one = RasterWriter(scale: 1, fps: 30).estimateGIF(scene)
    let two = RasterWriter(scale: 2, fps: 30).estimateGIF(scene)
    let faster = RasterWriter(scale: 1, fps: 60).estimateGIF(scene)
    #expect(one.frames == 40 && faster.frames == 79)
    #expect(two.size == PictureSize(width: 400, height: 240))
    #expect(two.seconds > one.seconds * 2 && faster.seconds > one.seconds * 1.9)
    var long = scene
    long.duration = 3600
    let hour = RasterWriter(scale: 8, fps: 30).estimateGIF(long)
    let short = RasterWriter(scale: 8, fps: 30).estimateGIF(scene)
    #expect(hour.frames == 108_001)
    #expect(hour.memory - short.memory <= RasterWriter.defaultGIFRunMemory)
    #expect(hour.seconds > 100 * short.seconds)
  }
}
