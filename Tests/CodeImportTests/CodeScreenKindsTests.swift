import Interface
import Pipeline
import TestSupport
import Testing

/// The kinds of view and the properties a screen built in Swift is made of, each read into the
/// layout (docs/code.md, Screens built in code).
@Suite struct CodeScreenKindsTests {
  @Test("every kind of view and property of the issue's list is read into the layout")
  func kindsAndProperties() throws {
    let code = """
      final class KindsViewController: UIViewController {
        let toggle = UISwitch()
        let spinner = UIActivityIndicatorView(style: .medium)
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        let tinted = UIButton(configuration: .tinted())
        let system = UIButton(type: .system)
        let field = UITextField()
        let caption = UILabel()
        lazy var stack = UIStackView(arrangedSubviews: [toggle, spinner, star])

        override func viewDidLoad() {
          super.viewDidLoad()
          caption.text = "Caption"
          caption.font = .systemFont(ofSize: 13, weight: .medium)
          caption.textColor = .secondaryLabel
          caption.textAlignment = .center
          caption.numberOfLines = 2
          caption.adjustsFontForContentSizeCategory = true
          caption.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
          tinted.configuration?.title = "Tinted"
          system.setTitle("System", for: .normal)
          system.tintColor = .systemRed
          system.alpha = 0.5
          field.placeholder = "Name"
          field.borderStyle = .roundedRect
          field.isHidden = true
          stack.axis = .horizontal
          stack.spacing = 12
          stack.alignment = .center
          stack.distribution = .equalSpacing
          stack.layer.cornerRadius = 8
          stack.backgroundColor = .systemGray
          for item in [stack, tinted, system, field, caption] as [UIView] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
          }
          stack.addArrangedSubview(caption)
          NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tinted.topAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 1),
            tinted.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            system.topAnchor.constraint(equalTo: tinted.bottomAnchor),
            system.leadingAnchor.constraint(equalToSystemSpacingAfter: tinted.leadingAnchor, multiplier: 1),
            field.topAnchor.constraint(equalTo: system.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
          ])
        }
      }
      """
    var options = Compilation.Options()
    options.code = CodeInput(files: [CodeInput.File(path: "K.swift", bytes: Array(code.utf8))])
    let built = Compilation(options: options).checkCode()
    let document = try #require(built.document)
    func view(_ name: String) throws -> View { try #require(document.view(ViewID(name))) }
    #expect(try view("toggle").kind == .switch)
    #expect(try view("spinner").kind == .activityIndicator)
    #expect(try view("spinner").content.indicatorStyle == .medium)
    #expect(try view("star").kind == .imageView && view("star").content.symbol != nil)
    #expect(try view("tinted").content.buttonStyle == .tinted)
    #expect(try view("tinted").content.title == "Tinted")
    #expect(try view("system").content.title == "System")
    #expect(try view("system").style.tintColor != nil && view("system").style.alpha == 0.5)
    #expect(try view("field").content.placeholder == "Name")
    #expect(try view("field").content.borderStyle == .roundedRect)
    #expect(try view("field").style.isHidden)
    let caption = try view("caption")
    #expect(caption.content.font == Font(size: 13, weight: .medium))
    #expect(caption.content.textColor != nil && caption.content.textAlignment == .center)
    #expect(caption.content.numberOfLines == 2)
    #expect(caption.compressionResistance.horizontal == 250)
    #expect(caption.parent == "stack")
    let stack = try view("stack")
    #expect(stack.subviews.map(\.description) == ["toggle", "spinner", "star", "caption"])
    #expect(stack.stack?.axis == .horizontal && stack.stack?.spacing == 12)
    #expect(stack.stack?.alignment == .center && stack.stack?.distribution == .equalSpacing)
    #expect(stack.style.cornerRadius == 8)
    #expect(stack.style.backgroundColor != caption.style.backgroundColor)
    // Placed by the anchors: the stack in the margins below the safe area's top, the tinted
    // button one spacing (8) below it, the system button one spacing after its leading edge.
    let samples = try #require(FrameSamples(built, duration: 0).values.first)
    let stackFrame = try #require(samples["stack"])
    #expect(stackFrame[0] == 16 && stackFrame[1] == document.safeAreaInsets.top)
    #expect(stackFrame[2] == document.size.width - 32)
    let tinted = try #require(samples["tinted"])
    #expect(abs(tinted[1] - (stackFrame[1] + stackFrame[3] + 8)) < 1e-9)
    #expect(try #require(samples["system"])[0] == 24)
  }
}
