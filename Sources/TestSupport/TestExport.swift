import Appearance
import Diagnostics
import Pipeline
import PreviewOutput
import TestFiles

/// The pipeline run in-process on repository files, as `motionboard export` runs it.
package enum TestExport {
  /// The templates of `Templates/`.
  package static func library() -> TemplateLibrary {
    var templates: [String: SkinTemplate] = [:]
    let folder = Repository.path("Templates")
    for name in Repository.files(in: folder, suffix: ".xml") {
      let kind = String(name.dropLast(4))
      let source = Repository.text(folder + "/" + name) ?? ""
      templates[kind] = SkinTemplate(kind: kind, source: source, file: "Templates/" + name)
    }
    return TemplateLibrary(templates: templates)
  }

  /// The preview page's template of `Templates/` (preview.html, .css and .js).
  package static func previewTemplate() -> PreviewTemplate? {
    let folder = Repository.path("Templates")
    let texts = ["preview.html", "preview.css", "preview.js"].map {
      Repository.text(folder + "/" + $0) ?? ""
    }
    return try? PreviewTemplate(
      html: texts[0], css: texts[1], javascript: texts[2], folder: "Templates")
  }

  /// The `.xml` inputs of repository folders (`Examples`, `Tests/Conformance/Scenes`), as
  /// repository-relative paths, sorted.
  package static func inputs(in folders: [String]) -> [String] {
    folders.flatMap { folder in
      Repository.files(in: Repository.path(folder), suffix: ".xml").map { folder + "/" + $0 }
    }
  }

  /// The exported files of a document (format → text) and the log; `file` names it in
  /// diagnostics.
  package static func export(
    _ source: String, file: String, formats: [OutputFormat] = [.svg, .lottie],
    options: Compilation.ExportOptions = .init(), images: [String: [UInt8]] = [:]
  ) -> (outputs: [OutputFormat: String], log: DiagnosticLog) {
    let compilation = Compilation()
    let checked = compilation.check(Array(source.utf8), file: file)
    return compilation.export(
      checked, formats: formats, library: library(), images: images, options: options,
      preview: formats.contains(.html) ? previewTemplate() : nil)
  }

  /// The exported files of a repository file (a repository-relative path).
  package static func export(
    file relative: String, formats: [OutputFormat] = [.svg, .lottie],
    options: Compilation.ExportOptions = .init()
  ) -> (outputs: [OutputFormat: String], log: DiagnosticLog) {
    export(
      Repository.text(Repository.path(relative)) ?? "", file: relative, formats: formats,
      options: options)
  }

  /// Every exported file of a document, pictures included (format → text or bytes), and the
  /// log.
  package static func exportFiles(
    _ source: String, file: String, formats: [OutputFormat],
    options: Compilation.ExportOptions = .init(), images: [String: [UInt8]] = [:]
  ) -> (outputs: [OutputFormat: Compilation.ExportedFile], log: DiagnosticLog) {
    let compilation = Compilation()
    let checked = compilation.check(Array(source.utf8), file: file)
    return compilation.exportFiles(
      checked, formats: formats, library: library(), images: images, options: options)
  }

  /// The bytes of one binary format's file (a picture or a video) of a document, and the
  /// export's log; no bytes when the export gave none.
  package static func bytes(
    _ source: String, file: String, format: OutputFormat,
    options: Compilation.ExportOptions = .init()
  ) -> (bytes: [UInt8], log: DiagnosticLog) {
    let (outputs, log) = exportFiles(source, file: file, formats: [format], options: options)
    guard case .bytes(let bytes) = outputs[format] else { return ([], log) }
    return (bytes, log)
  }
}
