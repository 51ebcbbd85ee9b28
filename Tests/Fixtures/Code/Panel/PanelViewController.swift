import UIKit

/// Examples/panel.xml's screen: the Move button slides the panel down until all of it shows,
/// and back up until only its bottom strip does.
final class PanelViewController: UIViewController {
  @IBOutlet private weak var panel: UIView!
  private var isOpen = false

  @IBAction private func moveTapped() {
    moveTopConstraint(of: panel, to: isOpen ? -220 : 0)
    animateConstraints()
    isOpen = !isOpen
  }

  /// The panel's top constraint is held by the controller's view, which relates the two.
  private func moveTopConstraint(of target: UIView, to constant: CGFloat) {
    view.constraints.forEach { constraint in
      if constraint.firstItem === target && constraint.firstAttribute == .top {
        constraint.constant = constant
      }
    }
  }

  private func animateConstraints() {
    UIView.animate(withDuration: 0.5) {
      self.view.layoutIfNeeded()
    }
  }
}
