import Pipeline
import TestSupport
import Testing

/// The stages run for one file: what `check` returns, and what `export` writes or refuses.
@Suite("compilation")
struct CompilationTests {
  static let card = """
    <interface version="1" width="100" height="100">
      <subviews><view id="card" backgroundColor="red" frame="10 10 20 20"/></subviews>
      <timeline><animate duration="0.5"><set view="card" alpha="0.5"/></animate></timeline>
    </interface>
    """

  @Test("check returns the document and the model after each block, state 0 first")
  func checkStates() throws {
    let checked = Compilation().check(Array(Self.card.utf8), file: "card.xml")
    let document = try #require(checked.document)
    #expect(document.views.map(\.id) == ["root", "card"])
    #expect(checked.states.map(\.time) == [0, 0])
    #expect(checked.states.map { $0.properties["card"]?.alpha } == [1, 0.5])
    #expect(checked.log.diagnostics.isEmpty)
  }

  @Test("a document with errors gives no document and exports nothing")
  func errorsExportNothing() {
    let broken = """
      <interface version="1" width="100" height="100">
        <subviews><view id="card" alpha="2" frame="10 10 20 20"/></subviews>
      </interface>
      """
    let checked = Compilation().check(Array(broken.utf8), file: "card.xml")
    #expect(checked.log.hasErrors)
    let (outputs, log) = TestExport.export(broken, file: "card.xml")
    #expect(outputs.isEmpty)
    #expect(log.hasErrors)
  }

  @Test("only the requested formats are written")
  func formats() {
    let svgOnly = TestExport.export(Self.card, file: "card.xml", formats: [.svg]).outputs
    #expect(Array(svgOnly.keys) == [.svg])
    let lottieOnly = TestExport.export(Self.card, file: "card.xml", formats: [.lottie]).outputs
    #expect(Array(lottieOnly.keys) == [.lottie])
  }

  @Test("the same input gives the same bytes")
  func deterministic() {
    let first = TestExport.export(file: "Examples/login.xml").outputs
    let second = TestExport.export(file: "Examples/login.xml").outputs
    #expect(first[.svg] == second[.svg])
    #expect(first[.lottie] == second[.lottie])
    #expect(first.count == 2)
  }

  @Test("looping repeats every SVG animation forever instead of freezing it")
  func loops() throws {
    var options = Compilation.ExportOptions()
    options.loops = true
    let looped = try #require(
      TestExport.export(Self.card, file: "card.xml", formats: [.svg], options: options)
        .outputs[.svg])
    let once = try #require(
      TestExport.export(Self.card, file: "card.xml", formats: [.svg]).outputs[.svg])
    #expect(looped.contains(#"repeatCount="indefinite""#) && !looped.contains(#"fill="freeze""#))
    #expect(once.contains(#"fill="freeze""#) && !once.contains("repeatCount"))
    #expect(looped.contains(#"data-loop="true""#) && once.contains(#"data-loop="false""#))
  }

  @Test(
    "the Lottie frame rate sets fr and the frame numbers (1 s: the block's 0.5 s, and 0.5 s more)")
  func frameRate() throws {
    var options = Compilation.ExportOptions()
    options.fps = 30
    let lottie = try #require(
      TestExport.export(Self.card, file: "card.xml", formats: [.lottie], options: options)
        .outputs[.lottie])
    #expect(lottie.hasPrefix(#"{"v":"5.7.4","fr":30,"ip":0,"op":31,"#))
  }

  @Test("a family that is not installed is a warning naming the font used instead")
  func missingFamily() {
    let source = """
      <interface version="1" width="100" height="100">
        <subviews><label id="t" text="x" font="No Such Family 12" frame="0 0 50 20"/></subviews>
      </interface>
      """
    let checked = Compilation().check(Array(source.utf8), file: "t.xml")
    let messages = checked.log.diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("font family 'No Such Family' is not installed; text uses '")
        == true)
  }
}
