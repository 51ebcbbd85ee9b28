import Cassowary
import Testing

/// Long chains of required equations, the shape the solver keeps out of its tableau
/// (docs/format.md, "Layout at scale"): the same answers as a solver given the same constraints
/// from scratch, conflicts found on the change that causes them.
@Suite("chains of equations")
struct ChainTests {
  /// `top[i] == top[i-1] + height[i-1] + 8`, `height[i] == 44`, `top[0] == 0`: a list of rows.
  struct Chain {
    var solver = SolverPath.propagation.solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var heightIDs: [ConstraintID] = []
    /// The equations placing each row under the one above (none for the first row).
    var linkIDs: [ConstraintID?] = []

    init(rows: Int) throws {
      try extend(to: rows)
    }

    /// Adds rows below the last one until there are `rows`.
    mutating func extend(to rows: Int) throws {
      for index in tops.count..<rows {
        let top = solver.makeVariable("top\(index)")
        let height = solver.makeVariable("height\(index)")
        if index == 0 {
          try solver.add(Constraint(expr((top, 1)), .equal))
          linkIDs.append(nil)
        } else {
          linkIDs.append(
            try solver.add(
              Constraint(
                expr((top, 1), (tops[index - 1], -1), (heights[index - 1], -1), constant: -8),
                .equal)))
        }
        heightIDs.append(
          try solver.add(Constraint(expr((height, 1), constant: -44), .equal), isEditable: true))
        tops.append(top)
        heights.append(height)
      }
    }
  }

  @Test("a change of one row's height moves every row below it, exactly")
  func chainChange() throws {
    var chain = try Chain(rows: 2_000)
    chain.solver.solve()
    #expect(chain.solver.value(of: chain.tops[1_999]) == 1_999 * 52)
    for index in stride(from: 0, to: 2_000, by: 4) {
      try chain.solver.setConstant(chain.heightIDs[index], to: -64)
    }
    chain.solver.solve()
    #expect(chain.solver.value(of: chain.tops[1]) == 72)
    #expect(chain.solver.value(of: chain.tops[1_999]) == 1_999 * 52 + 500 * 20)
    #expect(chain.solver.value(of: chain.heights[1_996]) == 64)
    #expect(chain.solver.ambiguousVariables(among: chain.tops + chain.heights).isEmpty)
  }

  @Test("a change after the chain has grown walks the rows added since the last walk")
  func walkAfterGrowth() throws {
    var chain = try Chain(rows: 50)
    try chain.solver.add(
      Constraint(expr((chain.tops[49], 1), constant: -100_000), .lessThanOrEqual))
    // Each change reaches the bottom inequality, so it walks every row below it.
    try chain.solver.setConstant(chain.heightIDs[0], to: -54)
    chain.solver.solve()
    #expect(chain.solver.value(of: chain.tops[49]) == 49 * 52 + 10)
    try chain.extend(to: 300)
    try chain.solver.add(
      Constraint(expr((chain.tops[299], 1), constant: -100_000), .lessThanOrEqual))
    try chain.solver.setConstant(chain.heightIDs[0], to: -64)
    try chain.solver.setConstant(chain.heightIDs[1], to: -54)
    chain.solver.solve()
    #expect(chain.solver.value(of: chain.tops[49]) == 49 * 52 + 30)
    #expect(chain.solver.value(of: chain.tops[299]) == 299 * 52 + 30)
  }

