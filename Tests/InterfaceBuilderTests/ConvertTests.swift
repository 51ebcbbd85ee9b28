import Diagnostics
import Geometry
import Interface
import InterfaceWriter
import Pipeline
import TestFiles
import Testing

/// `convert`: a scene written in the format, with readable ids and its timeline.
@Suite("converting a scene to the format")
struct ConvertTests {
  @Test("ids come from outlets and labels where unique, else from IB ids made valid")
  func readableIDs() throws {
    let checked = try #require(IBFixture.check(SidecarTests.storyboard).first)
    let document = try #require(checked.document)
    let names = WrittenNames.make(for: document, names: checked.names)
    #expect(names.view("card") == "cardView")
    #expect(names.view("l1") == "l1")
    #expect(names.constraint("ct") == "cardTop")
    #expect(names.constraint("cl") == "cl")
    #expect(WrittenNames.identifier("Corner rounding view") == "cornerRoundingView")
    #expect(WrittenNames.isValid("8HR-oh-U9F") == false)
  }

  @Test("the converted file records its source and renamed ids, and reads back clean")
  func header() throws {
    let compilation = Compilation()
    let checked = try #require(IBFixture.check(SidecarTests.storyboard).first)
    let text = try #require(compilation.convert(checked, from: "test.storyboard"))
    #expect(text.contains("Converted by motionboard convert from test.storyboard, scene vc."))
    #expect(text.contains("  cardView = card\n"))
    #expect(text.contains("  cardTop = ct -->"))
    #expect(text.contains(#"<view id="cardView""#))
    // The same problems as the import: the two labels the fixture leaves floating.
    let again = compilation.check(Array(text.utf8), file: "converted.xml")
    let warnings = { (log: DiagnosticLog) in log.diagnostics.filter { $0.severity == .warning } }
    #expect(!again.log.hasErrors)
    #expect(warnings(again.log).map(\.message) == warnings(checked.log).map(\.message))
  }

  @Test("a half turn's rotationDirection is written with its rotation")
  func rotationDirection() throws {
    let sidecar = """
      <sidecar version="1">
        <timeline>
          <animate at="0.5"><set view="cardView" rotation="180" rotationDirection="counterClockwise"/></animate>
        </timeline>
      </sidecar>
      """
    let checked = try #require(IBFixture.check(SidecarTests.storyboard, sidecar: sidecar).first)
    #expect(!checked.log.diagnostics.contains { $0.message.contains("half a turn") })
    let text = try #require(Compilation().convert(checked, from: "test.storyboard"))
    #expect(
      text.contains(#"<set view="cardView" rotation="180" rotationDirection="counterClockwise"/>"#))
  }

  @Test("the login example with its sidecar converts to a file that moves the same")
  func loginExample() throws {
    var options = Compilation.Options()
    let sidecar = Repository.path("Examples/storyboard/login.timeline.xml")
    options.sidecar = SidecarInput(file: sidecar, bytes: Repository.bytes(sidecar) ?? [])
    let compilation = Compilation(options: options)
    let file = Repository.path("Examples/storyboard/Login.storyboard")
    let checked = try #require(
      compilation.checkDocuments(Repository.bytes(file) ?? [], file: file).first)
    let text = try #require(compilation.convert(checked, from: "Login.storyboard"))
    #expect(text.contains(#"<setConstant constraint="cardTop" to="700"/>"#))
    #expect(text.contains(#"<set view="errorLabel" hidden="false"/>"#))
    let again = Compilation().check(Array(text.utf8), file: "converted.xml")
    #expect(!again.log.hasErrors)
    let document = try #require(checked.document)
    let names = WrittenNames.make(for: document, names: checked.names)
    #expect(checked.states.count == again.states.count && checked.states.count == 6)
    for (before, after) in zip(checked.states, again.states) {
      for view in document.views {
        let a = before.frames.layoutFrames[view.id]
        let b = after.frames.layoutFrames[names.view(view.id)]
        #expect(a == b, "\(view.id) in \(before.label)")
      }
    }
  }
}
