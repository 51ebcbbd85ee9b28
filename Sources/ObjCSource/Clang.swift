#if canImport(CClang)
  internal import CClang
  internal import Diagnostics

  /// A cursor of libclang's tree with what the lowering asks of it.
  ///
  /// Kind, spelling, children, place and tokens. Valid while its translation unit lives.
  struct Node {
    let cursor: CXCursor
    let unit: CXTranslationUnit

    var kind: CXCursorKind { Libclang.functions.getCursorKind(cursor) }
    var spelling: String { Self.string(Libclang.functions.getCursorSpelling(cursor)) }
    var isExpression: Bool { Libclang.functions.isExpression(kind) != 0 }
    var isStatement: Bool { Libclang.functions.isStatement(kind) != 0 }

    /// The cursor this one refers to (a declaration), if any.
    var referenced: Node? {
      let target = Libclang.functions.getCursorReferenced(cursor)
      return Libclang.functions.Cursor_isNull(target) != 0 ? nil : Node(cursor: target, unit: unit)
    }

    var children: [Node] {
      final class Collector { var cursors: [CXCursor] = [] }
      let collector = Collector()
      withExtendedLifetime(collector) {
        _ = Libclang.functions.visitChildren(
          cursor,
          { child, _, context in
            guard let context else { return CXChildVisit_Break }
            Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue().cursors.append(child)
            return CXChildVisit_Continue
          }, Unmanaged.passUnretained(collector).toOpaque())
      }
      return collector.cursors.map { Node(cursor: $0, unit: unit) }
    }

    /// The file, line and column where the cursor starts (a macro's use, not its definition).
    var place: (file: String, line: Int, column: Int, offset: Int) {
      Self.place(Libclang.functions.getRangeStart(Libclang.functions.getCursorExtent(cursor)))
    }

    /// The type as written, without pointers, nullability and ownership.
    var typeName: String {
      let written = Self.string(
        Libclang.functions.getTypeSpelling(Libclang.functions.getCursorType(cursor)))
      var words = written.split(whereSeparator: { $0 == " " || $0 == "*" }).map(String.init)
      words.removeAll {
        ["__weak", "__strong", "_Nonnull", "_Nullable", "__unsafe_unretained", "const", "__kindof"]
          .contains($0)
      }
      let name = words.joined(separator: " ")
      return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// Whether the cursor's type is an object pointer (every one may be nil).
    var isPointer: Bool {
      let type = Libclang.functions.getCursorType(cursor).kind
      return type == CXType_ObjCObjectPointer || type == CXType_Pointer
        || type == CXType_ObjCId
    }

    /// The tokens of the cursor's extent, with their offsets in the file.
    ///
    /// An expression that a macro expands to (`nil`, `M_PI`) has no tokens of its own in the
    /// file: it has the macro's name, where it is used.
    var tokens: [(text: String, offset: Int)] {
      let clang = Libclang.functions
      let extent = clang.getCursorExtent(cursor)
      let found = Self.tokens(of: extent, in: unit)
      guard found.isEmpty else { return found }
      var file: CXFile?
      var start: UInt32 = 0
      var end: UInt32 = 0
      clang.getExpansionLocation(clang.getRangeStart(extent), &file, nil, nil, &start)
      clang.getExpansionLocation(clang.getRangeEnd(extent), nil, nil, nil, &end)
      guard let file else { return [] }
      let use = clang.getRange(
        clang.getLocationForOffset(unit, file, start),
        clang.getLocationForOffset(unit, file, max(start + 1, end)))
      return Self.tokens(of: use, in: unit).filter { $0.offset >= Int(start) }
    }

    private static func tokens(of range: CXSourceRange, in unit: CXTranslationUnit)
      -> [(text: String, offset: Int)]
    {
      var list: UnsafeMutablePointer<CXToken>?
      var count: UInt32 = 0
      Libclang.functions.tokenize(unit, range, &list, &count)
      guard let list else { return [] }
      defer { Libclang.functions.disposeTokens(unit, list, count) }
      return (0..<Int(count)).map { index in
        (
          Self.string(Libclang.functions.getTokenSpelling(unit, list[index])),
          Self.place(Libclang.functions.getTokenLocation(unit, list[index])).offset
        )
      }
    }

    var startOffset: Int { place.offset }
    /// Where the declared name is (a property's accessors are declared there).
    var nameOffset: Int { Self.place(Libclang.functions.getCursorLocation(cursor)).offset }
    var endOffset: Int {
      Self.place(Libclang.functions.getRangeEnd(Libclang.functions.getCursorExtent(cursor))).offset
    }

    static func place(_ location: CXSourceLocation) -> (
      file: String, line: Int, column: Int, offset: Int
    ) {
      var file: CXFile?
      var line: UInt32 = 0
      var column: UInt32 = 0
      var offset: UInt32 = 0
      Libclang.functions.getExpansionLocation(location, &file, &line, &column, &offset)
      let name = file.map { string(Libclang.functions.getFileName($0)) } ?? ""
      return (name, Int(line), Int(column), Int(offset))
    }

    static func string(_ text: CXString) -> String {
      defer { Libclang.functions.disposeString(text) }
      return Libclang.functions.getCString(text).map { String(cString: $0) } ?? ""
    }
  }
#endif
