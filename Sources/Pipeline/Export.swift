import Appearance
import Diagnostics
import Interface
import LottieOutput
import Motion
import PreviewOutput
import SVGOutput
import Scene

/// The formats `export` writes.
package enum OutputFormat: String, CaseIterable, Sendable {
  case svg
  case lottie
  /// The preview page: the SVG inline, with a scrubber and an inspector.
  case html

  package var fileExtension: String {
    switch self {
    case .svg: "svg"
    case .lottie: "json"
    case .html: "html"
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
    var log = checked.log
    guard let checkedDocument = checked.document, !log.hasErrors else { return ([:], log) }
    let scheme: ColorScheme =
      (options.appearance ?? checkedDocument.appearance) == .dark ? .dark : .light
    // Colors take no part in layout: the light replay's states, resolved, are the dark ones.
    let document = checkedDocument.resolved(for: scheme)
    var presentation = Presentation(
      document: document, states: checked.states.map { $0.resolved(for: scheme) },
      plan: checked.plan)
    if options.loops { presentation.loops = true }
    if let problem = self.options.limits.check(duration: presentation.duration, document: document)
    {
      log.append(problem)
      return ([:], log)
    }
    let (scene, sceneDiagnostics) = SceneBuilder.build(
      presentation, library: library, images: images, options: options.tracks,
      poster: options.poster, scheme: scheme)
    sceneDiagnostics.forEach { log.append($0) }
    self.options.limits.check(scene, document: document).forEach { log.append($0) }
    // Never a NaN or an infinity in a file: a motion that leaves the numbers is an error.
    for (key, track) in scene.tracks where track.keyframes.contains(where: { !$0.value.isFinite }) {
      log.error(
        "the \(key.property.rawValue) of '\(key.view)' is not a finite number during the animation",
        at: document.view(key.view)?.location ?? document.location)
    }
    guard !log.hasErrors else { return ([:], log) }
    var outputs: [OutputFormat: String] = [:]
    // The page holds the SVG: written once for both.
    var svg: String?
    for format in formats {
      switch format {
      case .svg:
        svg = svg ?? SVGWriter().write(scene)
        outputs[.svg] = svg
      case .lottie: outputs[.lottie] = LottieWriter(fps: options.fps).write(scene)
      case .html:
        guard let preview else {
          log.error("the html export needs the preview page's template", at: document.location)
          continue
        }
        let writer = PreviewWriter(
          template: preview, fps: options.fps, jobs: options.tracks.jobs)
        // A page too large is refused before its samples are taken.
        if let problem = self.options.limits.check(
          estimated: writer.estimatedSize(presentation), format: .html, document: document)
        {
          log.append(problem)
          continue
        }
        svg = svg ?? SVGWriter().write(scene)
        outputs[.html] = writer.write(presentation, svg: svg ?? "")
      }
      if let output = outputs[format],
        let problem = self.options.limits.check(output, format: format, document: document)
      {
        log.append(problem)
      }
    }
    guard !log.hasErrors else { return ([:], log) }
    return (outputs, log)
  }
}
