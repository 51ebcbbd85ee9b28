import Pipeline
import TestSupport
import Testing

@testable import LottieOutput

/// The file is made in one parallel pass: each layer made and written in one task, the pieces
/// joined into the text at its exact size; the bytes are those of the composition's JSON.
@Suite("Lottie file made in one pass")
struct LottieFileTests {
  static func layer(_ index: Int) -> Lottie.Layer {
    Lottie.Layer(
      index: index, name: "", parent: nil,
      transform: Lottie.Transform(anchor: .constant(.zero), position: .combined(.constant(.zero))),
      content: .null, inPoint: 0, outPoint: 0)
  }

  static func piece(_ text: StaticString) -> JSONBytes {
    var sink = JSONBytes()
    sink.open(.object)
    sink.member("nm", string: "\(text)")
    sink.close(.object)
    return sink
  }

  @Test("each layer's piece goes in its place, precomps' first, and the text ends in a newline")
  func piecesInPlace() {
    let composition = Lottie.Composition(
      name: "joined", frameRate: 60, outPoint: 61, width: 320, height: 480,
      assets: [.precomp(id: "comp_1", layers: [Self.layer(3)])],
      layers: [Self.layer(1), Self.layer(2)])
    let text = Lottie.Composition.text(
      of: composition, pieces: [Self.piece("c"), Self.piece("a"), Self.piece("b")])
    #expect(
      text == """
        {"v":"5.7.4","fr":60,"ip":0,"op":61,"w":320,"h":480,"nm":"joined","ddd":0,\
        "assets":[{"id":"comp_1","layers":[{"nm":"c"}]}],"layers":[{"nm":"a"},{"nm":"b"}]}

        """)
  }

  /// A root with two subviews, the second of which slides 40 pt right in the first second,
  /// straight.
  static let source = """
    <interface version="1" name="Two" width="100" height="100">
      <subviews>
        <view id="still" backgroundColor="#FF0000" frame="0 0 40 20"/>
        <view id="moving" backgroundColor="#00FF00" frame="10 0 40 20"/>
      </subviews>
      <timeline duration="1">
        <animate at="0" duration="1" curve="linear"><set view="moving" translation="40 0"/></animate>
      </timeline>
    </interface>
    """

  @Test(
    "the file made in one pass has every layer made, the same text on any number of threads",
    arguments: [1, 2, 3])
  func sameOnAnyThreads(jobs: Int) throws {
    var options = Compilation.ExportOptions()
    options.tracks.jobs = jobs
    let text = try #require(
      TestExport.export(Self.source, file: "two.xml", formats: [.lottie], options: options)
        .outputs[.lottie])
    var one = Compilation.ExportOptions()
    one.tracks.jobs = 1
    let serial = TestExport.export(Self.source, file: "two.xml", formats: [.lottie], options: one)
    #expect(text == serial.outputs[.lottie])
    // The layers, top-most first: the last subview's (index 3) first, each made (named), not
    // a placeholder (no name, no shapes).
    #expect(text.contains(#""layers":[{"ddd":0,"ind":3,"ty":4,"nm":"moving""#))
    #expect(text.contains(#"{"ddd":0,"ind":2,"ty":4,"nm":"still""#))
    // Its position (its center: x 10 + half its width 20, plus the translation) from 30 at
    // frame 0 to 70 at frame 60, straight.
    #expect(text.contains(#""x":{"a":1,"k":[{"t":0,"s":[30],"o":{"x":0,"y":0},"i":{"x":1,"y":1}}"#))
    #expect(text.contains(#"{"t":60,"s":[70]}"#))
    #expect(text.hasSuffix("}\n"))
  }
}
