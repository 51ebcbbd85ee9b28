import Interface
import InterfaceBuilder
import Pipeline
import TestFiles
import Testing

/// Real screens built in code, from public repositories (Tests/Fixtures/Code/RealScreens),
/// each against a layout written by hand by reading its code (docs/code.md, Screens built in
/// code).
@Suite struct RealScreenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var folder: String
    var file: String
    /// The custom views' files, given to `--code` after the controller's.
    var others: [String] = []
    var className: String?
    /// Every warning the reader gives, `LINE:COLUMN message` (`FILE:LINE:COLUMN message` in a
    /// case of several files), reviewed against the code.
    var warnings: [String]

    var testDescription: String { folder }
    var code: String { Repository.path("Tests/Fixtures/Code/RealScreens/\(folder)/\(file)") }
    var files: [String] {
      [code] + others.map { Repository.path("Tests/Fixtures/Code/RealScreens/\(folder)/\($0)") }
    }
    var layout: String { Repository.path("Tests/Fixtures/Code/RealScreens/\(folder)/expected.xml") }
  }

  static let store = "the value of 'store' (an initializer the reader does not run sets it)"

  static let cases: [Case] = [
    Case(
      folder: "TCALogin", file: "LoginViewController.swift",
      warnings: [
        "9:26 \(store)", "23:5 'navigationItem'", "43:44 '$store'", "48:47 '$store'",
        "55:22 'UIAction(…)'", "87:5 'observe(…)'", "95:5 'present(…)'", "95:19 '$store'",
        "95:32 '\\.alert'", "95:49 '\\.alert'", "99:5 'navigationDestination(…)'",
        "99:33 '$store'", "99:46 '\\.twoFactor'", "99:67 '\\.twoFactor'",
      ]),
    Case(
      folder: "TCATwoFactor", file: "TwoFactorViewController.swift",
      warnings: [
        "8:26 \(store)", "28:43 '$store'", "34:22 'UIAction(…)'", "62:5 'observe(…)'",
        "68:5 'present(…)'", "68:19 '$store'", "68:32 '\\.alert'", "68:49 '\\.alert'",
      ]),
    Case(
      folder: "TCANewGame", file: "NewGameViewController.swift",
      warnings: [
        "8:19 \(store)", "22:5 'navigationItem'", "23:5 'navigationItem'",
        "23:41 'UIBarButtonItem(…)'", "25:22 'UIAction(…)'", "32:46 '$store'", "47:46 '$store'",
        "60:22 'UIAction(…)'", "84:5 'observe(…)'", "89:5 'navigationDestination(…)'",
        "89:33 '$store'", "89:46 '\\.game'", "89:62 '\\.game'",
      ]),
    Case(
      folder: "TCACounter", file: "CounterViewController.swift",
      warnings: [
        "33:15 \(store)", "54:23 'monospacedDigitSystemFont' (the system font stands in)",
        "73:5 'observe(…)'",
      ]),
    Case(
      folder: "TCALoadThenNavigate", file: "LoadThenNavigate.swift",
      className: "LazyNavigationViewController",
      warnings: [
        "57:15 \(store)",
        "82:25 ambiguous layout: 'rootStackView' is not fixed on the vertical axis (y position and height), nor are 2 views inside it",
        "94:5 'observe(…)'", "111:5 the if (its condition is not known)",
        "111:9 'isMovingToParent'",
      ]),
  ]

  static func colorLiteral(_ line: Int, _ column: Int, _ red: String) -> String {
    "\(line):\(column) '#colorLiteral(red: \(red), green: …'"
  }

  /// Screens of slackhq/PanModal's sample app, a second source (PROVENANCE.md).
  static let panModal: [Case] = [
    Case(
      folder: "PanModalFullScreen", file: "FullScreenNavController.swift",
      warnings: ["56:22 'UIFont(…)'"]),
    Case(
      folder: "PanModalAlert", file: "AlertViewController.swift", others: ["AlertView.swift"],
      warnings: [
        "AlertView.swift:" + colorLiteral(16, 27, "0.7215686275"),
        "AlertView.swift:" + colorLiteral(16, 112, "0.7176470588"),
        "AlertView.swift:" + colorLiteral(16, 197, "0.9725490196"),
        "AlertView.swift:" + colorLiteral(16, 281, "0.9490196078"),
        "AlertView.swift:" + colorLiteral(16, 366, "0.9960784314"),
        "AlertView.swift:20:32 'randomElement(…)' on an array",
        "AlertView.swift:26:21 ambiguous layout: 'alertView.titleLabel' is not fixed on the vertical axis (height)",
        "AlertView.swift:28:22 'UIFont(…)'",
        "AlertView.swift:" + colorLiteral(29, 27, "0.8196078431"),
        "AlertView.swift:34:21 ambiguous layout: 'alertView.message' is not fixed on the vertical axis (y position and height)",
        "AlertView.swift:36:22 'UIFont(…)'",
        "AlertView.swift:" + colorLiteral(37, 27, "0.7019607843"),
        "AlertView.swift:" + colorLiteral(61, 27, "0.1019607843"),
      ]),
    Case(
      folder: "PanModalProfile", file: "ProfileViewController.swift",
      warnings: [
        "16:9 the value of 'presentable' (an initializer the reader does not run sets it)",
        colorLiteral(29, 27, "0.8196078431"), "30:22 'UIFont(…)'",
        colorLiteral(38, 27, "0.7019607843"), "40:22 'UIFont(…)'",
        colorLiteral(62, 32, "0.1019607843"),
      ]),
    Case(
      folder: "PanModalStackedProfile", file: "StackedProfileViewController.swift",
      warnings: [
        "16:9 the value of 'presentable' (an initializer the reader does not run sets it)",
        colorLiteral(33, 27, "0.8196078431"), "34:22 'UIFont(…)'",
        colorLiteral(42, 27, "0.7019607843"), "44:22 'UIFont(…)'",
        colorLiteral(66, 32, "0.1019607843"), "93:9 'bottomLayoutGuide'",
      ]),
  ]

  /// The screen `file` builds, on the iPhone 15.
  static func built(_ files: [String], className: String?) -> Compilation.Checked {
    var options = Compilation.Options()
    options.code = CodeInput(
      files: files.map { CodeInput.File(path: $0, bytes: Repository.bytes($0) ?? []) },
      className: className)
    return Compilation(options: options).checkCode()
  }

  /// `LINE:COLUMN message` of each warning, without the reader's closing words.
  static func warnings(_ checked: Compilation.Checked, naming files: Bool = false) -> [String] {
    checked.log.diagnostics.map {
      var message = $0.message
      for tail in [" not understood; skipped"] where message.hasSuffix(tail) {
        message.removeLast(tail.count)
      }
      let file = files ? "\($0.location.file.split(separator: "/").last ?? ""):" : ""
      return "\(file)\($0.location.line):\($0.location.column) \(message)"
    }
  }

  @Test(
    "each real screen built in code has the frames of the layout written by reading it",
    arguments: cases + panModal)
  func frames(_ screen: Case) {
    let code = Self.built(screen.files, className: screen.className)
    let layout = check(screen.layout)
    var fromCode = FrameSamples(code, duration: 0)
    // A custom view's views are named by their paths in the code (`alertView.icon`), by their
    // own names in the layout.
    fromCode.values = fromCode.values.map { views in
      Dictionary(
        views.map { (String($0.key.split(separator: ".").last ?? ""), $0.value) },
        uniquingKeysWith: { first, _ in first })
    }
    let fromLayout = FrameSamples(layout, duration: 0)
    #expect(
      fromCode.values.first.map { Set($0.keys) } == fromLayout.values.first.map { Set($0.keys) })
    let (worst, place) = fromCode.difference(from: fromLayout)
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }

  @Test(
    "what the reader skips in each real screen is a warning at its place",
    arguments: cases + panModal)
  func warnings(_ screen: Case) {
    let code = Self.built(screen.files, className: screen.className)
    #expect(!code.log.hasErrors)
    #expect(
      Set(Self.warnings(code, naming: !screen.others.isEmpty)) == Set(screen.warnings),
      "\(Self.warnings(code, naming: !screen.others.isEmpty))")
  }

  @Test("a grid whose cells are constrained in a forEach over arranged subviews is a known limit")
  func gameGrid() throws {
    let file = Repository.path("Tests/Fixtures/Code/RealScreens/TCAGame/GameViewController.swift")
    let code = Self.built([file], className: nil)
    let warnings = Self.warnings(code)
    // The square cells' constraints are made in a chain of flatMap, enumerated and forEach.
    #expect(warnings.contains("120:5 'flatMap(…)' on an array"))
    // Without them the cells' widths are not fixed, and the reader says so for each.
    #expect(warnings.filter { $0.contains("ambiguous layout: 'gridCell") }.count == 9)
    let document = try #require(code.document)
    #expect(document.views.count == 18)
  }

  @Test("PanModal's alert view, built in its init(), is named by the controller's property")
  func panModalAlertNames() throws {
    let alert = try #require(Self.panModal.first { $0.folder == "PanModalAlert" })
    let code = Self.built(alert.files, className: nil)
    let document = try #require(code.document)
    #expect(
      document.views.map { document.sourceName(of: $0.id) } == [
        "root", "alertView", "alertView.icon", "alertView.alertStackView",
        "alertView.titleLabel", "alertView.message",
      ])
    #expect(document.view("alertStackView")?.stack?.alignment == .leading)
    #expect(document.view("alertView")?.style.cornerRadius == 10)
  }
}
