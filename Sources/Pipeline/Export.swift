import Appearance
import Diagnostics
import Interface
import Motion
import PreviewOutput
import RasterOutput
import Scene

extension Compilation {
  /// Options of the writers' stages.
  package struct ExportOptions: Sendable {
    /// Loop every animation on one clock (also when the timeline says `loop="true"`).
    package var loops = false
    /// Track fitting (tolerance 0.05 pt by default).
    package var tracks = TrackBuilder.Options()
    /// Lottie frames per second (default 60).
    package var fps: Double = 60
    /// The time of the still picture in seconds (`--poster`); nil for the end of the timeline.
    ///
    /// A time past the end is clamped to it: `duration(of:)` lets a caller refuse it first.
    package var poster: Double?
    /// The appearance (`--appearance`); nil for the document's `appearance`, else light.
    package var appearance: AppearanceMode?
    /// Pixels per point of the raster formats (`--scale`, default 2).
    package var scale: Double = 2
    /// Frames per second of the GIF and WebP (`--fps`, default 30).
    package var rasterFPS: Double = 30
    /// Frames per second of the videos (`--fps`, default 60).
    package var videoFPS: Double = 60
    /// WebP's near-lossless level (`--near-lossless`): 100, the default, is lossless.
    package var nearLossless = 100
    /// The pictures' and videos' width in pixels (`--width`); nil for `scale`.
    ///
    /// The scale follows from it; the strip's is the whole strip's width.
    package var width: Int?
    /// The strip's panels a row (`--columns`); nil for as close to square as can be.
    package var columns: Int?
    /// Told of a picture's or video's frames as they are done (the command line's progress).
    package var progress: (@Sendable (RenderProgress) -> Void)?

    package init() {}
  }

  /// The length of a checked document's timeline in seconds (the exports' duration), or nil
  /// for a document with errors.
  package func duration(of checked: Checked) -> Double? {
    guard let document = checked.document, !checked.log.hasErrors else { return nil }
    return Presentation(document: document, states: checked.states, plan: checked.plan).duration
  }

  /// The exported files of a checked document (format → file text), with the stages' log.
  ///
  /// Nothing is returned for a document with errors.
  package func export(
    _ checked: Checked, formats: [OutputFormat], library: TemplateLibrary,
    images: [String: [UInt8]], options: ExportOptions = ExportOptions(),
    preview: PreviewTemplate? = nil
  ) -> ([OutputFormat: String], DiagnosticLog) {
    let (files, log) = exportFiles(
      checked, formats: formats.filter { !$0.isRaster }, library: library, images: images,
      options: options, preview: preview)
    var texts: [OutputFormat: String] = [:]
    for (format, file) in files {
      if case .text(let text) = file { texts[format] = text }
    }
    return (texts, log)
  }

  /// An exported file: text (SVG, Lottie, the page) or bytes (the pictures).
  package enum ExportedFile: Sendable {
    case text(String)
    case bytes([UInt8])
  }

  /// The main exported files of a checked document in every format asked for.
  ///
  /// Pictures included, with the stages' log; nothing for a document with errors.
  /// `exportAllFiles` gives `--appearance both`'s light and dark files too.
  package func exportFiles(
    _ checked: Checked, formats: [OutputFormat], library: TemplateLibrary,
    images: [String: [UInt8]], options: ExportOptions = ExportOptions(),
    preview: PreviewTemplate? = nil
  ) -> ([OutputFormat: ExportedFile], DiagnosticLog) {
    let (files, log) = exportAllFiles(
      checked, formats: formats, library: library, images: images, options: options,
      preview: preview)
    var outputs: [OutputFormat: ExportedFile] = [:]
    for file in files where file.suffix.isEmpty { outputs[file.format] = file.file }
    return (outputs, log)
  }

  /// One written file: its format, the suffix of its name (`""`, or `-light` and `-dark` for
  /// `--appearance both`) and its content.
  package struct NamedFile: Sendable {
    package var format: OutputFormat
    package var suffix: String
    package var file: ExportedFile
  }

