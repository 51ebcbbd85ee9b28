import Interface
import Pipeline
import TestFiles
import Testing

/// View controllers from public repositories with their storyboards and xibs
/// (Tests/Fixtures/Code/Real/PROVENANCE.md): what the reader derives moves every view as a
/// sidecar written by reading the code does, at every 1/60 s within 1e-6 pt (docs/code.md).
@Suite("real code")
struct RealCodeTests {
  struct Case: CustomStringConvertible, Sendable {
    var folder: String
    var layout: String
    var code: String
    var expected: String = "expected.timeline.xml"
    var play: String?
    var duration: Double = 3
    var description: String { "\(folder)/\(code)" }
  }

  static let cases = [
    Case(
      folder: "CatalogStack", layout: "StackViewController.storyboard",
      code: "StackViewController.swift", play: "plusButton@0.5,hideFurtherDetail@1.5"),
    Case(
      folder: "TextClassifier", layout: "Main.storyboard", code: "ViewController.swift",
      play: "expandButtonTouchUpInside@0.5,expandButtonTouchUpInside@1.5"),
    Case(
      folder: "TraceLocationCheckin", layout: "TraceLocationCheckinViewController.xib",
      code: "TraceLocationCheckinViewController.swift", play: "togglePickerButtonVisibility@0.5"),
    Case(
      folder: "RouteAroundBarriers", layout: "RouteAroundBarriers.storyboard",
      code: "RouteAroundBarriersViewController.swift",
      play: "directionsListAction@0.5,directionsListAction@1.5"),
    Case(
      folder: "IQKeyboardManager", layout: "SpecialCase.storyboard",
      code: "RefreshLayoutViewController.swift", expected: "RefreshLayout.expected.timeline.xml",
      play: "stepperChanged:@0.5"),
    Case(
      folder: "IQKeyboardManager", layout: "SpecialCase.storyboard",
      code: "CustomViewController.swift", expected: "Custom.expected.timeline.xml",
      play: "tapAction:@0.5,tapAction:@1.5"),
    Case(
      folder: "VoiceQuickstart", layout: "Main.storyboard", code: "ViewController.swift",
      play: "startSpin@0.5,stopSpin@2.2", duration: 3.5),
    Case(folder: "PopUp", layout: "Main.storyboard", code: "PopUpViewController.swift"),
    Case(
      folder: "ConnectServer", layout: "Auth.storyboard", code: "ConnectServerViewController.swift",
      play: "keyboardWillDisappear@0.5"),
    Case(
      folder: "JSAlert", layout: "JSAlertController.storyboard", code: "JSAlertController.swift",
      play: "present@0.5"),
  ]

  static func path(_ item: Case, _ file: String) -> String {
    Repository.path("Tests/Fixtures/Code/Real/\(item.folder)/\(file)")
  }

  @Test("the derived timeline moves every view as the hand-written sidecar does", arguments: cases)
  func sameFrames(_ item: Case) {
    let layout = Self.path(item, item.layout)
    let fromCode = check(layout, code: [Self.path(item, item.code)], play: item.play)
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics.filter { $0.severity == .error })")
    let written = check(layout, sidecar: Self.path(item, item.expected))
    #expect(!written.log.hasErrors, "\(written.log.diagnostics.filter { $0.severity == .error })")
    let (worst, place) = FrameSamples(fromCode, duration: item.duration).difference(
      from: FrameSamples(written, duration: item.duration))
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }
}

/// Every construct of the real code that the reader skips is reported at its place: the list
/// (Tests/Fixtures/Code/Real/skipped.txt, reviewed against the code) is what the reader says,
/// in order, for each case (docs/code.md, Commands).
@Suite("real code's skipped constructs")
struct SkippedConstructTests {
  @Test("the warnings about the code are exactly the reviewed list")
  func listed() {
    var lines: [String] = []
    for item in RealCodeTests.cases {
      let code = RealCodeTests.path(item, item.code)
      let checked = check(
        RealCodeTests.path(item, item.layout), code: [code], play: item.play)
      lines.append("# \(item.folder)/\(item.code)")
      for diagnostic in checked.log.diagnostics where diagnostic.location.file == code {
        let place = diagnostic.location
        lines.append("\(place.line):\(place.column): \(diagnostic.severity): \(diagnostic.message)")
      }
    }
    Golden.assert(
      lines.joined(separator: "\n") + "\n", matches: "Tests/Fixtures/Code/Real/skipped.txt")
  }
}
