import Interface
import Pipeline
import TestSupport
import Testing

/// The Examples whose timelines follow the seed articles' Objective-C, written as that code
/// (Tests/Fixtures/Code/ObjC): read through libclang and run by the same core as Swift, the
/// code moves every view as the Example's own timeline does, at every 1/60 s within 1e-6 pt
/// (docs/code.md, Objective-C).
@Suite("Objective-C transliterations")
struct ObjCTransliterationTests {
  static let cases = [
    TransliterationTests.Case(
      example: "panel", actions: [("moveButton", "moveTapped")],
      code: "ObjC/Panel/PanelViewController.m", play: "moveButton@0.5,moveButton@2", duration: 3)
  ]

  @Test("an Example and its Objective-C view controller move every view alike", arguments: cases)
  func sameFrames(_ item: TransliterationTests.Case) throws {
    let folder = TemporaryFolder()
    let layout = try TransliterationTests.layout(of: item, in: folder)
    let fromCode = check(
      layout, code: [Repository.path("Tests/Fixtures/Code/\(item.code)")], play: item.play)
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics)")
    #expect(fromCode.log.diagnostics.isEmpty, "\(fromCode.log.diagnostics)")
    #expect(fromCode.document?.timeline.blocks.isEmpty == false)
    let example = check(Repository.path("Examples/\(item.example).xml"))
    let (worst, place) = FrameSamples(fromCode, duration: item.duration).difference(
      from: FrameSamples(example, duration: item.duration))
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }
}
