import Appearance
import Diagnostics
import Formatting
import Interface
import Motion
import Parallelism
import RasterOutput
import Scene
import Synchronization
import VideoOutput

#if canImport(Glibc)
  import Glibc
#endif

/// How far a picture or video has come: frames done of the total (the strip's panels).
package struct RenderProgress: Sendable, Equatable {
  package var format: OutputFormat
  package var done: Int
  package var total: Int
}

extension Compilation {
  /// A picture or video of the scene (docs/output.md, Sizes and limits): its size checked
  /// against what its encoder takes and its estimate against the limits before anything is
  /// drawn, then drawn while the renders of the process hold at most `render-memory`; nil
  /// after logging why not.
  func picture(
    _ format: OutputFormat, scene: AnimatedScene, panels: () -> [RasterWriter.StripPanel],
    images: SharedImages, options: ExportOptions, document: InterfaceDocument,
    log: inout DiagnosticLog
  ) -> [UInt8]? {
    let limits = self.options.limits
    let animated = format == .gif || format == .webp || format == .mp4 || format == .webm
    // The options that make it smaller: its size, and for an animation its frames.
    let sized = format == .strip ? "--scale, --width or --columns" : "--scale or --width"
    let shrink =
      animated ? "--scale, --width, --fps or a shorter timeline" : sized
    func fail(_ message: String) -> [UInt8]? {
      log.error(message, at: document.location)
      return nil
    }
    // The scale: --scale, or the one that gives the picture --width pixels.
    var scale = options.scale
    if let width = options.width, format != .strip {
      guard scene.size.width > 0 else {
        return fail("--width cannot size a picture of a root 0 pt wide; use --scale")
      }
      scale = Double(width) / scene.size.width
    }
    var strip: (panels: [RasterWriter.StripPanel], layout: StripLayout)?
    if format == .strip {
      let shown = panels()
      let layout =
        options.width.map {
          StripLayout(
            count: shown.count, panelPoints: scene.size, width: $0, columns: options.columns)
        }
        ?? StripLayout(
          count: shown.count, panelPoints: scene.size, scale: scale, columns: options.columns)
      guard let layout else {
        return fail(
          options.width.map {
            "the strip's \(shown.count) panels do not fit in \($0) px; use a larger --width or "
              + "fewer --columns"
          }
            ?? "the strip picture would be more than 2³¹ px a side; make it smaller with \(sized)")
      }
      scale = layout.scale
      strip = (shown, layout)
    }
    guard let size = strip?.layout.size ?? PictureSize(scene.size, scale: scale) else {
      return fail(
        "the \(format.rawValue) picture would be more than 2³¹ px a side; make it smaller with "
          + sized)
    }
    var raster = RasterWriter(
      scale: scale, fps: options.rasterFPS, nearLossless: options.nearLossless,
      jobs: options.tracks.jobs)
    raster.images = images
    var video = VideoWriter(scale: scale, fps: options.videoFPS, jobs: options.tracks.jobs)
    video.images = images
    let (largest, library): (Int, String) =
      switch format {
      case .webp: (PictureSize.webpSide, "libwebp")
      case .mp4: (VideoWriter.largestSide, "libx264")
      case .webm: (VideoWriter.largestSide, "libvpx")
      default: (PictureSize.cairoSide, "Cairo")
      }
    let encoded =
      format == .mp4 || format == .webm
      ? PictureSize(
        width: VideoWriter.size(width: size.width, height: size.height).width,
        height: VideoWriter.size(width: size.width, height: size.height).height) : size
    if let problem = Limits.sideProblem(
      encoded, largest: largest, library: library, format: format, shrink: sized,
      document: document)
    {
      log.append(problem)
      return nil
    }
    let estimate: RenderEstimate =
      switch format {
      case .png: raster.estimatePNG(scene)
      case .strip:
        strip.map { raster.estimateStrip($0.panels, layout: $0.layout) }
          ?? raster.estimatePNG(scene)
      case .gif: raster.estimateGIF(scene)
      case .webp: raster.estimateWebP(scene)
      case .mp4: video.estimate(scene, format: .mp4)
      default: video.estimate(scene, format: .webm)
      }
    if let problem = limits.check(estimate, format: format, shrink: shrink, document: document) {
      log.append(problem)
      return nil
    }
    if let progress = options.progress {
      let report: @Sendable (Int, Int) -> Void = { done, total in
        progress(RenderProgress(format: format, done: done, total: total))
      }
      raster.progress = report
      video.progress = report
      report(0, estimate.frames)
    }
    // The renders of the files exported at once share `render-memory` between them.
    RenderBudget.shared.reserve(estimate.memory, of: limits.renderMemory)
    defer { RenderBudget.shared.release(estimate.memory) }
    // Each picture and video through its writer's one interface and one error.
    do throws(ExportError) {
      switch format {
      case .png: return try raster.write(scene, options: .png(at: scene.posterTime))
      case .strip:
        guard let strip else { return nil }
        return try raster.write(scene, options: .strip(strip.panels, layout: strip.layout))
      case .gif: return try raster.write(scene, options: .gif)
      case .webp: return try raster.write(scene, options: .webp)
      default: return try video.write(scene, options: format == .mp4 ? .mp4 : .webm)
      }
    } catch {
      return fail(error.message)
    }
  }

