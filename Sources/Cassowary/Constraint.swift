/// How an expression relates to zero.
public enum Relation: Sendable, Hashable {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual
}

/// How much a constraint matters: required, or an optional priority.
///
/// Optional priorities are satisfied in strict order, as UIKit documents for
/// `UILayoutPriority`: no amount of error at a lower priority outweighs any error at a higher
/// one. (Kiwi sums weighted errors instead, so a large enough low-priority error can win.)
public enum Strength: Sendable, Hashable, Comparable {
  /// Optional, with a priority greater than 0; higher wins.
  case optional(Double)
  case required

  public var isRequired: Bool { self == .required }
}

/// `expression relation 0` at a strength.
public struct Constraint: Sendable, Hashable {
  public var expression: Expression
  public var relation: Relation
  public var strength: Strength

  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// Whether `values` satisfy the constraint within `tolerance`.
  public func isSatisfied(by value: (Variable) -> Double, tolerance: Double = 1e-8) -> Bool {
    let v = expression.value(value)
    switch relation {
    case .equal: return abs(v) <= tolerance
    case .lessThanOrEqual: return v <= tolerance
    case .greaterThanOrEqual: return v >= -tolerance
    }
  }
}

/// A handle to a constraint added to a solver.
public struct ConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int

  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// What the solver throws; each case carries the culprit.
public enum SolverError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The required constraint conflicts with the required constraints already in the solver;
  /// the solver is left as it was before the call.
  case unsatisfiable(ConstraintID)
  case unknownConstraint(ConstraintID)
  case unknownEditVariable(Variable)
  case duplicateEditVariable(Variable)
  /// Edit variables are optional; a required one would fix the variable for good.
  case requiredEditVariable(Variable)
  /// A non-finite number in an expression or a suggested value.
  case notFinite(ConstraintID?)

  public var description: String {
    switch self {
    case .unsatisfiable(let id):
      "constraint \(id) cannot be satisfied with the required constraints"
    case .unknownConstraint(let id): "constraint \(id) is not in the solver"
    case .unknownEditVariable(let v): "'\(v)' is not an edit variable"
    case .duplicateEditVariable(let v): "'\(v)' is already an edit variable"
    case .requiredEditVariable(let v): "an edit variable cannot be required ('\(v)')"
    case .notFinite(let id): "a number is not finite" + (id.map { " in constraint \($0)" } ?? "")
    }
  }
}

extension ConstraintID {
  /// An id by number, for tests that predict the ids a solver hands out (0, 1, 2, …).
  public init(rawValueForTests rawValue: Int) {
    self.rawValue = rawValue
  }
}
