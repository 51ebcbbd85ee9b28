import Diagnostics

/// An expression with where it was written.
package struct Expression: Sendable, Hashable {
  package var kind: Kind
  package var location: SourceLocation

  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  package indirect enum Kind: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    /// `nil` (`NULL`, `nil` in Objective-C).
    case `nil`
    /// An identifier: a local, a parameter, a property (`_name` an instance variable), a type,
    /// `self`, `super`, or a global such as `M_PI`.
    case name(String)
    /// `base.name`; a nil base is an implicit member (`.curveEaseInOut`, `.top`).
    case member(Expression?, String)
    /// `callee(arguments)`: a function, method, initializer (`UIColor(white:alpha:)`) or
    /// message (`[base selector…]`, with `selector` as written).
    case call(callee: Expression, arguments: [Argument], selector: String?)
    case `subscript`(Expression, [Argument])
    /// `{ parameters in body }` or an Objective-C block.
    case closure(parameters: [String], body: [Statement])
    case ternary(Expression, Expression, Expression)
    /// `left op right`, with Swift's and C's operators (`+`, `==`, `===`, `&&`, `..<`, `|`).
    case binary(String, Expression, Expression)
    /// `op operand`: `!`, `-`, `+`.
    case prefix(String, Expression)
    /// `operand!` (force unwrap) or `operand?` (optional chaining).
    case postfix(String, Expression)
    case array([Expression])
    /// `(a, b)`, or a parenthesised expression (one unlabelled element).
    case tuple([Argument])
    /// `#selector(name(_:))` or `@selector(name:)`: the name as written.
    case selector(String)
    /// An expression the front end could not lower; `what` names it for the warning.
    case unsupported(what: String)
  }

  /// One argument of a call, labelled or not.
  package struct Argument: Sendable, Hashable {
    package var label: String?
    package var value: Expression
    /// A trailing closure without a label: it takes the first closure parameter left.
    package var isTrailingClosure: Bool

    package init(label: String?, value: Expression, isTrailingClosure: Bool = false) {
      self.label = label
      self.value = value
      self.isTrailingClosure = isTrailingClosure
    }
  }
}
