import Testing

@testable import LottieOutput

/// The file's bytes are written token by token in place: each token gets its comma, keys their
/// quotes and colon, numbers `NumberText.decimals`'s text, strings their escapes, however the
/// bytes grow.
@Suite("Lottie JSON bytes")
struct JSONBytesTests {
  @Test("keys, numbers, strings, flags and nested containers get their commas and quotes")
  func tokens() {
    var sink = JSONBytes()
    sink.open(.object)
    sink.member("v", string: "5.7.4")
    sink.member("fr", number: 60)
    sink.key("layers")
    sink.open(.array)
    sink.open(.object)
    sink.member("nm", string: #"say "hi" <b>"#)
    sink.member("hd", bool: true)
    sink.member("ks", bool: false)
    sink.close(.object)
    sink.open(.array)
    sink.number(-12.5)
    sink.number(0.00004)
    sink.number(1234.56789)
    sink.close(.array)
    sink.open(.array)
    sink.close(.array)
    sink.close(.array)
    sink.member("w", number: 1e13)
    sink.close(.object)
    #expect(
      String(decoding: sink.bytes, as: UTF8.self)
        == #"{"v":"5.7.4","fr":60,"layers":[{"nm":"say \"hi\" \u003cb\u003e","hd":true,"#
        + #""ks":false},[-12.5,0,1234.5679],[]],"w":10000000000000.0}"#)
  }

  @Test("a long array of numbers grows the bytes and keeps every one")
  func growth() {
    var sink = JSONBytes(capacity: 3)
    sink.open(.array)
    for _ in 0..<500 { sink.number(-1.25) }
    sink.close(.array)
    let text = String(decoding: sink.bytes, as: UTF8.self)
    #expect(text == "[" + Array(repeating: "-1.25", count: 500).joined(separator: ",") + "]")
    #expect(sink.count == 1 + 500 * 6)
  }
}
