import DotLottieOutput
import Testing

/// The dotLottie archive: a ZIP of the manifest and the animations, through libzip, the same
/// bytes for the same animations (docs/output.md, The dotLottie file).
@Suite("dotLottie archive")
struct DotLottieArchiveTests {
  static let animations = [
    DotLottieArchive.Animation(id: "Card", json: #"{"v":"5.7.4","fr":60,"layers":[]}"#),
    DotLottieArchive.Animation(id: "Card-dark", json: #"{"v":"5.7.4","fr":60,"nm":"dark"}"#),
  ]

  /// The local file headers of a ZIP: name, compression method, MS-DOS time and date.
  static func headers(_ bytes: [UInt8]) -> [(name: String, method: Int, time: Int, date: Int)] {
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    var headers: [(String, Int, Int, Int)] = []
    var at = 0
    while at + 30 <= bytes.count, u32(at) == 0x0403_4B50 {
      let nameLength = u16(at + 26)
      let extraLength = u16(at + 28)
      let name = String(decoding: bytes[(at + 30)..<(at + 30 + nameLength)], as: UTF8.self)
      headers.append((name, u16(at + 8), u16(at + 10), u16(at + 12)))
      at += 30 + nameLength + extraLength + u32(at + 18)
    }
    return headers
  }

  @Test("the manifest comes first, then a/ID.json per animation, and they read back as written")
  func roundTrip() throws {
    let bytes = try #require(DotLottieArchive.bytes(Self.animations))
    let entries = try #require(DotLottieArchive.entries(bytes))
    #expect(entries.map(\.name) == ["manifest.json", "a/Card.json", "a/Card-dark.json"])
    #expect(
      String(decoding: entries[0].bytes, as: UTF8.self)
        == #"{"version":"2","generator":"Motionboard","animations":[{"id":"Card"},{"id":"Card-dark"}],"initial":{"animation":"Card"}}"#
    )
    #expect(entries[1].bytes == Array(Self.animations[0].json.utf8))
    #expect(entries[2].bytes == Array(Self.animations[1].json.utf8))
  }

  @Test("every entry is deflated and dated 1980-01-01 00:00, so the bytes never depend on when")
  func fixedDates() throws {
    let bytes = try #require(DotLottieArchive.bytes(Self.animations))
    let headers = Self.headers(bytes)
    #expect(headers.map(\.name) == ["manifest.json", "a/Card.json", "a/Card-dark.json"])
    for header in headers {
      #expect(header.method == 8, "\(header.name)")
      #expect(header.time == 0 && header.date == (1 << 5 | 1), "\(header.name)")
    }
    #expect(DotLottieArchive.bytes(Self.animations) == bytes)
  }

  @Test(
    "themes are listed in the manifest, by the animation they apply to, and stored as t/ID.json")
  func themes() throws {
    let animations = [
      DotLottieArchive.Animation(id: "Card", json: "{}", themes: ["light", "dark"]),
      DotLottieArchive.Animation(id: "Card-dark", json: "{}"),
    ]
    let themes = [
      DotLottieArchive.Theme(id: "light", name: "Light", json: #"{"rules":[]}"#),
      DotLottieArchive.Theme(id: "dark", name: "Dark", json: #"{"rules":[{"id":"color1"}]}"#),
    ]
    let bytes = try #require(DotLottieArchive.bytes(animations, themes: themes))
    let entries = try #require(DotLottieArchive.entries(bytes))
    #expect(
      entries.map(\.name) == [
        "manifest.json", "a/Card.json", "a/Card-dark.json", "t/light.json", "t/dark.json",
      ])
    #expect(
      String(decoding: entries[0].bytes, as: UTF8.self)
        == #"{"version":"2","generator":"Motionboard","animations":[{"id":"Card","themes":["light","dark"]},{"id":"Card-dark"}],"themes":[{"id":"light","name":"Light"},{"id":"dark","name":"Dark"}],"initial":{"animation":"Card"}}"#
    )
    #expect(String(decoding: entries[4].bytes, as: UTF8.self) == #"{"rules":[{"id":"color1"}]}"#)
  }

  @Test("an animation id keeps letters, digits, - and _, and replaces anything else")
  func ids() {
    #expect(DotLottieArchive.id(for: "Sign in / 2") == "Sign_in___2")
    #expect(DotLottieArchive.id(for: "") == "animation")
    #expect(DotLottieArchive.id(for: "café") == "caf_")
  }

  @Test("bytes that are not a ZIP archive read as nothing")
  func notAnArchive() {
    #expect(DotLottieArchive.entries(Array("not a zip".utf8)) == nil)
  }
}
