import Diagnostics
import Interface

/// Arithmetic on numbers that may read the layout: constants fold at once, anything else
/// becomes an `EXPR` tree that the replay evaluates (docs/format.md, Expressions (EXPR)).
enum Arithmetic {
  static func apply(
    _ op: ValueExpression.BinaryOperator, _ a: ValueExpression, _ b: ValueExpression,
    at location: SourceLocation
  ) -> ValueExpression {
    if let x = a.constantValue, let y = b.constantValue {
      switch op {
      case .add: return .number(x + y)
      case .subtract: return .number(x - y)
      case .multiply: return .number(x * y)
      case .divide where y != 0: return .number(x / y)
      case .divide: break
      }
    }
    // Identities keep the expressions the replay reads small and readable.
    switch op {
    case .add where a.constantValue == 0: return b
    case .add where b.constantValue == 0, .subtract where b.constantValue == 0: return a
    case .multiply where a.constantValue == 1: return b
    case .multiply where b.constantValue == 1, .divide where b.constantValue == 1: return a
    default: return .binary(op, a, b, location)
    }
  }

  static func negate(_ a: ValueExpression) -> ValueExpression {
    if let x = a.constantValue { return .number(-x) }
    if case .negate(let inner) = a { return inner }
    return .negate(a)
  }

  static func function(_ function: ExpressionFunction, _ arguments: [ValueExpression])
    -> ValueExpression
  {
    let constants = arguments.compactMap(\.constantValue)
    if constants.count == arguments.count {
      switch function {
      case .min: return .number(Swift.min(constants[0], constants[1]))
      case .max: return .number(Swift.max(constants[0], constants[1]))
      case .abs: return .number(Swift.abs(constants[0]))
      case .round: return .number(constants[0].rounded(.toNearestOrAwayFromZero))
      }
    }
    return .function(function, arguments)
  }

  /// Whether two expressions compute the same thing, wherever they were written.
  static func same(_ a: ValueExpression, _ b: ValueExpression) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): x == y
    case (.negate(let x), .negate(let y)): same(x, y)
    case (.binary(let p, let x1, let x2, _), .binary(let q, let y1, let y2, _)):
      p == q && same(x1, y1) && same(x2, y2)
    case (.function(let f, let xs), .function(let g, let ys)):
      f == g && xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
    case (.constant(let x, _), .constant(let y, _)): x == y
    case (.frame(let v, let p, _), .frame(let w, let q, _)): v == w && p == q
    default: false
    }
  }

  /// A comparison when both sides are known now; nil when one reads the layout.
  static func compare(_ op: String, _ a: ValueExpression, _ b: ValueExpression) -> Bool? {
    if same(a, b), ["==", "<=", ">="].contains(op) { return true }
    guard let x = a.constantValue, let y = b.constantValue else { return nil }
    switch op {
    case "==": return x == y
    case "!=": return x != y
    case "<": return x < y
    case "<=": return x <= y
    case ">": return x > y
    case ">=": return x >= y
    default: return nil
    }
  }
}
