package import CodeEvaluation
package import Diagnostics

#if canImport(SwiftParser)
  internal import SwiftOperators
  internal import SwiftParser
  internal import SwiftParserDiagnostics
  internal import SwiftSyntax
#endif

/// The Swift front end: a file of Swift source lowered to the evaluation core's representation
/// (docs/code.md), parsed by the toolchain's own SwiftParser, its operators folded by
/// SwiftOperators with the standard precedence table.
///
/// Everything SwiftSyntax knows stays in this module: the result is a `CodeFile`, the problems
/// are located diagnostics. What cannot be lowered becomes an `unsupported` statement or
/// expression, which the evaluator reports where it would run.
package enum SwiftReader {
  /// Whether this build has a Swift parser (the toolchain's `usr/lib/swift/host` was found).
  package static var isAvailable: Bool {
    #if canImport(SwiftParser)
      true
    #else
      false
    #endif
  }

  /// Reads `bytes` (UTF-8 Swift source) from `path`: the types it declares, and syntax errors
  /// as located errors.
  package static func read(_ bytes: [UInt8], path: String) -> (CodeFile, [Diagnostic]) {
    #if canImport(SwiftParser)
      if let (line, column) = tooDeepBracket(in: bytes) {
        return (
          CodeFile(path: path),
          [
            .error(
              "Swift syntax: brackets nested more than \(maximumBracketDepth) deep; "
                + "the reader does not follow them",
              at: Diagnostics.SourceLocation(file: path, line: line, column: column))
          ]
        )
      }
      let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let converter = SwiftSyntax.SourceLocationConverter(fileName: path, tree: parsed)
      var diagnostics: [Diagnostic] = []
      // The toolchain's diagnostics generator traps on a control character (a Fix-It with no
      // change, found by Tests/Fuzz/code.sh): the first one is reported here instead, and the
      // file is not read further.
      if let offset = bytes.firstIndex(where: { $0 < 0x20 && ![9, 10, 11, 12, 13].contains($0) }) {
        let place = converter.location(for: AbsolutePosition(utf8Offset: offset))
        let code = String(bytes[offset], radix: 16, uppercase: true)
        return (
          CodeFile(path: path),
          [
            .error(
              "Swift syntax: the control character U+\(code.count < 2 ? "000" : "00")\(code) "
                + "cannot appear in Swift source",
              at: Diagnostics.SourceLocation(file: path, line: place.line, column: place.column))
          ]
        )
      }
      // The generator also traps on the Fix-It of other characters the lexer rejects (bytes
      // that are not UTF-8, DEL, a byte order mark or U+2028 inside the file, found by
      // Tests/Fuzz/code.sh): the lexer's own errors are reported here, and the file stops there.
      let lexical = lexicalErrors(in: parsed, converter: converter, path: path)
      if !lexical.isEmpty { return (CodeFile(path: path), Array(lexical.prefix(20))) }
      // An editor placeholder (`<#token#>`) is left to fill in, not a mistake: it is reported
      // where it is evaluated, as what the reader does not understand.
      // The diagnostics generator walks the whole tree: only a tree with errors needs it.
      let found = parsed.hasError ? ParseDiagnosticsGenerator.diagnostics(for: parsed) : []
      let problems = found.filter {
        !$0.message.contains("editor placeholder")
      }
      for problem in problems.prefix(20) {
        let place = problem.location(converter: converter)
        diagnostics.append(
          .error(
            "Swift syntax: \(problem.message)",
            at: Diagnostics.SourceLocation(file: path, line: place.line, column: place.column)))
      }
      let folded =
        OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self)
        ?? parsed
      var lowering = Lowering(path: path, converter: converter)
      let file = CodeFile(path: path, types: lowering.types(in: folded.statements))
      return (file, diagnostics)
    #else
      return (
        CodeFile(path: path),
        [
          .error(
            "this build of motionboard has no Swift parser: the toolchain that built it has no "
              + "usr/lib/swift/host (docs/code.md, Building the Swift reader)",
            at: .start(of: path))
        ]
      )
    #endif
  }

  #if canImport(SwiftParser)
    /// How deep `[` may nest.
    ///
    /// The toolchain's parser looks ahead at each `[` for an inline array type (`[3 of Int]`),
    /// and its lookahead takes about twice as long per level (3 s at 20 levels in a debug
    /// build; found by Tests/Fuzz/code.sh as a hang). UIKit code nests a few levels at most.
    static let maximumBracketDepth = 12

    /// Where the first `[` nested deeper than `maximumBracketDepth` lies, or nil.
    ///
    /// The line and the byte column count from 1. Brackets in `//` comments and one-line
    /// string literals do not count; a multi-line string's lines are read as code.
    static func tooDeepBracket(in bytes: [UInt8]) -> (line: Int, column: Int)? {
      var depth = 0
      var line = 1
      var lineStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"):
          line += 1
          lineStart = index + 1
        case UInt8(ascii: "["):
          depth += 1
          if depth > maximumBracketDepth { return (line, index - lineStart + 1) }
        case UInt8(ascii: "]"):
          depth = max(0, depth - 1)
        case UInt8(ascii: "\""):
          // To the closing quote on the same line, past escapes.
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
            bytes[index] != UInt8(ascii: "\n")
          {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
          }
          if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { continue }
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == byte:
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        default: break
        }
        index += 1
      }
      return nil
    }

    /// The errors the lexer attached to tokens (an invalid character, a malformed literal),
    /// each at its place, in words made from the error's kind: the toolchain gives their
    /// message only through its diagnostics generator, which traps on some of them.
    private static func lexicalErrors(
      in tree: SourceFileSyntax, converter: SwiftSyntax.SourceLocationConverter, path: String
    ) -> [Diagnostic] {
      var errors: [Diagnostic] = []
      for token in tree.tokens(viewMode: .all) {
        guard let problem = token.tokenDiagnostic, problem.severity == .error,
          problem.kind != .editorPlaceholder
        else { continue }
        let place = converter.location(for: problem.position(in: token))
        errors.append(
          .error(
            "Swift syntax: \(words(of: problem.kind))",
            at: Diagnostics.SourceLocation(file: path, line: place.line, column: place.column)))
      }
      return errors
    }

    /// `invalidUtf8` → "invalid UTF-8", `unprintableAsciiCharacter` → "unprintable ASCII
    /// character": a lexer error's kind, as words.
    static func words(of kind: TokenDiagnostic.Kind) -> String {
      var words: [String] = []
      for character in String(describing: kind) {
        if character.isUppercase || words.isEmpty {
          words.append(String(character).lowercased())
        } else {
          words[words.count - 1].append(character)
        }
      }
      let spelled = ["utf8": "UTF-8", "ascii": "ASCII", "nul": "NUL"]
      return words.map { spelled[$0] ?? $0 }.joined(separator: " ")
    }
  #endif
}
