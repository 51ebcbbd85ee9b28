import Appearance
import Diagnostics
import Foundation
import Pipeline
import PreviewOutput

extension ExportCommand {
  /// The formats `--interactive` makes (docs/output.md, The interactive SVG; the dotLottie and
  /// the page have sections of their own there).
  static let tappable: [OutputFormat] = [.svg, .lottie, .dotlottie, .html]

  /// Exports one file with `--interactive`: the SVG, Lottie and dotLottie from one bake, and the
  /// preview page.
  func exportInteractive(
    _ bytes: [UInt8], file: String, library: TemplateLibrary, preview: PreviewTemplate?,
    compilation: Compilation, sources: [String: [UInt8]], printer: DiagnosticPrinter,
    console: Console
  ) -> Outcome {
    var files: [(format: OutputFormat, bytes: [UInt8])] = []
    var log = DiagnosticLog()
    let films = formats.filter { $0 != .html }
    if !films.isEmpty {
      let (made, madeLog) = compilation.interactiveFiles(
        bytes, file: file, formats: films, library: library, images: [:], options: options)
      files += made
      log.append(contentsOf: madeLog)
    }
    if formats.contains(.html), let preview, !log.hasErrors {
      let (page, pageLog) = compilation.interactivePreview(
        bytes, file: file, library: library, images: [:], template: preview, fps: options.fps,
        jobs: options.tracks.jobs)
      if let page { files.append((.html, Array(page.utf8))) }
      log.append(contentsOf: pageLog)
    }
    printer.print(log, sources: sources)
    guard files.count == formats.count, !log.hasErrors else { return .failed }
    for (format, bytes) in files {
      let path = "\(output)/\(Self.baseName(file)).\(format.fileExtension)"
      do {
        try AtomicFileWriter.save(bytes: bytes, to: path)
        console.writeOutput(path + "\n")
      } catch {
        console.writeError("\(path): error: \(error.message)\n")
        return .failed
      }
    }
    return .written
  }
}
