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
  /// the one beside the package the executable was built in: the nearest `Templates/` up from
  /// the executable's real path (links resolved, so `.build/debug/motionboard` and
  /// `.build/x86_64-unknown-linux-gnu/debug/motionboard` find the same one), four levels at most.
  static func templatesFolder(_ folder: String?) -> Result<String, InputFile.Problem> {
    let candidates: [String]
    if let folder {
      candidates = [folder]
    } else {
      let executable =
        realPath("/proc/self/exe") ?? realPath(CommandLine.arguments.first ?? "") ?? ""
      var parts = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      var built: [String] = []
      while parts.count > 1, built.count < 4 {
        parts = parts.dropLast()
        built.append(parts.joined(separator: "/") + "/Templates")
      }
      candidates = ["Templates"] + built
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
  /// paths), one whose name does not say PNG, JPEG or SVG, and one whose bytes are not the image
  /// its name claims (`ImageType`). An image larger than `limit` (the output-size limit) could
  /// never be embedded.
  static func images(
    of document: InterfaceDocument, file: String, limit: Int
  ) -> ([String: [UInt8]], [Diagnostic]) {
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    var images: [String: [UInt8]] = [:]
    var diagnostics: [Diagnostic] = []
    for view in document.views {
      guard let path = view.content.image, images[path] == nil else { continue }
      switch confinedImage("\(folder)/\(path)", within: folder, limit: limit) {
      case .success(let bytes):
        images[path] = bytes
      case .failure(let refusal):
        let message = refusal.message(
          about: "image '\(path)' of '\(view.id)'",
          outside: { "resolves to '\($0)', outside the document's folder" })
        diagnostics.append(.error(message, at: view.location))
      }
    }
    return (images, diagnostics)
  }

  /// Why a file the export would embed is not read.
  enum Refusal: Error {
    /// Its name does not end in `.png`, `.jpg`, `.jpeg` or `.svg`.
    case unnamed
    /// It resolves (links followed) to this real path, outside the folder it must stay in.
    case outside(String)
    /// It cannot be read: why.
    case unreadable(String)
    /// Its bytes are not the image its name claims: why.
    case notAnImage(ImageType, String)

    /// The problem as a message about `subject` ("image 'logo' of 'header'"); `outside` words
    /// the problem of a file resolving to the given real path.
    func message(about subject: String, outside: (String) -> String) -> String {
      switch self {
      case .unnamed:
        "\(subject) is not named as a PNG, JPEG or SVG file (.png, .jpg, .jpeg or .svg)"
      case .outside(let real): "\(subject) \(outside(real))"
      case .unreadable(let problem): "\(subject): \(problem)"
      case .notAnImage(let type, let problem):
        "\(subject) is not \(type.displayName) image: \(problem)"
      }
    }
  }

  /// The bytes of the image at `path`, which must resolve inside `folder` (`confinedFile`), be
  /// named as a PNG, JPEG or SVG file, and be one.
  static func confinedImage(_ path: String, within folder: String, limit: Int) -> Result<
    [UInt8], Refusal
  > {
    guard let type = ImageType(fileName: path) else { return .failure(.unnamed) }
    return confinedFile(path, within: folder, limit: limit, limitName: "output-size").flatMap {
      bytes in
      type.problem(bytes).map { .failure(.notAnImage(type, $0)) } ?? .success(bytes)
    }
  }

  /// The bytes of the file at `path`, which must resolve (links followed) to a regular file
  /// inside `folder` of at most `limit` bytes.
  ///
  /// What was checked is what is read: the resolved path, whatever a link in the given one says
  /// by then.
  static func confinedFile(
    _ path: String, within folder: String, limit: Int, limitName: String? = nil
  ) -> Result<[UInt8], Refusal> {
    guard let real = realPath(path) else {
      return .failure(
        .unreadable("cannot read the file: \(String(cString: strerror(errno)).lowercased())"))
    }
    guard let base = realPath(folder), real.hasPrefix(base == "/" ? "/" : base + "/") else {
      return .failure(.outside(real))
    }
    return InputFile.read(real, limit: limit, limitName: limitName).mapError {
      .unreadable($0.message)
    }
  }

  /// The path with symbolic links, `.` and `..` resolved; nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
