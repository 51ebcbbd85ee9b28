import Interface
import Pipeline
import TestFiles
import Testing

/// What the real Objective-C controllers (Tests/Fixtures/Code/RealObjC) needed of the front
/// end, each on a controller of a few lines with the corpus's opacity storyboard
/// (docs/code.md, Objective-C).
@Suite("Objective-C front end on real code's idioms")
struct ObjCRealCodeFixesTests {
  static let layout = Repository.path(
    "Tests/Fixtures/Code/RealObjC/UIViewBasicAnimation/Main.storyboard")

  /// Checks `body` as OpacityViewController's viewDidLoad: the warnings about the code and
  /// the image view's (xbc-ns-tup) alpha and rotation 3 s in.
  func run(_ body: String, header: String = "") -> (warnings: [String], alpha: Double, turn: Double)
  {
    let folder = TemporaryFolder()
    let path = folder.path("OpacityViewController.m")
    let code = """
      #import <UIKit/UIKit.h>
      \(header)
      @interface OpacityViewController : UIViewController
      @property (weak, nonatomic) IBOutlet UIImageView *imageView;
      @end
      @implementation OpacityViewController
      - (void)viewDidLoad {
      \(body)
      }
      @end
      """
    #expect(Repository.write(code, to: path))
    let checked = check(Self.layout, code: [path])
    let warnings = checked.log.diagnostics.filter { $0.location.file == path }.map {
      "\($0.location.line):\($0.location.column): \($0.message)"
    }
    let last = FrameSamples(checked, duration: 3).values.last?["xbc-ns-tup"] ?? []
    return (warnings, last.count > 5 ? last[4] : .nan, last.count > 5 ? last[5] : .nan)
  }

  @Test("nil and M_PI, which expand from macros, are values")
  func macroValues() {
    let result = run(
      """
      [UIView animateWithDuration:0.5 delay:0 options:UIViewAnimationOptionCurveEaseIn animations:^{
          self.imageView.alpha = 0.5;
          self.imageView.transform = CGAffineTransformMakeRotation(M_PI_2);
      } completion:nil];
      """)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.alpha == 0.5)
    #expect(result.turn == 90)
  }

  @Test("CGAffineTransformRotate turns a transform further")
  func rotateFurther() {
    let result = run(
      """
      self.imageView.transform = CGAffineTransformMakeRotation(M_PI_4);
      self.imageView.transform = CGAffineTransformRotate(self.imageView.transform, M_PI_4);
      """)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(abs(result.turn - 90) < 1e-9)
  }

  @Test("options:0 is no option")
  func noOptions() {
    let result = run(
      """
      [UIView animateWithDuration:0.5 delay:0 options:0 animations:^{
          self.imageView.alpha = 0.25;
      } completion:NULL];
      """)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.alpha == 0.25)
  }

  @Test("a stepper's value, a layer's shadow and a text view are declared")
  func declarations() {
    let result = run(
      """
      UIStepper *stepper = [[UIStepper alloc] init];
      UITextView *text = nil;
      self.imageView.layer.shadowRadius = 5.0;
      self.imageView.alpha = 0.75;
      """)
    #expect(!result.warnings.contains { $0.contains("could not resolve") }, "\(result.warnings)")
    #expect(result.alpha == 0.75)
  }

  @Test("every unresolved name is reported, and the parse goes on past them")
  func manyUnresolved() {
    let unknown = (1...30).map { "[Missing\($0) sharedThing];" }.joined(separator: "\n")
    let result = run(
      unknown + "\nself.imageView.alpha = 0.5;\nself.imageView.layer.madeUpShadow = 2;",
      header: "#import <Missing/Missing.h>")
    #expect(result.alpha == 0.5)
    #expect(
      result.warnings.contains { $0.hasPrefix("39:1: setting 'layer'") }, "\(result.warnings)")
    #expect(!result.warnings.contains { $0.contains("''") }, "\(result.warnings)")
    // The header, the 30 names and madeUpShadow, all reported: 20 listed, the rest counted,
    // none lost to clang's own limit of errors.
    #expect(result.warnings.contains { $0.hasSuffix("and 12 more that clang could not resolve") })
    #expect(!result.warnings.contains { $0.contains("too many errors") }, "\(result.warnings)")
  }
}
