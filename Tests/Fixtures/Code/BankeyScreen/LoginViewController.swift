import UIKit

/// Examples/bankey.xml's screen, built in code with no storyboard.
///
/// A title and subtitle above the login form, a sign-in button and an error label below it.
/// Once the screen appears, the title and subtitle slide in from far off the leading edge (the
/// subtitle 0.2 s later) while both fade in.
final class LoginViewController: UIViewController {
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let loginView = LoginView()
  let signInButton = UIButton(type: .system)
  let errorMessageLabel = UILabel()

  // Where the labels' leading edges start and end.
  var leadingEdgeOnScreen: CGFloat = 16
  var leadingEdgeOffScreen: CGFloat = -1000

  // Kept to move the labels in.
  var titleLeadingAnchor: NSLayoutConstraint?
  var subtitleLeadingAnchor: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    style()
    layout()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    animate()
  }
}

extension LoginViewController {
  private func style() {
    view.backgroundColor = .systemBackground

    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = "Bankey"
    titleLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textAlignment = .center
    titleLabel.alpha = 0

    subtitleLabel.translatesAutoresizingMaskIntoConstraints = false
    subtitleLabel.text = "Your premium source for all things banking!"
    subtitleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
    subtitleLabel.adjustsFontForContentSizeCategory = true
    subtitleLabel.textAlignment = .center
    subtitleLabel.numberOfLines = 0
    subtitleLabel.alpha = 0

    loginView.translatesAutoresizingMaskIntoConstraints = false

    signInButton.translatesAutoresizingMaskIntoConstraints = false
    signInButton.configuration = .filled()
    signInButton.configuration?.imagePadding = 8
    signInButton.setTitle("Sign In", for: [])
    signInButton.addTarget(self, action: #selector(signInTapped), for: .primaryActionTriggered)

    errorMessageLabel.translatesAutoresizingMaskIntoConstraints = false
    errorMessageLabel.textColor = .systemRed
    errorMessageLabel.textAlignment = .center
    errorMessageLabel.numberOfLines = 0
    errorMessageLabel.isHidden = true
  }

  private func layout() {
    view.addSubview(titleLabel)
    view.addSubview(subtitleLabel)
    view.addSubview(loginView)
    view.addSubview(signInButton)
    view.addSubview(errorMessageLabel)

    // The title, three spacings above the subtitle.
    NSLayoutConstraint.activate([
      subtitleLabel.topAnchor.constraint(
        equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 3),
      titleLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])
    titleLeadingAnchor = titleLabel.leadingAnchor.constraint(
      equalTo: view.leadingAnchor, constant: leadingEdgeOffScreen)
    titleLeadingAnchor?.isActive = true

    // The subtitle, three spacings above the form.
    NSLayoutConstraint.activate([
      loginView.topAnchor.constraint(
        equalToSystemSpacingBelow: subtitleLabel.bottomAnchor, multiplier: 3),
      subtitleLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])
    subtitleLeadingAnchor = subtitleLabel.leadingAnchor.constraint(
      equalTo: view.leadingAnchor, constant: leadingEdgeOffScreen)
    subtitleLeadingAnchor?.isActive = true

    // The form, centred vertically, two spacings from each side.
    NSLayoutConstraint.activate([
      loginView.leadingAnchor.constraint(
        equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
      view.trailingAnchor.constraint(
        equalToSystemSpacingAfter: loginView.trailingAnchor, multiplier: 2),
      view.centerYAnchor.constraint(equalTo: loginView.centerYAnchor),
    ])

    // The button under the form, as wide as it.
    NSLayoutConstraint.activate([
      signInButton.topAnchor.constraint(
        equalToSystemSpacingBelow: loginView.bottomAnchor, multiplier: 2),
      signInButton.leadingAnchor.constraint(equalTo: loginView.leadingAnchor),
      signInButton.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])

    // The error message under the button.
    NSLayoutConstraint.activate([
      errorMessageLabel.topAnchor.constraint(
        equalToSystemSpacingBelow: signInButton.bottomAnchor, multiplier: 2),
      errorMessageLabel.leadingAnchor.constraint(equalTo: loginView.leadingAnchor),
      errorMessageLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])
  }
}

extension LoginViewController {
  @objc func signInTapped(sender: UIButton) {
    errorMessageLabel.isHidden = true
    showError("Incorrect username / password")
  }

  private func showError(_ message: String) {
    errorMessageLabel.isHidden = false
    errorMessageLabel.text = message
  }
}

extension LoginViewController {
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
