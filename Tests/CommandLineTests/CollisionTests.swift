import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every file a batch writes is known before the first is written, and two inputs or scenes
/// that would write the same file are an error naming both (docs/output.md, Folders and
/// names).
@Suite("output collisions")
struct CollisionTests {
  /// A storyboard with a scene per `(storyboard identifier, controller id)`, each a plain view.
  static func storyboard(_ scenes: [(String, String)]) -> String {
    let body = scenes.enumerated().map { index, scene in
      """
      <scene sceneID="s\(index)"><objects>
        <viewController storyboardIdentifier="\(scene.0)" id="\(scene.1)" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v\(index)">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
          </view>
        </viewController>
      </objects></scene>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>\(body)</scenes>
      </document>
      """
  }

  static let slide = Repository.text(testsFolder() + "/Fixtures/slide.xml") ?? ""

  /// The names in a folder, hidden ones (temporary files) included.
  static func entries(_ folder: String) -> [String] {
    Repository.files(in: folder, suffix: "").filter { $0 != "." && $0 != ".." }
  }

  @Test("a file of the format named like a storyboard's scene is refused, and nothing is written")
  func fileAndScene() {
    let folder = TemporaryFolder()
    Repository.write(Self.storyboard([("Main", "vc1")]), to: folder.path("Screen.storyboard"))
    Repository.write(Self.slide, to: folder.path("Screen-Main.xml"))
    let output = folder.path("out")
    let result = runMotionboard([
      "export", folder.path("Screen.storyboard"), folder.path("Screen-Main.xml"), "--output",
      output,
    ])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error
        == "motionboard: error: '\(folder.path("Screen.storyboard"))' (scene 'Main') and "
        + "'\(folder.path("Screen-Main.xml"))' would both write \(output)/Screen-Main.svg and "
        + "\(output)/Screen-Main.json; export them to different --output folders\n")
    #expect(Self.entries(folder.path).sorted() == ["Screen-Main.xml", "Screen.storyboard"])
  }

  @Test("two scenes of one storyboard that get the same file name are refused, told apart by id")
  func twoScenes() {
    let folder = TemporaryFolder()
    // Two scenes named Main get their ids appended (Main-x, Main-y); the third is Main-x.
    Repository.write(
      Self.storyboard([("Main", "x"), ("Main", "y"), ("Main-x", "z")]),
      to: folder.path("Screen.storyboard"))
    let output = folder.path("out")
    let result = runMotionboard([
      "export", folder.path("Screen.storyboard"), "--output", output, "--format", "svg",
    ])
    #expect(result.status == 1)
    #expect(result.output == "")
    let file = folder.path("Screen.storyboard")
    #expect(
      result.error
        == "motionboard: error: '\(file)' (scene 'Main-x', id 'x') and '\(file)' (scene 'Main-x', "
        + "id 'z') would both write \(output)/Screen-Main-x.svg; export them to different "
        + "--output folders (a storyboard's scenes one at a time, with --scene)\n")
    #expect(Self.entries(folder.path) == ["Screen.storyboard"])
  }

  @Test("--appearance both's light and dark files take part: NAME-light.xml meets NAME's")
  func appearanceFiles() {
    let folder = TemporaryFolder()
    Repository.write(Self.slide, to: folder.path("card.xml"))
    Repository.write(Self.slide, to: folder.path("card-light.xml"))
    let output = folder.path("out")
    let inputs = [folder.path("card.xml"), folder.path("card-light.xml")]
    let light = runMotionboard(["export"] + inputs + ["--output", output, "--format", "svg"])
    #expect(light.status == 0)
    #expect(Self.entries(output) == ["card-light.svg", "card.svg"])
    let both = runMotionboard(
      ["export"] + inputs + ["--output", output, "--format", "svg", "--appearance", "both"])
    #expect(both.status == 1)
    #expect(
      both.error
        == "motionboard: error: '\(inputs[0])' and '\(inputs[1])' would both write "
        + "\(output)/card-light.svg; export them to different --output folders\n")
  }

  @Test("one input's strip and another's PNG of the same path are refused")
  func stripAndPNG() {
    let folder = TemporaryFolder()
    Repository.write(Self.slide, to: folder.path("card.xml"))
    Repository.write(Self.slide, to: folder.path("card.strip.xml"))
    let output = folder.path("out")
    let result = runMotionboard([
      "export", folder.path("card.xml"), folder.path("card.strip.xml"), "--output", output,
      "--format", "png,strip",
    ])
    #expect(result.status == 1)
    #expect(
      result.error
        == "motionboard: error: '\(folder.path("card.xml"))' and '\(folder.path("card.strip.xml"))' "
        + "would both write \(output)/card.strip.png; export them to different --output folders\n")
    #expect(Self.entries(folder.path).count == 2)
  }
}

/// `convert` plans its files as `export` does.
@Suite("convert collisions")
struct ConvertCollisionTests {
  @Test("two storyboards converting to the same file are refused, and nothing is written")
  func sameNames() {
    let folder = TemporaryFolder()
    mkdir(folder.path("a"), 0o755)
    mkdir(folder.path("b"), 0o755)
    let text = CollisionTests.storyboard([("Main", "vc1")])
    Repository.write(text, to: folder.path("a/Screen.storyboard"))
    Repository.write(text, to: folder.path("b/Screen.storyboard"))
    let output = folder.path("out")
    let result = runMotionboard([
      "convert", folder.path("a/Screen.storyboard"), folder.path("b/Screen.storyboard"),
      "--output", output,
    ])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error
        == "motionboard: error: '\(folder.path("a/Screen.storyboard"))' (scene 'Main') and "
        + "'\(folder.path("b/Screen.storyboard"))' (scene 'Main') would both write "
        + "\(output)/Screen-Main.xml; convert them to different --output folders\n")
    #expect(CollisionTests.entries(folder.path).sorted() == ["a", "b"])
  }
}
