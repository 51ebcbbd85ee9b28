import CodeEvaluation
import Testing

/// View properties, transforms, Core Animation, and what is reported (docs/code.md).
@Suite("view properties in code")
struct PropertyCodeTests {
  @Test("transforms become rotation, scale and translation; colors and titles too")
  func properties() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          @IBOutlet var button: UIButton!
          @IBOutlet var title: UILabel!
          @IBAction func tapped(_ sender: UIButton) {
              UIView.animate(withDuration: 0.25) {
                  self.card.transform = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
                  self.card.layer.cornerRadius = 12
                  self.card.backgroundColor = UIColor.white.withAlphaComponent(0.5)
              }
              button.setTitle("Stop", for: .normal)
              title.text = "Bye"
              sender.isSelected = !sender.isSelected
              if sender.isSelected { title.textColor = .systemRed }
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 easeInOut 0.25: card.rotation=90; card.translationX=10; "
          + "card.cornerRadius=12; card.backgroundColor=1,1,1,0.5",
        "perform at=1: button.title=Stop; title.text=Bye; title.textColor=systemRed",
      ])
  }

  @Test("a CABasicAnimation added to a layer is a basicAnimation block")
  func basicAnimation() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          @IBAction func tapped(_ sender: UIButton) {
              let spin = CABasicAnimation(keyPath: "transform.rotation.z")
              spin.fromValue = 0
              spin.toValue = Double.pi * 2
              spin.duration = 1.2
              spin.repeatCount = .infinity
              card.layer.add(spin, forKey: "spin")
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == ["basic card transform.rotation.z 0→360 tapped at=1 linear 1.2 repeat: "])
  }

  @Test("what the reader does not understand is a located warning, and the rest goes on")
  func warnings() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          @IBOutlet var spinner: SpinnerButton!
          @IBAction func tapped(_ sender: UIButton) {
              card.start()
              navigationController?.popViewController(animated: true)
              card.layer.shadowOpacity = 0.5
              while true { }
              card.alpha = 0
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(derived.blocks == ["perform at=1: card.alpha=0"])
    #expect(
      derived.warnings == [
        "3:19: the outlet 'spinner' (no view or constraint of the layout has that name) not understood; skipped",
        "5:9: 'start(…)' of a view not understood; skipped",
        "6:9: 'navigationController' not understood; skipped",
        "7:9: setting the layer's 'shadowOpacity' not understood; skipped",
        "8:9: 'while' not understood; skipped",
      ])
  }
}
