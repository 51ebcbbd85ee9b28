#if canImport(CClang)
  internal import CClang
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// libclang, opened the first time an Objective-C file is read (docs/code.md, Building the
  /// Objective-C reader).
  ///
  /// The executable does not link it: every other command runs without libclang and LLVM in
  /// its memory. The functions the reader calls are looked up by name into a table.
  package enum Libclang {
    /// Why libclang could not be opened: which files were tried, and what went wrong.
    package struct Failure: Error, Sendable {
      package let message: String
    }

    /// The loaded functions, or why there are none; loaded once, on first use.
    static let loaded: Result<MBClang, Failure> = load(
      from: candidates(override: getenv("MOTIONBOARD_LIBCLANG").map { String(cString: $0) }))

    /// The functions; only called once `loaded` has succeeded (`ObjCReader.read` checks).
    static var functions: MBClang {
      switch loaded {
      case .success(let table): return table
      case .failure(let failure): preconditionFailure(failure.message)
      }
    }

    /// The files tried in order: `MOTIONBOARD_LIBCLANG` alone when it is set, else each
    /// `/usr/lib/llvm-N`'s library, newest first, by its soname (which the loader finds in its
    /// usual folders) and then by its path, then any `libclang.so.1` the loader finds.
    package static func candidates(override: String?) -> [String] {
      if let override, !override.isEmpty { return [override] }
      var versions: [Int] = []
      if let folder = opendir("/usr/lib") {
        defer { closedir(folder) }
        while let entry = readdir(folder) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name.hasPrefix("llvm-"), let version = Int(name.dropFirst(5)) {
            versions.append(version)
          }
        }
      }
      return versions.sorted(by: >).flatMap {
        ["libclang-\($0).so.1", "/usr/lib/llvm-\($0)/lib/libclang.so"]
      } + ["libclang.so.1", "libclang.so"]
    }

    /// Why none of `candidates` would do, or nil when one of them is a usable libclang.
    package static func problem(loadingFrom candidates: [String]) -> String? {
      switch load(from: candidates) {
      case .success: return nil
      case .failure(let failure): return failure.message
      }
    }

    /// Opens the first of `candidates` that opens and has every function the reader calls.
    static func load(from candidates: [String]) -> Result<MBClang, Failure> {
      var problems: [String] = []
      for candidate in candidates {
        guard let library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) else {
          problems.append(dlerror().map { String(cString: $0) } ?? candidate)
          continue
        }
        let table = UnsafeMutablePointer<MBClang>.allocate(capacity: 1)
        defer { table.deallocate() }
        if let missing = mb_clang_load(library, table) {
          problems.append("\(candidate) has no \(String(cString: missing))")
          dlclose(library)
          continue
        }
        return .success(table.pointee)
      }
      return .failure(
        Failure(
          message: "cannot load libclang, which reading Objective-C needs (install Debian's "
            + "libclang1-14, or set MOTIONBOARD_LIBCLANG to its path): "
            + problems.joined(separator: "; ")))
    }
  }
#endif
