import Pipeline
import RasterOutput
import Scene
import Synchronization
import TestFiles
import TestSupport
import Testing
import VideoOutput

/// Videos end at the first failure, refuse sizes their encoders do not take, and the pictures
/// and videos of the Examples are within the default limits (docs/output.md, Sizes and
/// limits).
@Suite("video limits")
struct VideoLimitTests {
  static func scene(_ source: String) throws -> AnimatedScene {
    let compilation = Compilation()
    let checked = compilation.check(Array(source.utf8), file: "scene.xml")
    return try #require(compilation.scene(checked, library: TestExport.library(), images: [:]))
  }

  @Test("an encoder's failure ends the video: no frame is drawn after its batch")
  func failureStops() throws {
    let scene = try Self.scene(SampleScenes.slide())
    var writer = VideoWriter(scale: 1, fps: 60, jobs: 1)
    let done = Mutex(0)
    writer.progress = { count, _ in done.withLock { $0 = count } }
    writer.failingFrame = 3
    let result = writer.video(scene, format: .mp4)
    #expect(result.failureMessage == "the test's failure")
    // The batch with the failing frame (eight small frames), not the 79.
    #expect(done.withLock { $0 } == 8)
  }

  @Test("a side past 16,384 px is refused before the encoder starts")
  func largestSide() throws {
    let scene = try Self.scene(SampleScenes.slide(width: 8193, height: 10))
    let result = VideoWriter(scale: 2).video(scene, format: .webm)
    #expect(result.failureMessage == "libvpx-vp9 takes at most 16384 px a side")
  }

  @Test(
    "every Example's pictures and videos are within the default limits",
    arguments: [
      "bankey", "birthday", "login", "panel", "stack",
    ])
  func examplesWithinLimits(_ name: String) throws {
    let source = try #require(Repository.text(Repository.path("Examples/\(name).xml")))
    let scene = try Self.scene(source)
    let limits = Limits()
    let raster = RasterWriter(scale: 2, fps: 30, jobs: 2)
    let video = VideoWriter(scale: 2, fps: 60, jobs: 2)
    let estimates = [
      raster.estimatePNG(scene), raster.estimateGIF(scene), raster.estimateWebP(scene),
      video.estimate(scene, format: .mp4), video.estimate(scene, format: .webm),
    ]
    for estimate in estimates {
      #expect(estimate.seconds <= limits.renderTime, "\(estimate)")
      #expect(estimate.memory <= limits.renderMemory, "\(estimate)")
    }
  }
}

extension Result<[UInt8], VideoError> {
  /// The failure's message; nil for a video.
  var failureMessage: String? {
    if case .failure(let error) = self { error.message } else { nil }
  }
}
