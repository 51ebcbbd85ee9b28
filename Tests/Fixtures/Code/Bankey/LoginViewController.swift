import UIKit

/// Examples/bankey.xml's screen: the title and subtitle slide in from far off the leading edge
/// once the screen has appeared, the subtitle a moment later, while both fade in.
final class LoginViewController: UIViewController {
  @IBOutlet private var titleLabel: UILabel!
  @IBOutlet private var subtitleLabel: UILabel!

  // The leading constraints the layout made for the two labels.
  var titleLeadingAnchor: NSLayoutConstraint?
  var subtitleLeadingAnchor: NSLayoutConstraint?

  let leadingEdgeOnScreen: CGFloat = 16
  let leadingEdgeOffScreen: CGFloat = -1000

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    animate()
  }

  private func animate() {
    let duration = 0.8

    let slideTitle = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
      self.titleLeadingAnchor?.constant = self.leadingEdgeOnScreen
      self.view.layoutIfNeeded()
    }
    slideTitle.startAnimation()

    let slideSubtitle = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
      self.subtitleLeadingAnchor?.constant = self.leadingEdgeOnScreen
      self.view.layoutIfNeeded()
    }
    slideSubtitle.startAnimation(afterDelay: 0.2)

    let fadeIn = UIViewPropertyAnimator(duration: duration * 2, curve: .easeInOut) {
      self.titleLabel.alpha = 1
      self.subtitleLabel.alpha = 1
      self.view.layoutIfNeeded()
    }
    fadeIn.startAnimation(afterDelay: 0.2)
  }
}
