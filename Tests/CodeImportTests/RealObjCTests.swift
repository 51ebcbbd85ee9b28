import Interface
import Pipeline
import TestFiles
import Testing

/// Objective-C view controllers from public repositories with their storyboards and xibs
/// (Tests/Fixtures/Code/RealObjC/PROVENANCE.md), read through libclang: what the reader
/// derives moves every view as a sidecar written by reading the code does, at every 1/60 s
/// within 1e-6 pt (docs/code.md, Objective-C).
@Suite("real Objective-C")
struct RealObjCTests {
  struct Case: CustomStringConvertible, Sendable {
    var folder: String
    var layout: String
    var code: String
    var expected: String
    var play: String?
    var duration: Double = 3
    /// What the reader cannot follow yet, which the sidecar has (a warning at its place in
    /// diagnostics.txt): the frames are then a known issue, which fails once they agree.
    var limit: String?
    var description: String { "\(folder)/\(code)" }
  }

  static let cases = [
    Case(
      folder: "UIViewBasicAnimation", layout: "Main.storyboard", code: "OpacityViewController.m",
      expected: "Opacity.expected.timeline.xml"),
    Case(
      folder: "UIViewBasicAnimation", layout: "Main.storyboard", code: "ScaleViewController.m",
      expected: "Scale.expected.timeline.xml"),
    Case(
      folder: "UIViewBasicAnimation", layout: "Main.storyboard", code: "ColorViewController.m",
      expected: "Color.expected.timeline.xml"),
    Case(
      folder: "UIViewBasicAnimation", layout: "Main.storyboard", code: "RotationViewController.m",
      expected: "Rotation.expected.timeline.xml"),
    Case(
      folder: "UIViewBasicAnimation", layout: "Main.storyboard", code: "PositionViewController.m",
      expected: "Position.expected.timeline.xml"),
    Case(
      folder: "LogIn", layout: "LogInViewController.xib", code: "LogInViewController.m",
      expected: "expected.timeline.xml", play: "loginAction:@1"),
    Case(
      folder: "LimitCharacters", layout: "Main.storyboard", code: "ViewController.m",
      expected: "expected.timeline.xml", play: "keyBoardWillShow:@0.5,keyBoardWillHide:@1.5"),
    Case(
      folder: "SlideOutMenu", layout: "Main.storyboard", code: "ViewController.m",
      expected: "expected.timeline.xml", play: "swiperight:@0.5,swipeleft:@1.5"),
    Case(
      folder: "IQKeyboardManager", layout: "SpecialCase.storyboard",
      code: "RefreshLayoutViewController.m", expected: "RefreshLayout.expected.timeline.xml",
      play: "stepperChanged:@0.5"),
    Case(
      folder: "IQKeyboardManager", layout: "SpecialCase.storyboard",
      code: "CustomViewController.m", expected: "Custom.expected.timeline.xml",
      play: "tapAction:@0.5,tapAction:@1.5",
      limit: "options with curve bits 7 (7<<16), UIKit's undocumented keyboard curve"),
  ]

  static func path(_ item: Case, _ file: String) -> String {
    Repository.path("Tests/Fixtures/Code/RealObjC/\(item.folder)/\(file)")
  }

  static func fromCode(_ item: Case) -> Compilation.Checked {
    check(path(item, item.layout), code: [path(item, item.code)], play: item.play)
  }

  @Test("the derived timeline moves every view as the hand-written sidecar does", arguments: cases)
  func sameFrames(_ item: Case) {
    let fromCode = Self.fromCode(item)
    #expect(!fromCode.log.hasErrors, "\(fromCode.log.diagnostics.filter { $0.severity == .error })")
    let sidecar = Self.path(item, item.expected)
    let written = check(Self.path(item, item.layout), sidecar: sidecar)
    let aboutSidecar = written.log.diagnostics.filter {
      $0.severity == .error || $0.location.file == sidecar
    }
    #expect(aboutSidecar.isEmpty, "\(aboutSidecar)")
    let (worst, place) = FrameSamples(fromCode, duration: item.duration).difference(
      from: FrameSamples(written, duration: item.duration))
    if let limit = item.limit {
      withKnownIssue(Comment(rawValue: limit)) {
        #expect(worst <= 1e-6, "\(worst) at \(place)")
      }
    } else {
      #expect(worst <= 1e-6, "\(worst) at \(place)")
    }
  }

  /// Every diagnostic about the code of every case, in order, and every error.
  ///
  /// The warnings are each reviewed against the code (README.md's table), and nothing else
  /// may appear. The layouts' own (a font this machine lacks) are the IB importer's, checked
  /// with its corpus.
  @Test("the reader's diagnostics are exactly the reviewed list")
  func diagnostics() {
    var lines: [String] = []
    for item in Self.cases {
      let checked = Self.fromCode(item)
      let blocks = checked.document?.timeline.blocks.count ?? -1
      lines.append("# \(item.folder)/\(item.code): \(blocks) blocks")
      let code = Self.path(item, item.code)
      let header = String(code.dropLast(2)) + ".h"
      for diagnostic in checked.log.diagnostics
      where diagnostic.severity == .error
        || [code, header, ""].contains(diagnostic.location.file)
      {
        let place = diagnostic.location
        let file = place.file.split(separator: "/").last.map(String.init) ?? place.file
        lines.append(
          "\(file):\(place.line):\(place.column): \(diagnostic.severity): \(diagnostic.message)")
      }
    }
    Golden.assert(
      lines.joined(separator: "\n") + "\n", matches: "Tests/Fixtures/Code/RealObjC/diagnostics.txt")
  }
}
