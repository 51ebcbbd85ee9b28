import UIKit

/// Examples/storyboard/Login.storyboard's Login scene: the card rises from below the screen on
/// a spring as the logo fades in; then a wrong password shows the error label in its stack
/// view, the card shakes a moment later, and the label hides again after a while.
final class LoginViewController: UIViewController {
  @IBOutlet private weak var cardTop: NSLayoutConstraint!
  @IBOutlet private weak var cardView: UIView!
  @IBOutlet private weak var emailField: UITextField!
  @IBOutlet private weak var passwordField: UITextField!
  @IBOutlet private weak var errorLabel: UILabel!
  @IBOutlet private weak var logoView: UIImageView!
  @IBOutlet private weak var loginButton: UIButton!

  override func viewDidLoad() {
    super.viewDidLoad()
    cardTop.constant = 700
    logoView.alpha = 0
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIView.animate(
      withDuration: 0.8, delay: 0.2, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
      options: []
    ) {
      self.cardTop.constant = 32
      self.logoView.alpha = 1
      self.view.layoutIfNeeded()
    } completion: { _ in
      self.rejectPassword()
    }
  }

  private func rejectPassword() {
    let shake = CABasicAnimation(keyPath: "transform.translation.x")
    shake.beginTime = CACurrentMediaTime() + 0.4
    shake.fromValue = -12
    shake.toValue = 12
    shake.duration = 0.08
    shake.repeatCount = 3
    shake.autoreverses = true
    cardView.layer.add(shake, forKey: "shake")
    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.errorLabel.isHidden = false
      },
      completion: { _ in
        UIView.animate(withDuration: 0.3, delay: 1.2, options: []) {
          self.errorLabel.isHidden = true
        }
      })
  }
}
