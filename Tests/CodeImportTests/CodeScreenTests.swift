import Interface
import InterfaceBuilder
import Pipeline
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
}
