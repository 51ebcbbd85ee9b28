/// A position in an input file: 1-based line and column.
///
/// Columns count UTF-8 bytes from the start of the line, plus one, as clang and swiftc do, so a
/// column is exact for any text and an editor that counts characters agrees on ASCII lines.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  package var file: String
  package var line: Int
  package var column: Int

  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// A location standing for the whole file, used when no better position exists.
  package static func start(of file: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }

  package var description: String { "\(file):\(line):\(column)" }

  package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
