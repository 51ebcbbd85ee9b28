import Appearance
import Diagnostics
import Interface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Images of storyboards and xibs, found by name in `--assets DIR` (docs/storyboards.md,
/// Images): an asset catalog's `NAME.imageset` (anywhere below DIR), its file chosen by its
/// `Contents.json`, or `NAME.png`, `NAME@2x.png`, `NAME.jpg`… in DIR itself, the largest scale.
///
/// Every file read resolves inside DIR (links followed) and is the image its name claims.
extension ResourceFiles {
  static func assetImages(
    of document: InterfaceDocument, assets: String?, scheme: ColorScheme, limit: Int
  ) -> ([String: [UInt8]], [Diagnostic]) {
    guard let assets else { return ([:], []) }
    var images: [String: [UInt8]] = [:]
    var diagnostics: [Diagnostic] = []
    var index = AssetIndex(folder: assets)
    for view in document.views {
      guard let name = view.content.image, images[name] == nil else { continue }
      let user = "image '\(name)' of '\(document.sourceName(of: view.id))'"
      let path: String
      switch index.file(for: name, scheme: scheme) {
      case .missing(let reason):
        diagnostics.append(
          .warning(
            "\(user) \(reason ?? "is not in '\(assets)'"); a placeholder stands in",
            at: view.location))
        continue
      case .unreadable(let problems):
        diagnostics += problems
        continue
      case .found(let file):
        path = file
      }
      switch confinedImage(path, within: assets, limit: limit) {
      case .success(let bytes):
        images[name] = bytes
      case .failure(let refusal):
        let message = refusal.message(
          about: "\(user) (\(path))", outside: { _ in "resolves outside '\(assets)'" })
        diagnostics.append(.error(message, at: view.location))
      }
    }
    return (images, diagnostics)
  }
}

/// Where an image of `--assets` is.
enum AssetLookup {
  /// The file to read.
  case found(String)
  /// No file for the name: why, when there is more to say than that it is not there.
  case missing(String?)
  /// The image set's `Contents.json` cannot be read: its errors, located in it.
  case unreadable([Diagnostic])
}

/// The image files of an assets folder, listed once; image sets' `Contents.json` read as
/// their images are asked for.
private struct AssetIndex {
  typealias Lookup = AssetLookup

  /// Image set folders by name, the first found for a name.
  private var imagesets: [String: String] = [:]
  /// The files of each image set, by name.
  private var imagesetFiles: [String: [String]] = [:]
  private var read: [String: Lookup] = [:]
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
            imagesets[name] = child
            imagesetFiles[name] = Self.entries(of: child).filter { !$0.isFolder }.map(\.name)
          }
        } else if depth < 8 {
          pending.append((child, depth + 1))
        }
      }
    }
  }

  /// The file for an image name in an appearance: the image set's, else the top folder's
  /// largest scale.
  mutating func file(for name: String, scheme: ColorScheme) -> Lookup {
    if let set = imagesets[name] {
      let key = "\(name)/\(scheme.rawValue)"
      if let known = read[key] { return known }
      let found = ImageSetContents.choose(
        in: set, files: imagesetFiles[name] ?? [], scheme: scheme, root: folder)
      read[key] = found
      return found
    }
    let base = Self.stem(name)
    let candidates = topFiles.filter {
      ImageType(fileName: $0) != nil && (Self.stem($0) == base || Self.stem($0) == name)
    }
    guard let best = candidates.max(by: { (Self.scale($0), $1) < (Self.scale($1), $0) }) else {
      return .missing(nil)
    }
    return .found("\(folder)/\(best)")
  }

  /// `icon@2x.png` → 2; 1 without `@Nx`.
  private static func scale(_ name: String) -> Int {
    guard let at = name.lastIndex(of: "@") else { return 1 }
    return Int(name[name.index(after: at)...].prefix { $0.isNumber }) ?? 1
  }

  /// `icon@2x.png` → `icon`.
  private static func stem(_ file: String) -> String {
    var name = file
    if ImageType(fileName: name) != nil, let dot = name.lastIndex(of: ".") {
      name = String(name[..<dot])
    }
    if let at = name.lastIndex(of: "@") { name = String(name[..<at]) }
    return name
  }

  /// A folder's entries, sorted by name; links are not folders (they are not followed).
  static func entries(of path: String) -> [(name: String, isFolder: Bool)] {
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
