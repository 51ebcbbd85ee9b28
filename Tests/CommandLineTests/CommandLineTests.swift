import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("command line")
struct CommandLineTests {
  static let examples = testsFolder() + "/../../Examples"

  @Test("check passes every Example without a diagnostic: login says which way its half turns go")
  func examplesAreClean() {
    let paths = Repository.files(in: Self.examples, suffix: ".xml").map { Self.examples + "/" + $0 }
    #expect(paths.count == 5)
    let result = runMotionboard(["check"] + paths)
    #expect(!result.error.contains("warning:") && !result.error.contains("error:"))
    #expect(result.output == "5 files are clean\n")
    #expect(result.status == 0)
  }

  @Test("check says how many files are clean, with warnings or beside files with errors")
  func checkSummary() throws {
    let login = Self.examples + "/login.xml"
    #expect(runMotionboard(["check", login]).output == "1 file is clean\n")
    let folder = try DocumentationPages.writeExample(
      #"<interface version="1" name="T" width="10" height="10"><wiggle/></interface>"#)
    let broken = folder + "/example.xml"
    let one = runMotionboard(["check", broken])
    #expect(one.status == 1 && one.output == "")
    let mixed = runMotionboard(["check", login, broken, Self.examples + "/panel.xml"])
    #expect(mixed.status == 1)
    #expect(mixed.output == "2 of 3 files are clean; 1 has errors\n")
    let warned = try DocumentationPages.writeExample(
      #"<interface name="T" width="10" height="10"/>"#)
    let warning = runMotionboard(["check", login, warned + "/example.xml"])
    #expect(warning.status == 0)
    #expect(warning.output == "2 files are clean, 1 with warnings\n")
  }

  @Test("frames prints every state's frames as JSON, in document order")
  func framesStates() {
    let path = testsFolder() + "/Fixtures/slide.xml"
    let result = runMotionboard(["frames", path, "--states"])
    #expect(result.status == 0)
    #expect(result.error == "")
    let root =
      #""root":{"x":0,"y":0,"width":200,"height":100,"alpha":1,"rotation":0,"scaleX":1,"scaleY":1}"#
    #expect(
      result.output == """
        {"states":[\
        {"label":"initial","time":0,"frames":{\(root),"box":{"x":-50,"y":10,"width":50,"height":20,"alpha":1,"rotation":0,"scaleX":1,"scaleY":1}}},\
        {"label":"in","time":0.5,"frames":{\(root),"box":{"x":10,"y":10,"width":50,"height":20,"alpha":0.5,"rotation":0,"scaleX":1,"scaleY":1}}},\
        {"label":"perform at line 10","time":2.5,"frames":{\(root),"box":{"x":10,"y":-10,"width":50,"height":20,"alpha":0.5,"rotation":45,"scaleX":1,"scaleY":1}}}\
        ]}

        """)
    let one = runMotionboard(["frames", path, "--state", "1"])
    #expect(one.output.hasPrefix(#"{"states":[{"label":"in","time":0.5,"#))
    let missing = runMotionboard(["frames", path, "--state", "7"])
    #expect(missing.status == 1)
    #expect(
      missing.error == "\(path): error: there is no state 7; the timeline has states 0 to 2\n")
  }

