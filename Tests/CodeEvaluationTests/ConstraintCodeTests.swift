import CodeEvaluation
import Testing

/// Constraints found, changed and created by code (docs/code.md, Constraints).
@Suite("constraints in code")
struct ConstraintCodeTests {
  /// Searches of the constraints a view holds (as UIKit installs them: a height on the view
  /// itself, a relation on the views' nearest common ancestor), and what each finds.
  static let searches = [
    (
      "for c in view.constraints where c.firstItem === card && c.firstAttribute == .top { c.constant = 64 }",
      "cardTop = 64"
    ),
    (
      "view.constraints.first(where: { $0.firstAttribute == .top && $0.firstItem as? UIView == card })?.constant = 64",
      "cardTop = 64"
    ),
    (
      "card.constraints.filter { $0.identifier == \"cardHeight\" }.forEach { $0.constant = 64 }",
      "cardHeight = 64"
    ),
    (
      "view.constraints.forEach { c in if c.secondItem === card && c.firstAttribute == .top { c.constant = 64 } }",
      "button.top = 64"
    ),
  ]

  @Test("a constraint picked from view.constraints by item, attribute or identifier, four ways")
  func picking() {
    for (search, expected) in Self.searches {
      let derived = derive(
        """
        class V: UIViewController {
            @IBOutlet var card: UIView!
            @IBAction func tapped(_ sender: UIButton) {
                \(search)
                UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
            }
        }
        """, layout: cardLayout, play: "button@1")
      #expect(derived.blocks == ["animate tapped at=1 easeInOut 0.3: \(expected)"], "\(search)")
      #expect(derived.warnings.isEmpty, "\(search)")
    }
  }

  @Test("constraints made with anchors take the name of the variable that keeps them")
  func creation() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var card: UIView!
          @IBOutlet var cardTop: NSLayoutConstraint!
          var lowered: NSLayoutConstraint?
          @IBAction func tapped(_ sender: UIButton) {
              cardTop.isActive = false
              lowered = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100)
              let square = card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 2)
              square.priority = .defaultHigh
              NSLayoutConstraint.activate([lowered!, square])
              UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 easeInOut 0.3: deactivate cardTop; "
          + "add lowered: card.top == safeArea.top + 100; "
          + "add square: card.width == 2 * card.height @750"
      ])
  }

  @Test("a constant read from a frame becomes an expression the replay evaluates")
  func frameRead() {
    let derived = derive(
      """
      class V: UIViewController {
          @IBOutlet var title: UILabel!
          @IBOutlet var cardTop: NSLayoutConstraint!
          @IBAction func tapped(_ sender: UIButton) {
              let bottom = view.convert(title.frame, from: title.superview).maxY
              var bounds = view.bounds
              let gap = bottom - (view.frame.size.height - 100)
              if gap > 0 { bounds.origin.y = gap }
              cardTop.constant = bottom
              UIView.animate(withDuration: 0.25) {
                  self.view.bounds = bounds
                  self.view.layoutIfNeeded()
              }
          }
      }
      """, layout: cardLayout, play: "button@1")
    #expect(
      derived.blocks == [
        "animate tapped at=1 easeInOut 0.25: "
          + "root.boundsOriginY=max((title.maxY - (root.height - 100)), 0); cardTop = title.maxY"
      ])
    #expect(derived.warnings.isEmpty)
  }
}
