import Interface
import InterfaceBuilder
import Pipeline
import TestFiles
import TestSupport
import Testing

/// Screens built in code, with no layout file (docs/code.md, Screens built in code).
@Suite struct CodeScreenTests {
  static let bankey = ["LoginViewController.swift", "LoginView.swift"].map {
    Repository.path("Tests/Fixtures/Code/BankeyScreen/\($0)")
  }

  /// The screen `files` build on `device`, its events played as `play` says.
  static func screen(
    _ files: [String], className: String? = nil, play: String? = nil,
    device: String = "retina4_7"
  ) -> Compilation.Checked {
    var options = Compilation.Options()
    options.code = CodeInput(
      files: files.map { CodeInput.File(path: $0, bytes: Repository.bytes($0) ?? []) },
      className: className, play: play)
    options.device = IBDevice.named(device)?.configured(landscape: false, toolsVersion: .infinity)
    return Compilation(options: options).checkCode()
  }

  @Test("the Bankey screen built in code moves every view as Examples/bankey.xml does")
  func bankeyFrames() {
    let built = Self.screen(Self.bankey, play: "viewDidAppear@0.5")
    #expect(built.log.diagnostics.isEmpty, "\(built.log.diagnostics)")
    let example = check(Repository.path("Examples/bankey.xml"))
    var samples = FrameSamples(built, duration: 3)
    // The Example names the form's fields by their own names, the code by their paths.
    samples.values = samples.values.map { views in
      Dictionary(
        views.map { (String($0.key.split(separator: ".").last ?? ""), $0.value) },
        uniquingKeysWith: { first, _ in first })
    }
    let (worst, place) = FrameSamples(example, duration: 3).difference(from: samples)
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }

