import Diagnostics
import Testing
import XMLTree

@Suite("XML reader")
struct XMLTreeReaderTests {
  func read(_ text: String, limits: XMLTreeReader.Limits = .init()) -> (SourceElement?, [String]) {
    let (tree, diagnostics) = XMLTreeReader(limits: limits).read(Array(text.utf8), file: "f.xml")
    return (tree, diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" })
  }

  @Test("elements and attributes carry their line and column")
  func locations() throws {
    let (tree, diagnostics) = read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <a x="1">
        <b  y = '2'
            z="3"/><c/>
      </a>
      """)
    #expect(diagnostics == [])
    let root = try #require(tree)
    #expect(root.name == "a")
    #expect(root.location == SourceLocation(file: "f.xml", line: 2, column: 1))
    #expect(root.attribute("x")?.location.column == 4)
    #expect(root.attribute("x")?.valueLocation.column == 7)
    #expect(root.children.map(\.name) == ["b", "c"])
    let b = root.children[0]
    #expect(b.location == SourceLocation(file: "f.xml", line: 3, column: 3))
    #expect(b.attribute("y")?.location == SourceLocation(file: "f.xml", line: 3, column: 7))
    #expect(b.attribute("y")?.valueLocation == SourceLocation(file: "f.xml", line: 3, column: 12))
    #expect(b.attribute("z")?.location == SourceLocation(file: "f.xml", line: 4, column: 7))
    #expect(root.children[1].location == SourceLocation(file: "f.xml", line: 4, column: 14))
  }

  @Test("a `<` escaped in an earlier attribute or a `>` in a value does not confuse positions")
  func tricky() throws {
    let (tree, _) = read(#"<a p="x &lt; y > z" q="2"><!-- <b x='1'/> --><b r="&#x41;"/></a>"#)
    let root = try #require(tree)
    #expect(root.attribute("p")?.value == "x < y > z")
    #expect(root.attribute("q")?.location.column == 21)
    #expect(root.children.first?.location.column == 46)
    #expect(root.children.first?.attribute("r")?.value == "A")
  }

  @Test("an offset inside a value maps past entities to its source column")
  func valueOffsets() throws {
    let (tree, _) = read(#"<a eq="x &lt;= y"/>"#)
    let eq = try #require(tree?.attribute("eq"))
    #expect(eq.value == "x <= y")
    #expect(eq.location(atValueOffset: 0).column == 8)
    #expect(eq.location(atValueOffset: 2).column == 10)
    #expect(eq.location(atValueOffset: 5).column == 16)
  }

  @Test(
    "every predefined entity and character reference in a value decodes to its character, once",
    arguments: [
      ("Terms &amp; Conditions", "Terms & Conditions"),
      ("&lt;b&gt; &quot;q&quot; &apos;a&apos;", "<b> \"q\" 'a'"),
      ("&#38; &#x26; &#60; &#x263A; &#128512;", "& & < \u{263A} \u{1F600}"),
      // Decoded once: what the source escapes twice stays escaped once.
      ("&amp;amp; &amp;lt; &amp;#38; &#38;amp;", "&amp; &lt; &#38; &amp;"),
      ("a&#10;b&#9;c", "a\nb\tc"),
    ])
  func entitiesInValues(_ raw: String, _ decoded: String) throws {
    let (tree, diagnostics) = read("<a v=\"\(raw)\" w='\(raw)'>\(raw)</a>")
    #expect(diagnostics == [])
    let root = try #require(tree)
    #expect(root.attribute("v")?.value == decoded)
    #expect(root.attribute("w")?.value == decoded)
    #expect(root.text == decoded)
  }

  @Test("an offset past a decoded `&amp;` maps to its source column")
  func offsetsPastAmpersand() throws {
    let (tree, _) = read(#"<a eq="a &amp; b"/>"#)
    let eq = try #require(tree?.attribute("eq"))
    #expect(eq.value == "a & b")
    #expect(eq.location(atValueOffset: 4).column == 16)
  }

  @Test("text and CDATA are collected; comments are not")
  func text() throws {
    let (tree, _) = read("<a>one<!-- c --> <![CDATA[<two>]]></a>")
    #expect(try #require(tree).text == "one <two>")
  }

  @Test(
    "hostile or broken input is an error, not a hang",
    arguments: [
      ("<a>", "1:4: malformed XML: Premature end of data in tag a line 1"),
      ("<a></b>", "1:8: malformed XML: Opening and ending tag mismatch: a line 1 and b"),
      ("", "1:1: the file is empty; an interface file starts with <interface>"),
      ("<a x='1' x='2'/>", "1:15: malformed XML: Attribute x redefined"),
      (
        "<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>",
        "1:1: document type declarations are not allowed (no DTDs, no entities); remove the <!DOCTYPE>"
      ),
      (
        "<a>&e;</a>",
        "1:7: malformed XML: unknown entity '&e;'; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
      ),
      (
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>",
        "1:31: the file declares encoding 'ISO-8859-1'; only UTF-8 is supported"
      ),
    ])
  func brokenInput(_ text: String, _ message: String) {
    let (tree, diagnostics) = read(text)
    #expect(tree == nil)
    #expect(diagnostics == [message])
  }

  @Test("nesting deeper than the limit stops the parse at the first element too deep")
  func depthLimit() {
    let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
    var limits = XMLTreeReader.Limits()
    limits.maxDepth = 64
    let (tree, diagnostics) = read(text, limits: limits)
    #expect(tree == nil)
    #expect(
      diagnostics == [
        "1:193: elements are nested deeper than 64 levels; raise the limit with --limit depth=N"
      ])
  }

  @Test("files over the size limit are refused before parsing")
  func sizeLimit() {
    var limits = XMLTreeReader.Limits()
    limits.maxBytes = 10
    #expect(
      read("<a>0123456789</a>", limits: limits).1 == [
        "1:1: the file is 17 bytes, larger than the limit of 10 bytes; raise it with --limit file-size=N"
      ])
  }

  @Test("more elements than the limit are refused")
  func elementLimit() {
    var limits = XMLTreeReader.Limits()
    limits.maxElements = 3
    #expect(
      read("<a><b/><b/><b/></a>", limits: limits).1 == [
        "1:12: the document has more than 3 elements; raise the limit with --limit elements=N"
      ])
  }

  /// The bytes of `text` in UTF-16 (little or big endian), without a byte order mark.
  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      return bigEndian ? [high, low] : [low, high]
    }
  }

  @Test(
    "only UTF-8 is read: other encodings are refused at their place, however they are marked",
    arguments: [
      (
        utf16(#"<?xml version="1.0" encoding="UTF-16"?><a/>"#, bigEndian: false),
        "1:1: the file is UTF-16; save it as UTF-8"
      ),
      (utf16("<a/>", bigEndian: true), "1:1: the file is UTF-16; save it as UTF-8"),
      (
        [0, 0, 0, 0x3C, 0, 0, 0, 0x61, 0, 0, 0, 0x2F, 0, 0, 0, 0x3E],
        "1:1: the file is UTF-32; save it as UTF-8"
      ),
      ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], "1:1: the file is EBCDIC; save it as UTF-8"),
      (
        [0xEF, 0xBB, 0xBF] + Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><a/>"#.utf8),
        "1:34: the file declares encoding 'ISO-8859-1'; only UTF-8 is supported"
      ),
      (
        Array(
          ("<?xml version=\"1.0\"" + String(repeating: " ", count: 300)
            + "encoding=\"latin1\"?><a/>").utf8),
        "1:330: the file declares encoding 'latin1'; only UTF-8 is supported"
      ),
      (
        Array("<?xml version=\"1.0\"\n  encoding\n=\n'Windows-1252'?><a/>".utf8),
        "4:2: the file declares encoding 'Windows-1252'; only UTF-8 is supported"
      ),
    ])
  func otherEncodings(_ bytes: [UInt8], _ message: String) {
    let (tree, diagnostics) = XMLTreeReader().read(bytes, file: "f.xml")
    #expect(tree == nil)
    #expect(
      diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [message])
  }

  @Test("UTF-8 with a byte order mark, declared or not, is read, its columns in bytes")
  func utf8WithMark() throws {
    // The value `1` is byte 6 of `<a x="1"/>`; the mark adds three bytes, the declaration 38.
    for (text, column) in [
      (#"<?xml version="1.0" encoding="utf-8"?><a x="1"/>"#, 48), (#"<a x="1"/>"#, 10),
    ] {
      let (tree, diagnostics) = XMLTreeReader().read(
        [0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "f.xml")
      #expect(diagnostics.isEmpty)
      let root = try #require(tree)
      #expect(root.attribute("x")?.valueLocation.column == column)
    }
  }
}
