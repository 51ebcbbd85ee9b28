#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The input files of a batch: file arguments as given, and a folder argument's `*.xml` files,
/// sorted (its subfolders' too with `--recursive`).
///
/// Entries whose names start with `.` are skipped, and symbolic links to folders are not
/// followed, so a recursive walk cannot loop.
struct InputList {
  /// The files, in argument order, each folder's sorted by path.
  var files: [String] = []
  /// Arguments that could not be read as files or folders, with why.
  var problems: [(path: String, message: String)] = []

  init(_ arguments: [String], recursive: Bool) {
    for argument in arguments {
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
            "the folder has no .xml files"
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
      } else if name.hasSuffix(".xml") {
        found.append(path)
      }
    }
  }

  private static func isFolder(_ path: String, followingLinks: Bool) -> Bool {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    return result == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