  @Test("a height change that pushes the last row past a required bottom is refused")
  func chainConflict() throws {
    var chain = try Chain(rows: 100)
    let bottom = chain.tops[99]
    // The last row's top stays within 6,000 points: 99 × 52 = 5,148 leaves 852 to spare.
    try chain.solver.add(Constraint(expr((bottom, 1), constant: -6_000), .lessThanOrEqual))
    try chain.solver.setConstant(chain.heightIDs[10], to: -844)
    chain.solver.solve()
    #expect(chain.solver.value(of: bottom) == 5_948)
    #expect(throws: SolverError.unsatisfiable(chain.heightIDs[20])) {
      try chain.solver.setConstant(chain.heightIDs[20], to: -100)
    }
    chain.solver.solve()
    #expect(chain.solver.value(of: bottom) == 5_948)
    #expect(chain.solver.value(of: chain.heights[20]) == 44)
    #expect(chain.solver.constraint(chain.heightIDs[20])?.expression.constant == -44)
  }

  @Test("an equation that closes a loop is kept when it agrees and refused when it does not")
  func loop() throws {
    var solver = SolverPath.propagation.solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(Constraint(expr((x, 1), constant: -10), .equal))
    try solver.add(Constraint(expr((y, 1), (x, -1), constant: -5), .equal))
    try solver.add(Constraint(expr((z, 1), (y, -1), constant: -5), .equal))
    let closing = try solver.add(Constraint(expr((z, 1), (x, -1), constant: -10), .equal))
    let disagreeing = Constraint(expr((z, 1), (x, -1), constant: -11), .equal)
    #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValueForTests: 4))) {
      try solver.add(disagreeing)
    }
    solver.solve()
    #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [10, 15, 20])
    #expect(throws: SolverError.unsatisfiable(closing)) {
      try solver.setConstant(closing, to: -12)
    }
  }

  @Test("removing an equation an inequality is written through gives a fresh solver's answer")
  func removeThroughInequality() throws {
    var chain = try Chain(rows: 50)
    let last = chain.tops[49]
    try chain.solver.add(Constraint(expr((last, 1), constant: -3_000), .lessThanOrEqual))
    try chain.solver.add(
      Constraint(expr((chain.tops[20], 1), constant: -5_000), .equal, strength: .optional(500)))
    chain.solver.solve()
    #expect(chain.solver.value(of: last) == 49 * 52)
    // Row 20's top loses the equation that placed it under row 19: the optional pull moves
    // rows 20 and below as far as the bound on the last row lets them.
    try chain.solver.remove(try #require(chain.linkIDs[20]))
    chain.solver.solve()
    #expect(chain.solver.value(of: last) == 3_000)
    #expect(chain.solver.value(of: chain.tops[20]) == 3_000 - 29 * 52)
    #expect(chain.solver.value(of: chain.tops[19]) == 19 * 52)
  }

  @Test(
    "taking rows' equations out and putting them back, round after round, gives a fresh solver's values"
  )
  func removeAndAddAgain() throws {
    // 300 rows hold about 900 definition terms, so the rounds below leave more removed terms
    // in the solver's term pool than live ones, and the pool is compacted several times; the
    // inequality on the last row makes every row's equation reach the tableau.
    let rows = 300
    var chain = try Chain(rows: rows)
    let bound = Constraint(expr((chain.tops[rows - 1], 1), constant: -40_000), .lessThanOrEqual)
    try chain.solver.add(bound)
    // Every constraint in the solver, in the order of adds, as a fresh solver would get them.
    var added: [Constraint] = []
    var ids: [ConstraintID] = []
    for id in chain.solver.constraintIDs {
      added.append(try #require(chain.solver.constraint(id)))
      ids.append(id)
    }
    var gap = 8.0
    for round in 0..<6 {
      gap += 1
      for row in stride(from: 1 + round, to: rows, by: 3) {
        let link = try #require(chain.linkIDs[row])
        try chain.solver.remove(link)
        let position = try #require(ids.firstIndex(of: link))
        added.remove(at: position)
        ids.remove(at: position)
        let constraint = Constraint(
          expr(
            (chain.tops[row], 1), (chain.tops[row - 1], -1), (chain.heights[row - 1], -1),
            constant: -gap), .equal)
        let id = try chain.solver.add(constraint)
        chain.linkIDs[row] = id
        added.append(constraint)
        ids.append(id)
      }
      chain.solver.solve()
      var fresh = SolverPath.propagation.solver()
      for index in 0..<rows {
        _ = fresh.makeVariable("top\(index)")
        _ = fresh.makeVariable("height\(index)")
      }
      for constraint in added { try fresh.add(constraint) }
      fresh.solve()
      for variable in chain.tops + chain.heights {
        #expect(
          chain.solver.value(of: variable).bitPattern == fresh.value(of: variable).bitPattern,
          "round \(round), \(variable.name)")
      }
    }
    // Round k re-adds rows 1 + k, 4 + k, … with gap 9 + k: a row from 4 on was last re-added
    // in round (row - 1) % 3 + 3, rows 1 to 3 in round row - 1. The last row's top is the sum
    // of the heights and gaps above it.
    var expected = 0.0
    for row in 1..<rows {
      let lastRound = row >= 4 ? (row - 1) % 3 + 3 : row - 1
      expected += 44 + 9 + Double(lastRound)
    }
    #expect(chain.solver.value(of: chain.tops[rows - 1]) == expected)
  }
}