  @Test("views are named by the properties that hold them, through the custom views")
  func names() throws {
    let built = Self.screen(Self.bankey)
    let document = try #require(built.document)
    let names = document.views.map { document.sourceName(of: $0.id) }
    #expect(
      names == [
        "root", "titleLabel", "subtitleLabel", "loginView", "loginView.stackView",
        "loginView.usernameTextField", "loginView.dividerView", "loginView.passwordTextField",
        "signInButton", "errorMessageLabel",
      ])
    #expect(document.view("dividerView")?.parent == "stackView")
    #expect(document.view("stackView")?.stack?.axis == .vertical)
    #expect(document.view("stackView")?.stack?.spacing == 8)
    #expect(document.view("titleLabel")?.content.font?.textStyle == .largeTitle)
    #expect(document.view("subtitleLabel")?.content.numberOfLines == 0)
    #expect(document.view("signInButton")?.content.buttonStyle == .filled)
    #expect(document.view("signInButton")?.content.title == "Sign In")
    #expect(document.view("errorMessageLabel")?.style.isHidden == true)
    #expect(document.view("loginView")?.style.cornerRadius == 5)
    #expect(document.constraints.contains { $0.id == "titleLeadingAnchor" && $0.constant == -1000 })
  }

  @Test("without --device the screen is an iPhone 15's")
  func defaultDevice() throws {
    var options = Compilation.Options()
    options.code = CodeInput(
      files: Self.bankey.map { CodeInput.File(path: $0, bytes: Repository.bytes($0) ?? []) })
    let document = try #require(Compilation(options: options).checkCode().document)
    #expect(document.size.width == 393 && document.size.height == 852)
    #expect(document.name == "LoginViewController")
  }

  /// `--code` for each Bankey file.
  static var bankeyOptions: [String] { bankey.flatMap { ["--code", $0] } }

  @Test("convert --code writes the screen in the format, and it has the same frames")
  func convert() throws {
    let folder = TemporaryFolder()
    let play = ["--device", "iPhoneSE", "--play", "viewDidAppear@0.5"]
    let converted = runMotionboard(
      ["convert"] + Self.bankeyOptions + play + ["--output", folder.path("out")])
    #expect(converted.status == 0, "\(converted.error)")
    let written = folder.path("out/LoginViewController.xml")
    let text = try #require(Repository.text(written))
    #expect(text.contains("<stackView id=\"stackView\" axis=\"vertical\" spacing=\"8\">"))
    #expect(text.contains("stackView = loginView.stackView"))
    let times = "0,0.5,0.75,1,1.25,1.5,2,2.5"
    let fromFile = runMotionboard(["frames", written, "--at", times])
    let fromCode = runMotionboard(["frames"] + Self.bankeyOptions + play + ["--at", times])
    #expect(fromFile.status == 0 && fromCode.status == 0, "\(fromCode.error)")
    // The same numbers, the views of the form named by their paths in the code's.
    var renamed = fromCode.output
    for field in ["stackView", "usernameTextField", "dividerView", "passwordTextField"] {
      renamed = renamed.replacing("\"loginView.\(field)\"", with: "\"\(field)\"")
    }
    #expect(renamed == fromFile.output)
  }

  @Test("check and export take --code with no layout file")
  func checkAndExport() {
    let checked = runMotionboard(["check"] + Self.bankeyOptions)
    #expect(checked.status == 0, "\(checked.error)")
    #expect(checked.output == "1 file is clean\n")
    let folder = TemporaryFolder()
    let exported = runMotionboard(
      ["export"] + Self.bankeyOptions + ["--format", "svg", "--output", folder.path("out")])
    #expect(exported.status == 0, "\(exported.error)")
    #expect(Repository.text(folder.path("out/LoginViewController.svg"))?.contains("<svg") == true)
    let mixed = runMotionboard(
      ["convert", Repository.path("Examples/bankey.xml")] + Self.bankeyOptions)
    #expect(mixed.status == 2)
  }

  /// A controller whose custom view holds the button that closes it.
  static let panel: [CodeInput.File] = [
    CodeInput.File(
      path: "PanelView.swift",
      bytes: Array(
        """
        final class PanelView: UIView {
          let closeButton = UIButton(type: .system)
          override init(frame: CGRect) {
            super.init(frame: frame)
            closeButton.setTitle("Close", for: .normal)
            closeButton.translatesAutoresizingMaskIntoConstraints = false
            addSubview(closeButton)
            closeButton.topAnchor.constraint(equalTo: topAnchor).isActive = true
            closeButton.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
          }
        }
        """.utf8)),
    CodeInput.File(
      path: "PanelViewController.swift",
      bytes: Array(
        """
        final class PanelViewController: UIViewController {
          let panel = PanelView()
          override func viewDidLoad() {
            super.viewDidLoad()
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            NSLayoutConstraint.activate([
              panel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
              panel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
              panel.widthAnchor.constraint(equalToConstant: 200),
              panel.heightAnchor.constraint(equalToConstant: 100),
            ])
            panel.closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
          }
          @objc func close() {
            UIView.animate(withDuration: 0.5) { self.panel.alpha = 0 }
          }
        }
        """.utf8)),
  ]

  static func panelScreen(play: String?) -> Compilation.Checked {
    var options = Compilation.Options()
    options.code = CodeInput(files: panel, play: play)
    return Compilation(options: options).checkCode()
  }

  @Test("--play taps a control of a custom view by its path")
  func playByPath() throws {
    let played = Self.panelScreen(play: "panel.closeButton@1")
    #expect(played.log.diagnostics.isEmpty, "\(played.log.diagnostics)")
    let samples = FrameSamples(played, duration: 2).values
    #expect(samples[60]["panel"]?[4] == 1)
    #expect(samples[120]["panel"]?[4] == 0)
    #expect(samples[120]["panel.closeButton"] != nil)
  }

  @Test("--play with a path that names nothing is an error with a did-you-mean")
  func playByPathMisspelt() {
    let played = Self.panelScreen(play: "panel.closeButon@1")
    #expect(played.document == nil)
    #expect(
      played.log.diagnostics.map(\.message) == [
        "'panel.closeButon' names no control, action or lifecycle event; did you mean 'panel.closeButton'?"
      ])
    #expect(played.log.diagnostics.first?.location.file == "--play")
  }

  @Test(
    "the controller's view has 16-point side margins below 400 points wide, 20 from there",
    arguments: [
      ("retina4_7", 16.0), ("retina6_12", 16), ("retina5_5", 20), ("retina6_3", 20),
      ("retina6_9", 20), ("ipad8_3rounded", 20), ("ipad12_9rounded", 20),
    ])
  func rootMargins(device: String, side: Double) throws {
    let code = """
      final class MarginsViewController: UIViewController {
        let card = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          card.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(card)
          NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 10),
          ])
        }
      }
      """
    var options = Compilation.Options()
    options.code = CodeInput(files: [CodeInput.File(path: "M.swift", bytes: Array(code.utf8))])
    let screen = try #require(IBDevice.named(device))
    options.device = screen.configured(landscape: false, toolsVersion: .infinity)
    let built = Compilation(options: options).checkCode()
    #expect(built.log.diagnostics.isEmpty, "\(built.log.diagnostics)")
    let card = try #require(FrameSamples(built, duration: 0).values.first?["card"])
    #expect(card[0] == side)
    #expect(card[2] == screen.width - 2 * side)
    #expect(card[1] == screen.portraitInsets.top)
  }
}
