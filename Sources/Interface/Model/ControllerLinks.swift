import Diagnostics

/// What a layout says about the view controller that drives it, for the code readers
/// (docs/code.md, How code names views and constraints): the controller's class and view, the
/// actions its controls are connected to, and the classes of its custom views.
package struct ControllerLinks: Sendable, Hashable {
  /// The controller's class as the layout names it (a storyboard scene's `customClass`).
  package var className: String?
  /// The controller's `view`: a file of the format's root, a storyboard scene's top view.
  package var view: ViewID
  /// Whether only outlets bind properties (a storyboard, whose connections say which
  /// properties are outlets); in a file of the format any property binds by its name.
  package var outletsOnly: Bool
  package var actions: [ActionConnection]
  /// Views' classes (a storyboard's `customClass`).
  package var viewClasses: [ViewID: String]

  package init(
    className: String? = nil, view: ViewID = .root, outletsOnly: Bool = false,
    actions: [ActionConnection] = [], viewClasses: [ViewID: String] = [:]
  ) {
    self.className = className
    self.view = view
    self.outletsOnly = outletsOnly
    self.actions = actions
    self.viewClasses = viewClasses
  }

  /// A file of the format: its root is the controller's view, and a control's `action=`
  /// names the method it calls.
  package init(document: InterfaceDocument) {
    self.init(
      actions: document.views.compactMap { view in
        view.action.map {
          ActionConnection(control: view.id, selector: $0, location: view.location)
        }
      })
  }
}

/// A control's action: the method its target calls when it is tapped.
package struct ActionConnection: Sendable, Hashable {
  package var control: ViewID
  /// The Objective-C selector (`signIn:`) or the method's name.
  package var selector: String
  package var location: SourceLocation
  /// Made by a gesture recognizer of the view, which is then the action's sender.
  package var isGesture: Bool

  package init(
    control: ViewID, selector: String, location: SourceLocation, isGesture: Bool = false
  ) {
    self.control = control
    self.selector = selector
    self.location = location
    self.isGesture = isGesture
  }
}
