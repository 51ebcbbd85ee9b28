/// An incremental Cassowary solver with strict priorities.
///
/// Add constraints, then `solve()` and read values; change constants (`setConstant`,
/// `suggestValue`) or remove constraints and `solve()` again, which costs only the rows the
/// change reaches. Every method that can fail lists what it throws, and each error carries the
/// culprit.
///
/// Required equations that can be solved for a variable nothing else refers to yet are kept out
/// of the simplex tableau and solved by propagation (`Propagation`): a long chain of views then
/// costs time and memory in proportion to its length, and changing one of those equations'
/// constants costs O(1) until `solve()` evaluates them all in one pass (docs/format.md, Layout
/// at scale). Everything else (inequalities, optional priorities, equations that close a
/// cycle) goes to the tableau.
///
/// A constraint added with `isEditable: false` is permanent: a required equation in the tableau
/// then gets no marker column. Removing such a constraint, or changing its constant, rebuilds
/// the solver from the remaining constraints (correct, but it costs a full solve).
public struct Solver: Sendable {
  /// What a constant change needs to know about a constraint.
  struct Entry: Sendable {
    enum Role: Sendable {
      /// A definition of the variable (by index), held by `propagation`.
      case definition(Int)
      case tableau(Tag)
    }

    /// The expression's constant as last set (`constraints` keeps the one it was added with).
    var constant: Double
    var isEditable: Bool
    var role: Role
  }

  var tableau = Tableau()
  var propagation = Propagation()
  /// The constraints in the solver, indexed by id, nil once removed or refused.
  ///
  /// Ids grow, so this is also the order of adds.
  var entries: [Entry?] = []
  /// The constraints as added, indexed by id like `entries`.
  var constraints: [Constraint?] = []
  private(set) public var constraintCount = 0
  private(set) var variableNames: [String] = []
  private var edits: [Int: ConstraintID] = [:]
  var needsRebuild = false
  var needsOptimize = false
  var valuesAreCurrent = true
  /// Whether the tableau may have changed since the definitions were last evaluated.
  var tableauChanged = true
  var redundantCount = 0
  /// Scratch lists of `insert`, kept empty between uses.
  var scratchTerms: [Link] = []
  var scratchSymbols: [Int] = []
  var scratchAdopted: [Int] = []
  /// Whether required equations may be kept out of the tableau as definitions.
  ///
  /// A solver decides when its first constraint is added: propagation (`Propagation`) when it
  /// has made at least `propagationThreshold` variables by then, else the tableau alone, which
  /// costs less on small layouts (docs/performance.md, Solver benchmark). A solver without
  /// propagation that goes on to make four times as many variables rebuilds with it, once.
  private(set) var usesPropagation = true
  /// The variable count from which a solver uses propagation: 1,000 (250 views of four
  /// variables each).
  let propagationThreshold: Int

  public init() { propagationThreshold = 1000 }

  /// A solver with another threshold for propagation (tests use 0, every solver with
  /// propagation, and `Int.max`, none).
  init(propagationThreshold: Int) { self.propagationThreshold = propagationThreshold }

  /// A new variable; `name` is for messages and debugging.
  public mutating func makeVariable(_ name: String = "") -> Variable {
    variableNames.append(name)
    return Variable(index: variableNames.count - 1, name: name)
  }

