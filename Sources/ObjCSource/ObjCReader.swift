package import CodeEvaluation
package import Diagnostics

#if canImport(CClang)
  internal import CClang
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Objective-C front end: a view controller's `.m` file (with the `.h` it imports beside
/// it) lowered to the evaluation core's representation (docs/code.md, Objective-C), parsed by
/// libclang against the stub SDK headers of `Templates/ObjC`.
///
/// Everything libclang knows stays in this module: the result is a `CodeFile`, the problems
/// are located diagnostics. What clang could not resolve (an undeclared class, a header that
/// is not there) is a warning at its place; what the lowering does not know becomes an
/// `unsupported` statement or expression, reported where it would run.
package enum ObjCReader {
  /// Whether this build can read Objective-C (Package.swift found libclang's headers in
  /// `/usr/lib/llvm-N`); the library itself is opened when a file is read.
  package static var isAvailable: Bool {
    #if canImport(CClang)
      true
    #else
      false
    #endif
  }

  /// Reads `bytes` (an Objective-C implementation file) from `path`.
  ///
  /// `headers` is the folder
  /// of stub SDK headers; nil looks for `Templates/ObjC` as the templates are looked for.
  package static func read(_ bytes: [UInt8], path: String, headers: String? = nil)
    -> (CodeFile, [Diagnostic])
  {
    guard let folder = headers ?? headersFolder() else {
      return (
        CodeFile(path: path),
        [
          .error(
            "cannot find the Objective-C stub headers (Templates/ObjC); run from the "
              + "package's folder or pass --templates DIR", at: .start(of: path))
        ]
      )
    }
    #if canImport(CClang)
      if case .failure(let failure) = Libclang.loaded {
        return (CodeFile(path: path), [.error(failure.message, at: .start(of: path))])
      }
      return parse(bytes, path: path, headers: folder)
    #else
      return (
        CodeFile(path: path),
        [
          .error(
            "this build of motionboard has no Objective-C parser: libclang was not found when "
              + "it was built (docs/code.md, Building the Objective-C reader)",
            at: .start(of: path))
        ]
      )
    #endif
  }

  /// `Templates/ObjC` in the current folder, else beside the package the executable was built
  /// in (the nearest `Templates/ObjC` up from its real path, four levels at most).
  package static func headersFolder() -> String? {
    var candidates = ["Templates/ObjC"]
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    if realpath("/proc/self/exe", &buffer) != nil
      || realpath(
        CommandLine.arguments.first ?? "", &buffer) != nil
    {
      let resolved = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      var parts = resolved.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      while parts.count > 1, candidates.count < 5 {
        parts = parts.dropLast()
        candidates.append(parts.joined(separator: "/") + "/Templates/ObjC")
      }
    }
    return candidates.first { access($0 + "/Motionboard.h", R_OK) == 0 }
  }

  #if canImport(CClang)
    /// How many of clang's problems one file reports; the rest are counted in one line.
    static let reportedProblems = 20

    private static func parse(_ bytes: [UInt8], path: String, headers: String)
      -> (CodeFile, [Diagnostic])
    {
      let index = Libclang.functions.createIndex(0, 0)
      defer { Libclang.functions.disposeIndex(index) }
      let arguments = [
        "-x", "objective-c", "-target", "arm64-apple-ios13.0", "-fobjc-arc", "-fblocks",
        "-nostdinc",
        "-Wno-everything",
        // Every error reported, so that a missing header does not stop the parse early.
        "-ferror-limit=0",
        "-I", headers,
      ]
      var unit: CXTranslationUnit?
      let options =
        CXTranslationUnit_KeepGoing.rawValue
        | CXTranslationUnit_DetailedPreprocessingRecord.rawValue
      let result: CXErrorCode = path.withCString { name in
        bytes.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { text in
            var unsaved = CXUnsavedFile(
              Filename: name, Contents: text.baseAddress ?? UnsafePointer(name),
              Length: UInt(bytes.count))
            let pointers = arguments.map { strdup($0) }
            defer { pointers.forEach { free($0) } }
            var argv = pointers.map { UnsafePointer($0) }
            return Libclang.functions.parseTranslationUnit2(
              index, name, &argv, Int32(argv.count), &unsaved, 1, options, &unit)
          }
        }
      }
      guard result == CXError_Success, let unit else {
        return (
          CodeFile(path: path),
          [
            .error(
              "libclang could not read the file (error \(result.rawValue))", at: .start(of: path))
          ]
        )
      }
      defer { Libclang.functions.disposeTranslationUnit(unit) }
      var diagnostics = problems(of: unit, headers: headers)
      var lowering = Lowering(path: path, unit: unit, headers: headers)
      let file = CodeFile(path: path, types: lowering.types())
      diagnostics += lowering.problems
      return (file, diagnostics)
    }

    /// Clang's errors, as warnings at their place: what the stub headers do not declare.
    private static func problems(of unit: CXTranslationUnit, headers: String) -> [Diagnostic] {
      var found: [Diagnostic] = []
      let count = Libclang.functions.getNumDiagnostics(unit)
      for number in 0..<count {
        let item = Libclang.functions.getDiagnostic(unit, number)
        defer { Libclang.functions.disposeDiagnostic(item) }
        guard Libclang.functions.getDiagnosticSeverity(item).rawValue >= CXDiagnostic_Error.rawValue
        else {
          continue
        }
        let place = Node.place(Libclang.functions.getDiagnosticLocation(item))
        guard !place.file.hasPrefix(headers) else { continue }
        let message = Node.string(Libclang.functions.getDiagnosticSpelling(item))
        found.append(
          .warning(
            "clang could not resolve this: \(message); what depends on it is skipped",
            at: SourceLocation(file: place.file, line: place.line, column: place.column)))
      }
      guard found.count > reportedProblems else { return found }
      let more = found.count - reportedProblems
      var kept = Array(found.prefix(reportedProblems))
      kept.append(
        .warning(
          "and \(more) more that clang could not resolve", at: found[reportedProblems].location))
      return kept
    }
  #endif
}
