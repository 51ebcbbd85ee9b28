import Appearance
import Diagnostics
import Interface
import PreviewOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files an export reads besides its input: templates and images.
enum ResourceFiles {
  /// The templates from `--templates DIR`, else `Templates/` in the current folder, else the
  /// one beside the package the executable was built in (`.build/<config>/../../Templates`).
  static func templates(_ folder: String?) -> Result<TemplateLibrary, InputFile.Problem> {
    let found: String
    switch templatesFolder(folder) {
    case .failure(let problem): return .failure(problem)
    case .success(let path): found = path
    }
    var templates: [String: SkinTemplate] = [:]
    for name in ViewKind.allCases.map(\.rawValue) + ["imagePlaceholder", "symbolImage"] {
      let path = "\(found)/\(name).xml"
      guard case .success(let bytes) = InputFile.read(path, limit: 1 << 20, limitName: nil) else {
        continue
      }
      templates[name] = SkinTemplate(
        kind: name, source: String(decoding: bytes, as: UTF8.self), file: path)
    }
    return .success(TemplateLibrary(templates: templates))
  }

  /// The templates folder: `--templates DIR`, else `Templates/` in the current folder, else
  /// the one beside the package the executable was built in.
  static func templatesFolder(_ folder: String?) -> Result<String, InputFile.Problem> {
    let candidates: [String]
    if let folder {
      candidates = [folder]
    } else {
      let executable = CommandLine.arguments.first ?? ""
      let built = executable.split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(3).joined(separator: "/")
      candidates = ["Templates", (built.isEmpty ? "." : built) + "/Templates"]
    }
    guard let found = candidates.first(where: isFolder) else {
      return .failure(
        InputFile.Problem(
          message:
            "cannot find the templates folder (looked in \(candidates.joined(separator: ", "))); "
            + "pass --templates DIR"))
    }
    return .success(found)
  }

  /// The preview page's template: `preview.html`, `preview.css` and `preview.js` of the
  /// templates folder.
  static func previewTemplate(_ folder: String?) -> Result<PreviewTemplate, InputFile.Problem> {
    let found: String
    switch templatesFolder(folder) {
    case .failure(let problem): return .failure(problem)
    case .success(let path): found = path
    }
    var texts: [String] = []
    for name in ["preview.html", "preview.css", "preview.js"] {
      switch InputFile.read("\(found)/\(name)", limit: 1 << 20, limitName: nil) {
      case .failure(let problem):
        return .failure(InputFile.Problem(message: "\(found)/\(name): \(problem.message)"))
      case .success(let bytes):
        texts.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    do {
      return .success(
        try PreviewTemplate(html: texts[0], css: texts[1], javascript: texts[2], folder: found))
    } catch {
      return .failure(InputFile.Problem(message: "\(error.file): \(error.message)"))
    }
  }

  /// The images of a document, read relative to its folder.
  ///
  /// A missing image is an error at the view that uses it, and so is one that resolves outside
  /// the folder (through a symbolic link out of it: the format already refuses `..` and absolute
  /// paths). An image larger than `limit` (the output-size limit) could never be embedded.
  static func images(
    of document: InterfaceDocument, file: String, limit: Int
  ) -> ([String: [UInt8]], [Diagnostic]) {
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    var images: [String: [UInt8]] = [:]
    var diagnostics: [Diagnostic] = []
    for view in document.views {
      guard let path = view.content.image, images[path] == nil else { continue }
      if let real = realPath("\(folder)/\(path)"), let base = realPath(folder),
        !real.hasPrefix(base == "/" ? "/" : base + "/")
      {
        diagnostics.append(
          .error(
            "image '\(path)' of '\(view.id)' resolves to '\(real)', outside the document's folder",
            at: view.location))
        continue
      }
      switch InputFile.read("\(folder)/\(path)", limit: limit, limitName: "output-size") {
      case .success(let bytes):
        images[path] = bytes
      case .failure(let problem):
        diagnostics.append(
          .error("image '\(path)' of '\(view.id)': \(problem.message)", at: view.location))
      }
    }
    return (images, diagnostics)
  }

  /// The path with symbolic links, `.` and `..` resolved; nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
