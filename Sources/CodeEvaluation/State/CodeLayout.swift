import Interface

/// What the core is told about the layout the code animates: the document, how the code's
/// names bind to it, and what it says about its view controller (docs/code.md, How code names
/// views and constraints).
package struct CodeLayout: Sendable {
  package var document: InterfaceDocument
  package var binding: NameBinding
  package var controller: ControllerLinks

  package init(document: InterfaceDocument, names: NameTable, controller: ControllerLinks) {
    self.document = document
    binding = NameBinding(document: document, names: names)
    self.controller = controller
  }

  /// The controller's `view`.
  var controllerView: ViewID { controller.view }
  /// Whether any stored property binds by its name (else only outlets do).
  var bindsEveryProperty: Bool { !controller.outletsOnly }
  var actions: [ActionConnection] { controller.actions }
  var customClasses: [ViewID: String] { controller.viewClasses }
}
