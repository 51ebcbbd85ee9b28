import Testing

@testable import Cassowary

/// The shifts a definition's constant change makes to tableau constraints, remembered per
/// variable (`ShiftPattern`): the same bits as walking the definitions again, and forgotten
/// when the graph changes shape.
@Suite("remembered shifts")
struct ShiftPatternTests {
  /// A list of rows (`top[i] == top[i-1] + height[i-1] + 8`, `height[i] == 44`) whose last top
  /// bounds `x` (`x <= top[last] + 10`, with an optional pull on `x` upwards): a change of a
  /// height reaches the tableau through every top below it.
  struct Rows {
    var solver = SolverPath.propagation.solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var heightIDs: [ConstraintID] = []
    let x: Variable

    init(rows: Int, multiplier: Double = 1) throws {
      for index in 0..<rows {
        let top = solver.makeVariable("top\(index)")
        let height = solver.makeVariable("height\(index)")
        if index == 0 {
          try solver.add(Constraint(expr((top, 1)), .equal))
          heightIDs.append(try solver.add(Constraint(expr((height, 1), constant: -44), .equal)))
        } else {
          try solver.add(
            Constraint(
              expr((top, 1), (tops[index - 1], -1), (heights[index - 1], -1), constant: -8),
              .equal))
          // Each height a multiple of the one above (a width chain's multipliers) or its own.
          heightIDs.append(
            try solver.add(
              multiplier == 1
                ? Constraint(expr((height, 1), constant: -44), .equal)
                : Constraint(expr((height, 1), (heights[index - 1], -multiplier)), .equal)))
        }
        tops.append(top)
        heights.append(height)
      }
      x = solver.makeVariable("x")
      try solver.add(
        Constraint(expr((x, 1), (tops[rows - 1], -1), constant: -10), .lessThanOrEqual))
      try solver.add(
        Constraint(expr((x, 1), constant: -100_000), .equal, strength: .optional(500)))
    }
  }

  /// The shifts of changing `variable` by each delta: through the remembered pattern, and by a
  /// walk with every pattern forgotten, as (id, bits) pairs.
  func bothWays(_ propagation: Propagation, _ variable: Int, _ delta: Double)
    -> (remembered: [[UInt64]], walked: [[UInt64]])
  {
    var remembered = propagation
    var walking = propagation
    walking.forgetShiftPatterns()
    remembered.shifts(afterChanging: variable, by: delta)
    walking.shifts(afterChanging: variable, by: delta)
    return (pairs(remembered), pairs(walking))
  }

  /// The last shifts as (id, bits) pairs.
  func pairs(_ propagation: Propagation) -> [[UInt64]] {
    zip(propagation.shiftedIDs, propagation.shiftedDeltas).map {
      [UInt64($0.0), $0.1.bitPattern]
    }
  }

  @Test("a remembered change gives the walk's shifts bit for bit, whatever the delta")
  func rememberedBits() throws {
    var rows = try Rows(rows: 30)
    rows.solver.solve()
    try rows.solver.setConstant(rows.heightIDs[3], to: -50)
    let variable = rows.heights[3].index
    let pattern = try #require(rows.solver.propagation.shiftPattern(of: variable))
    #expect(Array(rows.solver.propagation.patternMultiples[pattern]) == [-1])
    for delta in [0.1, 1.0 / 3, -7.25, 1e-9, 123_456.789, -0.3, Double.leastNonzeroMagnitude] {
      let (remembered, walked) = bothWays(rows.solver.propagation, variable, delta)
      #expect(remembered == walked)
      #expect(remembered.count == 1)
    }
    rows.solver.solve()
    #expect(rows.solver.value(of: rows.x) == 29 * 52 + 6 + 10)
  }

  @Test("a walk through a coefficient other than ±1 is not remembered")
  func multipliersWalk() throws {
    var rows = try Rows(rows: 12, multiplier: 1.1)
    rows.solver.solve()
    try rows.solver.setConstant(rows.heightIDs[0], to: -50)
    let variable = rows.heights[0].index
    #expect(rows.solver.propagation.shiftPattern(of: variable) == nil)
    for delta in [0.1, 1.0 / 3, -7.25] {
      let (remembered, walked) = bothWays(rows.solver.propagation, variable, delta)
      #expect(remembered == walked)
    }
  }

  @Test("a tableau constraint added downstream is shifted by a change remembered before it")
  func forgottenOnAdd() throws {
    var rows = try Rows(rows: 20)
    try rows.solver.setConstant(rows.heightIDs[5], to: -54)
    rows.solver.solve()
    #expect(rows.solver.value(of: rows.x) == 19 * 52 + 10 + 10)
    // `y <= top[10] + 5`, pulled upwards: a second constraint the same change reaches.
    let y = rows.solver.makeVariable("y")
    try rows.solver.add(
      Constraint(expr((y, 1), (rows.tops[10], -1), constant: -5), .lessThanOrEqual))
    try rows.solver.add(
      Constraint(expr((y, 1), constant: -100_000), .equal, strength: .optional(500)))
    try rows.solver.setConstant(rows.heightIDs[5], to: -64)
    rows.solver.solve()
    #expect(rows.solver.value(of: y) == 10 * 52 + 20 + 5)
    #expect(rows.solver.value(of: rows.x) == 19 * 52 + 20 + 10)
  }
}
