import Foundation
import Testing

@testable import LottieOutput

/// The file's layers are written each on its own, on several threads, and joined: it must
/// still be the same JSON, whole and in order, whatever the number of threads.
@Suite("Lottie file written in pieces")
struct JoinedPiecesTests {
  static func layer(_ index: Int) -> Lottie.Layer {
    Lottie.Layer(
      index: index + 1, name: "view\(index)", parent: index == 0 ? nil : 1,
      transform: Lottie.Transform(
        anchor: .constant(.zero), position: .split(x: .constant(0.5), y: .constant(-30))),
      content: .shapes([]), inPoint: 0, outPoint: 61)
  }

  /// Many layers (about 1.5 MB of text), each with a name of its own, and two precomps of
  /// their own layers before them in the file.
  static let composition = Lottie.Composition(
    name: "many", frameRate: 60, outPoint: 61, width: 320, height: 480,
    assets: [
      .precomp(id: "comp_1", layers: (20_000..<20_003).map(layer)),
      .precomp(id: "comp_2", layers: (30_000..<30_002).map(layer)),
    ],
    layers: (0..<12_000).map(layer))

  @Test("a file of many pieces parses whole, every layer once and in order")
  func manyPieces() throws {
    let text = Self.composition.text(jobs: 2)
    #expect(text.utf8.count > 3 << 20 / 2)
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(file["v"] as? String == "5.7.4")
    #expect(file["op"] as? Double == 61)
    let assets = try #require(file["assets"] as? [[String: Any]])
    #expect(assets.map { $0["id"] as? String } == ["comp_1", "comp_2"])
    #expect(
      assets.map { ($0["layers"] as? [[String: Any]])?.map { $0["nm"] as? String } }
        == [["view20000", "view20001", "view20002"], ["view30000", "view30001"]])
    let layers = try #require(file["layers"] as? [[String: Any]])
    #expect(layers.count == 12_000)
    #expect(layers.map { $0["nm"] as? String } == (0..<12_000).map { "view\($0)" })
    #expect(layers.map { $0["ind"] as? Int } == (1...12_000).map { $0 })
  }

  @Test(
    "the text joined from pieces written on any number of threads is the file written whole",
    arguments: [1, 2, 5])
  func sameText(jobs: Int) {
    let text = Self.composition.text(jobs: jobs)
    var whole = JSONBytes()
    Self.composition.write(to: &whole) { layer, sink in layer.write(to: &sink) }
    let expected = whole.string + "\n"
    #expect(text.utf8.count == expected.utf8.count)
    // Compared as a whole, not printed: the texts are megabytes long.
    #expect(text.utf8.elementsEqual(expected.utf8))
  }
}
