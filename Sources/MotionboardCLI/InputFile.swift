#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads input files whole, refusing what is not a regular file or is too large to be one.
enum InputFile {
  /// Why a file could not be read, as a message.
  struct Problem: Error {
    var message: String
  }

  /// Reads a regular file of at most `limit` bytes, refusing larger ones before reading them.
  ///
  /// `limitName` is the `--limit` that raises the limit, if one does; for input files that is
  /// `--limit file-size`, the default.
  static func read(
    _ path: String, limit readLimit: Int, limitName: String? = "file-size"
  ) -> Result<[UInt8], Problem> {
    var status = stat()
    guard stat(path, &status) == 0 else {
      return .failure(
        Problem(message: "cannot read the file: \(String(cString: strerror(errno)).lowercased())"))
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      return .failure(Problem(message: "not a regular file"))
    }
    guard Int(status.st_size) <= readLimit else {
      return .failure(
        Problem(
          message:
            "the file is \(status.st_size) bytes, larger than the limit of \(readLimit) bytes"
            + (limitName.map { "; raise it with --limit \($0)=N" } ?? "")))
    }
    guard let handle = fopen(path, "rb") else {
      return .failure(
        Problem(message: "cannot open the file: \(String(cString: strerror(errno)).lowercased())"))
    }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      if count > 0 { bytes += buffer[..<count] }
      if count < buffer.count { break }
      if bytes.count > readLimit {
        return .failure(Problem(message: "the file grew past the read limit"))
      }
    }
    if ferror(handle) != 0 { return .failure(Problem(message: "cannot read the file")) }
    return .success(bytes)
  }
}