  @Test("check reports every problem of a file, sorted, and exits 1")
  func collectsAllProblems() {
    let path = testsFolder() + "/Fixtures/two-problems.xml"
    let result = runMotionboard(["check", path])
    #expect(result.status == 1)
    #expect(
      result.error == """
        \(path):6:29: error: 'alpha' must be between 0 and 1, not 2
        \(path):9:60: error: unknown view 'crad'; did you mean 'card'?

        """)
  }

  @Test("a missing file is an input error naming the file")
  func missingFile() {
    let result = runMotionboard(["check", "/nonexistent/a.xml"])
    #expect(result.status == 1)
    #expect(
      result.error == "/nonexistent/a.xml: error: no such file\n"
    )
  }

  @Test("--version prints the version")
  func version() {
    let result = runMotionboard(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "motionboard 0.1.0\n")
  }

  @Test(
    "help with no command lists the subcommands", arguments: [[], ["help"], ["--help"], ["-h"]])
  func overview(_ arguments: [String]) {
    let result = runMotionboard(arguments)
    #expect(result.status == 0)
    #expect(
      result.output == """
        OVERVIEW: Turn interface descriptions into animations that move as UIKit would.

        USAGE: motionboard <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          check                   Parse and check interface files, printing every problem found.
          convert                 Write each scene of a storyboard or xib in Motionboard's own format.
          export                  Write the animation of each interface file as SVG and Lottie.
          frames                  Print the views' frames at chosen times or in each state, as JSON.
          scenes                  List the scenes of storyboards and xibs, with their names, sizes and outlets.
          timeline                Print the timeline that a view controller's code makes, as a sidecar.
          help                    Show subcommand help information.

          See 'motionboard help <subcommand>' for detailed help and examples.

        """)
  }

  @Test(
    "help for a command shows its usage, arguments and options",
    arguments: [["help", "check"], ["check", "--help"], ["check", "-h"]])
  func commandHelp(_ arguments: [String]) {
    let result = runMotionboard(arguments)
    #expect(result.status == 0)
    #expect(
      result.output == """
        OVERVIEW: Parse and check interface files, printing every problem found.

        Reads each file (a folder stands for its .xml files, sorted), resolves its
        references and reports problems as FILE:LINE:COLUMN: error|warning|note: message,
        then says how many files are clean. Writes nothing. Exits 1 when a file has errors,
        0 otherwise.

        USAGE: motionboard check <files> ... [<options>]

        ARGUMENTS:
          <files>                 The interface files (or folders) to check.

        OPTIONS:
          -r, --recursive         Also read the .xml files in folders' subfolders.
          --scene <name>          The scene of a storyboard or xib: its name, identifier, title, label or id. (see 'motionboard scenes')
          --device <device>       Lay a storyboard out for this device, e.g. iPhone15 or retina6_1:landscape.
          --timeline <file>       A timeline (and states) in a file of its own: a sidecar.
          --code <file|folder>    The view controller's Swift code, whose events make the timeline. (repeatable)
          --class <name>          The view controller to run. (default: the scene's class, else the only one)
          --play <events>         Taps and lifecycle events with times, e.g. signIn@2.5,viewDidAppear@0.5.
          --font <family>         The installed family that stands in for the system font. (default: Inter)
          --limit <limits>        Change limits, e.g. views=50000,duration=600. (see docs/format.md, Limits)
          --color <when>          Color diagnostics: auto, always or never. (default: auto)
          -h, --help              Show help information.

        EXAMPLES:
          (From a checkout, run them as ./motionboard …)

          Check one file; it prints how many files are clean:
            motionboard check Examples/login.xml

          Check every .xml file of a folder:
            motionboard check Examples/

          Check a storyboard's scene with its timeline sidecar:
            motionboard check Examples/storyboard/Login.storyboard --timeline Examples/storyboard/login.timeline.xml

        """)
  }

  @Test(
    "usage errors name the problem, suggest a fix and exit 2",
    arguments: [
      (
        ["chek"],
        "Error: Unknown subcommand 'chek'. Did you mean 'check'?\nUsage: motionboard <subcommand>\n  See 'motionboard --help' for more information.\n"
      ),
      (
        ["--verison"],
        "Error: Unknown option '--verison'. Did you mean '--version'?\nUsage: motionboard <subcommand>\n  See 'motionboard --help' for more information.\n"
      ),
      (
        ["check", "--colr", "never", "a.xml"],
        "Error: Unknown option '--colr'. Did you mean '--color'?\nUsage: motionboard check <files> ... [<options>]\n  See 'motionboard check --help' for more information.\n"
      ),
      (
        ["check"],
        "Error: Missing expected argument '<files> ...'\nUsage: motionboard check <files> ... [<options>]\n  See 'motionboard check --help' for more information.\n"
      ),
      (
        ["check", "a.xml", "--color"],
        "Error: Missing value for '--color <when>'.\nUsage: motionboard check <files> ... [<options>]\n  See 'motionboard check --help' for more information.\n"
      ),
      (
        ["check", "a.xml", "--timeline", "--scene", "Login"],
        "Error: Missing value for '--timeline <file>'. '--scene' is an option; a value that starts with '-' is written --timeline=--scene.\nUsage: motionboard check <files> ... [<options>]\n  See 'motionboard check --help' for more information.\n"
      ),
      (
        ["export", "a.xml", "-o", "-j", "2"],
        "Error: Missing value for '-o <folder>'. '-j' is an option; a value that starts with '-' is written --output=-j.\nUsage: motionboard export <files> ... [<options>]\n  See 'motionboard export --help' for more information.\n"
      ),
      (
        ["check", "--color=sometimes", "a.xml"],
        "Error: The value 'sometimes' is invalid for '--color <when>'; use auto, always or never.\nUsage: motionboard check <files> ... [<options>]\n  See 'motionboard check --help' for more information.\n"
      ),
      (
        ["check", "--help=yes"],
        "Error: The option '--help' takes no value.\nUsage: motionboard check <files> ... [<options>]\n  See 'motionboard check --help' for more information.\n"
      ),
      (
        ["help", "frobnicate"],
        "Error: Unknown subcommand 'frobnicate'.\nUsage: motionboard <subcommand>\n  See 'motionboard --help' for more information.\n"
      ),
    ])
  func usageError(_ arguments: [String], _ message: String) {
    let result = runMotionboard(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error == message)
  }

  @Test("--color always adds colors and the source line with a caret")
  func colorAlways() {
    let path = testsFolder() + "/Fixtures/two-problems.xml"
    let result = runMotionboard(["check", "--color", "always", path])
    #expect(result.error.contains("\u{1B}[1;31merror\u{1B}[0m: unknown view 'crad'"))
    let caret = String(repeating: " ", count: 59) + "^"
    #expect(result.error.contains("<constraint eq=\"crad.leading == root.leading\"/>\n\(caret)\n"))
  }

  @Test("a file name after -- is read as a file even if it starts with a dash")
  func doubleDash() {
    let result = runMotionboard(["check", "--", "-missing.xml"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("-missing.xml: error: no such file"))
  }
}

