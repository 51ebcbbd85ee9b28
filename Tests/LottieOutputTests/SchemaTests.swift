import Foundation
import Geometry
import Testing

@testable import LottieOutput

/// The schema types write their keys where the players need them: `ty` first in shape items,
/// `ddd` and `ind` first in layers, handles on every keyframe but the last, `h` for holds.
@Suite("Lottie schema")
struct SchemaTests {
  typealias V = Lottie.Vector2

  @Test("a constant property is a=0 with its value; keyframes are a=1 with t and s")
  func animated() {
    #expect(Lottie.Animated<Double>.constant(5).jsonText == #"{"a":0,"k":5}"#)
    let keys = Lottie.Animated<V>.keyframes([
      .init(frame: 0, value: V(1, 2), toNext: .curve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
      .init(frame: 30, value: V(3, 4), toNext: .hold),
      .init(frame: 45.5, value: V(5, 6), toNext: nil),
    ])
    #expect(
      keys.jsonText
        == #"{"a":1,"k":[{"t":0,"s":[1,2],"o":{"x":0.42,"y":0},"i":{"x":0.58,"y":1}},"#
        + #"{"t":30,"s":[3,4],"h":1},{"t":45.5,"s":[5,6]}]}"#)
  }

  @Test("a scalar keyframe value is written inside an array; handles are single numbers")
  func scalarKeyframes() {
    let keys = Lottie.Animated<Double>.keyframes([
      .init(frame: 0, value: 100, toNext: .linear), .init(frame: 10, value: 0, toNext: nil),
    ])
    #expect(
      keys.jsonText
        == #"{"a":1,"k":[{"t":0,"s":[100],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[0]}]}"#
    )
  }

