import CodeEvaluation
import Testing

/// More of UIKit's API as docs/code.md lists it.
@Suite("UIKit API in code")
struct APITests {
  @Test("a custom view's own method runs with the view as self, its stored properties kept")
  func customViewClass() {
    let derived = derive(
      """
      final class SpinnerButton: UIButton {
          private var turns = 0
          func start() {
              turns += 1
              UIView.animate(withDuration: 0.5) { self.alpha = self.turns > 1 ? 0.25 : 0.5 }
          }
      }
      class V: UIViewController {
          @IBOutlet var button: SpinnerButton!
          @IBAction func tapped(_ sender: UIButton) { button.start() }
      }
      """, layout: cardLayout, play: "button@1,button@2", className: "V")
    #expect(
      derived.blocks == [
        "animate start at=1 easeInOut 0.5: button.alpha=0.5",
        "animate start-2 at=2 easeInOut 0.5: button.alpha=0.25",
      ])
    #expect(derived.warnings.isEmpty)
  }

  @Test("springDuration and bounce, repeating and reversing options, NSLayoutConstraint(item:…)")
  func moreAnimations() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          @IBOutlet var title: UILabel!
          @IBAction func tapped(_ sender: UIButton) {
              UIView.animate(springDuration: 0.6, bounce: 0.3) { self.card.alpha = 0.5 }
              UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
                  self.title.alpha = 0
              }
              NSLayoutConstraint(item: title!, attribute: .width, relatedBy: .greaterThanOrEqual,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120).isActive = true
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 bounce 0.6 0.3: card.alpha=0.5",
        "animate tapped-2 at=1 linear 1 repeat autoreverse: title.alpha=0",
        "perform at=1: add constraint: title.width >= 120",
      ])
  }

  @Test("a tap on a switch turns it, then its action reads isOn; a gesture made in code taps too")
  func switchesAndGestures() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var toggle: UISwitch!
          @IBOutlet var card: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
              card.addGestureRecognizer(tap)
          }
          @IBAction func switched(_ sender: UISwitch) {
              UIView.animate(withDuration: 0.2) { self.card.alpha = sender.isOn ? 1 : 0.5 }
          }
          @objc func cardTapped(_ gesture: UITapGestureRecognizer) {
              guard gesture.state == .ended, let view = gesture.view else { return }
              view.isHidden = true
          }
      }
      """, layout: cardLayout, play: "toggle@1,card@2")
    #expect(
      derived.blocks == [
        "perform at=1: toggle.on=true", "animate switched at=1 easeInOut 0.2: card.alpha=1",
        "perform at=2: card.hidden=true",
      ])
    #expect(derived.warnings.isEmpty)
  }
}
