import Geometry
import Interface
import Layout
import Motion
import TestFiles
import Testing
import XMLTree

#if canImport(Glibc)
  import Glibc
#endif

/// The Examples' motion at 0.05 s steps, against values this test derives on its own.
///
/// The block times and curves are written down here from the articles' numbers, the curves are
/// evaluated from their closed forms (Bézier by bisection, springs by their formula with the
/// stiffness and damping of an independent derivation), and frames combine additively up the
/// view tree. Only the model states (the layout stage's output) come from the product.
@Suite("Examples' motion")
struct ExampleMotionTests {
  /// A block as the test sees it: when it is called, when its curve starts, and its progress.
  struct Block {
    var call: Double
    var start: Double
    var progress: @Sendable (Double) -> Double
  }

  static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double)
    -> @Sendable (Double) -> Double
  {
    // Core Animation keeps control points in single precision.
    let (ax, ay, bx, by) = (
      Double(Float(p1x)), Double(Float(p1y)), Double(Float(p2x)), Double(Float(p2y))
    )
    return { t in
      guard t > 0 else { return 0 }
      guard t < duration else { return 1 }
      let x = t / duration
      var (low, high) = (0.0, 1.0)
      for _ in 0..<100 {
        let s = (low + high) / 2
        let xs = 3 * ax * s * (1 - s) * (1 - s) + 3 * bx * s * s * (1 - s) + s * s * s
        if xs < x { low = s } else { high = s }
      }
      let s = (low + high) / 2
      return 3 * ay * s * (1 - s) * (1 - s) + 3 * by * s * s * (1 - s) + s * s * s
    }
  }

  static func easeInOut(_ d: Double) -> @Sendable (Double) -> Double {
    bezier(0.42, 0, 0.58, 1, duration: d)
  }
  static func easeIn(_ d: Double) -> @Sendable (Double) -> Double {
    bezier(0.42, 0, 1, 1, duration: d)
  }
  static func easeOut(_ d: Double) -> @Sendable (Double) -> Double {
    bezier(0, 0, 0.58, 1, duration: d)
  }

  /// Seed 000's spring: 0.25 s, damping ratio 0.4, velocity 5 → k 3407.8535, c 46.7015 (from
  /// an independent implementation of UIKit's derivation), cut at 0.25 s.
  static let seedSpring: @Sendable (Double) -> Double = { t in
    guard t > 0 else { return 0 }
    guard t < 0.25 else { return 1 }
    let (k, c, v0) = (3407.8535126367897, 46.70145873618452, 5.0)
    let w0 = k.squareRoot()
    let zeta = c / (2 * w0)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let envelope: Double = exp(-zeta * w0 * t)
    let wave: Double = cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t)
    return 1 - envelope * wave
  }

  static let examples = Repository.path("Examples/")

  static let cases: [(String, [String: Block])] = [
    (
      "panel",
      [
        "open": Block(call: 0.5, start: 0.5, progress: easeInOut(0.5)),
        "close": Block(call: 2, start: 2, progress: easeInOut(0.5)),
      ]
    ),
    (
      "bankey",
      [
        "animator1": Block(call: 0.5, start: 0.5, progress: easeInOut(0.8)),
        "animator2": Block(call: 0.5, start: 0.7, progress: easeInOut(0.8)),
        "animator3": Block(call: 0.5, start: 0.7, progress: easeInOut(1.6)),
      ]
    ),
    (
      "birthday",
      [
        "showPicker": Block(call: 0.5, start: 0.5, progress: easeInOut(0.25)),
        "hidePicker": Block(call: 2, start: 2, progress: easeInOut(0.25)),
      ]
    ),
    (
      "login",
      [
        "rotateArrowDown": Block(call: 0.5, start: 0.5, progress: easeInOut(0.25)),
        "showRecordList": Block(call: 0.5, start: 0.5, progress: seedSpring),
        "rotateArrowUp": Block(call: 1.75, start: 1.75, progress: easeInOut(0.25)),
        "hideRecordList": Block(call: 1.75, start: 1.75, progress: easeInOut(0.25)),
        "start": Block(call: 2.5, start: 2.5, progress: easeInOut(0.5)),
        "makeButtonSmall": Block(call: 2.5, start: 2.5, progress: easeIn(0.15)),
        "stop": Block(call: 5, start: 5, progress: easeInOut(0.5)),
        "makeButtonBig": Block(call: 5, start: 5, progress: easeOut(0.15)),
      ]
    ),
  ]

  @Test("frames and alpha at 0.05 s steps match the closed forms", arguments: cases.map(\.0))
  func exampleMotion(_ name: String) throws {
    let blocks = try #require(Self.cases.first { $0.0 == name }?.1)
    let text = try #require(Repository.text(Self.examples + name + ".xml"))
    let (tree, _) = XMLTreeReader().read(Array(text.utf8), file: name)
    let (document, log) = InterfaceParser.parse(try #require(tree), file: name)
    #expect(!log.hasErrors)
    let (states, _) = ModelReplay.states(of: document)
    let presentation = Presentation(document: document, states: states)
    var worst = 0.0
    var t = 0.0
    while t <= presentation.duration + 1e-9 {
      for view in document.views {
        let expected = expectedFrame(of: view.id, at: t, states: states, blocks: blocks)
        let actual = presentation.frameInPicture(of: view.id, at: t)
        worst = max(
          worst, abs(actual.minX - expected.minX), abs(actual.minY - expected.minY),
          abs(actual.width - expected.width), abs(actual.height - expected.height))
        let alpha = expectedAlpha(of: view.id, at: t, states: states, blocks: blocks)
        worst = max(worst, abs(presentation.value(.alpha, of: view.id, at: t) - alpha))
      }
      t += 0.05
    }
    // UnitBezier solves x to 1e-9, as WebKit does; over bankey's 1016 pt slide that is ~1e-6 pt.
    #expect(worst < 1e-4, "\(name): worst difference \(worst)")
  }

  /// The model value of a frame component at `t`, plus each block's additive contribution.
  func component(
    _ read: (ModelState) -> Double, at t: Double, states: [ModelState], blocks: [String: Block]
  ) -> Double {
    let model = read(states.last { $0.time <= t } ?? states[0])
    var value = model
    for index in states.indices.dropFirst() {
      guard let block = blocks[states[index].label], block.call <= t else { continue }
      let (old, new) = (read(states[index - 1]), read(states[index]))
      value += (old - new) * (1 - block.progress(t - block.start))
    }
    return value
  }

  func expectedFrame(of view: ViewID, at t: Double, states: [ModelState], blocks: [String: Block])
    -> Rect
  {
    func frame(_ id: ViewID) -> Rect {
      Rect(
        x: component({ $0.frames.frame(of: id).minX }, at: t, states: states, blocks: blocks),
        y: component({ $0.frames.frame(of: id).minY }, at: t, states: states, blocks: blocks),
        width: component({ $0.frames.frame(of: id).width }, at: t, states: states, blocks: blocks),
        height: component({ $0.frames.frame(of: id).height }, at: t, states: states, blocks: blocks)
      )
    }
    func bounds(_ id: ViewID) -> Point {
      Point(
        x: component(
          { $0.properties[id]?.boundsOrigin.x ?? 0 }, at: t, states: states, blocks: blocks),
        y: component(
          { $0.properties[id]?.boundsOrigin.y ?? 0 }, at: t, states: states, blocks: blocks))
    }
    var result = frame(view)
    guard view != "root" else {
      return Rect(x: 0, y: 0, width: result.width, height: result.height)
    }
    for ancestor in states[0].frames.ancestors(of: view) {
      if ancestor != "root" {
        result.origin.x += frame(ancestor).minX
        result.origin.y += frame(ancestor).minY
      }
      result.origin.x -= bounds(ancestor).x
      result.origin.y -= bounds(ancestor).y
    }
    return result
  }

  /// Alpha is replaced: the latest block that changed it animates from the old model value.
  func expectedAlpha(of view: ViewID, at t: Double, states: [ModelState], blocks: [String: Block])
    -> Double
  {
    var value = (states.last { $0.time <= t } ?? states[0]).properties[view]?.alpha ?? 1
    for index in states.indices.dropFirst() {
      guard let block = blocks[states[index].label], block.call <= t else { continue }
      let old = states[index - 1].properties[view]?.alpha ?? 1
      let new = states[index].properties[view]?.alpha ?? 1
      guard old != new, block.progress(t - block.start) < 1 else { continue }
      value = old + (new - old) * block.progress(t - block.start)
    }
    return value
  }
}
