import Diagnostics

/// The AST of an `EXPR` (docs/format.md, Expressions (EXPR)): numbers, `+ - * /`, functions and
/// references.
package indirect enum ValueExpression: Hashable, Sendable {
  case number(Double)
  case negate(ValueExpression)
  /// A binary operation; the location is the operator's, for division by zero.
  case binary(BinaryOperator, ValueExpression, ValueExpression, SourceLocation)
  case function(ExpressionFunction, [ValueExpression])
  /// `REF.constant`: read from the model as the expression runs.
  case constant(of: String, SourceLocation)
  /// `ID.minX` etc.: the view's model frame in root coordinates, from before the block.
  case frame(of: ViewID, FrameProperty, SourceLocation)

  package enum BinaryOperator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }

  /// What a reference reads, given to `evaluate`.
  package enum Reference: Hashable, Sendable {
    case constant(of: String)
    case frame(of: ViewID, FrameProperty)
  }

  /// Why an expression has no value.
  package enum EvaluationError: Error, Hashable, Sendable {
    case divisionByZero(SourceLocation)
    case unknownReference(Reference, SourceLocation)
  }

  /// The value, reading references through `lookup` (nil: the reference has no value).
  package func evaluate(_ lookup: (Reference) -> Double?) -> Result<Double, EvaluationError> {
    switch self {
    case .number(let value):
      return .success(value)
    case .negate(let operand):
      return operand.evaluate(lookup).map { -$0 }
    case .binary(let op, let left, let right, let location):
      return left.evaluate(lookup).flatMap { a in
        right.evaluate(lookup).flatMap { b in
          switch op {
          case .add: .success(a + b)
          case .subtract: .success(a - b)
          case .multiply: .success(a * b)
          case .divide: b == 0 ? .failure(.divisionByZero(location)) : .success(a / b)
          }
        }
      }
    case .function(let function, let arguments):
      var values: [Double] = []
      for argument in arguments {
        switch argument.evaluate(lookup) {
        case .success(let value): values.append(value)
        case .failure(let error): return .failure(error)
        }
      }
      return .success(function.apply(values))
    case .constant(let name, let location):
      let reference = Reference.constant(of: name)
      return lookup(reference).map { .success($0) }
        ?? .failure(.unknownReference(reference, location))
    case .frame(let view, let property, let location):
      let reference = Reference.frame(of: view, property)
      return lookup(reference).map { .success($0) }
        ?? .failure(.unknownReference(reference, location))
    }
  }

  /// Every reference the expression reads, in order.
  package var references: [Reference] {
    switch self {
    case .number: []
    case .negate(let operand): operand.references
    case .binary(_, let left, let right, _): left.references + right.references
    case .function(_, let arguments): arguments.flatMap(\.references)
    case .constant(let name, _): [.constant(of: name)]
    case .frame(let view, let property, _): [.frame(of: view, property)]
    }
  }

  /// The value when the expression reads no reference.
  package var constantValue: Double? {
    guard references.isEmpty, case .success(let value) = evaluate({ _ in nil }) else { return nil }
    return value
  }
}

/// `min`, `max`, `abs`, `round`.
package enum ExpressionFunction: String, CaseIterable, Hashable, Sendable {
  case min, max, abs, round

  package var arity: Int { self == .min || self == .max ? 2 : 1 }

  func apply(_ values: [Double]) -> Double {
    switch self {
    case .min: Swift.min(values[0], values[1])
    case .max: Swift.max(values[0], values[1])
    case .abs: Swift.abs(values[0])
    // UIKit code writes `round(x)`, which rounds half away from zero.
    case .round: values[0].rounded(.toNearestOrAwayFromZero)
    }
  }
}

/// The frame values an expression can read from a view.
package enum FrameProperty: String, CaseIterable, Hashable, Sendable {
  case minX, minY, maxX, maxY, midX, midY, width, height
}
