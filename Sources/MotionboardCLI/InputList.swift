#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The input files of a batch: file arguments as given, and a folder argument's `*.xml` files
/// (or other extensions'), sorted (its subfolders' too with `--recursive`).
///
/// Entries whose names start with `.` are skipped, and symbolic links to folders are not
/// followed, so a recursive walk cannot loop.
struct InputList {
  /// The files, in argument order, each folder's sorted by path.
  var files: [String] = []
  /// Arguments that could not be read as files or folders, with why.
  var problems: [(path: String, message: String)] = []

  /// The endings of the files a folder stands for.
  private let extensions: [String]

  init(_ arguments: [String], recursive: Bool, extensions: [String] = [".xml"]) {
    self.extensions = extensions
    for argument in arguments {
      // A stray word is not an input: said as such, rather than as the names it would write.
      if Self.isMissing(argument) {
        let hint = Self.isMissing(argument + ".xml") ? "" : "; did you mean '\(argument).xml'?"
        problems.append((argument, "no such file\(hint)"))
        continue
      }
      guard Self.isFolder(argument, followingLinks: true) else {
        if !files.contains(argument) { files.append(argument) }
        continue
      }
      let folder =
        argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument
      var found: [String] = []
      collect(in: folder, recursive: recursive, into: &found)
      if found.isEmpty {
        problems.append(
          (
            argument,
            "the folder has no \(extensions.joined(separator: " or ")) files"
              + (recursive ? "" : "; --recursive looks in its subfolders")
          ))
      }
      for file in found.sorted() where !files.contains(file) { files.append(file) }
    }
  }

  private mutating func collect(in folder: String, recursive: Bool, into found: inout [String]) {
    guard let directory = opendir(folder) else {
      problems.append(
        (folder, "cannot read the folder: \(String(cString: strerror(errno)).lowercased())"))
      return
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    for name in names.sorted() {
      let path = folder == "/" ? "/" + name : folder + "/" + name
      if Self.isFolder(path, followingLinks: false) {
        if recursive { collect(in: path, recursive: true, into: &found) }
      } else if extensions.contains(where: { name.hasSuffix($0) }) {
        found.append(path)
      }
    }
  }

  /// Whether nothing is at `path` (a link to nothing included).
  private static func isMissing(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) != 0 && (errno == ENOENT || errno == ENOTDIR)
  }

  private static func isFolder(_ path: String, followingLinks: Bool) -> Bool {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    return result == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
