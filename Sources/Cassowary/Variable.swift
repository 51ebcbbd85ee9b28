/// An unknown of the system, made by `Solver.makeVariable(_:)`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The index the solver gave it; dense from 0.
  public let index: Int
  public let name: String

  init(index: Int, name: String) {
    self.index = index
    self.name = name
  }

  public var description: String { name.isEmpty ? "v\(index)" : name }

  public static func == (a: Variable, b: Variable) -> Bool { a.index == b.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// `Σ coefficient × variable + constant`.
public struct Expression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The expression with repeated variables merged and zero terms dropped, in variable order.
  public var reduced: Expression {
    var sums: [Int: (Variable, Double)] = [:]
    for term in terms {
      sums[term.variable.index, default: (term.variable, 0)].1 += term.coefficient
    }
    let merged = sums.values.filter { $0.1 != 0 }.sorted { $0.0.index < $1.0.index }
    return Expression(merged.map { Term($0.0, $0.1) }, constant: constant)
  }

  /// The value with each variable read through `value`.
  public func value(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  public static func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
  }

  public static func - (a: Expression, b: Expression) -> Expression {
    a + b * -1
  }

  public static func * (a: Expression, k: Double) -> Expression {
    Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }

  public static func + (a: Expression, k: Double) -> Expression {
    Expression(a.terms, constant: a.constant + k)
  }
}
