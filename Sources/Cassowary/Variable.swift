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
  ///
  /// Repeated variables are summed in the order they are written. An expression that is
  /// already reduced (the usual case) is returned as it is, without sorting or hashing.
  public var reduced: Expression {
    if isReduced { return self }
    var merged = terms
    if merged.count <= 16 {
      // Insertion sort: stable, and no allocation beyond the copy.
      for next in merged.indices.dropFirst() {
        let term = merged[next]
        var slot = next
        while slot > 0, merged[slot - 1].variable.index > term.variable.index {
          merged[slot] = merged[slot - 1]
          slot -= 1
        }
        merged[slot] = term
      }
    } else {
      let order = terms.indices.sorted {
        (terms[$0].variable.index, $0) < (terms[$1].variable.index, $1)
      }
      merged = order.map { terms[$0] }
    }
    var count = 0
    for position in merged.indices {  // count ≤ position: writes stay behind the reads
      let term = merged[position]
      if count > 0, merged[count - 1].variable.index == term.variable.index {
        merged[count - 1].coefficient += term.coefficient
      } else {
        merged[count] = term
        count += 1
      }
    }
    merged.removeLast(merged.count - count)
    merged.removeAll { $0.coefficient == 0 }
    return Expression(merged, constant: constant)
  }

  /// Whether `reduced` would return the expression as it is: no zero coefficient, variables
  /// in increasing order.
  ///
  /// Reads each term's index and coefficient in place (a `Term` copied out of the array would
  /// retain its variable's name).
  var isReduced: Bool {
    var previous = -1
    for position in terms.indices {
      let index = terms[position].variable.index
      if terms[position].coefficient == 0 || index <= previous { return false }
      previous = index
    }
    return true
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
