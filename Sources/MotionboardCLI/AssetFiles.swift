import Diagnostics
import Interface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Images of storyboards and xibs, found by name in `--assets DIR` (docs/storyboards.md,
/// Images): an asset catalog's `NAME.imageset` (anywhere below DIR), or `NAME.png`,
/// `NAME@2x.png`, `NAME.jpg`… in DIR itself; the largest scale wins.
extension ResourceFiles {
  static func assetImages(
    of document: InterfaceDocument, assets: String?, limit: Int
  ) -> ([String: [UInt8]], [Diagnostic]) {
    guard let assets else { return ([:], []) }
    var images: [String: [UInt8]] = [:]
    var diagnostics: [Diagnostic] = []
    let index = AssetIndex(folder: assets)
    for view in document.views {
      guard let name = view.content.image, images[name] == nil else { continue }
      guard let path = index.file(for: name) else {
        diagnostics.append(
          .warning(
            "image '\(name)' of '\(document.sourceName(of: view.id))' is not in '\(assets)'; a "
              + "placeholder stands in", at: view.location))
        continue
      }
      switch InputFile.read(path, limit: limit, limitName: "output-size") {
      case .success(let bytes):
        images[name] = bytes
      case .failure(let problem):
        diagnostics.append(
          .error("image '\(name)' (\(path)): \(problem.message)", at: view.location))
      }
    }
    return (images, diagnostics)
  }
}

/// The image files of an assets folder, listed once.
private struct AssetIndex {
  /// Image files by folder, for `NAME.imageset` folders and the top folder.
  private var imagesets: [String: [String]] = [:]
  private var topFiles: [String] = []
  private let folder: String

  init(folder: String) {
    self.folder = folder
    topFiles = Self.entries(of: folder).filter { !$0.isFolder }.map(\.name)
    var pending = [(folder, 0)]
    var visited = 0
    while let (path, depth) = pending.popLast(), visited < 20_000 {
      visited += 1
      for entry in Self.entries(of: path) where entry.isFolder && !entry.name.hasPrefix(".") {
        let child = "\(path)/\(entry.name)"
        if entry.name.hasSuffix(".imageset") {
          let name = String(entry.name.dropLast(".imageset".count))
          if imagesets[name] == nil {
            imagesets[name] = Self.entries(of: child).filter { !$0.isFolder }.map {
              "\(child)/\($0.name)"
            }
          }
        } else if depth < 8 {
          pending.append((child, depth + 1))
        }
      }
    }
  }

  /// The file for an image name: the imageset's, else the top folder's, the largest scale.
  func file(for name: String) -> String? {
    if let files = imagesets[name], let best = Self.best(files) { return best }
    let base = Self.stem(name)
    let candidates = topFiles.filter {
      Self.stem($0) == base || Self.stem($0) == name
    }.map { "\(folder)/\($0)" }
    return Self.best(candidates)
  }

  private static let extensions = ["png", "jpg", "jpeg"]

  /// The image with the largest `@Nx` scale (none is 1×), by name for ties.
  private static func best(_ files: [String]) -> String? {
    let images = files.filter { path in
      extensions.contains { path.lowercased().hasSuffix(".\($0)") }
    }
    return images.max { (scale($0), $1) < (scale($1), $0) }
  }

  private static func scale(_ path: String) -> Int {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let at = name.lastIndex(of: "@") else { return 1 }
    return Int(name[name.index(after: at)...].prefix { $0.isNumber }) ?? 1
  }

  /// `icon@2x.png` → `icon`.
  private static func stem(_ file: String) -> String {
    var name = file
    if let dot = name.lastIndex(of: "."),
      extensions.contains(name[name.index(after: dot)...].lowercased())
    {
      name = String(name[..<dot])
    }
    if let at = name.lastIndex(of: "@") { name = String(name[..<at]) }
    return name
  }

  private static func entries(of path: String) -> [(name: String, isFolder: Bool)] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var result: [(String, Bool)] = []
    while let entry = readdir(directory), result.count < 10_000 {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      var status = stat()
      let isFolder =
        lstat("\(path)/\(name)", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
      result.append((name, isFolder))
    }
    return result.sorted { $0.0 < $1.0 }
  }
}
