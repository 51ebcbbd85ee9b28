import Cassowary
import Testing

/// `solve()` evaluates again only the definitions a change reaches (docs/format.md, "Layout at
/// scale"): after any sequence of changes every value is the one a solver given the same
/// constraints from scratch computes.
@Suite("incremental evaluation")
struct IncrementalEvaluationTests {
  /// A list of rows under a first row that the tableau places: `top0 >= floor` (required) and
  /// `top0 == 0` (optional), each row on the one above, a bound on the last row's top.
  struct Rows {
    var solver = SolverPath.propagation.solver()
    var variables: [Variable] = []
    var heightIDs: [ConstraintID] = []
    var floorID: ConstraintID
    var added: [(id: ConstraintID, constraint: Constraint, isEditable: Bool)] = []

    init(rows: Int) throws {
      let first = solver.makeVariable("top0")
      var tops = [first]
      var heights: [Variable] = []
      floorID = ConstraintID(rawValueForTests: 0)
      floorID = try add(Constraint(expr((first, 1), constant: -3), .greaterThanOrEqual))
      try add(Constraint(expr((first, 1)), .equal, strength: .optional(500)))
      for index in 0..<rows {
        let height = solver.makeVariable("height\(index)")
        heights.append(height)
        heightIDs.append(
          try add(
            Constraint(expr((height, 1), constant: -44.3 - Double(index % 7) / 3), .equal),
            isEditable: true))
        guard index + 1 < rows else { continue }
        let top = solver.makeVariable("top\(index + 1)")
        try add(
          Constraint(
            expr((top, 1), (tops[index], -1), (height, -1), constant: -8.25), .equal))
        tops.append(top)
      }
      try add(Constraint(expr((tops[rows - 1], 1), constant: -100_000), .lessThanOrEqual))
      variables = tops + heights
    }

    @discardableResult
    mutating func add(_ constraint: Constraint, isEditable: Bool = false) throws -> ConstraintID {
      let id = try solver.add(constraint, isEditable: isEditable)
      added.append((id, constraint, isEditable))
      return id
    }

    /// Every value from a solver given the current constraints from scratch.
    func freshValues() throws -> [Double] {
      var fresh = SolverPath.propagation.solver()
      for variable in variables { _ = fresh.makeVariable(variable.name) }
      for entry in added {
        guard let current = solver.constraint(entry.id) else { continue }
        try fresh.add(current, isEditable: entry.isEditable)
      }
      fresh.solve()
      return variables.map { fresh.value(of: $0) }
    }
  }

  @Test("after each change every value is a fresh solver's, whatever the change reaches")
  func changesMatchAFreshSolve() throws {
    var rows = try Rows(rows: 60)
    rows.solver.solve()
    // A fixed pseudo-random walk: height changes (some back to the value they had, some
    // without effect), and moves of the floor that the tableau carries to the first row.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for step in 0..<80 {
      let changes = 1 + next(4)
      for _ in 0..<changes {
        if next(5) == 0 {
          try rows.solver.setConstant(rows.floorID, to: -Double(next(40)) * 1.5)
        } else {
          let index = next(rows.heightIDs.count)
          let old = rows.solver.constraint(rows.heightIDs[index])?.expression.constant ?? 0
          let constant = next(3) == 0 ? old : -40 - Double(next(20)) * 0.7
          try rows.solver.setConstant(rows.heightIDs[index], to: constant)
        }
      }
      rows.solver.solve()
      let values = rows.variables.map { rows.solver.value(of: $0) }
      let fresh = try rows.freshValues()
      let worst = zip(values, fresh).map { abs($0 - $1) }.max() ?? 0
      #expect(worst < 1e-9, "step \(step): off by \(worst)")
    }
  }

  @Test("a value read twice without a change between is the same")
  func solveWithoutChange() throws {
    var rows = try Rows(rows: 20)
    rows.solver.solve()
    try rows.solver.setConstant(rows.heightIDs[3], to: -50)
    rows.solver.solve()
    let first = rows.variables.map { rows.solver.value(of: $0) }
    rows.solver.solve()
    #expect(rows.variables.map { rows.solver.value(of: $0) } == first)
    #expect(rows.solver.value(of: rows.variables[19]) == first[19])
    #expect(try rows.freshValues() == first)
  }
}
