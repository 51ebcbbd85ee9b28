import Cassowary
import Testing

/// The solver reduces each constraint's terms itself (variable order, repeats summed, zero and
/// near-zero terms dropped): a constraint written in any order gives the same bits as the same
/// constraint written reduced (`Expression.reduced`).
@Suite("expression reduction")
struct ExpressionReductionTests {
  /// Solves `count` variables under constraints built by `write`, which is given the variables
  /// and returns each constraint's expression; returns the values.
  func values(_ count: Int, _ write: ([Variable]) -> [(Expression, Relation, Strength)]) throws
    -> [Double]
  {
    var solver = Solver()
    let variables = (0..<count).map { solver.makeVariable("v\($0)") }
    for (expression, relation, strength) in write(variables) {
      try solver.add(Constraint(expression, relation, strength: strength))
    }
    solver.solve()
    return variables.map { solver.value(of: $0) }
  }

  /// Constraints with repeated variables, terms out of order, a term that cancels out and a
  /// 20-term sum, in the order written or `reduced`.
  func system(_ v: [Variable], reduce: Bool) -> [(Expression, Relation, Strength)] {
    let long = Expression(
      (0..<20).reversed().map { Term(v[$0], 0.1 * Double($0 % 7) + 0.3) }
        + [Term(v[3], 0.7), Term(v[19], -0.2)], constant: -1_000.25)
    let written: [(Expression, Relation, Strength)] =
      [
        (
          expr((v[2], 1), (v[0], -0.3), (v[1], -0.3), (v[0], -0.4), constant: -7.1), .equal,
          .required
        ),
        (expr((v[1], 1), (v[5], 2), (v[5], -2), constant: -3.3), .equal, .required),
        (expr((v[4], 1), (v[3], 1), (v[4], 0.5), constant: -11), .equal, .required),
        (expr((v[0], 1), constant: -2.2), .equal, .optional(1_000)),
        (expr((v[6], 1), (v[2], -1.1), (v[6], 0.3)), .greaterThanOrEqual, .required),
        (long, .equal, .optional(10)),
      ] + (7..<20).map { (expr((v[$0], 1), (v[$0 - 1], -1), constant: -1.5), .equal, .optional(1)) }
    return reduce ? written.map { ($0.0.reduced, $0.1, $0.2) } : written
  }

  @Test("a constraint written out of order with repeated terms solves as its reduced form")
  func outOfOrder() throws {
    let written = try values(20) { system($0, reduce: false) }
    let reduced = try values(20) { system($0, reduce: true) }
    #expect(written.map(\.bitPattern) == reduced.map(\.bitPattern))
    // The values the optional and required constraints ask for, to rounding.
    #expect(abs(written[0] - 2.2) < 1e-9)
    #expect(abs(written[1] - 3.3) < 1e-9)
  }
}
