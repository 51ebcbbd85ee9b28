import Foundation
import Testing

@testable import LottieOutput

/// The file is written a layer at a time, in pieces of about a megabyte, never as one JSON
/// tree: it must still be the same JSON, whole and in order, across the pieces.
@Suite("streamed Lottie file")
struct StreamedFileTests {
  /// Layers enough for several pieces: about 1.5 MB of text, each layer with a name of its own.
  static let composition = Lottie.Composition(
    name: "many", frameRate: 60, outPoint: 61, width: 320, height: 480, assets: [],
    layers: (0..<12_000).map { index in
      Lottie.Layer(
        index: index + 1, name: "view\(index)", parent: index == 0 ? nil : 1,
        transform: Lottie.Transform(
          anchor: .constant(.zero), position: .split(x: .constant(0.5), y: .constant(-30))),
        content: .shapes([]), inPoint: 0, outPoint: 61)
    })

  @Test("a file of many pieces parses whole, every layer once and in order")
  func manyPieces() throws {
    var text = ""
    Self.composition.write(to: &text)
    #expect(text.utf8.count > 3 << 20 / 2)
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(file["v"] as? String == "5.7.4")
    #expect(file["op"] as? Double == 61)
    #expect((file["assets"] as? [Any])?.isEmpty == true)
    let layers = try #require(file["layers"] as? [[String: Any]])
    #expect(layers.count == 12_000)
    #expect(layers.map { $0["nm"] as? String } == (0..<12_000).map { "view\($0)" })
    #expect(layers.map { $0["ind"] as? Int } == (1...12_000).map { $0 })
  }

  @Test("the streamed text is the text of the file's JSON, byte for byte")
  func sameText() {
    var text = ""
    Self.composition.write(to: &text)
    let expected = Self.composition.json.text
    #expect(text.utf8.count == expected.utf8.count)
    // Compared as a whole, not printed: the texts are megabytes long.
    #expect(text.utf8.elementsEqual(expected.utf8))
  }
}
