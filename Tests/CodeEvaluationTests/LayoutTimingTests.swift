import CodeEvaluation
import Testing

/// Where `layoutIfNeeded()` sits decides what animates, as in UIKit (docs/code.md, Where
/// layoutIfNeeded() sits).
@Suite("layoutIfNeeded")
struct LayoutTimingTests {
  static func controller(_ action: String) -> String {
    """
    class V: UIViewController {
        @IBOutlet var cardTop: NSLayoutConstraint!
        @IBOutlet var card: UIView!
        @IBAction func tapped(_ sender: UIButton) {
    \(action)
        }
    }
    """
  }

  @Test("a constraint changed before the block animates with a layoutIfNeeded() inside it")
  func inside() {
    let derived = derive(
      Self.controller(
        """
        cardTop.constant = 200
        UIView.animate(withDuration: 0.4) { self.view.layoutIfNeeded() }
        """), layout: cardLayout, play: "button@1")
    #expect(derived.blocks == ["animate tapped at=1 easeInOut 0.4: cardTop = 200"])
    #expect(derived.warnings.isEmpty)
  }

  @Test("without layoutIfNeeded() the frames jump when the event ends, and alpha animates")
  func missing() {
    let derived = derive(
      Self.controller(
        """
        UIView.animate(withDuration: 0.4) {
            self.cardTop.constant = 200
            self.card.alpha = 0.5
        }
        """), layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 easeInOut 0.4: card.alpha=0.5", "perform at=1: cardTop = 200",
      ])
  }

  @Test("a layoutIfNeeded() outside the block lays out at once; the block animates nothing of it")
  func outside() {
    let derived = derive(
      Self.controller(
        """
        cardTop.constant = 200
        view.layoutIfNeeded()
        card.alpha = 0
        UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseOut]) {
            self.card.alpha = 1
        }
        """), layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "perform at=1: cardTop = 200; card.alpha=0",
        "animate tapped at=1 delay=0.1 easeOut 0.4: card.alpha=1",
      ])
  }

  @Test("performWithoutAnimation inside a block changes at once")
  func withoutAnimation() {
    let derived = derive(
      Self.controller(
        """
        UIView.animate(withDuration: 0.4) {
            UIView.performWithoutAnimation { self.card.alpha = 0.2 }
            self.cardTop.constant = 50
            self.view.layoutIfNeeded()
        }
        """), layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 easeInOut 0.4: cardTop = 50", "perform at=1: card.alpha=0.2",
      ])
  }
}