@Suite("frames --at")
struct FramesAtTests {
  @Test("frames --at prints the presented frames at each time, keyed as written")
  func framesAt() throws {
    let path = testsFolder() + "/Fixtures/slide.xml"
    let result = runMotionboard(["frames", path, "--at", "0,0.75,1.50,3"])
    #expect(result.status == 0)
    let root =
      #""root":{"x":0,"y":0,"width":200,"height":100,"alpha":1,"rotation":0,"scaleX":1,"scaleY":1,"hidden":false}"#
    // "in" runs from 0.5 s for 1 s (easeInOut): at 0.75 s p = 0.1291…; the perform at 2.5 s
    // shifts the root's bounds and rotates the box.
    #expect(result.output.hasPrefix(#"{"times":[0,0.75,1.5,3],"frames":{"0":{"# + root))
    // At 0.75 s, a quarter into "in": the easeInOut Bézier (0.42, 0, 0.58, 1) at x = 0.25 gives
    // p = 0.12916193104731…, found by bisection outside Motionboard; so box.x = -50 + 60p and
    // alpha = 1 - 0.5p. The rest of the box has not moved.
    let quarter = try #require(
      result.output.split(separator: #""0.75":{"#).dropFirst().first?
        .split(separator: #","1.50":"#).first)
    #expect(quarter.hasPrefix(root + #","box":{"x":"#))
    func number(_ name: String) -> Double? {
      quarter.split(separator: #""box":"#).last?.split(separator: "\"\(name)\":").dropFirst()
        .first.flatMap { Double($0.prefix { $0 != "," && $0 != "}" }) }
    }
    let x = try #require(number("x"))
    let alpha = try #require(number("alpha"))
    #expect(abs(x - -42.25028413716081) < 1e-6, "x \(x)")
    #expect(abs(alpha - 0.9354190344763401) < 1e-6, "alpha \(alpha)")
    #expect(quarter.contains(#""y":10,"width":50,"height":20,"#))
    #expect(quarter.hasSuffix(#","rotation":0,"scaleX":1,"scaleY":1,"hidden":false}}"#))
    #expect(
      result.output.contains(
        #""1.50":{"# + root
          + #","box":{"x":10,"y":10,"width":50,"height":20,"alpha":0.5,"rotation":0,"scaleX":1,"scaleY":1,"hidden":false}}"#
      ))
    #expect(
      result.output.contains(
        #""3":{"# + root
          + #","box":{"x":10,"y":-10,"width":50,"height":20,"alpha":0.5,"rotation":45,"scaleX":1,"scaleY":1,"hidden":false}}"#
      ))
  }

  @Test("frames and both exports show alpha clamped to 0…1 while a spring overshoots it")
  func clampedAlpha() throws {
    let path = testsFolder() + "/Fixtures/overshoot.xml"
    let times = (0..<150).map { String(Double($0) / 100) }
    let result = runMotionboard(["frames", path, "--at", times.joined(separator: ",")])
    #expect(result.status == 0)
    let alphas = result.output.split(separator: #""box":{"#).dropFirst().compactMap { entry in
      entry.split(separator: #""alpha":"#).dropFirst().first.flatMap {
        Double($0.prefix { $0 != "," })
      }
    }
    #expect(alphas.count == 150)
    #expect(alphas.allSatisfy { (0...1).contains($0) } && alphas.filter { $0 == 1 }.count > 10)
    let folder = ExportTests.temporaryFolder()
    #expect(runMotionboard(["export", path, "--output", folder]).status == 0)
    let svg = try #require(Repository.text(folder + "/overshoot.svg"))
    let opacity = try #require(
      svg.split(separator: #"attributeName="opacity""#).dropFirst().first?
        .split(separator: #"values=""#).dropFirst().first?.prefix { $0 != "\"" })
    let values = opacity.split(separator: ";").compactMap { Double($0) }
    #expect(values.contains(1) && values.allSatisfy { (0...1).contains($0) })
    let lottie = try #require(Repository.text(folder + "/overshoot.json"))
    let layer = try #require(lottie.split(separator: #""nm":"box""#).dropFirst().first)
    let starts =
      layer.split(separator: #""o":{"a":1,"k":["#).dropFirst().first?
      .split(separator: "]}]}").first?.split(separator: #""s":["#).dropFirst()
      .compactMap { Double($0.prefix { $0 != "]" }) } ?? []
    #expect(starts.contains(100) && starts.allSatisfy { (0...100).contains($0) })
  }

  @Test("frames --at prints each view's presented scale factors, animated, basic and set at once")
  func presentedScale() {
    // box: scale 1 1 → 2 0.5, linear over 0…1 s, set back to 1 1 at 2.5 s; dot: scale 0.5 0.5 as
    // written, its y scale overridden by a linear basic animation 1 → 3 during 1…2 s.
    let path = testsFolder() + "/Fixtures/scale.xml"
    let result = runMotionboard(["frames", path, "--at", "0,0.25,1,1.5,2.25,2.5"])
    #expect(result.status == 0)
    let expected: [(time: String, box: (Double, Double), dot: (Double, Double))] = [
      ("0", (1, 1), (0.5, 0.5)), ("0.25", (1.25, 0.875), (0.5, 0.5)), ("1", (2, 0.5), (0.5, 1)),
      ("1.5", (2, 0.5), (0.5, 2)), ("2.25", (2, 0.5), (0.5, 0.5)), ("2.5", (1, 1), (0.5, 0.5)),
    ]
    let entries = result.output.split(separator: #""root":{"#).dropFirst().map(String.init)
    #expect(entries.count == expected.count)
    for (entry, want) in zip(entries, expected) {
      #expect(
        entry.contains(#""rotation":0,"scaleX":1,"scaleY":1,"hidden":false}"#),
        "root at \(want.time)")
      for (view, scale) in [("box", want.box), ("dot", want.dot)] {
        let fields = entry.split(separator: #""\#(view)":{"#).dropFirst().first ?? ""
        #expect(
          fields.contains(#""scaleX":\#(Self.text(scale.0)),"scaleY":\#(Self.text(scale.1)),"#),
          "\(view) at \(want.time): \(fields.prefix { $0 != "}" })")
      }
    }
    let states = runMotionboard(["frames", path, "--state", "0"])
    #expect(
      states.output.contains(
        #""dot":{"x":120,"y":40,"width":20,"height":20,"alpha":1,"rotation":0,"scaleX":0.5,"scaleY":0.5}"#
      ))
  }

  /// A scale factor as `frames` writes it: whole numbers without a fraction.
  static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  @Test("a bad time in --at is a usage error")
  func badTime() {
    let result = runMotionboard(["frames", "a.xml", "--at", "0,soon"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("Error: The value 'soon' is invalid for '--at <times>'"))
  }

  @Test("a time past the format's numbers is a usage error; the largest prints as JSON reads it")
  func hugeTime() {
    let fixture = testsFolder() + "/Fixtures/slide.xml"
    let huge = runMotionboard(["frames", fixture, "--at", "1e300"])
    #expect(huge.status == 2)
    #expect(huge.output == "")
    #expect(
      huge.error.hasPrefix(
        "Error: The value '1e300' is invalid for '--at <times>'; use seconds from 0 to 1000000000\n"
      ))
    let largest = runMotionboard(["frames", fixture, "--at", "1e9,0.5"])
    #expect(largest.status == 0)
    #expect(largest.output.hasPrefix(#"{"times":[1000000000,0.5],"frames":{"1e9":{"#))
    #expect(!largest.output.contains("inf") && !largest.output.contains("nan"))
  }
}

@Suite("export")
struct ExportTests {
  static func temporaryFolder() -> String { TemporaryFolder.forProcess() }

  @Test("export writes NAME.svg into the output folder, creating it, and lists what it wrote")
  func writes() {
    let folder = Self.temporaryFolder() + "/nested/out"
    let input = testsFolder() + "/Fixtures/slide.xml"
    let result = runMotionboard(["export", input, "--output", folder])
    #expect(result.status == 0)
    #expect(result.output == "\(folder)/slide.svg\n\(folder)/slide.json\n")
    let lottie = Repository.text(folder + "/slide.json") ?? ""
    #expect(lottie.hasPrefix(#"{"v":"5.7.4","fr":60,"ip":0,"#))
    let svg = Repository.text(folder + "/slide.svg") ?? ""
    #expect(
      svg.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\""
      ))
    #expect(
      Repository.files(in: folder, suffix: "").filter {
        $0.hasPrefix(".") && $0 != "." && $0 != ".."
      }.isEmpty)
  }

  @Test("an input with errors writes nothing and keeps the previous export")
  func errorsWriteNothing() {
    let folder = Self.temporaryFolder()
    let good = testsFolder() + "/Fixtures/slide.xml"
    _ = runMotionboard(["export", good, "--output", folder])
    let before = Repository.text(folder + "/slide.svg")
    let broken = folder + "/slide.xml"
    let handle = fopen(broken, "w")
    fputs(
      "<interface version=\"1\" width=\"10\" height=\"10\"><subviews><view id=\"a\" alpha=\"3\"/></subviews></interface>",
      handle)
    fclose(handle)
    let result = runMotionboard(["export", broken, "--output", folder])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(Repository.text(folder + "/slide.svg") == before)
  }

  @Test(
    "an image that is a symbolic link out of the document's folder is refused, and nothing is written"
  )
  func imageSymlinkOut() {
    let folder = Self.temporaryFolder()
    let outside = Self.temporaryFolder() + "/secret.png"
    let secret = fopen(outside, "w")
    fputs("not for export", secret)
    fclose(secret)
    #expect(symlink(outside, folder + "/photo.png") == 0)
    let input = folder + "/card.xml"
    let handle = fopen(input, "w")
    fputs(
      #"<interface version="1" width="100" height="100"><subviews><imageView id="photo" image="photo.png" frame="0 0 50 50"/></subviews></interface>"#,
      handle)
    fclose(handle)
    let result = runMotionboard(["export", input, "--output", folder + "/out", "--color", "never"])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "error: image 'photo.png' of 'photo' resolves to '\(outside)', outside the document's folder"
      ))
    #expect(Repository.files(in: folder + "/out", suffix: "").filter { !$0.hasPrefix(".") }.isEmpty)
  }

