import Testing

@testable import Cassowary

/// Which path a solver takes (docs/performance.md, "Solver benchmark"): the tableau alone for a
/// small layout, propagation for a large one, chosen from the variables made before the first
/// constraint, with the same answers either way.
@Suite("solver paths")
struct SolverPathTests {
  /// `top[i] == top[i-1] + 50` for `rows` rows, `top[0] == 0`, with `extra` variables made
  /// before any constraint.
  static func rows(_ rows: Int, extra: Int, solver: inout Solver) throws -> [Variable] {
    let tops = (0..<rows).map { solver.makeVariable("top\($0)") }
    for _ in 0..<extra { _ = solver.makeVariable() }
    try solver.add(Constraint(expr((tops[0], 1)), .equal))
    for index in 1..<rows {
      try solver.add(
        Constraint(expr((tops[index], 1), (tops[index - 1], -1), constant: -50), .equal))
    }
    solver.solve()
    return tops
  }

  @Test(
    "a solver below the threshold at its first constraint keeps every constraint in the tableau, one at it defines the chain's variables",
    arguments: [
      (extra: 5, propagates: false, definitions: 0), (extra: 6, propagates: true, definitions: 6),
    ])
  func threshold(extra: Int, propagates: Bool, definitions: Int) throws {
    // 6 rows and `extra` more variables against a threshold of 12.
    var solver = Solver(propagationThreshold: 12)
    let tops = try Self.rows(6, extra: extra, solver: &solver)
    let usesPropagation = solver.usesPropagation
    let defined = solver.propagation.definitions.compactMap { $0 }.count
    #expect(usesPropagation == propagates)
    #expect(defined == definitions)
    #expect(tops.map { solver.value(of: $0) } == [0, 50, 100, 150, 200, 250])
  }

  @Test("the default threshold is 1,000 variables")
  func defaultThreshold() throws {
    var small = Solver()
    _ = try Self.rows(2, extra: 997, solver: &small)
    var large = Solver()
    _ = try Self.rows(2, extra: 998, solver: &large)
    let paths = [small.usesPropagation, large.usesPropagation]
    #expect(paths == [false, true])
  }

  @Test(
    "a solver without propagation that makes four times the threshold of variables rebuilds with it, values unchanged"
  )
  func growsIntoPropagation() throws {
    var solver = Solver(propagationThreshold: 10)
    var tops = try Self.rows(5, extra: 0, solver: &solver)
    let before = solver.usesPropagation
    #expect(!before)
    // 40 variables in all: the next add rebuilds the solver with propagation.
    for index in 5..<40 { tops.append(solver.makeVariable("top\(index)")) }
    for index in 5..<40 {
      try solver.add(
        Constraint(expr((tops[index], 1), (tops[index - 1], -1), constant: -50), .equal))
    }
    solver.solve()
    let after = solver.usesPropagation
    let definitions = solver.propagation.definitions.compactMap { $0 }.count
    #expect(after)
    #expect(definitions == 40)
    #expect(tops.map { solver.value(of: $0) } == (0..<40).map { Double($0) * 50 })
  }

  @Test("a constant change gives the same values on both paths")
  func changesAgree() throws {
    var values: [[Double]] = []
    for path in SolverPath.allCases {
      var solver = path.solver()
      let x = solver.makeVariable("x")
      let y = solver.makeVariable("y")
      let z = solver.makeVariable("z")
      let height = try solver.add(Constraint(expr((x, 1), constant: -44), .equal))
      try solver.add(Constraint(expr((y, 1), (x, -1), constant: -8), .equal))
      try solver.add(Constraint(expr((z, 1), (y, -1)), .greaterThanOrEqual))
      try solver.add(Constraint(expr((z, 1), constant: -60), .equal, strength: .optional(500)))
      solver.solve()
      try solver.setConstant(height, to: -100)
      solver.solve()
      values.append([x, y, z].map { solver.value(of: $0) })
    }
    #expect(values == [[100, 108, 108], [100, 108, 108]])
  }
}
