import Interface
import Pipeline
import TestFiles
import TestSupport
import Testing

/// Every `[UIView animate…]` variant, and the other ways Objective-C starts an animation, move
/// a view as the same call in Swift does: the two front ends lower them to one call of the
/// core (docs/code.md, Objective-C).
@Suite("Objective-C animation calls")
struct ObjCAnimationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var objc: String
    var swift: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "animateWithDuration:animations:",
      objc: "[UIView animateWithDuration:0.5 animations:^{ self.imageView.alpha = 0.2; }];",
      swift: "UIView.animate(withDuration: 0.5) { self.imageView.alpha = 0.2 }"),
    Case(
      name: "animateWithDuration:animations:completion:",
      objc: """
        [UIView animateWithDuration:0.5 animations:^{
            self.imageView.alpha = 0.2;
        } completion:^(BOOL finished) {
            [UIView animateWithDuration:1 animations:^{ self.imageView.alpha = 0.9; }];
        }];
        """,
      swift: """
        UIView.animate(withDuration: 0.5, animations: { self.imageView.alpha = 0.2 }) { _ in
          UIView.animate(withDuration: 1) { self.imageView.alpha = 0.9 }
        }
        """),
    Case(
      name: "animateWithDuration:delay:options:animations:completion:",
      objc: """
        [UIView animateWithDuration:0.8 delay:0.3
                            options:UIViewAnimationOptionCurveEaseOut | UIViewAnimationOptionAutoreverse
                         animations:^{ self.imageView.transform = CGAffineTransformMakeRotation(M_PI_4); }
                         completion:nil];
        """,
      swift: """
        UIView.animate(withDuration: 0.8, delay: 0.3, options: [.curveEaseOut, .autoreverse]) {
          self.imageView.transform = CGAffineTransform(rotationAngle: .pi / 4)
        }
        """),
    Case(
      name: "animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…",
      objc: """
        [UIView animateWithDuration:1 delay:0.2 usingSpringWithDamping:0.4 initialSpringVelocity:2
                            options:0 animations:^{
            self.imageView.transform = CGAffineTransformMakeScale(2, 2);
        } completion:NULL];
        """,
      swift: """
        UIView.animate(
          withDuration: 1, delay: 0.2, usingSpringWithDamping: 0.4, initialSpringVelocity: 2,
          options: []
        ) {
          self.imageView.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        """),
    Case(
      name: "animateWithSpringDuration:bounce:initialSpringVelocity:delay:options:…",
      objc: """
        [UIView animateWithSpringDuration:0.6 bounce:0.3 initialSpringVelocity:0 delay:0.1
                                  options:0 animations:^{ self.imageView.alpha = 0.5; }
                               completion:nil];
        """,
      swift: """
        UIView.animate(
          springDuration: 0.6, bounce: 0.3, initialSpringVelocity: 0, delay: 0.1, options: []
        ) {
          self.imageView.alpha = 0.5
        }
        """),
    Case(
      name: "animateKeyframesWithDuration: and addKeyframeWithRelativeStartTime:",
      objc: """
        [UIView animateKeyframesWithDuration:2 delay:0 options:0 animations:^{
            [UIView addKeyframeWithRelativeStartTime:0 relativeDuration:0.5 animations:^{
                self.imageView.alpha = 0.3;
            }];
            [UIView addKeyframeWithRelativeStartTime:0.5 relativeDuration:0.5 animations:^{
                self.imageView.alpha = 1;
            }];
        } completion:nil];
        """,
      swift: """
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: []) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            self.imageView.alpha = 0.3
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            self.imageView.alpha = 1
          }
        }
        """),
    Case(
      name: "transitionWithView:duration:options:animations:completion:",
      objc: """
        [UIView transitionWithView:self.imageView duration:0.7
                           options:UIViewAnimationOptionTransitionCrossDissolve
                        animations:^{ self.imageView.alpha = 0.4; } completion:nil];
        """,
      swift: """
        UIView.transition(
          with: imageView, duration: 0.7, options: [.transitionCrossDissolve],
          animations: { self.imageView.alpha = 0.4 })
        """),
    Case(
      name: "dispatch_after and performWithoutAnimation:",
      objc: """
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.5 * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
            [UIView performWithoutAnimation:^{ self.imageView.alpha = 0.6; }];
        });
        """,
      swift: """
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
          UIView.performWithoutAnimation { self.imageView.alpha = 0.6 }
        }
        """),
    Case(
      name: "CGRectGetWidth, CGRectGetMinY and convertRect:fromView: of frames",
      objc: """
        [UIView animateWithDuration:1 animations:^{
            CGRect box = [self.view convertRect:self.imageView.frame fromView:self.imageView.superview];
            self.imageView.alpha = CGRectGetWidth(box) / 1000 + CGRectGetMinY(self.imageView.frame) / 10000;
        }];
        """,
      swift: """
        UIView.animate(withDuration: 1) {
          let box = self.view.convert(self.imageView.frame, from: self.imageView.superview)
          self.imageView.alpha = box.width / 1000 + self.imageView.frame.minY / 10000
        }
        """),
  ]

  /// The image view's samples, every 1/60 s for 3 s, and the warnings, when `body` is
  /// OpacityViewController's viewDidLoad in the language of `file`.
  static func run(_ body: String, as file: String) -> (samples: FrameSamples, warnings: [String]) {
    let folder = TemporaryFolder()
    let path = folder.path(file)
    let code =
      file.hasSuffix(".m")
      ? """
      #import <UIKit/UIKit.h>
      @interface OpacityViewController : UIViewController
      @property (weak, nonatomic) IBOutlet UIImageView *imageView;
      @end
      @implementation OpacityViewController
      - (void)viewDidLoad {
      \(body)
      }
      @end
      """
      : """
      import UIKit
      final class OpacityViewController: UIViewController {
        @IBOutlet weak var imageView: UIImageView!
        override func viewDidLoad() {
          super.viewDidLoad()
      \(body)
        }
      }
      """
    #expect(Repository.write(code, to: path))
    let checked = check(ObjCRealCodeFixesTests.layout, code: [path])
    let warnings = checked.log.diagnostics.filter { $0.location.file == path }.map(\.message)
    return (FrameSamples(checked, duration: 3), warnings)
  }

  @Test(
    "each Objective-C animation call moves the view as its Swift spelling does", arguments: cases)
  func sameAsSwift(_ item: Case) {
    let objc = Self.run(item.objc, as: "OpacityViewController.m")
    let swift = Self.run(item.swift, as: "OpacityViewController.swift")
    #expect(objc.warnings == swift.warnings)
    #expect(!objc.warnings.contains { $0.contains("clang could not resolve") }, "\(objc.warnings)")
    // The view moves (the call was read), and alike.
    let first = swift.samples.values.first?["xbc-ns-tup"]
    #expect(swift.samples.values.contains { $0["xbc-ns-tup"] != first })
    let (worst, place) = objc.samples.difference(from: swift.samples)
    #expect(worst <= 1e-9, "\(worst) at \(place)")
  }
}
