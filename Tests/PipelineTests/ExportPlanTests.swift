import Interface
import Pipeline
import TestFiles
import TestSupport
import Testing

/// The export as a plan of stages: which files a set of options writes, in order
/// (ARCHITECTURE.md, Pipeline).
@Suite("export plan")
struct ExportPlanTests {
  @Test("one stage per format asked for, in the order asked, each a main file")
  func oneStagePerFormat() {
    let plan = ExportPlan(formats: [.lottie, .svg, .png, .dotlottie], appearance: .light)
    #expect(plan.stages.map(\.format) == [.lottie, .svg, .png, .dotlottie])
    #expect(plan.stages.allSatisfy { $0.scheme == nil && $0.suffix.isEmpty })
  }

  @Test("auto and dark add no file: the adaptive file is the main one")
  func autoAddsNoFile() {
    for mode in [AppearanceMode.auto, .dark] {
      let plan = ExportPlan(formats: [.svg, .lottie, .dotlottie], appearance: mode)
      #expect(plan.stages == [ExportStage(.svg), ExportStage(.lottie), ExportStage(.dotlottie)])
    }
  }

  @Test("--appearance both follows the SVG's and the Lottie file's main file with light and dark")
  func bothAddsLightAndDark() {
    let plan = ExportPlan(formats: [.svg, .html, .lottie, .gif], appearance: .both)
    #expect(
      plan.stages == [
        ExportStage(.svg), ExportStage(.svg, scheme: .light), ExportStage(.svg, scheme: .dark),
        ExportStage(.html),
        ExportStage(.lottie), ExportStage(.lottie, scheme: .light),
        ExportStage(.lottie, scheme: .dark),
        ExportStage(.gif),
      ])
    #expect(plan.stages.map(\.suffix) == ["", "-light", "-dark", "", "", "-light", "-dark", ""])
  }

  @Test("the files an export writes are its plan's stages, in order")
  func filesFollowThePlan() {
    let compilation = Compilation()
    let checked = compilation.check(Array(SampleScenes.slide().utf8), file: "slide.xml")
    var options = Compilation.ExportOptions()
    options.appearance = .both
    let formats: [OutputFormat] = [.lottie, .svg, .dotlottie]
    let (files, log) = compilation.exportAllFiles(
      checked, formats: formats, library: TestExport.library(), images: [:], options: options)
    #expect(!log.hasErrors)
    let written = files.map { "\($0.format.rawValue)\($0.suffix)" }
    #expect(
      written == [
        "lottie", "lottie-light", "lottie-dark", "svg", "svg-light", "svg-dark", "dotlottie",
      ])
    let planned = ExportPlan(formats: formats, appearance: .both).stages.map {
      "\($0.format.rawValue)\($0.suffix)"
    }
    #expect(written == planned)
  }

  @Test("an interactive export's files are its plan's stages, in the order asked, from one bake")
  func interactiveStages() throws {
    let bytes = try #require(Repository.bytes(Repository.path("Examples/interactive/login.xml")))
    let file = "login.xml"
    let template = try #require(TestExport.previewTemplate())
    let compilation = Compilation()
    let (files, log) = compilation.interactiveFiles(
      bytes, file: file, formats: [.html, .svg, .dotlottie, .lottie],
      library: TestExport.library(), images: [:], preview: template)
    #expect(!log.hasErrors, "\(log)")
    #expect(files.map(\.format) == [.html, .svg, .dotlottie, .lottie])
    // Each stage's file is what its own route makes of the same file.
    let (svg, _) = compilation.interactiveSVG(
      bytes, file: file, library: TestExport.library(), images: [:])
    #expect(files[1].bytes == svg)
    let (page, _) = compilation.interactivePreview(
      bytes, file: file, library: TestExport.library(), images: [:], template: template,
      fps: 60, jobs: 2)
    #expect(files[0].bytes == page.map { Array($0.utf8) })
    let lottie = String(decoding: files[3].bytes, as: UTF8.self)
    #expect(lottie.contains(#""cm":"state 0""#))
  }

  @Test("an interactive export of a format it cannot tap writes nothing and says which it writes")
  func interactiveRefusesPictures() throws {
    let bytes = try #require(Repository.bytes(Repository.path("Examples/interactive/login.xml")))
    let (files, log) = Compilation().interactiveFiles(
      bytes, file: "login.xml", formats: [.svg, .png], library: TestExport.library(), images: [:])
    #expect(files.isEmpty)
    #expect(
      log.diagnostics.map(\.message) == [
        "'--interactive' writes svg, lottie, dotlottie and html only"
      ])
  }
}
