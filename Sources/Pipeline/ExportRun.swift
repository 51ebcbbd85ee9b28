import Appearance
import Diagnostics
import Interface
import LottieOutput
import Motion
import Parallelism
import PreviewOutput
import RasterOutput
import SVGOutput
import Scene

/// The run of an export's stages (`ExportPlan`): the scenes the writers draw, made once and
/// checked, and the files that more than one stage holds (the page holds the SVG, the archive
/// the Lottie files), each written once.
struct ExportRun {
  let compilation: Compilation
  let checked: Compilation.Checked
  let document: InterfaceDocument
  let mode: AppearanceMode
  /// The presentation and the scene of the file's appearance (the mode's first scheme).
  let presentation: Presentation
  let scene: AnimatedScene
  /// Every scheme's scene, and its Lottie twin whose SVG images are PNGs.
  let scenes: [ColorScheme: AnimatedScene]
  let lottieScenes: [ColorScheme: AnimatedScene]
  let library: TemplateLibrary
  let images: [String: [UInt8]]
  let options: Compilation.ExportOptions
  let preview: PreviewTemplate?
  /// The pictures decode each image once.
  let decoded: SharedImages
  var log: DiagnosticLog
  private var svg: String?
  private var lottie: [ColorScheme: String] = [:]

  init(
    _ compilation: Compilation, checked: Compilation.Checked, document: InterfaceDocument,
    mode: AppearanceMode, presentation: Presentation, scenes: [ColorScheme: AnimatedScene],
    scene: AnimatedScene, formats: [OutputFormat], library: TemplateLibrary,
    images: [String: [UInt8]], options: Compilation.ExportOptions, preview: PreviewTemplate?,
    log: DiagnosticLog
  ) {
    self.compilation = compilation
    self.checked = checked
    self.document = document
    self.mode = mode
    self.presentation = presentation
    self.scenes = scenes
    self.scene = scene
    // Lottie's images are bitmaps: the scenes it is written from show SVG images as PNGs.
    let wantsLottie = formats.contains(.lottie) || formats.contains(.dotlottie)
    lottieScenes = wantsLottie ? scenes.mapValues(LottieImages.bitmapped) : [:]
    self.library = library
    self.images = images
    self.options = options
    self.preview = preview
    decoded = SharedImages(maxPixels: compilation.options.limits.imagePixels)
    self.log = log
  }

  /// The dark scene of an adaptive SVG and dotLottie (auto and both).
  var dark: AnimatedScene? {
    mode == .auto || mode == .both ? scenes[.dark] : nil
  }

  /// A text file through its writer (whose writes never fail).
  private static func text<Writer: SceneWriter>(
    _ writer: Writer, _ scene: AnimatedScene, options: Writer.Options
  ) -> String {
    (try? writer.write(scene, options: options)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  private var lottieOptions: LottieWriter.Options {
    LottieWriter.Options(fps: options.fps, jobs: options.tracks.jobs)
  }

  private mutating func svgText() -> String {
    if let svg { return svg }
    let text = Self.text(SVGWriter(), scene, options: .init(dark: dark))
    svg = text
    return text
  }

  private mutating func lottieText(_ scheme: ColorScheme) -> String {
    if let text = lottie[scheme] { return text }
    let text = lottieScenes[scheme].map { Self.text(LottieWriter(), $0, options: lottieOptions) }
    lottie[scheme] = text ?? ""
    return text ?? ""
  }

  /// The SVG and the Lottie file at once, each on its own thread, when both are asked for.
  ///
  /// They are independent, and the results are the same bytes. Each is handed to
  /// `finished` as soon as it is written, while the other writer may still work; the formats
  /// handed over are returned.
  mutating func writeAtOnce(
    _ formats: [OutputFormat], finished: @escaping @Sendable (Compilation.NamedFile) -> Void
  ) -> Set<OutputFormat> {
    let wantsSVG = formats.contains(.svg) || formats.contains(.html)
    let wantsLottie = formats.contains(.lottie) || formats.contains(.dotlottie)
    guard wantsSVG, wantsLottie, options.tracks.jobs > 1, let first = lottieScenes[mode.schemes[0]]
    else { return [] }
    let (jobs, lottieOptions, scene, dark) = (options.tracks.jobs, lottieOptions, scene, dark)
    let (handsSVG, handsLottie) = (formats.contains(.svg), formats.contains(.lottie))
    // The Lottie writer on the caller's thread, whose maps may then use every core.
    (svg, lottie[mode.schemes[0]]) = Parallel.pair(
      jobs: jobs,
      {
        let text = Self.text(SVGWriter(), scene, options: .init(dark: dark))
        if handsSVG { finished(.init(format: .svg, suffix: "", file: .text(text))) }
        return text
      },
      {
        let text = Self.text(LottieWriter(), first, options: lottieOptions)
        if handsLottie { finished(.init(format: .lottie, suffix: "", file: .text(text))) }
        return text
      })
    return Set([handsSVG ? .svg : nil, handsLottie ? .lottie : nil].compactMap { $0 })
  }

  /// The file of one stage; nil after logging why not.
  mutating func file(_ stage: ExportStage) -> Compilation.ExportedFile? {
    if let scheme = stage.scheme {
      // --appearance both: a light and a dark file of the SVG and the Lottie file.
      guard let shown = scenes[scheme] else { return nil }
      return .text(
        stage.format == .svg
          ? Self.text(SVGWriter(), shown, options: .init()) : lottieText(scheme))
    }
    switch stage.format {
    case .svg: return .text(svgText())
    case .lottie: return .text(lottieText(mode.schemes[0]))
    case .dotlottie:
      let themes = DotLottieThemes(fps: options.fps, jobs: options.tracks.jobs)
      let adaptive = dark != nil
      let (light, darkScene) = (lottieScenes[.light], lottieScenes[.dark])
      guard
        let archive = themes.archive(
          name: document.name, lottie: { lottieText($0) }, first: mode.schemes[0],
          light: adaptive ? light : nil, dark: adaptive ? darkScene : nil)
      else {
        log.error(
          "the dotLottie archive could not be written (libzip failed)", at: document.location)
        return nil
      }
      return .bytes(archive)
    case .html: return page()
    case .png, .strip, .gif, .webp, .mp4, .webm:
      let (presentation, checked, document) = (presentation, checked, document)
      let (library, images, options, scheme) = (library, images, options, mode.schemes[0])
      let panels = {
        Compilation.stripPanels(
          presentation, plan: checked.plan ?? TimelinePlan(document.timeline), library: library,
          images: images, options: options, scheme: scheme)
      }
      return compilation.picture(
        stage.format, scene: scene, panels: panels, images: decoded, options: options,
        document: document, log: &log
      ).map { .bytes($0) }
    }
  }

  /// The preview page, refused before its samples are taken when it would be too large.
  private mutating func page() -> Compilation.ExportedFile? {
    guard let preview else {
      log.error("the html export needs the preview page's template", at: document.location)
      return nil
    }
    let writer = PreviewWriter(template: preview, fps: options.fps, jobs: options.tracks.jobs)
    // What the inspector shows, from the presentation: the page reads the scene alone.
    var inspected = scene
    inspected.inspection = SceneBuilder.inspection(of: presentation)
    if let problem = compilation.options.limits.check(
      estimated: writer.estimatedSize(inspected), format: .html, document: document)
    {
      log.append(problem)
      return nil
    }
    do {
      let page = try writer.write(inspected, options: .init(svg: svgText()))
      return .text(String(decoding: page, as: UTF8.self))
    } catch {
      log.error(error.message, at: document.location)
      return nil
    }
  }
}
