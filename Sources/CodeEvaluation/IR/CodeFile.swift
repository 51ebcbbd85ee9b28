import Diagnostics

/// One source file as a front end lowered it: the types it declares, with their stored
/// properties and methods (docs/code.md).
///
/// The representation is the core's contract with every front end (ARCHITECTURE.md,
/// CodeEvaluation): a front end turns its syntax tree into these values and nothing else; the
/// evaluator never sees a syntax tree. Names are Swift's spelling of UIKit (`animate`,
/// `withDuration:`), which an Objective-C front end produces from its selectors (each call
/// keeps the selector as written, for messages).
package struct CodeFile: Sendable, Hashable {
  package var path: String
  package var types: [TypeDeclaration]

  package init(path: String, types: [TypeDeclaration] = []) {
    self.path = path
    self.types = types
  }
}

/// A class, structure, enumeration or extension, or an Objective-C `@interface` and
/// `@implementation` (both lower to one class).
package struct TypeDeclaration: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `extension`, `protocol`
  }

  package var kind: Kind
  package var name: String
  /// The superclass and protocols as written (`UIViewController`, `UITableViewDelegate`).
  package var inherited: [String]
  package var properties: [PropertyDeclaration]
  package var methods: [MethodDeclaration]
  /// An enumeration's cases.
  package var cases: [String]
  package var location: SourceLocation

  package init(
    kind: Kind, name: String, inherited: [String] = [], properties: [PropertyDeclaration] = [],
    methods: [MethodDeclaration] = [], cases: [String] = [], location: SourceLocation
  ) {
    self.kind = kind
    self.name = name
    self.inherited = inherited
    self.properties = properties
    self.methods = methods
    self.cases = cases
    self.location = location
  }
}

/// A stored or computed property, or an Objective-C `@property` or instance variable.
package struct PropertyDeclaration: Sendable, Hashable {
  package var name: String
  /// The written type without its optionality (`NSLayoutConstraint`), if written.
  package var typeName: String?
  /// `T?` or `T!` (a Swift optional; every Objective-C object pointer).
  package var isOptional: Bool
  /// `@IBOutlet` / `IBOutlet`.
  package var isOutlet: Bool
  package var isStatic: Bool
  package var initialValue: Expression?
  /// A computed property's getter; nil for a stored property.
  package var getter: [Statement]?
  package var location: SourceLocation

  package init(
    name: String, typeName: String? = nil, isOptional: Bool = false, isOutlet: Bool = false,
    isStatic: Bool = false, initialValue: Expression? = nil, getter: [Statement]? = nil,
    location: SourceLocation
  ) {
    self.name = name
    self.typeName = typeName
    self.isOptional = isOptional
    self.isOutlet = isOutlet
    self.isStatic = isStatic
    self.initialValue = initialValue
    self.getter = getter
    self.location = location
  }
}

/// A method (or an initializer, named `init`).
package struct MethodDeclaration: Sendable, Hashable {
  package var name: String
  package var parameters: [Parameter]
  /// `@IBAction`, `@objc` or `IBAction`: a control's target can call it.
  package var isAction: Bool
  package var isStatic: Bool
  package var body: [Statement]
  package var location: SourceLocation

  package init(
    name: String, parameters: [Parameter] = [], isAction: Bool = false, isStatic: Bool = false,
    body: [Statement] = [], location: SourceLocation
  ) {
    self.name = name
    self.parameters = parameters
    self.isAction = isAction
    self.isStatic = isStatic
    self.body = body
    self.location = location
  }

  /// The argument labels a call gives (`nil` for `_`).
  package var labels: [String?] { parameters.map(\.label) }

  /// The Objective-C selector the method is exposed as: `name`, `name:` or
  /// `nameWithLabel:other:`, as a storyboard's `<action selector>` and `#selector` name it.
  package var selector: String {
    guard let first = parameters.first else { return name }
    var text = name
    if let label = first.label { text += "With" + label.prefix(1).uppercased() + label.dropFirst() }
    text += ":"
    for parameter in parameters.dropFirst() { text += (parameter.label ?? "") + ":" }
    return text
  }

  package struct Parameter: Sendable, Hashable {
    /// The argument label; nil for `_` (and for an Objective-C method's first part).
    package var label: String?
    package var name: String
    package var typeName: String?
    package var defaultValue: Expression?

    package init(
      label: String?, name: String, typeName: String? = nil, defaultValue: Expression? = nil
    ) {
      self.label = label
      self.name = name
      self.typeName = typeName
      self.defaultValue = defaultValue
    }
  }
}
