import UIKit

/// Examples/birthday.xml's screen: the birthday button pushes the date picker's container up
/// from below the screen, and the whole screen slides up by its bounds just enough to keep the
/// button in sight; a second tap puts both back.
final class ProfileViewController: UIViewController {
  @IBOutlet private weak var birthdayButton: UIButton!
  @IBOutlet private weak var pickerContainer: UIView!
  private var isPickerShown = false

  override func viewDidLoad() {
    super.viewDidLoad()
    // Below the screen, however tall the screen is.
    movePickerTop(to: view.frame.size.height)
  }

  @IBAction private func birthdayTapped(_ sender: Any) {
    isPickerShown = !isPickerShown
    var bounds = view.bounds
    if isPickerShown {
      let buttonFrame = view.convert(birthdayButton.frame, from: birthdayButton.superview)
      let buttonBottom = buttonFrame.origin.y + buttonFrame.size.height
      var gap = buttonBottom - (view.frame.size.height - pickerContainer.frame.size.height)
      if gap > 0 {
        bounds.origin.y = gap
      } else {
        gap = 0
      }
      movePickerTop(to: buttonBottom)
    } else {
      movePickerTop(to: view.frame.size.height)
      bounds.origin.y = 0
    }
    UIView.animate(withDuration: 0.25) {
      self.view.bounds = bounds
      self.view.layoutIfNeeded()
    }
  }

  /// The container's top constraint, found among its superview's constraints.
  private func movePickerTop(to constant: CGFloat) {
    guard let superview = pickerContainer.superview else { return }
    for constraint in superview.constraints
    where constraint.firstItem === pickerContainer && constraint.firstAttribute == .top {
      constraint.constant = constant
    }
  }
}
