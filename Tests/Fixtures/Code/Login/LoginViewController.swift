import UIKit

/// Examples/login.xml's screen, driven by its view controller: the arrow button drops the
/// account history down under the account field, and Sign In shrinks to a spinning circle
/// while it signs in, then grows back on a second tap.
final class LoginViewController: UIViewController {
  @IBOutlet private weak var dropdown: UIButton!
  @IBOutlet private weak var signIn: UIButton!
  @IBOutlet private weak var spinner: UIActivityIndicatorView!
  @IBOutlet private weak var listTopConstraint: NSLayoutConstraint!
  @IBOutlet private weak var listHeightConstraint: NSLayoutConstraint!
  @IBOutlet private weak var accountHeightConstraint: NSLayoutConstraint!
  @IBOutlet private weak var loginLeftConstraint: NSLayoutConstraint!
  @IBOutlet private weak var loginRightConstraint: NSLayoutConstraint!

  private var isSigningIn = false
  private var ratio: NSLayoutConstraint?
  private var centering: NSLayoutConstraint?

  // MARK: The account history

  @IBAction private func toggleHistory(_ sender: UIButton) {
    view.endEditing(true)
    rotateArrow(down: !sender.isSelected)
    sender.isSelected ? showHistory() : hideHistory()
  }

  private func rotateArrow(down: Bool) {
    let transform = down ? CATransform3DMakeRotation(.pi, 0, 0, 1) : CATransform3DIdentity
    dropdown.isSelected = down
    UIView.animate(withDuration: 0.25) {
      self.dropdown.layer.transform = transform
    }
  }

  private func showHistory() {
    listTopConstraint.constant = accountHeightConstraint.constant
    listHeightConstraint.constant = accountHeightConstraint.constant * 5
    UIView.animate(
      withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 5,
      options: [.curveEaseInOut, .allowUserInteraction]
    ) {
      self.view.layoutIfNeeded()
    }
  }

  private func hideHistory() {
    listTopConstraint.constant = 0
    listHeightConstraint.constant = 0
    UIView.animate(withDuration: 0.25) {
      self.view.layoutIfNeeded()
    }
  }

  // MARK: Signing in

  @IBAction private func signInTapped(_ sender: UIButton) {
    isSigningIn.toggle()
    if isSigningIn {
      startSpinning()
      makeButtonSmall()
    } else {
      stopSpinning()
      makeButtonBig()
    }
  }

  private func startSpinning() {
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    turn.fromValue = 0
    turn.toValue = 2 * Double.pi
    turn.duration = 1.2
    turn.repeatCount = .infinity
    spinner.layer.add(turn, forKey: "turn")
    UIView.animate(withDuration: 0.5) {
      self.spinner.alpha = 1
      self.signIn.setTitleColor(UIColor(white: 1, alpha: 0), for: .normal)
    }
  }

  private func stopSpinning() {
    spinner.layer.removeAllAnimations()
    UIView.animate(withDuration: 0.5) {
      self.spinner.alpha = 0
      self.signIn.setTitleColor(.white, for: .normal)
    }
  }

  /// A circle as tall as the button, centred: its side constraints give way to a square
  /// ratio and a centre.
  private func makeButtonSmall() {
    loginLeftConstraint.isActive = false
    loginRightConstraint.isActive = false
    let square = signIn.widthAnchor.constraint(equalTo: signIn.heightAnchor)
    square.identifier = "ratioIdentifier"
    square.isActive = true
    ratio = square
    let center = signIn.centerXAnchor.constraint(equalTo: view.centerXAnchor)
    center.identifier = "centerXConstraint"
    center.isActive = true
    centering = center
    UIView.animate(withDuration: 0.15, delay: 0, options: .curveEaseIn) {
      self.view.layoutIfNeeded()
    }
  }

  /// The side constraints again, made anew: a deactivated constraint is not reused.
  private func makeButtonBig() {
    centering?.isActive = false
    ratio?.isActive = false
    loginLeftConstraint = signIn.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 25)
    loginRightConstraint = signIn.trailingAnchor.constraint(
      equalTo: view.trailingAnchor, constant: -25)
    NSLayoutConstraint.activate([loginLeftConstraint, loginRightConstraint])
    UIView.animate(withDuration: 0.15, delay: 0, options: .curveEaseOut) {
      self.view.layoutIfNeeded()
    }
  }
}
