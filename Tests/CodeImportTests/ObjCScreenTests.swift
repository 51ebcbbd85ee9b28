import Interface
import InterfaceBuilder
import Pipeline
import TestFiles
import TestSupport
import Testing

/// Screens built in code in Objective-C, with no layout file: `[[UILabel alloc] init]`,
/// `addSubview:`, anchors in Objective-C's spelling, through the same core as Swift
/// (docs/code.md, Screens built in code).
@Suite struct ObjCScreenTests {
  static let bankey = ["LoginViewController.m", "LoginView.m"].map {
    Repository.path("Tests/Fixtures/Code/ObjC/BankeyScreen/\($0)")
  }

  @Test("the Bankey screen built in Objective-C moves every view as Examples/bankey.xml does")
  func bankeyFrames() {
    let built = CodeScreenTests.screen(Self.bankey, play: "viewDidAppear@0.5")
    #expect(built.log.diagnostics.isEmpty, "\(built.log.diagnostics)")
    let example = check(Repository.path("Examples/bankey.xml"))
    var samples = FrameSamples(built, duration: 3)
    samples.values = samples.values.map { views in
      Dictionary(
        views.map { (String($0.key.split(separator: ".").last ?? ""), $0.value) },
        uniquingKeysWith: { first, _ in first })
    }
    #expect(samples.values.first?.count == 10)
    let (worst, place) = FrameSamples(example, duration: 3).difference(from: samples)
    #expect(worst <= 1e-6, "\(worst) at \(place)")
  }

