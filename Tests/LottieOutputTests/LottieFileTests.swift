import Geometry
import Motion
import Scene
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

  /// A root with two subviews, one of which moves: x from 10 to 50 in the first second.
  static let scene: AnimatedScene = {
    func view(_ id: String, parent: String?, subviews: [String], x: Double) -> SceneView {
      let initial: [AnimatableProperty: Double] = [
        .x: x, .y: 0, .width: 40, .height: 20, .alpha: 1, .scaleX: 1, .scaleY: 1,
      ]
      let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
      return SceneView(
        id: id, parent: parent, subviews: subviews, clipsContent: false, isHidden: false,
        initial: initial, background: clear,
        poster: .init(values: initial, background: clear, isHidden: false), skins: [])
    }
    let move = Track(
      view: "moving", property: .x,
      keyframes: [
        Keyframe(time: 0, value: 10, easing: .linear), Keyframe(time: 1, value: 50, easing: nil),
      ])
    return AnimatedScene(
      name: "two", size: Size(width: 100, height: 100), duration: 1, loops: false,
      posterTime: 1,
      views: [
        view("root", parent: nil, subviews: ["still", "moving"], x: 0),
        view("still", parent: "root", subviews: [], x: 0),
        view("moving", parent: "root", subviews: [], x: 10),
      ],
      tracks: [Presentation.Key(view: "moving", property: .x): move], backgrounds: [:],
      visibility: [:])
  }()

  @Test(
    "the text made in one pass is the composition's, with its layers made, on any number of threads",
    arguments: [1, 2, 3])
  func sameAsComposition(jobs: Int) {
    let writer = LottieWriter(fps: 60, jobs: jobs)
    let text = writer.write(Self.scene)
    #expect(text == writer.composition(Self.scene).json.text + "\n")
    // The layers' names, top-most first: the deferred layers are made, not placeholders.
    #expect(text.contains(#""layers":[{"ddd":0,"ind":3,"ty":4,"nm":"moving""#))
    // x from 10 at frame 0 to 50 at frame 60, straight.
    #expect(text.contains(#""x":{"a":1,"k":[{"t":0,"s":[10]"#))
    #expect(text.contains(#"{"t":60,"s":[50]}"#))
  }
}
