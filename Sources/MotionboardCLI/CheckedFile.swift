import Interface
import Pipeline

extension Compilation {
  /// One file read and checked for a command that prints what it finds (`frames`,
  /// `timeline`): its diagnostics printed with the lines they point into; the check and its
  /// document, or nil when the file cannot be read or has errors.
  func checkedFile(
    _ file: String, printer: DiagnosticPrinter
  ) -> (checked: Checked, document: InterfaceDocument)? {
    let bytes: [UInt8]
    switch InputFile.read(file, limit: options.limits.fileSize) {
    case .failure(let problem):
      printer.printFileProblem(problem.message, file: file)
      return nil
    case .success(let read):
      bytes = read
    }
    let checked = check(bytes, file: file)
    printer.print(checked.log, sources: sources(bytes, file: file))
    guard let document = checked.document, !checked.log.hasErrors else { return nil }
    return (checked, document)
  }
}