  /// The strip's panels: each state as `frames --states` gives it, drawn as a still scene of
  /// its model, labelled with the time at which it is complete (docs/output.md, The strip).
  static func stripPanels(
    _ presentation: Presentation, plan: TimelinePlan, library: TemplateLibrary,
    images: [String: [UInt8]], options: ExportOptions, scheme: ColorScheme
  ) -> [RasterWriter.StripPanel] {
    var stillDocument = presentation.document
    stillDocument.timeline.blocks = []
    let document = stillDocument
    let still = TimelinePlan(document.timeline)
    let times = completionTimes(presentation, plan: plan)
    var stillOptions = options.tracks
    stillOptions.jobs = 1
    let trackOptions = stillOptions
    return Parallel.map(presentation.states.count, jobs: options.tracks.jobs) { index in
      var state = presentation.states[index]
      let time = state.time
      state.time = 0
      state.blockIndex = nil
      let (scene, _) = SceneBuilder.build(
        Presentation(document: document, states: [state], plan: still), library: library,
        images: images, options: trackOptions, poster: 0, scheme: scheme)
      return RasterWriter.StripPanel(
        label: state.label, time: time, complete: times[index], scene: scene)
    }
  }

  /// When each state is complete: when every animation of its block and of the blocks called
  /// before it has ended (a basic animation, which leaves the model as it is, aside), at the
  /// end of the timeline at the latest; state 0 at 0.
  static func completionTimes(_ presentation: Presentation, plan: TimelinePlan) -> [Double] {
    var complete = 0.0
    return presentation.states.map { state in
      guard let index = state.blockIndex, plan.blocks.indices.contains(index) else {
        return min(presentation.duration, max(complete, state.time))
      }
      let block =
        presentation.document.timeline.blocks.indices.contains(index)
        ? presentation.document.timeline.blocks[index] : nil
      if case .basicAnimation = block?.kind {
      } else {
        complete = max(complete, plan.blocks[index].schedule.completionTime)
      }
      complete = max(complete, state.time)
      return min(presentation.duration, complete)
    }
  }
}

/// The memory the pictures and videos of the files exported at once hold together
/// (docs/output.md, Sizes and limits): each render reserves its estimate before it starts and
/// waits while the others' and its own would pass the limit (one render alone always starts:
/// its estimate is within the limit, or it was refused).
final class RenderBudget: Sendable {
  static let shared = RenderBudget()
  private let reserved = Mutex(0)

  func reserve(_ bytes: Int, of limit: Int) {
    while true {
      let taken = reserved.withLock { reserved in
        guard reserved == 0 || reserved + bytes <= limit else { return false }
        reserved += bytes
        return true
      }
      if taken { return }
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      nanosleep(&pause, nil)
    }
  }

  func release(_ bytes: Int) {
    reserved.withLock { $0 -= bytes }
  }
}
