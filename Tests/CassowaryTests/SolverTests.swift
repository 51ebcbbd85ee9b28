import Cassowary
import Testing

/// `a·x + b·y + … + constant` written compactly for tests.
func expr(_ terms: (Variable, Double)..., constant: Double = 0) -> Expression {
  Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

@Suite("solver")
struct SolverTests {
  @Test("required equations and inequalities are satisfied", arguments: SolverPath.allCases)
  func required(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(Constraint(expr((x, 1), constant: -20), .equal))
    try solver.add(Constraint(expr((y, 1), (x, -2), constant: -5), .equal))
    try solver.add(Constraint(expr((y, 1), constant: -10), .greaterThanOrEqual))
    solver.solve()
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 45)
  }

  @Test("an optional constraint gives way to a required one", arguments: SolverPath.allCases)
  func optionalGivesWay(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(expr((x, 1), constant: -100), .lessThanOrEqual))
    try solver.add(Constraint(expr((x, 1), constant: -300), .equal, strength: .optional(750)))
    solver.solve()
    #expect(solver.value(of: x) == 100)
  }

  @Test(
    "a higher priority wins over any amount of lower-priority error (strict order)",
    arguments: SolverPath.allCases)
  func strictOrder(path: SolverPath) throws {
    // Weighted sums (Kiwi) would choose x = 50 here: 750·50 + 500·50 < 500·100 + 499·50.
    var solver = path.solver()
    let x = solver.makeVariable("x")
    try solver.add(
      Constraint(expr((x, 1), constant: -100), .greaterThanOrEqual, strength: .optional(750)))
    try solver.add(Constraint(expr((x, 1)), .lessThanOrEqual, strength: .optional(500)))
    try solver.add(Constraint(expr((x, 1), constant: -50), .equal, strength: .optional(499)))
    solver.solve()
    #expect(solver.value(of: x) == 100)
  }

  @Test(
    "a large coefficient at a low priority does not outweigh a higher priority",
    arguments: SolverPath.allCases)
  func largeCoefficient(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(expr((x, 1), constant: -10), .equal, strength: .optional(2)))
    try solver.add(Constraint(expr((x, 1000)), .equal, strength: .optional(1)))
    solver.solve()
    #expect(solver.value(of: x) == 10)
  }

  @Test("within one priority, errors add up as in Kiwi", arguments: SolverPath.allCases)
  func samePriority(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(expr((x, 1), constant: -10), .equal, strength: .optional(250)))
    try solver.add(Constraint(expr((x, 1), constant: -20), .equal, strength: .optional(250)))
    try solver.add(Constraint(expr((x, 1), constant: -30), .equal, strength: .optional(250)))
    solver.solve()
    #expect(solver.value(of: x) == 20)
  }

  @Test(
    "a conflicting required constraint is rejected with its id, and the solver goes on",
    arguments: SolverPath.allCases)
  func unsatisfiable(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(Constraint(expr((x, 1), constant: -10), .equal))
    try solver.add(Constraint(expr((y, 1), (x, -1)), .greaterThanOrEqual))
    let bad = Constraint(expr((y, 1), constant: -5), .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValueForTests: 2))) {
      try solver.add(bad)
    }
    let direct = Constraint(expr((x, 1), constant: -11), .equal)
    #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValueForTests: 3))) {
      try solver.add(direct)
    }
    try solver.add(Constraint(expr((y, 1), constant: -12), .equal, strength: .optional(100)))
    solver.solve()
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 12)
    #expect(solver.constraintCount == 3)
  }

  @Test("removing a constraint frees what it held", arguments: SolverPath.allCases)
  func remove(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(expr((x, 1), constant: -10), .equal, strength: .optional(250)))
    let strong = try solver.add(Constraint(expr((x, 1), constant: -20), .equal))
    solver.solve()
    #expect(solver.value(of: x) == 20)
    try solver.remove(strong)
    solver.solve()
    #expect(solver.value(of: x) == 10)
    #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
  }

  @Test(
    "a permanent constraint can still be removed and changed, through a rebuild",
    arguments: SolverPath.allCases)
  func permanent(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let fix = try solver.add(Constraint(expr((x, 1), constant: -5), .equal), isEditable: false)
    try solver.add(Constraint(expr((y, 1), (x, -1), constant: -1), .equal), isEditable: false)
    solver.solve()
    #expect(solver.value(of: y) == 6)
    try solver.setConstant(fix, to: -7)
    solver.solve()
    #expect(solver.value(of: y) == 8)
    try solver.remove(fix)
    try solver.add(Constraint(expr((x, 1), constant: -1), .equal))
    solver.solve()
    #expect(solver.value(of: y) == 2)
  }

  @Test(
    "changing a constant moves what depends on it, without re-adding",
    arguments: SolverPath.allCases)
  func setConstant(path: SolverPath) throws {
    var solver = path.solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    try solver.add(Constraint(expr((a, 1)), .equal))
    let gap = try solver.add(Constraint(expr((b, 1), (a, -1), constant: -8), .equal))
    try solver.add(Constraint(expr((c, 1), (b, -1), constant: -8), .equal))
    try solver.add(Constraint(expr((c, 1), constant: -30), .lessThanOrEqual))
    try solver.add(Constraint(expr((b, 1), constant: -100), .equal, strength: .optional(10)))
    solver.solve()
    #expect([solver.value(of: b), solver.value(of: c)] == [8, 16])
    try solver.setConstant(gap, to: -20)
    solver.solve()
    #expect([solver.value(of: b), solver.value(of: c)] == [20, 28])
    #expect(throws: SolverError.unsatisfiable(gap)) { try solver.setConstant(gap, to: -25) }
    solver.solve()
    #expect([solver.value(of: b), solver.value(of: c)] == [20, 28])
    #expect(solver.constraint(gap)?.expression.constant == -20)
  }

  @Test(
    "a redundant required equation conflicts when its constant disagrees",
    arguments: SolverPath.allCases)
  func redundantConstant(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(expr((x, 1), constant: -3), .equal))
    let again = try solver.add(Constraint(expr((x, 2), constant: -6), .equal))
    #expect(throws: SolverError.unsatisfiable(again)) { try solver.setConstant(again, to: -8) }
    solver.solve()
    #expect(solver.value(of: x) == 3)
  }

  @Test("edit variables follow suggested values and can be removed", arguments: SolverPath.allCases)
  func editVariables(path: SolverPath) throws {
    var solver = path.solver()
    let width = solver.makeVariable("width")
    let half = solver.makeVariable("half")
    try solver.add(Constraint(expr((half, 2), (width, -1)), .equal))
    try solver.addEditVariable(width, strength: .optional(999))
    #expect(throws: SolverError.duplicateEditVariable(width)) {
      try solver.addEditVariable(width, strength: .optional(999))
    }
    #expect(throws: SolverError.requiredEditVariable(half)) {
      try solver.addEditVariable(half, strength: .required)
    }
    try solver.suggestValue(width, 320)
    solver.solve()
    #expect(solver.value(of: half) == 160)
    try solver.suggestValue(width, 500)
    solver.solve()
    #expect(solver.value(of: half) == 250)
    try solver.removeEditVariable(width)
    #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(width, 1) }
  }

  @Test("non-finite numbers are refused", arguments: SolverPath.allCases)
  func notFinite(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.notFinite(ConstraintID(rawValueForTests: 0))) {
      try solver.add(Constraint(expr((x, .nan)), .equal))
    }
    let fixed = try solver.add(Constraint(expr((x, 1)), .equal))
    #expect(throws: SolverError.notFinite(fixed)) { try solver.setConstant(fixed, to: .infinity) }
  }

  @Test("a variable nothing fixes is reported as ambiguous", arguments: SolverPath.allCases)
  func ambiguity(path: SolverPath) throws {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(Constraint(expr((x, 1), (y, -1)), .equal))
    try solver.add(Constraint(expr((z, 1), constant: -4), .equal))
    solver.solve()
    #expect(solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(y))
    #expect(!solver.isAmbiguous(z))
  }
}

@Suite("conflict explanation")
struct ConflictExplainerTests {
  @Test(
    "the minimal conflicting set leaves out constraints that do not take part",
    arguments: SolverPath.allCases)
  func minimalSet(path: SolverPath) {
    var solver = path.solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let constraints = [
      Constraint(expr((x, 1), constant: -10), .equal),  // part of the conflict
      Constraint(expr((z, 1), constant: -3), .equal),  // unrelated variable
      Constraint(expr((y, 1), (x, -1)), .equal),  // part of the conflict
      Constraint(expr((y, 1), constant: -50), .lessThanOrEqual),  // related but not needed
    ]
    let culprit = Constraint(expr((y, 1), constant: -20), .greaterThanOrEqual)
    #expect(ConflictExplainer.minimalConflict(among: constraints, with: culprit) == [0, 2])
    let harmless = Constraint(expr((y, 1), constant: -5), .greaterThanOrEqual)
    #expect(ConflictExplainer.minimalConflict(among: constraints, with: harmless) == nil)
  }
}
