import Interface
import Parallelism
import Pipeline

/// The files a batch will write, known before any is written (docs/output.md, Folders and
/// names): for each input, each of its documents (a storyboard's scenes) and each format, with
/// `--appearance both`'s light and dark files; and the inputs and scenes that would write the
/// same file, which `export` and `convert` refuse before writing anything.
struct OutputPlan {
  /// What writes a file: an input, or one scene of it.
  struct Source: Hashable {
    var file: String
    var document: Compilation.DocumentName

    /// How the source is named in a message; `withID` tells two scenes of one name apart.
    func described(withID: Bool) -> String {
      guard let scene = document.scene else { return "'\(file)'" }
      let id = withID ? document.sceneID.map { ", id '\($0)'" } ?? "" : ""
      return "'\(file)' (scene '\(scene)'\(id))"
    }
  }

  /// Sources writing the same files, and those files, in the order they would be written.
  struct Clash {
    var sources: [Source]
    var paths: [String]
  }

  /// Every file the batch would write.
  private(set) var targets: Set<String> = []
  /// The files two or more sources would write, grouped by those sources, in input order.
  private(set) var clashes: [Clash] = []

  /// The plan of `export`: each document's file per format, and with `--appearance both`
  /// its light and dark SVG and Lottie files.
  init(
    inputs: [String], output: String, formats: [OutputFormat], appearance: AppearanceMode?,
    compilation: Compilation, jobs: Int
  ) {
    self.init(inputs: inputs, output: output, compilation: compilation, jobs: jobs) { name in
      let mode = appearance ?? name.appearance ?? .light
      return formats.flatMap { format in
        let both = mode == .both && (format == .svg || format == .lottie)
        return (both ? ["", "-light", "-dark"] : [""]).map { "\($0).\(format.fileExtension)" }
      }
    }
  }

  /// Reads each input's documents (`jobs` at once; an input that cannot be read counts as one
  /// document of its name, the names it would write if it could); `endings` gives what follows
  /// NAME (or NAME-SCENE) in each file a document writes (`.svg`, `-dark.svg`, `.xml`).
  init(
    inputs: [String], output: String, compilation: Compilation, jobs: Int,
    endings: (Compilation.DocumentName) -> [String]
  ) {
    let documents = Parallel.map(inputs.count, jobs: jobs) { index in
      let file = inputs[index]
      guard
        case .success(let bytes) = InputFile.read(
          file, limit: compilation.options.limits.fileSize)
      else { return [Compilation.DocumentName()] }
      let names = compilation.documentNames(bytes, file: file)
      return names.isEmpty ? [Compilation.DocumentName()] : names
    }
    var writers: [String: [Source]] = [:]
    var order: [String] = []
    for (file, names) in zip(inputs, documents) {
      for name in names {
        let source = Source(file: file, document: name)
        let base = ExportCommand.baseName(file) + (name.scene.map { "-" + $0 } ?? "")
        for ending in endings(name) {
          let path = "\(output)/\(base)\(ending)"
          if writers[path] == nil { order.append(path) }
          writers[path, default: []].append(source)
          targets.insert(path)
        }
      }
    }
    var groups: [[Source]: [String]] = [:]
    var groupOrder: [[Source]] = []
    for path in order {
      guard let sources = writers[path], sources.count > 1 else { continue }
      if groups[sources] == nil { groupOrder.append(sources) }
      groups[sources, default: []].append(path)
    }
    clashes = groupOrder.map { Clash(sources: $0, paths: groups[$0] ?? []) }
  }

  /// The error for a clash: both sources named, and the files they would both write.
  static func message(_ clash: Clash, command: String = "export") -> String {
    let plain = clash.sources.map { $0.described(withID: false) }
    let withID = Set(plain).count < plain.count
    let names = clash.sources.map { $0.described(withID: withID) }
    let sameInput = Set(clash.sources.map(\.file)).count < clash.sources.count
    return "motionboard: error: \(listed(names)) would \(names.count == 2 ? "both" : "all") "
      + "write \(listed(clash.paths)); \(command) them to different --output folders"
      + (sameInput ? " (a storyboard's scenes one at a time, with --scene)" : "") + "\n"
  }

  private static func listed(_ items: [String]) -> String {
    items.count < 2
      ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
  }
}
