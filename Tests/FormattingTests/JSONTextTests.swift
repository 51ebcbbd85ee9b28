import Formatting
import Testing

@Suite("JSONText: the one JSON writer outside Lottie")
struct JSONTextTests {
  @Test("an object keeps its members in the order given, with no space")
  func objectOrder() {
    let text = JSONText.object([
      ("z", JSONText.decimals(1.5)), ("a", JSONText.null), ("m", JSONText.bool(false)),
    ])
    #expect(text == #"{"z":1.5,"a":null,"m":false}"#)
  }

  @Test("arrays join JSON text, and an empty one is []")
  func arrays() {
    #expect(JSONText.array([JSONText.bool(true), JSONText.array([])]) == "[true,[]]")
  }

  @Test("keys and strings are escaped for a page's script: quotes, <, > and & included")
  func escaping() {
    #expect(
      JSONText.object([("a\"b", JSONText.string("</script>&"))])
        == #"{"a\"b":"\u003c/script\u003e\u0026"}"#)
  }

  @Test("decimals round to four places; measurements keep nine")
  func numbers() {
    #expect(JSONText.decimals(0.123456) == "0.1235")
    #expect(JSONText.measurement(0.123456) == "0.123456")
    #expect(JSONText.measurement(2) == "2")
  }
}