  @Test("shape items start with ty; a group ends with its transform, defaults left out")
  func shapes() {
    let rectangle = Lottie.Rectangle(
      name: "frame", position: .constant(V(5, 5)), size: .constant(V(10, 10)),
      roundness: .constant(2))
    let fill = Lottie.Fill(
      color: .constant(.init(red: 1, green: 0, blue: 0)), opacity: .constant(50))
    let group = Lottie.Group("box", [.rectangle(rectangle), .fill(fill)])
    #expect(
      group.jsonText
        == #"{"ty":"gr","nm":"box","it":[{"ty":"rc","nm":"frame","d":1,"p":{"a":0,"k":[5,5]},"#
        + #""s":{"a":0,"k":[10,10]},"r":{"a":0,"k":2}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"#
        + #""o":{"a":0,"k":50},"r":1,"bm":0},{"ty":"tr"}]}"#
    )
    var moved = Lottie.ShapeTransform()
    moved.position = .constant(V(0, 3))
    moved.opacity = .keyframes([
      .init(frame: 0, value: 100, toNext: .hold), .init(frame: 5, value: 0, toNext: nil),
    ])
    #expect(
      moved.jsonText
        == #"{"ty":"tr","p":{"a":0,"k":[0,3]},"o":{"a":1,"k":[{"t":0,"s":[100],"h":1},{"t":5,"s":[0]}]}}"#
    )
  }

  @Test("a stroke names its cap and join; a miter join brings SVG's miter limit")
  func strokes() {
    let round = Lottie.Stroke(
      color: .constant(.init(red: 0, green: 0, blue: 0)), opacity: .constant(100),
      width: .constant(2), lineCap: .round, lineJoin: .round)
    #expect(
      round.jsonText
        == #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2,"lj":2,"bm":0}"#
    )
    var miter = round
    miter.lineCap = .butt
    miter.lineJoin = .miter
    #expect(miter.jsonText.hasSuffix(#""lc":1,"lj":1,"ml":4,"bm":0}"#))
  }

  @Test("a path's shape lists closure, vertices and both tangents")
  func path() {
    let line = Lottie.BezierShape(
      polyline: [Point(x: 0, y: 0), Point(x: 3, y: 4)], isClosed: false)
    #expect(
      Lottie.Path(.constant(line)).jsonText
        == #"{"ty":"sh","d":1,"ks":{"a":0,"k":{"c":false,"v":[[0,0],[3,4]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
    )
  }

  static let transform = Lottie.Transform(
    anchor: .constant(V(5, 5)), position: .split(x: .constant(10), y: .constant(20)))

  @Test(
    "layers put ddd, ind and ty first, the parent after the name, and the span last; a transform leaves out its defaults"
  )
  func layers() {
    let shape = Lottie.Layer(
      index: 2, name: "card", parent: 1, transform: Self.transform, content: .shapes([]),
      inPoint: 0, outPoint: 61)
    #expect(
      shape.jsonText
        == #"{"ddd":0,"ind":2,"ty":4,"nm":"card","parent":1,"sr":1,"ks":{"a":{"a":0,"k":[5,5]},"#
        + #""p":{"s":true,"x":{"a":0,"k":10},"y":{"a":0,"k":20}}},"#
        + #""ao":0,"shapes":[],"ip":0,"op":61,"st":0,"bm":0}"#
    )
    let null = Lottie.Layer(
      index: 4, name: "list bounds", parent: 2,
      transform: Lottie.Transform(
        anchor: .constant(.zero), position: .split(x: .constant(0), y: .constant(-30)),
        scale: .constant(V(50, 100)), rotation: .constant(10), opacity: .constant(40)),
      content: .null, inPoint: 0, outPoint: 61)
    #expect(
      null.jsonText
        == #"{"ddd":0,"ind":4,"ty":3,"nm":"list bounds","parent":2,"sr":1,"ks":{"#
        + #""p":{"s":true,"x":{"a":0,"k":0},"y":{"a":0,"k":-30}},"s":{"a":0,"k":[50,100]},"#
        + #""r":{"a":0,"k":10},"o":{"a":0,"k":40}},"ao":0,"ip":0,"op":61,"st":0,"bm":0}"#
    )
    let precomp = Lottie.Layer(
      index: 3, name: "card group", parent: nil, transform: Self.transform,
      content: .precomp(refID: "group_1", width: 300, height: 300), inPoint: 0, outPoint: 61)
    #expect(
      precomp.jsonText.hasPrefix(
        #"{"ddd":0,"ind":3,"ty":0,"nm":"card group","refId":"group_1","sr":1,"ks":"#))
    #expect(precomp.jsonText.hasSuffix(#""ao":0,"w":300,"h":300,"ip":0,"op":61,"st":0,"bm":0}"#))
  }

  @Test("a layer with every kind of item is JSON whose items each start with their ty")
  func everyItem() throws {
    let fill = Lottie.Fill(
      color: .keyframes([
        .init(frame: 0, value: .init(red: 1, green: 0, blue: 0), toNext: .linear),
        .init(frame: 9, value: .init(red: 0, green: 0, blue: 1), toNext: nil),
      ]), opacity: .constant(50))
    let stroke = Lottie.Stroke(
      color: .constant(.init(red: 0, green: 0, blue: 0)), opacity: .constant(100),
      width: .constant(2), lineCap: .butt, lineJoin: .miter)
    let rectangle = Lottie.Rectangle(
      position: .constant(V(5, 5)), size: .constant(V(10, 10)), roundness: .constant(2))
    let ellipse = Lottie.Ellipse(position: .constant(V(1, 1)), size: .constant(V(2, 2)))
    let path = Lottie.Path(
      .constant(
        Lottie.BezierShape(polyline: [Point(x: 0, y: 0), Point(x: 3, y: 4)], isClosed: true)))
    var moved = Lottie.ShapeTransform()
    moved.rotation = .keyframes([
      .init(frame: 0, value: 0, toNext: .hold), .init(frame: 5, value: 90, toNext: nil),
    ])
    let group = Lottie.Group(
      "parts",
      [.rectangle(rectangle), .ellipse(ellipse), .path(path), .fill(fill), .stroke(stroke)],
      transform: moved)
    let mask = Lottie.Mask(
      name: "clip", path: .constant(.roundedRect(x: 0, y: 0, width: 10, height: 10, radius: 3)))
    let layer = Lottie.Layer(
      index: 2, name: "card", parent: 1, transform: Self.transform,
      content: .shapes([.group(group), .fill(fill)]), masks: [mask], inPoint: 0, outPoint: 61)
    let text = layer.jsonText
    #expect(text.contains(#""ty":"el""#) && text.contains(#""h":1"#) && text.contains(#""ml":4"#))
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let shapes = try #require(parsed["shapes"] as? [[String: Any]])
    #expect(shapes.map { $0["ty"] as? String } == ["gr", "fl"])
    let items = try #require(shapes[0]["it"] as? [[String: Any]])
    #expect(items.map { $0["ty"] as? String } == ["rc", "el", "sh", "fl", "st", "tr"])
    #expect(text.contains(#"{"ty":"gr","nm":"parts","it":[{"ty":"rc""#))
  }

  @Test("a layer that never shows is also marked hidden")
  func neverShown() {
    let layer = Lottie.Layer(
      index: 1, name: "gone", parent: nil, transform: Self.transform,
      content: .image(refID: "image_1"), inPoint: 30, outPoint: 30)
    #expect(layer.jsonText.hasSuffix(#""ip":30,"op":30,"st":0,"bm":0,"hd":true}"#))
  }

  @Test("a mask clips by adding its path, opaque and not expanded")
  func mask() {
    let mask = Lottie.Mask(
      name: "clip",
      path: .constant(.roundedRect(x: 0, y: 0, width: 10, height: 10, radius: 0)))
    let text = mask.jsonText
    #expect(
      text.hasPrefix(#"{"inv":false,"mode":"a","pt":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],"#))
    #expect(text.hasSuffix(#""o":{"a":0,"k":100},"x":{"a":0,"k":0},"nm":"clip"}"#))
  }

  @Test("the composition starts with v as a string, then fr, ip, op")
  func composition() {
    let file = Lottie.Composition(
      name: "Card", frameRate: 60, outPoint: 61, width: 100, height: 200, assets: [], layers: [])
    #expect(
      file.text(jobs: 1)
        == #"{"v":"5.7.4","fr":60,"ip":0,"op":61,"w":100,"h":200,"nm":"Card","ddd":0,"assets":[],"layers":[]}"#
        + "\n")
  }

  @Test("numbers are written with at most four decimals, trailing zeros trimmed, as in SVG")
  func numbers() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (0.00004, "0"), (1, "1"), (-1, "-1"), (0.5, "0.5"), (12.25, "12.25"),
      (-1701.67625, "-1701.6763"), (0.0001, "0.0001"), (-0.00006, "-0.0001"), (100.10001, "100.1"),
      (2_000_000.5, "2000000.5"), (123_456_789.0625, "123456789.0625"), (1e12, "1000000000000.0"),
      (.nan, "0"), (.infinity, "0"),
    ]
    for (value, text) in cases {
      #expect(value.jsonText == text, "\(value)")
    }
  }

  static func quoted(_ string: String) -> String {
    var sink = JSONBytes()
    sink.string(string)
    return sink.string
  }

  @Test("strings are quoted, and escaped where JSON or HTML needs it")
  func strings() {
    #expect(Self.quoted("card 1") == #""card 1""#)
    #expect(Self.quoted("a<b") == #""a\u003cb""#)
    #expect(Self.quoted("a\"b<c>&\n") == #""a\"b\u003cc\u003e\u0026\u000a""#)
    #expect(Self.quoted("é") == "\"é\"")
  }
}
