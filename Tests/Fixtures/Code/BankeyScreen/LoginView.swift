import UIKit

/// The login form of the Bankey screen: a user name field, a hairline and a password field,
/// stacked on a rounded panel.
final class LoginView: UIView {
  let stackView = UIStackView()
  let usernameTextField = UITextField()
  let dividerView = UIView()
  let passwordTextField = UITextField()

  override init(frame: CGRect) {
    super.init(frame: frame)
    style()
    layout()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }
}

extension LoginView {
  private func style() {
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 5
    clipsToBounds = true

    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.spacing = 8

    usernameTextField.translatesAutoresizingMaskIntoConstraints = false
    usernameTextField.placeholder = "Username"
    usernameTextField.delegate = self

    dividerView.translatesAutoresizingMaskIntoConstraints = false
    dividerView.backgroundColor = .secondarySystemFill

    passwordTextField.translatesAutoresizingMaskIntoConstraints = false
    passwordTextField.placeholder = "Password"
    passwordTextField.isSecureTextEntry = true
    passwordTextField.delegate = self
  }

  private func layout() {
    stackView.addArrangedSubview(usernameTextField)
    stackView.addArrangedSubview(dividerView)
    stackView.addArrangedSubview(passwordTextField)
    addSubview(stackView)

    // One spacing of margin all round the stack.
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
      stackView.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 1),
      trailingAnchor.constraint(equalToSystemSpacingAfter: stackView.trailingAnchor, multiplier: 1),
      bottomAnchor.constraint(equalToSystemSpacingBelow: stackView.bottomAnchor, multiplier: 1),
    ])
    dividerView.heightAnchor.constraint(equalToConstant: 1).isActive = true
  }
}
