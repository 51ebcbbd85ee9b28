import Appearance
import Diagnostics
import Interface
import PreviewOutput
import Scene

/// The run of `export --interactive`'s stages (`ExportPlan`), as `ExportRun` runs the film's:
/// every stage's file from one baked interaction, and what more than one stage holds (the
/// Lottie file and the dotLottie's state machine, from one joined scene) made once.
struct InteractiveRun {
  let compilation: Compilation
  let baked: BakedInteraction
  let file: String
  let library: TemplateLibrary
  let images: [String: [UInt8]]
  let options: Compilation.ExportOptions
  let preview: PreviewTemplate?
  var log = DiagnosticLog()
  /// The joined Lottie file, once a stage asked for it (nil inside: it could not be made).
  private var lottie: Compilation.InteractiveLottie??

  init(
    _ compilation: Compilation, baked: BakedInteraction, file: String,
    library: TemplateLibrary, images: [String: [UInt8]], options: Compilation.ExportOptions,
    preview: PreviewTemplate?
  ) {
    self.compilation = compilation
    self.baked = baked
    self.file = file
    self.library = library
    self.images = images
    self.options = options
    self.preview = preview
  }

  private var location: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

  private mutating func interactiveLottie() -> Compilation.InteractiveLottie? {
    if let lottie { return lottie }
    let (made, madeLog) = compilation.interactiveLottie(
      baked, file: file, library: library, images: images, options: options)
    log.append(contentsOf: madeLog)
    lottie = .some(made)
    return made
  }

  /// The file of one stage; nil after logging why not.
  mutating func file(_ stage: ExportStage) -> [UInt8]? {
    switch stage.format {
    case .svg:
      let (svg, svgLog) = compilation.interactiveSVG(baked, library: library, images: images)
      log.append(contentsOf: svgLog)
      return svg
    case .lottie:
      return interactiveLottie().map { Array($0.json.utf8) }
    case .dotlottie:
      guard let made = interactiveLottie() else { return nil }
      guard let archive = made.archive else {
        log.error("the dotLottie archive could not be written (libzip failed)", at: location)
        return nil
      }
      return archive
    case .html:
      guard let preview else {
        log.error("the html export needs the preview page's template", at: location)
        return nil
      }
      let (page, pageLog) = compilation.interactivePreview(
        baked, library: library, images: images, template: preview, fps: options.fps,
        jobs: options.tracks.jobs)
      log.append(contentsOf: pageLog)
      return page.map { Array($0.utf8) }
    case .png, .strip, .gif, .webp, .mp4, .webm:
      log.error("'--interactive' writes svg, lottie, dotlottie and html only", at: location)
      return nil
    }
  }
}