  /// The constraint as last set, or nil if the id is not in the solver.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    guard let entry = entry(id), var constraint = constraints[id.rawValue] else { return nil }
    constraint.expression.constant = entry.constant
    return constraint
  }

  public func contains(_ id: ConstraintID) -> Bool { entry(id) != nil }

  /// The ids in the solver, in the order they were added.
  public var constraintIDs: [ConstraintID] {
    entries.indices.filter { entries[$0] != nil }.map(ConstraintID.init(rawValue:))
  }

  func entry(_ id: ConstraintID) -> Entry? {
    id.rawValue >= 0 && id.rawValue < entries.count ? entries[id.rawValue] : nil
  }

  /// Adds a constraint.
  ///
  /// - Throws: `SolverError.unsatisfiable` when a required constraint conflicts with the
  ///   required constraints in the solver (the solver is then as before the call);
  ///   `SolverError.notFinite` for a non-finite coefficient or constant.
  @discardableResult
  public mutating func add(_ constraint: Constraint, isEditable: Bool = true) throws(SolverError)
    -> ConstraintID
  {
    let id = ConstraintID(rawValue: entries.count)
    entries.append(nil)
    constraints.append(nil)
    if id.rawValue == 0 {
      usesPropagation = variableNames.count >= propagationThreshold
    } else if !usesPropagation, variableNames.count / 4 >= propagationThreshold {
      // Grown past what the choice was made for: every constraint is added again, once.
      usesPropagation = true
      needsRebuild = true
    }
    guard constraint.expression.constant.isFinite,
      constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .notFinite(id) }
    if case .optional(let priority) = constraint.strength, !(priority > 0 && priority.isFinite) {
      throw .notFinite(id)
    }
    rebuildIfNeeded()
    tableauChanged = true
    do {
      let role = try insert(constraint, id: id.rawValue, isEditable: isEditable)
      entries[id.rawValue] = Entry(
        constant: constraint.expression.constant, isEditable: isEditable, role: role)
      constraints[id.rawValue] = constraint
      constraintCount += 1
      return id
    } catch .unsatisfiableNeedsRebuild {
      needsRebuild = true
      throw .unsatisfiable(id)
    } catch {
      throw .unsatisfiable(id)
    }
  }

  /// Removes a constraint.
  ///
  /// - Throws: `SolverError.unknownConstraint` when the id is not in the solver.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    guard let entry = entry(id) else { throw .unknownConstraint(id) }
    entries[id.rawValue] = nil
    constraints[id.rawValue] = nil
    constraintCount -= 1
    valuesAreCurrent = false
    tableauChanged = true
    for (variable, editID) in edits where editID == id { edits[variable] = nil }
    switch entry.role {
    case .definition(let variable):
      guard !needsRebuild else { return }
      // Its variable becomes free; tableau constraints written through it are written again.
      if !removeDefinitionReachingTableau(of: variable) { needsRebuild = true }
    case .tableau(let tag):
      if tag.isRedundant { redundantCount -= 1 }
      guard !needsRebuild else { return }
      if tag.marker == nil || redundantCount > 0 {
        needsRebuild = true
        return
      }
      tableau.remove(tag)
      propagation.removeTableauConstraint(id.rawValue)
      needsOptimize = true
    }
  }

  /// Sets the constant of a constraint's expression (`expression.constant`).
  ///
  /// - Throws: `SolverError.unknownConstraint`; `SolverError.unsatisfiable` when the new
  ///   constant makes the required constraints conflict (the old constant is kept);
  ///   `SolverError.notFinite`.
  public mutating func setConstant(_ id: ConstraintID, to constant: Double) throws(SolverError) {
    guard let entry = entry(id) else { throw .unknownConstraint(id) }
    guard constant.isFinite else { throw .notFinite(id) }
    let old = entry.constant
    guard constant != old else { return }
    entries[id.rawValue]?.constant = constant
    valuesAreCurrent = false
    var rebuilds = needsRebuild
    if !rebuilds {
      switch entry.role {
      case .definition(let variable):
        switch changeDefinition(of: variable, from: old, to: constant) {
        case .done: return
        case .conflict:
          entries[id.rawValue]?.constant = old
          throw .unsatisfiable(id)
        case .needsRebuild: rebuilds = true
        }
      case .tableau(let tag):
        guard tag.marker != nil else {
          rebuilds = true
          break
        }
        optimizeIfNeeded()
        tableauChanged = true
        let delta = constant - old
        if tableau.shiftConstant(tag, by: delta), tableau.dualOptimize() { return }
        // The required constraints conflict with the new constant: shift back and restore.
        _ = tableau.shiftConstant(tag, by: -delta)
        _ = tableau.dualOptimize()
        entries[id.rawValue]?.constant = old
        throw .unsatisfiable(id)
      }
    }
    guard rebuilds else { return }
    tableauChanged = true
    needsRebuild = true
    rebuildIfNeeded()
    if needsRebuild {
      entries[id.rawValue]?.constant = old
      rebuildIfNeeded()
      throw .unsatisfiable(id)
    }
  }

  /// Makes `variable` an edit variable: an optional `variable == value` whose value
  /// `suggestValue` changes.
  ///
  /// - Throws: `SolverError.duplicateEditVariable`, `SolverError.requiredEditVariable`.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength)
    throws(SolverError)
  {
    guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let id = try add(Constraint(Expression(variable), .equal, strength: strength))
    edits[variable.index] = id
  }

  /// - Throws: `SolverError.unknownEditVariable`.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let id = edits.removeValue(forKey: variable.index) else {
      throw .unknownEditVariable(variable)
    }
    try remove(id)
  }

  /// Suggests a value for an edit variable.
  ///
  /// - Throws: `SolverError.unknownEditVariable`, `SolverError.notFinite`.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let id = edits[variable.index] else { throw .unknownEditVariable(variable) }
    try setConstant(id, to: -value)
  }

  /// Brings the solution up to date after adds, removals and changes.
  public mutating func solve() {
    rebuildIfNeeded()
    optimizeIfNeeded()
    guard !valuesAreCurrent else { return }
    if usesPropagation {
      let tableau = tableau
      propagation.updateValues(tableauChanged: tableauChanged) { variable in
        tableau.symbol(of: variable).map(tableau.value(ofSymbol:)) ?? 0
      }
    }
    tableauChanged = false
    valuesAreCurrent = true
  }

  /// The variable's value in the last solution (call `solve()` after changes).
  public func value(of variable: Variable) -> Double {
    guard usesPropagation else { return tableau.value(of: variable) }
    guard variable.index < propagation.placement.count else { return 0 }
    switch propagation.placement[variable.index] {
    case .free: return 0
    case .defined: return propagation.values[variable.index]
    case .tableau: return tableau.symbol(of: variable).map(tableau.value(ofSymbol:)) ?? 0
    }
  }

  /// Whether the constraints leave the variable unfixed (an ambiguous layout, in UIKit's words).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    unfixedVariables().contains(variable)
  }

  /// The variables among `variables` that the constraints do not fix: free ones, and ones that
  /// optional constraints of equal priority leave to a tie (several optima).
  public func ambiguousVariables(among variables: [Variable]) -> Set<Variable> {
    let unfixed = unfixedVariables()
    return Set(variables.filter(unfixed.contains))
  }

  /// Every variable the constraints do not fix, found in one pass (`ambiguousVariables`).
  public func unfixedVariables() -> UnfixedVariables {
    let free = tableau.freeDirections()
    let tableau = tableau
    let mask = propagation.unfixedVariables { variable in
      guard let symbol = tableau.symbol(of: variable) else { return [(-1 - variable, 1)] }
      return tableau.dependence(of: symbol, on: free).map { ($0.symbol, $0.coefficient) }
    }
    return UnfixedVariables(mask: mask)
  }

  mutating func optimizeIfNeeded() {
    guard needsOptimize else { return }
    tableau.optimize()
    tableauChanged = true
    needsOptimize = false
    valuesAreCurrent = false
  }
}

/// The variables a solver's constraints leave unfixed (`Solver.unfixedVariables()`).
public struct UnfixedVariables: Sendable {
  let mask: [Bool]

  /// Whether the variable is unfixed; a variable no constraint mentions is.
  public func contains(_ variable: Variable) -> Bool {
    variable.index < mask.count ? mask[variable.index] : true
  }
}
