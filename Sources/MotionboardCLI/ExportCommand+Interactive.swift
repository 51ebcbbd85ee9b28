import Appearance
import Diagnostics
import Foundation
import Pipeline
import PreviewOutput

extension ExportCommand {
  /// The formats `--interactive` makes (docs/output.md, The interactive SVG; the dotLottie and
  /// the page have sections of their own there).
  static let tappable: [OutputFormat] = [.svg, .lottie, .dotlottie, .html]

  /// Exports one file with `--interactive`: the SVG, Lottie, dotLottie and the preview page, the
  /// stages of one plan from one bake (`Compilation.interactiveFiles`).
  func exportInteractive(
    _ bytes: [UInt8], file: String, library: TemplateLibrary, preview: PreviewTemplate?,
    compilation: Compilation, sources: [String: [UInt8]], printer: DiagnosticPrinter,
    console: Console
  ) -> Outcome {
    let (files, log) = compilation.interactiveFiles(
      bytes, file: file, formats: formats, library: library, images: [:], preview: preview,
      options: options)
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
