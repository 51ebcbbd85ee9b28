import Appearance
import Diagnostics
import Formatting
import Interface
import Parallelism
import Pipeline
import PreviewOutput
import Synchronization

/// `motionboard export FILE… [--output DIR] [--format svg,lottie,html,dotlottie|all]`: writes the
/// animation files of each input, atomically; an input with errors writes nothing.
struct ExportCommand {
  let inputs: InputList
  let output: String
  let formats: [OutputFormat]
  let templates: String?
  /// Files exported at once (`--jobs`, default: the processors online).
  let jobs: Int
  let options: Compilation.ExportOptions
  let compilation: Compilation
  let printer: DiagnosticPrinter
  let console: Console
  let timeline: String?
  let code: CodeOptions?
  let assets: String?
  /// `--interactive`: an SVG whose controls play their actions, a Lottie file with the plan's
  /// markers, a dotLottie with its state machine (docs/output.md, The
  /// interactive dotLottie).
  let interactive: Bool

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard !arguments.positionals.isEmpty || !(arguments.lists["--code"] ?? []).isEmpty else {
      throw UsageError(message: "Missing expected argument '<files> ...'", command: "export")
    }
    inputs = InputList(arguments.positionals, recursive: arguments.flags.contains("--recursive"))
    output = arguments.values["--output"] ?? "Output"
    var formats: [OutputFormat] = []
    for name in (arguments.values["--format"] ?? "svg,lottie").split(separator: ",") {
      // `all` stands for every format, in their order.
      let named =
        name == "all" ? OutputFormat.allCases : OutputFormat(rawValue: String(name)).map { [$0] }
      guard let named else {
        let names = OutputFormat.allCases.map(\.rawValue) + ["all"]
        let suggestion = Suggestion.closest(to: String(name), in: names).map {
          " Did you mean '\($0)'?"
        }
        throw UsageError(
          message: "The value '\(name)' is invalid for '--format <formats>'; use "
            + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") + "."
            + (suggestion ?? ""),
          command: "export")
      }
      formats += named.filter { !formats.contains($0) }
    }
    self.formats = formats
    interactive = arguments.flags.contains("--interactive")
    if interactive, let other = formats.first(where: { !Self.tappable.contains($0) }) {
      throw UsageError(
        message: "'--interactive' writes svg, lottie, dotlottie and html, not "
          + "'\(other.rawValue)'; give '--format' one or more of those.",
        command: "export")
    }
    templates = arguments.values["--templates"]
    timeline = arguments.values["--timeline"]
    // With --interactive, --play is the scenario the file plays from its start, not events
    // the code plays (docs/output.md, The interactive SVG).
    var codeArguments = arguments
    if interactive { codeArguments.values["--play"] = nil }
    code = try CodeOptions(codeArguments, command: "export")
    assets = arguments.values["--assets"]
    var compilation = try Compilation(arguments, command: "export")
    if interactive { compilation.options.scenario = arguments.values["--play"] }
    self.compilation = compilation
    let options = try Self.exportOptions(arguments)
    jobs = options.tracks.jobs
    self.options = options
    self.console = console
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
  }

  func run() -> ExitStatus {
    guard
      let compilation = compilation.reading(timeline: timeline, printer: printer)?
        .reading(code: code, printer: printer)
    else {
      return .inputErrors
    }
    let inputs = inputs.withScreenBuiltIn(compilation)
    let library: TemplateLibrary
    switch ResourceFiles.templates(templates) {
    case .failure(let problem):
      console.writeError("motionboard: error: \(problem.message)\n")
      return .inputErrors
    case .success(let found):
      library = found
    }
    let preview: PreviewTemplate?
    switch formats.contains(.html) ? ResourceFiles.previewTemplate(templates) : nil {
    case .failure(let problem):
      console.writeError("motionboard: error: \(problem.message)\n")
      return .inputErrors
    case .success(let found):
      preview = found
    case nil:
      preview = nil
    }
    // Two inputs or scenes writing the same file would leave one file for two (or a mix of
    // both): refused before anything is written.
    let plan = OutputPlan(
      inputs: inputs.files, output: output, formats: formats, appearance: options.appearance,
      compilation: compilation, jobs: jobs)
    for clash in plan.clashes { console.writeError(OutputPlan.message(clash)) }
    guard plan.clashes.isEmpty else { return .inputErrors }
    // What an export killed before it could clean up left beside these files goes first.
    AtomicFileWriter.removeStaleFiles(of: plan.targets, reportingTo: console)
    for problem in inputs.problems {
      printer.printFileProblem(problem.message, file: problem.path)
    }
    // Files run `jobs` at a time; what each prints is kept and shown in input order, so the
    // output is the same whatever --jobs is.
    let files = inputs.files
    let progress = BatchProgress(files: files, console: console)
    let results = Parallel.map(files.count, jobs: jobs) { index in
      let captured = CapturedConsole(errorIsTerminal: console.errorIsTerminal)
      let outcome = export(
        files[index], library: library, preview: preview, compilation: compilation,
        console: captured.console, progress: progress)
      progress.finished(index, succeeded: outcome == .written, printed: captured.text)
      return outcome
    }
    let exported = results.count { $0 == .written }
    let failed = results.count - exported + inputs.problems.count
    let misused = results.contains(.misused)
    if exported + failed > 1 {
      console.writeError("\(exported) exported, \(failed) failed\n")
    }
    return misused ? .usage : failed > 0 ? .inputErrors : .success
  }

  /// How one input went: written, failed (diagnostics), or refused because an option does not
  /// fit it (a usage error).
  enum Outcome {
    case written, failed, misused
  }

  /// Exports one file: each of a storyboard's scenes, as NAME-SCENE; printing to `console`
  /// (the batch shows it in input order).
  private func export(
    _ file: String, library: TemplateLibrary, preview: PreviewTemplate?, compilation: Compilation,
    console: Console, progress: BatchProgress
  ) -> Outcome {
    let printer = DiagnosticPrinter(formatter: printer.formatter, console: console)
    let bytes: [UInt8]
    switch InputFile.read(file, limit: compilation.options.limits.fileSize) {
    case .failure(let problem):
      printer.printFileProblem(problem.message, file: file)
      return .failed
    case .success(let read):
      bytes = read
    }
    let sources = compilation.sources(bytes, file: file)
    if interactive {
      return exportInteractive(
        bytes, file: file, library: library, preview: preview, compilation: compilation,
        sources: sources, printer: printer, console: console)
    }
    var outcome = Outcome.written
    for var checked in compilation.checkDocuments(bytes, file: file) {
      // The poster must be a time of this input's timeline.
      if let poster = options.poster, let duration = compilation.duration(of: checked),
        poster > duration
      {
        printer.print(checked.log, sources: sources)
        let end = NumberText.message(duration)
        console.writeError(
          HelpText.usageError(
            UsageError(
              message: "The value '\(NumberText.message(poster))' is invalid for '--poster "
                + "<seconds>': the timeline of '\(file)' ends at \(end) s; use 0 to \(end).",
              command: "export")))
        return .misused
      }
      var images: [String: [UInt8]] = [:]
      if let document = checked.document {
        let limit = compilation.options.limits.outputSize
        let (found, problems) =
          checked.sceneName == nil
          ? ResourceFiles.images(of: document, file: file, limit: limit)
          : ResourceFiles.assetImages(
            of: document, assets: assets,
            scheme: (options.appearance ?? document.appearance) == .dark ? .dark : .light,
            limit: limit)
        images = found
        problems.forEach { checked.log.append($0) }
      }
      let base = Self.baseName(file) + (checked.sceneName.map { "-" + $0 } ?? "")
      let output = output
      let target: @Sendable (Compilation.NamedFile) -> String = { file in
        "\(output)/\(base)\(file.suffix).\(file.format.fileExtension)"
      }
      // Two-phase save: each file is staged (temporary file, flushed) as soon as the pipeline
      // hands it over, and the input's files are renamed only once all of them are staged and
      // the log has no error; otherwise every temporary file goes and no target is touched.
      let staging = StagedFiles(jobs: jobs, target: target)
      var options = options
      // Long pictures and videos show how far they have come, on a terminal.
      if progress.showsRenders {
        options.progress = { render in
          progress.rendering(
            "\(output)/\(base).\(render.format.fileExtension)", done: render.done,
            total: render.total)
        }
      }
      let (files, log) = compilation.exportAllFiles(
        checked, formats: formats, library: library, images: images, options: options,
        preview: preview, finished: staging.stage)
      staging.finish()
      let staged = staging.completed(files)
      printer.print(log, sources: sources)
      let written = Set(files.filter { $0.suffix.isEmpty }.map(\.format))
      let failures = files.compactMap { file -> (String, AtomicFileWriter.Failure)? in
        guard case .failure(let error) = staged[target(file)] else { return nil }
        return (target(file), error)
      }
      let complete = files.allSatisfy {
        if case .success = staged[target($0)] { true } else { false }
      }
      guard !log.hasErrors, written.count == formats.count, complete else {
        staging.discardAll()
        for (path, error) in failures { console.writeError("\(path): error: \(error.message)\n") }
        outcome = .failed
        continue
      }
      // Every file is on disk: each is renamed over its target, in the files' order, and what
      // each rename says is printed.
      var paths: [String: String] = [:]
      var renamed = Set<String>()
      for exported in files {
        let path = target(exported)
        guard case .success(let file) = staged[path] else { continue }
        renamed.insert(path)
        do throws(AtomicFileWriter.Failure) {
          try AtomicFileWriter.commit(file)
          console.writeOutput(path + "\n")
          if exported.format == .svg { paths[exported.suffix] = path }
        } catch {
          console.writeError("\(path): error: \(error.message)\n")
          outcome = .failed
        }
      }
      // A file staged but not in the result (none are) is not left behind.
      for (path, outcome) in staged where !renamed.contains(path) {
        if case .success(let file) = outcome { AtomicFileWriter.discard(file) }
      }
      // `--appearance both`: the markup that shows the reader's appearance where the SVG's
      // own media query is not honoured (docs/output.md, Dark mode).
      if let light = paths["-light"], let dark = paths["-dark"] {
        console.writeOutput(
          Self.pictureSnippet(light: light, dark: dark, name: checked.document?.name ?? base))
      }
    }
    return outcome
  }
}