  @Test("a batch reports how many files it exported and how many failed")
  func batchSummary() {
    let folder = Self.temporaryFolder()
    let result = runMotionboard([
      "export", testsFolder() + "/Fixtures/slide.xml", testsFolder() + "/Fixtures/two-problems.xml",
      "--output", folder,
    ])
    #expect(result.status == 1)
    #expect(result.error.hasSuffix("1 exported, 1 failed\n"))
  }

  @Test("an unknown format or frame rate is a usage error")
  func badFormat() {
    let format = runMotionboard(["export", "a.xml", "--format", "svg,bmp"])
    #expect(format.status == 2)
    #expect(
      format.error.hasPrefix(
        "Error: The value 'bmp' is invalid for '--format <formats>'; use svg, lottie, html, png, "
          + "strip, gif, webp, mp4, webm, dotlottie or all.\n")
    )
    let misspelt = runMotionboard(["export", "a.xml", "--format", "mp5"])
    #expect(misspelt.status == 2)
    #expect(
      misspelt.error.hasPrefix(
        "Error: The value 'mp5' is invalid for '--format <formats>'; use svg, lottie, html, png, "
          + "strip, gif, webp, mp4, webm, dotlottie or all. Did you mean 'mp4'?\n"))
    let rate = runMotionboard(["export", "a.xml", "--fps", "0"])
    #expect(rate.status == 2)
    #expect(
      rate.error.hasPrefix("Error: The value '0' is invalid for '--fps <rate>'; use 1 to 240."))
  }
}
