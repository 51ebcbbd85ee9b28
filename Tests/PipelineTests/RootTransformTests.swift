import TestFiles
import TestSupport
import Testing

/// The root view's transform moves the root and everything in it, as UIKit shows it, and
/// every output says so alike.
@Suite("the root's transform")
struct RootTransformTests {
  static let scene = Repository.path("Tests/Conformance/Scenes/root-transform.xml")

  @Test("frames --at puts the translated root where frames --states does")
  func framesAgree() {
    let at = runMotionboard(["frames", Self.scene, "--at", "1.9"])
    let states = runMotionboard(["frames", Self.scene, "--state", "2"])
    #expect(at.output.contains(#""root":{"x":30,"y":20,"width":240,"height":240"#), "\(at.output)")
    #expect(states.output.contains(#""root":{"x":30,"y":20,"width":240,"height":240"#))
    #expect(at.output.contains(#""footer":{"x":30,"y":220,"#))
  }

  @Test("the SVG moves the root's group by its translation")
  func svgMovesTheRoot() throws {
    let svg = try #require(
      TestExport.export(file: "Tests/Conformance/Scenes/root-transform.xml").outputs[.svg])
    // The translation's place in the root's transform chain, animated to 30 20 (the static
    // value is the still picture, at the end).
    #expect(svg.contains(#"<g data-view="root" transform="translate(30 0) translate(0 20) "#))
    #expect(svg.contains(#";30 0" keySplines="#) && svg.contains(#";0 20" keySplines="#))
  }
}
