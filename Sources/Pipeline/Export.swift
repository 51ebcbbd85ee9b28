import Appearance
import Diagnostics
import DotLottieOutput
import Interface
import LottieOutput
import Motion
import Parallelism
import PreviewOutput
import RasterOutput
import SVGOutput
import Scene
import VideoOutput

/// The formats `export` writes.
package enum OutputFormat: String, CaseIterable, Sendable {
  case svg
  case lottie
  /// The preview page: the SVG inline, with a scrubber and an inspector.
  case html
  /// The still picture (`--poster`) as a PNG.
  case png
  /// Every state side by side, labelled, as one PNG.
  case strip
  /// The animation as a GIF.
  case gif
  /// The animation as an animated WebP.
  case webp
  /// The animation as H.264 video in MP4.
  case mp4
  /// The animation as VP9 video in WebM.
  case webm
  /// The dotLottie container: the Lottie animation (and its dark twin) zipped with a manifest.
  case dotlottie

  package var fileExtension: String {
    switch self {
    case .svg: "svg"
    case .lottie: "json"
    case .html: "html"
    case .png: "png"
    case .strip: "strip.png"
    case .gif: "gif"
    case .webp: "webp"
    case .mp4: "mp4"
    case .webm: "webm"
    case .dotlottie: "lottie"
    }
  }

  /// Whether the format is a picture Cairo draws (bytes rather than text), a video included.
  package var isRaster: Bool {
    switch self {
    case .svg, .lottie, .html, .dotlottie: false
    case .png, .strip, .gif, .webp, .mp4, .webm: true
    }
  }
}

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
    guard let document = checked.document, !log.hasErrors else { return ([], log) }
    let mode = options.appearance ?? document.appearance ?? .light
    // One presentation per appearance; colors take no part in layout, so the light replay's
    // states, resolved, are the dark ones.
    var presentations: [ColorScheme: Presentation] = [:]
    for scheme in mode.schemes {
      var presentation = Presentation(
        document: document.resolved(for: scheme),
        states: checked.states.map { $0.resolved(for: scheme) }, plan: checked.plan)
      if options.loops { presentation.loops = true }
      presentations[scheme] = presentation
    }
    guard let presentation = presentations[mode.schemes[0]] else { return ([], log) }
    if let problem = self.options.limits.check(duration: presentation.duration, document: document)
    {
      log.append(problem)
      return ([], log)
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
    guard !log.hasErrors, let scene = scenes[mode.schemes[0]] else { return ([], log) }
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
    guard !log.hasErrors else { return ([], log) }
    let dark = mode == .auto || mode == .both ? scenes[.dark] : nil
    var outputs: [OutputFormat: ExportedFile] = [:]
    var files: [NamedFile] = []
    // The pictures decode each image once, and none that declares too many pixels.
    if formats.contains(where: \.isRaster) {
      self.options.limits.imageProblems(document, images: images).forEach { log.append($0) }
      guard !log.hasErrors else { return ([], log) }
    }
    let decoded = SharedImages(maxPixels: self.options.limits.imagePixels)
    // The page holds the SVG, the archive the Lottie files: each written once.
    var svg: String?
    var lottie: [ColorScheme: String] = [:]
    let wantsSVG = formats.contains(.svg) || formats.contains(.html)
    let wantsLottie = formats.contains(.lottie) || formats.contains(.dotlottie)
    // Lottie's images are bitmaps: the scenes it is written from show SVG images as PNGs.
    let lottieScenes = wantsLottie ? scenes.mapValues(LottieImages.bitmapped) : [:]
    let lottieText = { (scheme: ColorScheme) -> String in
      if let text = lottie[scheme] { return text }
      let text =
        lottieScenes[scheme].map {
          LottieWriter(fps: options.fps, jobs: options.tracks.jobs).write($0)
        } ?? ""
      lottie[scheme] = text
      return text
    }
    // Main files handed over by the writers themselves, not again by the format loop.
    var handed: Set<OutputFormat> = []
    // The SVG and the Lottie file are independent: with both asked for, they are written at
    // once, each on its own thread, and the results are the same bytes. Each is handed over as
    // soon as it is written, while the other writer may still work.
    if wantsSVG, wantsLottie, options.tracks.jobs > 1, let first = lottieScenes[mode.schemes[0]] {
      let (fps, jobs) = (options.fps, options.tracks.jobs)
      let (handsSVG, handsLottie) = (formats.contains(.svg), formats.contains(.lottie))
      // The Lottie writer on the caller's thread, whose maps may then use every core.
      (svg, lottie[mode.schemes[0]]) = Parallel.pair(
        jobs: jobs,
        {
          let text = SVGWriter().write(scene, dark: dark)
          if handsSVG { finished(NamedFile(format: .svg, suffix: "", file: .text(text))) }
          return text
        },
        {
          let text = LottieWriter(fps: fps, jobs: jobs).write(first)
          if handsLottie { finished(NamedFile(format: .lottie, suffix: "", file: .text(text))) }
          return text
        })
      if handsSVG { handed.insert(.svg) }
      if handsLottie { handed.insert(.lottie) }
    }
    for format in formats {
      switch format {
      case .svg:
        svg = svg ?? SVGWriter().write(scene, dark: dark)
        outputs[.svg] = svg.map { .text($0) }
      case .lottie: outputs[.lottie] = .text(lottieText(mode.schemes[0]))
      case .dotlottie:
        // The animation of the file's appearance; with auto or both, its dark twin (for
        // players without themes; the same bytes when no color differs) and, where colors
        // differ, its light and dark themes (slots on those colors).
        let id = DotLottieArchive.id(for: document.name)
        var animations = [DotLottieArchive.Animation(id: id, json: lottieText(mode.schemes[0]))]
        var themes: [DotLottieArchive.Theme] = []
        if dark != nil, let light = lottieScenes[.light], let darkScene = lottieScenes[.dark] {
          let writer = LottieWriter(fps: options.fps, jobs: options.tracks.jobs)
          if let themed = writer.themed(light, darkScene) {
            animations[0] = .init(id: id, json: themed.animation, themes: ["light", "dark"])
            themes = [
              .init(id: "light", name: "Light", json: themed.theme(0)),
              .init(id: "dark", name: "Dark", json: themed.theme(1)),
            ]
          }
          animations.append(.init(id: id + "-dark", json: lottieText(.dark)))
        }
        guard let archive = DotLottieArchive.bytes(animations, themes: themes) else {
          log.error(
            "the dotLottie archive could not be written (libzip failed)", at: document.location)
          continue
        }
        outputs[.dotlottie] = .bytes(archive)
      case .html:
        guard let preview else {
          log.error("the html export needs the preview page's template", at: document.location)
          continue
        }
        let writer = PreviewWriter(
          template: preview, fps: options.fps, jobs: options.tracks.jobs)
        // What the inspector shows, from the presentation: the page reads the scene alone.
        var inspected = scene
        inspected.inspection = SceneBuilder.inspection(of: presentation)
        // A page too large is refused before its samples are taken.
        if let problem = self.options.limits.check(
          estimated: writer.estimatedSize(inspected), format: .html, document: document)
        {
          log.append(problem)
          continue
        }
        svg = svg ?? SVGWriter().write(scene, dark: dark)
        outputs[.html] = writer.write(inspected, svg: svg ?? "").map { .text($0) }
      case .png, .strip, .gif, .webp, .mp4, .webm:
        let panels = {
          Self.stripPanels(
            presentation, plan: checked.plan ?? TimelinePlan(document.timeline), library: library,
            images: images, options: options, scheme: mode.schemes[0])
        }
        guard
          let bytes = picture(
            format, scene: scene, panels: panels, images: decoded, options: options,
            document: document, log: &log)
        else { continue }
        outputs[format] = .bytes(bytes)
      }
      let size: Int? =
        switch outputs[format] {
        case .text(let text): text.utf8.count
        case .bytes(let bytes): bytes.count
        case nil: nil
        }
      if let size,
        let problem = self.options.limits.check(size: size, format: format, document: document)
      {
        log.append(problem)
      }
      if let output = outputs[format] {
        let file = NamedFile(format: format, suffix: "", file: output)
        files.append(file)
        if !handed.contains(format) { finished(file) }
      }
      // --appearance both: a light and a dark file of the SVG and the Lottie file.
      if mode == .both, format == .svg || format == .lottie {
        for scheme in ColorScheme.allCases {
          guard let shown = scenes[scheme] else { continue }
          let text = format == .svg ? SVGWriter().write(shown) : lottieText(scheme)
          if let problem = self.options.limits.check(
            size: text.utf8.count, format: format, document: document)
          {
            log.append(problem)
          }
          let file = NamedFile(format: format, suffix: "-" + scheme.rawValue, file: .text(text))
          files.append(file)
          finished(file)
        }
      }
    }
    guard !log.hasErrors else { return ([], log) }
    return (files, log)
  }
}

extension Compilation {
  /// The scene the writers draw for a checked document (nil with errors), for tests and tools
  /// that draw it themselves.
  package func scene(
    _ checked: Checked, library: TemplateLibrary, images: [String: [UInt8]],
    options: ExportOptions = ExportOptions()
  ) -> AnimatedScene? {
    guard let checkedDocument = checked.document, !checked.log.hasErrors else { return nil }
    let scheme: ColorScheme =
      (options.appearance ?? checkedDocument.appearance) == .dark ? .dark : .light
    var presentation = Presentation(
      document: checkedDocument.resolved(for: scheme),
      states: checked.states.map { $0.resolved(for: scheme) }, plan: checked.plan)
    if options.loops { presentation.loops = true }
    return SceneBuilder.build(
      presentation, library: library, images: images, options: options.tracks,
      poster: options.poster, scheme: scheme
    ).0
  }
}