  /// Every exported file of a checked document, in the order they are written.
  ///
  /// For each format its main file, then with `--appearance both` its light and dark ones
  /// (SVG and Lottie). Nothing for a document with errors.
  ///
  /// Each file of the result is also handed to `finished` once, as soon as its bytes are final
  /// (the SVG and the Lottie file written at once, from their own threads while the other
  /// writer works), so a caller may start saving it; a later stage may still log an error, so
  /// such a save stays provisional until the result says there is none (docs/output.md,
  /// `export`).
  package func exportAllFiles(
    _ checked: Checked, formats: [OutputFormat], library: TemplateLibrary,
    images: [String: [UInt8]], options: ExportOptions = ExportOptions(),
    preview: PreviewTemplate? = nil, finished: @escaping @Sendable (NamedFile) -> Void = { _ in }
  ) -> ([NamedFile], DiagnosticLog) {
    var log = checked.log
    guard
      var run = exportRun(
        checked, formats: formats, library: library, images: images, options: options,
        preview: preview, log: &log)
    else { return ([], log) }
    let handed = run.writeAtOnce(formats, finished: finished)
    var files: [NamedFile] = []
    for stage in ExportPlan(formats: formats, appearance: run.mode).stages {
      guard let output = run.file(stage) else { continue }
      let size =
        switch output {
        case .text(let text): text.utf8.count
        case .bytes(let bytes): bytes.count
        }
      if let problem = self.options.limits.check(
        size: size, format: stage.format, document: run.document)
      {
        run.log.append(problem)
      }
      let file = NamedFile(format: stage.format, suffix: stage.suffix, file: output)
      files.append(file)
      // Main files the writers handed over themselves are not handed over again.
      if stage.scheme != nil || !handed.contains(stage.format) { finished(file) }
    }
    guard !run.log.hasErrors else { return ([], run.log) }
    return (files, run.log)
  }

  /// The stages' run of a checked document: its scenes built and checked against the limits
  /// (docs/output.md, Sizes and limits); nil, with the reasons in `log`, when there is an
  /// error.
  private func exportRun(
    _ checked: Checked, formats: [OutputFormat], library: TemplateLibrary,
    images: [String: [UInt8]], options: ExportOptions, preview: PreviewTemplate?,
    log: inout DiagnosticLog
  ) -> ExportRun? {
    guard let document = checked.document, !log.hasErrors else { return nil }
    let mode = options.appearance ?? document.appearance ?? .light
    let presentations = AppearanceVariants.presentations(
      document, checked: checked, mode: mode, loops: options.loops)
    guard let presentation = presentations[mode.schemes[0]] else { return nil }
    if let problem = self.options.limits.check(duration: presentation.duration, document: document)
    {
      log.append(problem)
      return nil
    }
    var scenes: [ColorScheme: AnimatedScene] = [:]
    for scheme in mode.schemes {
      guard let shown = presentations[scheme] else { continue }
      let (scene, sceneDiagnostics) = SceneBuilder.build(
        shown, library: library, images: images, options: options.tracks,
        poster: options.poster, scheme: scheme)
      // The appearances differ in colors only: the first one's problems stand for all.
      if scheme == mode.schemes[0] {
        sceneDiagnostics.forEach { log.append($0) }
        self.options.limits.check(scene, document: document).forEach { log.append($0) }
        // Never a NaN or an infinity in a file: a motion that leaves the numbers is an error.
        for (key, track) in scene.tracks
        where track.keyframes.contains(where: { !$0.value.isFinite }) {
          log.error(
            "the \(key.property.rawValue) of '\(key.view)' is not a finite number during the "
              + "animation",
            at: document.view(key.view)?.location ?? document.location)
        }
      }
      scenes[scheme] = scene
    }
    guard !log.hasErrors, let scene = scenes[mode.schemes[0]] else { return nil }
    // Text reaches the SVG and the Lottie file as outlines: files they would make too large
    // are refused before they are written.
    let text = TextOutlines.bytes(of: scene)
    for format in formats {
      let bytes =
        switch format {
        case .svg, .html: text.svg
        case .lottie, .dotlottie: text.lottie
        default: 0
        }
      if let problem = self.options.limits.check(text: bytes, format: format, document: document) {
        log.append(problem)
      }
    }
    guard !log.hasErrors else { return nil }
    // The pictures decode each image once, and none that declares too many pixels.
    if formats.contains(where: \.isRaster) {
      self.options.limits.imageProblems(document, images: images).forEach { log.append($0) }
      guard !log.hasErrors else { return nil }
    }
    return ExportRun(
      self, checked: checked, document: document, mode: mode, presentation: presentation,
      scenes: scenes, scene: scene, formats: formats, library: library, images: images,
      options: options, preview: preview, log: log)
  }
}

extension Compilation {
  /// The scene the writers draw for a checked document (nil with errors), for tests and tools
  /// that draw it themselves; `inspected` gives it the inspection the preview page reads.
  package func scene(
    _ checked: Checked, library: TemplateLibrary, images: [String: [UInt8]],
    options: ExportOptions = ExportOptions(), inspected: Bool = false
  ) -> AnimatedScene? {
    guard let checkedDocument = checked.document, !checked.log.hasErrors else { return nil }
    let scheme: ColorScheme =
      (options.appearance ?? checkedDocument.appearance) == .dark ? .dark : .light
    var presentation = Presentation(
      document: checkedDocument.resolved(for: scheme),
      states: checked.states.map { $0.resolved(for: scheme) }, plan: checked.plan)
    if options.loops { presentation.loops = true }
    var scene = SceneBuilder.build(
      presentation, library: library, images: images, options: options.tracks,
      poster: options.poster, scheme: scheme
    ).0
    if inspected { scene.inspection = SceneBuilder.inspection(of: presentation) }
    return scene
  }
}
