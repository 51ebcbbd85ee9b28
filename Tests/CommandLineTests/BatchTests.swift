import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Batches: folders stand for their `.xml` files, and two inputs with the same output name are
/// an error before anything is written.
@Suite("batches")
struct BatchTests {
  static let fixture = testsFolder() + "/Fixtures/slide.xml"

  /// A folder holding `names` (paths inside it, folders made as needed), each a copy of the
  /// slide fixture.
  static func folder(_ names: [String]) -> TemporaryFolder {
    let folder = TemporaryFolder()
    let text = Repository.text(fixture) ?? ""
    for name in names {
      var path = folder.path
      for part in name.split(separator: "/").dropLast() {
        path += "/\(part)"
        mkdir(path, 0o755)
      }
      Repository.write(text, to: folder.path(name))
    }
    return folder
  }

  @Test("two inputs with the same name are an error naming both, and nothing is written")
  func duplicateNames() {
    let inputs = Self.folder(["a/screen.xml", "b/screen.xml", "c/other.xml"])
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", inputs.path("c/other.xml"), inputs.path("a/screen.xml"),
      inputs.path("b/screen.xml"),
      "--output", output.path,
    ])
    #expect(result.status == 1)
    #expect(
      result.error
        == "motionboard: error: '\(inputs.path("a/screen.xml"))' and '\(inputs.path("b/screen.xml"))' "
        + "would both write \(output.path)/screen.svg and \(output.path)/screen.json; export them "
        + "to different --output folders\n")
    #expect(result.output == "")
    #expect(Repository.files(in: output.path, suffix: "").filter { !$0.hasPrefix(".") } == [])
  }

  @Test("the clash names the files of the formats asked for")
  func duplicateNamesWithFormats() {
    let inputs = Self.folder(["a/screen.xml", "b/screen.xml"])
    let output = TemporaryFolder()
    let result = runMotionboard([
      "export", inputs.path("a/screen.xml"), inputs.path("b/screen.xml"),
      "--output", output.path, "--format", "html,svg",
    ])
    #expect(result.status == 1)
    #expect(
      result.error
        == "motionboard: error: '\(inputs.path("a/screen.xml"))' and '\(inputs.path("b/screen.xml"))' "
        + "would both write \(output.path)/screen.html and \(output.path)/screen.svg; export them "
        + "to different --output folders\n")
  }

  @Test("a folder exports its .xml files, sorted; --recursive descends into subfolders")
  func folders() {
    let inputs = Self.folder(["b.xml", "a.xml", "notes.txt", "sub/c.xml", ".hidden/d.xml"])
    let output = TemporaryFolder()
    let flat = runMotionboard(["export", inputs.path, "--output", output.path, "--format", "svg"])
    #expect(flat.status == 0, "\(flat.error)")
    #expect(flat.output == "\(output.path)/a.svg\n\(output.path)/b.svg\n")
    // One progress line per file (docs/output.md, Batches in parallel), then the count.
    #expect(
      flat.error
        == "[1/2] \(inputs.path("a.xml")): exported\n[2/2] \(inputs.path("b.xml")): exported\n"
        + "2 exported, 0 failed\n")
    let deep = runMotionboard([
      "export", inputs.path + "/", "--recursive", "--output", output.path, "--format", "svg",
    ])
    #expect(deep.status == 0, "\(deep.error)")
    #expect(deep.output == "\(output.path)/a.svg\n\(output.path)/b.svg\n\(output.path)/c.svg\n")
  }

  @Test("a stray word is 'no such file', not a clash of names, and the other inputs export")
  func strayWord() {
    let inputs = Self.folder(["scene/welcome2.xml"])
    let output = TemporaryFolder()
    let stray = inputs.path("welcome2")
    let result = runMotionboard(
      ["export", inputs.path("scene/welcome2.xml"), stray, "--output", output.path])
    #expect(result.status == 1)
    #expect(result.error == "\(stray): error: no such file\n1 exported, 1 failed\n")
    #expect(Repository.text(output.path("welcome2.svg")) != nil)
    let misspelt = runMotionboard(["check", inputs.path("scene/welcome2")])
    #expect(
      misspelt.error
        == "\(inputs.path("scene/welcome2")): error: no such file; did you mean "
        + "'\(inputs.path("scene/welcome2.xml"))'?\n")
  }

  @Test("check reads folders the same way, and an empty folder is an input error")
  func checkFolders() {
    let inputs = Self.folder(["a.xml", "sub/b.xml"])
    let empty = TemporaryFolder()
    #expect(runMotionboard(["check", inputs.path]).status == 0)
    #expect(runMotionboard(["check", "-r", inputs.path]).status == 0)
    let result = runMotionboard(["check", empty.path, inputs.path])
    #expect(result.status == 1)
    #expect(
      result.error
        == "\(empty.path): error: the folder has no .xml files; --recursive looks in its subfolders\n"
    )
  }

  @Test("a folder of Examples checks like the files one by one")
  func examplesFolder() {
    let folder = testsFolder() + "/../../Examples"
    let byFolder = runMotionboard(["check", folder])
    let byFiles = runMotionboard(
      ["check"] + Repository.files(in: folder, suffix: ".xml").map { folder + "/" + $0 })
    #expect(byFolder.status == 0 && byFolder.error == byFiles.error)
  }
}
