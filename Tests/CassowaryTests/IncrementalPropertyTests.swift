import Cassowary
import Testing

/// SplitMix64: a small seeded generator, so every random case can be replayed by its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random system that stays well posed (every variable fixed, a unique optimum) under the
/// operations below, together with the list of constraints currently in it.
struct RandomSystem {
  let path: SolverPath
  var solver: Solver
  var variables: [Variable] = []
  /// Current constraints with their ids and editability, in the order they were added.
  var entries: [(id: ConstraintID, constraint: Constraint, isEditable: Bool)] = []
  /// Priorities already used by optional equations on each variable (kept distinct).
  var priorities: [[Double]] = []
  var random: SeededGenerator

  init(seed: UInt64, path: SolverPath) throws {
    self.path = path
    solver = path.solver()
    random = SeededGenerator(seed: seed)
    let count = Int.random(in: 4...12, using: &random)
    for index in 0..<count {
      let x = solver.makeVariable("x\(index)")
      variables.append(x)
      priorities.append([])
      switch index == 0 ? 0 : Int.random(in: 0...3, using: &random) {
      case 0:
        try add(Constraint(Expression([Term(x)], constant: -constant()), .equal))
      case 1:
        let other = variables[Int.random(in: 0..<index, using: &random)]
        let multipliers: [Double] = [1, 2, 0.5, -1]
        let multiplier = multipliers[Int.random(in: 0..<4, using: &random)]
        try add(
          Constraint(
            Expression([Term(x), Term(other, -multiplier)], constant: -constant()), .equal))
      default:
        // Fixed only by two optional equations of different priority, inside required bounds
        // that follow another variable, so bounds come and go as constants change.
        let other = variables[Int.random(in: 0..<index, using: &random)]
        try addOptionalEquation(on: index)
        try addOptionalEquation(on: index)
        try add(
          Constraint(Expression([Term(x), Term(other, -1)], constant: 50), .greaterThanOrEqual))
        try add(
          Constraint(Expression([Term(x), Term(other, -1)], constant: -50), .lessThanOrEqual))
      }
    }
    solver.solve()
  }

  mutating func constant() -> Double { Double(Int.random(in: -150...150, using: &random)) }

  mutating func add(_ constraint: Constraint) throws {
    let isEditable = Bool.random(using: &random)
    let id = try solver.add(constraint, isEditable: isEditable)
    entries.append((id, constraint, isEditable))
  }

  mutating func addOptionalEquation(on index: Int) throws {
    var priority: Double
    repeat {
      priority = Double(Int.random(in: 1...999, using: &random))
    } while priorities[index].contains(priority)
    priorities[index].append(priority)
    try add(
      Constraint(
        Expression([Term(variables[index])], constant: -constant()), .equal,
        strength: .optional(priority)))
  }

  /// One random change: a new constant, a remove and re-add, or a new optional equation.
  mutating func step() throws {
    let entry = Int.random(in: 0..<entries.count, using: &random)
    switch Int.random(in: 0...2, using: &random) {
    case 0:
      var constraint = entries[entry].constraint
      // A lower bound's constant stays in 20…80 and an upper one's in -80…-20, so they never
      // cross; equations move freely.
      let value =
        switch constraint.relation {
        case .equal: constant()
        case .greaterThanOrEqual: Double(Int.random(in: 20...80, using: &random))
        case .lessThanOrEqual: Double(Int.random(in: -80 ... -20, using: &random))
        }
      constraint.expression.constant = value
      try solver.setConstant(entries[entry].id, to: value)
      entries[entry].constraint = constraint
    case 1:
      let (id, constraint, isEditable) = entries.remove(at: entry)
      try solver.remove(id)
      var changed = constraint
      if changed.relation == .equal, changed.strength != .required || Bool.random(using: &random) {
        changed.expression.constant = constant()
      }
      let newID = try solver.add(changed, isEditable: isEditable)
      entries.append((newID, changed, isEditable))
    default:
      let candidates = priorities.indices.filter { !priorities[$0].isEmpty }
      if let index = candidates.randomElement(using: &random) {
        try addOptionalEquation(on: index)
      }
    }
    solver.solve()
  }

  /// The same constraints added to a new solver in the current order.
  func solvedFromScratch() throws -> [Double] {
    var fresh = path.solver()
    let freshVariables = variables.map { fresh.makeVariable($0.name) }
    for entry in entries {
      var constraint = entry.constraint
      constraint.expression.terms = constraint.expression.terms.map {
        Term(freshVariables[$0.variable.index], $0.coefficient)
      }
      try fresh.add(constraint)
    }
    fresh.solve()
    return freshVariables.map { fresh.value(of: $0) }
  }
}

@Suite("incremental solving")
struct IncrementalPropertyTests {
  @Test(
    "after any sequence of adds, removes and constant changes the solution equals a solve from scratch",
    arguments: SolverPath.allCases, 1...300 as ClosedRange<UInt64>)
  func incrementalEqualsScratch(_ path: SolverPath, _ seed: UInt64) throws {
    var system = try RandomSystem(seed: seed, path: path)
    for _ in 0..<25 {
      try system.step()
      let incremental = system.variables.map { system.solver.value(of: $0) }
      let scratch = try system.solvedFromScratch()
      for (a, b) in zip(incremental, scratch) {
        #expect(abs(a - b) <= 1e-8, "seed \(seed): \(incremental) vs \(scratch)")
      }
      for entry in system.entries where entry.constraint.strength.isRequired {
        #expect(entry.constraint.isSatisfied(by: { system.solver.value(of: $0) }, tolerance: 1e-8))
      }
      if incremental.count != scratch.count { return }
    }
  }
}
