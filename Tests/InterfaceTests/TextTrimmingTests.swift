import Interface
import Testing

/// Attribute values are read without their surrounding whitespace.
@Suite("attribute text trimming")
struct TextTrimmingTests {
  @Test(
    "leading and trailing spaces, tabs and newlines go; inner ones stay",
    arguments: [
      ("", ""), ("   ", ""), ("a", "a"), (" a ", "a"), ("\t\n 12.5 \n", "12.5"),
      ("a b", "a b"), ("  a \t b  ", "a \t b"), ("é\u{00A0}", "é"), ("\r\n-3\r\n", "-3"),
    ])
  func trims(_ text: String, _ expected: String) {
    #expect(text.trimmingSpaces() == expected)
  }
}
