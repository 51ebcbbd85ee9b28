import Diagnostics

/// A statement of a method or closure body, with where it was written.
package struct Statement: Sendable, Hashable {
  package var kind: Kind
  package var location: SourceLocation

  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  package indirect enum Kind: Sendable, Hashable {
    /// A call or any other expression evaluated for its effect.
    case expression(Expression)
    /// `target = value`, `target += value` (`-=`, `*=`, `/=`); an Objective-C chained
    /// assignment (`a.constant = b.constant = x`) lowers to one statement per target.
    case assign(target: Expression, op: AssignmentOperator, value: Expression)
    /// `let name = value` or `var name = value` (also an Objective-C local declaration).
    case declare(name: String, value: Expression?)
    case `if`(conditions: [Condition], then: [Statement], else: [Statement]?)
    case `guard`(conditions: [Condition], else: [Statement])
    case `switch`(subject: Expression, cases: [SwitchCase])
    /// `for name in sequence where condition { … }` (Objective-C's `for (T *name in sequence)`).
    case forIn(name: String, sequence: Expression, where: Expression?, body: [Statement])
    case `return`(Expression?)
    case `break`
    case `continue`
    /// `do { … }` or a bare block.
    case block([Statement])
    /// A statement the front end could not lower; `what` names it for the warning.
    case unsupported(what: String)
  }

  package enum AssignmentOperator: String, Sendable, Hashable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case multiply = "*="
    case divide = "/="
  }
}

/// One condition of an `if`, `guard` or `while`.
package enum Condition: Sendable, Hashable {
  case expression(Expression)
  /// `let name = value` (`if let name` has the value `name`).
  case optionalBinding(name: String, value: Expression)
}

/// One `case` (or `default`) of a `switch`.
package struct SwitchCase: Sendable, Hashable {
  /// The patterns; empty for `default`.
  package var patterns: [Expression]
  package var body: [Statement]
  package var location: SourceLocation

  package init(patterns: [Expression], body: [Statement], location: SourceLocation) {
    self.patterns = patterns
    self.body = body
    self.location = location
  }
}
