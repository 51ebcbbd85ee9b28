/// Finds a minimal set of required constraints that cannot hold together, to explain an
/// `unsatisfiable` error the way UIKit lists "the following constraints" before breaking one.
public enum ConflictExplainer {
  /// Indices into `constraints` of a minimal subset that conflicts with `culprit` (every
  /// member is needed for the conflict), or nil when they do not conflict.
  ///
  /// A deletion filter: only constraints sharing variables with the culprit, directly or
  /// through others, are candidates; each is dropped in turn if the rest still conflicts.
  /// Costs one solve per candidate, so it is meant for the rare moment of a conflict.
  public static func minimalConflict(among constraints: [Constraint], with culprit: Constraint)
    -> [Int]?
  {
    var candidates = connected(to: culprit, in: constraints)
    guard !isSatisfiable(candidates.map { constraints[$0] } + [culprit]) else { return nil }
    var index = candidates.count - 1
    while index >= 0 {
      var without = candidates
      without.remove(at: index)
      if !isSatisfiable(without.map { constraints[$0] } + [culprit]) {
        candidates = without
      }
      index -= 1
    }
    return candidates
  }

  /// The constraints reachable from the culprit through shared variables, in their order.
  private static func connected(to culprit: Constraint, in constraints: [Constraint]) -> [Int] {
    var reached = Set(culprit.expression.terms.map(\.variable.index))
    var included = Set<Int>()
    var changed = true
    while changed {
      changed = false
      for (index, constraint) in constraints.enumerated() where !included.contains(index) {
        let variables = constraint.expression.terms.map(\.variable.index)
        if variables.contains(where: reached.contains) {
          included.insert(index)
          reached.formUnion(variables)
          changed = true
        }
      }
    }
    return included.sorted()
  }

  private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var solver = Solver()
    var mapping: [Int: Variable] = [:]
    for constraint in constraints {
      var copy = constraint
      copy.expression.terms = constraint.expression.terms.map { term in
        let variable =
          mapping[term.variable.index]
          ?? {
            let made = solver.makeVariable(term.variable.name)
            mapping[term.variable.index] = made
            return made
          }()
        return Term(variable, term.coefficient)
      }
      copy.strength = .required
      do {
        try solver.add(copy, isEditable: false)
      } catch {
        return false
      }
    }
    return true
  }
}