  @Test("the Objective-C screen has the Swift screen's views, names and properties")
  func sameDocumentAsSwift() throws {
    let objc = try #require(CodeScreenTests.screen(Self.bankey).document)
    let swift = try #require(CodeScreenTests.screen(CodeScreenTests.bankey).document)
    #expect(
      objc.views.map { objc.sourceName(of: $0.id) }
        == swift.views.map { swift.sourceName(of: $0.id) })
    for view in swift.views {
      let other = objc.view(view.id)
      #expect(other?.kind == view.kind, "\(view.id)")
      #expect(other?.content == view.content, "\(view.id)")
      #expect(other?.stack == view.stack, "\(view.id)")
      #expect(other?.style.alpha == view.style.alpha, "\(view.id)")
      #expect(other?.style.isHidden == view.style.isHidden, "\(view.id)")
    }
    #expect(objc.constraints.count == swift.constraints.count)
    #expect(objc.constraints.contains { $0.id == "titleLeadingAnchor" && $0.constant == -1000 })
  }

  @Test("convert --code with Objective-C files writes the screen, with the same frames")
  func convert() throws {
    let folder = TemporaryFolder()
    let options = Self.bankey.flatMap { ["--code", $0] } + ["--device", "iPhoneSE"]
    let converted = runMotionboard(["convert"] + options + ["--output", folder.path("out")])
    #expect(converted.status == 0, "\(converted.error)")
    let written = folder.path("out/LoginViewController.xml")
    let text = try #require(Repository.text(written))
    #expect(text.contains("<stackView id=\"stackView\" axis=\"vertical\" spacing=\"8\">"))
    let times = ["--at", "0,0.5,1,1.5,2.5"]
    let fromFile = runMotionboard(["frames", written] + times)
    let fromCode = runMotionboard(["frames"] + options + times)
    #expect(fromFile.status == 0 && fromCode.status == 0, "\(fromCode.error)")
    var renamed = fromCode.output
    for field in ["stackView", "usernameTextField", "dividerView", "passwordTextField"] {
      renamed = renamed.replacing("\"loginView.\(field)\"", with: "\"\(field)\"")
    }
    #expect(renamed == fromFile.output)
  }

  /// The screen `body` builds as a controller's viewDidLoad.
  static func built(_ body: String) -> Compilation.Checked {
    let code = """
      #import <UIKit/UIKit.h>
      @interface KindsViewController : UIViewController
      @property (nonatomic, strong) UIStackView *stack;
      @property (nonatomic, strong) UILabel *label;
      @property (nonatomic, strong) UIImageView *symbol;
      @property (nonatomic, strong) UIActivityIndicatorView *spinner;
      @property (nonatomic, strong) UITextField *field;
      @end
      @implementation KindsViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
      \(body)
      }
      @end
      """
    var options = Compilation.Options()
    options.code = CodeInput(files: [CodeInput.File(path: "K.m", bytes: Array(code.utf8))])
    return Compilation(options: options).checkCode()
  }

  @Test("the views, properties and anchors a screen is built with, in Objective-C's spelling")
  func spelling() throws {
    let built = Self.built(
      """
        self.label = [[UILabel alloc] init];
        self.label.text = @"Hi";
        self.label.font = [UIFont systemFontOfSize:20 weight:UIFontWeightSemibold];
        self.label.textAlignment = NSTextAlignmentRight;
        self.symbol = [[UIImageView alloc] initWithImage:[UIImage systemImageNamed:@"star"]];
        self.spinner = [[UIActivityIndicatorView alloc]
            initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleLarge];
        self.field = [UITextField new];
        self.field.borderStyle = UITextBorderStyleRoundedRect;
        self.stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.label, self.symbol]];
        self.stack.axis = UILayoutConstraintAxisVertical;
        self.stack.alignment = UIStackViewAlignmentCenter;
        self.stack.distribution = UIStackViewDistributionFillEqually;
        self.stack.layoutMarginsRelativeArrangement = YES;
        [self.stack insertArrangedSubview:self.spinner atIndex:0];
        [self.label setContentHuggingPriority:UILayoutPriorityDefaultHigh
                                      forAxis:UILayoutConstraintAxisVertical];
        [self.stack.heightAnchor constraintEqualToConstant:200].active = YES;
        self.stack.translatesAutoresizingMaskIntoConstraints = NO;
        self.field.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:self.stack];
        [self.view insertSubview:self.field belowSubview:self.stack];
        [NSLayoutConstraint activateConstraints:@[
          [self.stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor],
          [self.stack.leadingAnchor constraintGreaterThanOrEqualToAnchor:self.view.leadingAnchor
                                                                constant:10],
          [self.stack.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
          [self.stack.widthAnchor constraintLessThanOrEqualToConstant:300],
          [self.field.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.stack.bottomAnchor
                                                               multiplier:2],
          [self.field.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
          [self.field.widthAnchor constraintEqualToAnchor:self.stack.widthAnchor
                                               multiplier:0.5 constant:20],
        ]];
      """)
    #expect(built.log.diagnostics.isEmpty, "\(built.log.diagnostics)")
    let document = try #require(built.document)
    #expect(
      document.views.map { document.sourceName(of: $0.id) } == [
        "root", "field", "stack", "spinner", "label", "symbol",
      ])
    #expect(document.view("label")?.content.font == Font(size: 20, weight: .semibold))
    #expect(document.view("label")?.content.textAlignment == .right)
    #expect(document.view("label")?.contentHugging.vertical == 750)
    #expect(document.view("symbol")?.content.symbol != nil)
    #expect(document.view("spinner")?.content.indicatorStyle == .large)
    #expect(document.view("field")?.content.borderStyle == .roundedRect)
    let stack = try #require(document.view("stack")?.stack)
    #expect(stack.axis == .vertical && stack.alignment == .center)
    #expect(stack.distribution == .fillEqually && stack.isLayoutMarginsRelativeArrangement)
    let samples = try #require(FrameSamples(built, duration: 0).values.first)
    let stackFrame = try #require(samples["stack"])
    let field = try #require(samples["field"])
    #expect(stackFrame[1] == document.safeAreaInsets.top)
    #expect(abs(stackFrame[0] + stackFrame[2] / 2 - document.size.width / 2) < 1e-9)
    #expect(field[0] == 16)
    #expect(abs(field[1] - (stackFrame[1] + stackFrame[3] + 16)) < 1e-9)
    #expect(abs(field[2] - (stackFrame[2] * 0.5 + 20)) < 1e-9)
  }

  @Test("an initializer's self = [super initWithFrame:] and if (self), and file-scope constants")
  func initializerIdiom() throws {
    let view = """
      #import <UIKit/UIKit.h>
      static const CGFloat kSide = 44;
      @interface BadgeView : UIView
      @property (nonatomic, strong) UIView *dot;
      @end
      @implementation BadgeView
      - (instancetype)initWithFrame:(CGRect)frame {
        if ((self = [super initWithFrame:frame])) {
          _dot = [[UIView alloc] init];
          _dot.translatesAutoresizingMaskIntoConstraints = NO;
          [self addSubview:_dot];
          [_dot.widthAnchor constraintEqualToConstant:kSide].active = YES;
          [_dot.heightAnchor constraintEqualToConstant:kSide / 2].active = YES;
          [_dot.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
          [_dot.leadingAnchor constraintEqualToAnchor:self.leadingAnchor].active = YES;
        }
        return self;
      }
      @end
      @interface BadgeViewController : UIViewController
      @property (nonatomic, strong) BadgeView *badge;
      @end
      @implementation BadgeViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.badge = [[BadgeView alloc] init];
        [self.view addSubview:self.badge];
      }
      @end
      """
    var options = Compilation.Options()
    options.code = CodeInput(files: [CodeInput.File(path: "B.m", bytes: Array(view.utf8))])
    let built = Compilation(options: options).checkCode()
    // Only the badge's own place is left open (ambiguous): nothing is skipped.
    #expect(
      built.log.diagnostics.allSatisfy { $0.message.hasPrefix("ambiguous layout: 'badge'") },
      "\(built.log.diagnostics)")
    let dot = try #require(FrameSamples(built, duration: 0).values.first?["badge.dot"])
    #expect(dot[2] == 44 && dot[3] == 22)
  }

  @Test("a file-scope constant that names itself is a warning, not an endless expansion")
  func selfReferentialConstant() throws {
    let code = """
      #import <UIKit/UIKit.h>
      static const CGFloat kLoop = kLoop + 1;
      @interface LoopViewController : UIViewController
      @end
      @implementation LoopViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.view.alpha = kLoop;
      }
      @end
      """
    var options = Compilation.Options()
    options.code = CodeInput(files: [CodeInput.File(path: "L.m", bytes: Array(code.utf8))])
    let built = Compilation(options: options).checkCode()
    #expect(built.document != nil)
    #expect(built.log.diagnostics.contains { $0.location.line == 2 }, "\(built.log.diagnostics)")
  }
}
