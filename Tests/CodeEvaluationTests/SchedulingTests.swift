import CodeEvaluation
import Testing

/// Completions, delays, `asyncAfter` and the order of events (docs/code.md, Events and
/// `--play`).
@Suite("scheduling")
struct SchedulingTests {
  @Test("a completion starts after its block; asyncAfter at the event's time plus its delay")
  func completionAndDelay() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.3, animations: { self.card.alpha = 0 }) { _ in
                  UIView.animate(withDuration: 0.2, delay: 0.5, options: []) { self.card.alpha = 1 }
              }
              DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                  self.card.isHidden = true
              }
          }
      }
      """, layout: cardLayout, play: "viewDidAppear@0.25")
    #expect(
      derived.blocks == [
        "animate viewDidAppear at=0.25 easeInOut 0.3: card.alpha=0",
        "animate viewDidAppear-2 after=viewDidAppear delay=0.5 easeInOut 0.2: card.alpha=1",
        "perform at=1.75: card.hidden=true",
      ])
  }

  @Test("lifecycle events run at 0 in UIKit's order; a stored Bool carries from tap to tap")
  func lifecycleAndState() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          private var isOpen = false
          override func viewDidAppear(_ animated: Bool) { card.alpha = 0.75 }
          override func viewDidLoad() { super.viewDidLoad(); card.alpha = 0.5 }
          @IBAction func tapped(_ sender: UIButton) {
              isOpen.toggle()
              UIView.animate(withDuration: 0.25) { self.card.alpha = self.isOpen ? 1 : 0 }
          }
      }
      """, layout: cardLayout, play: "button@1,Go@2")
    #expect(
      derived.blocks == [
        "perform at=0: card.alpha=0.5", "perform at=0: card.alpha=0.75",
        "animate tapped at=1 easeInOut 0.25: card.alpha=1",
        "animate tapped-2 at=2 easeInOut 0.25: card.alpha=0",
      ])
  }

  @Test("a property animator starts when told, after its delay, with its completion after it")
  func propertyAnimator() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          @IBOutlet var cardTop: NSLayoutConstraint!
          func tapped(_ sender: Any) {
              let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.7) {
                  self.cardTop.constant = 0
                  self.view.layoutIfNeeded()
              }
              animator.addCompletion { position in
                  if position == .end { self.card.alpha = 0.5 }
              }
              animator.startAnimation(afterDelay: 0.2)
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 delay=0.2 spring 0.8 0.7 0: cardTop = 0",
        "perform after=tapped: card.alpha=0.5",
      ])
  }

  @Test("the same taps from the same state reach equal states")
  func statesCompare() {
    let code = """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          private var isOpen = false
          @IBAction func tapped(_ sender: UIButton) {
              isOpen.toggle()
              card.alpha = isOpen ? 0.5 : 1
          }
      }
      """
    let twice = derive(code, layout: cardLayout, play: "button@1,button@2")
    let never = derive(code, layout: cardLayout)
    let once = derive(code, layout: cardLayout, play: "button@1")
    #expect(twice.state == never.state)
    #expect(once.state != never.state)
  }
}
