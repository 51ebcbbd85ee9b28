/// An incremental Cassowary solver with strict priorities.
///
/// Add constraints, then `solve()` and read values; change constants (`setConstant`,
/// `suggestValue`) or remove constraints and `solve()` again, which costs only the rows the
/// change reaches. Every method that can fail lists what it throws, and each error carries the
/// culprit.
///
/// A constraint added with `isEditable: false` is permanent: a required equation then gets no
/// marker column, which keeps long chains of views sparse. Removing such a constraint, or
/// changing its constant, rebuilds the tableau from the remaining constraints (correct, but
/// it costs a full solve).
public struct Solver: Sendable {
  /// What a constant change needs to know about a constraint: plain values, so reading and
  /// writing one costs no hashing and no reference counting.
  private struct Entry: Sendable {
    /// The expression's constant as last set (`constraints` keeps the one it was added with).
    var constant: Double
    var isEditable: Bool
    var tag: Tag
  }

  private var tableau = Tableau()
  /// The constraints in the solver, indexed by id, nil once removed or refused.
  ///
  /// Ids grow, so this is also the order of adds.
  private var entries: [Entry?] = []
  /// The constraints as added, indexed by id like `entries`.
  private var constraints: [Constraint?] = []
  private(set) public var constraintCount = 0
  private var variableNames: [String] = []
  private var edits: [Int: ConstraintID] = [:]
  private var needsRebuild = false
  private var needsOptimize = false
  private var redundantCount = 0

  public init() {}

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

  private func entry(_ id: ConstraintID) -> Entry? {
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
    guard constraint.expression.constant.isFinite,
      constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .notFinite(id) }
    if case .optional(let priority) = constraint.strength, !(priority > 0 && priority.isFinite) {
      throw .notFinite(id)
    }
    rebuildIfNeeded()
    do {
      let tag = try tableau.add(constraint, isEditable: isEditable)
      entries[id.rawValue] = Entry(
        constant: constraint.expression.constant, isEditable: isEditable, tag: tag)
      constraints[id.rawValue] = constraint
      constraintCount += 1
      if tag.isRedundant { redundantCount += 1 }
      needsOptimize = true
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
    guard let tag = entry(id)?.tag else { throw .unknownConstraint(id) }
    entries[id.rawValue] = nil
    constraints[id.rawValue] = nil
    constraintCount -= 1
    if tag.isRedundant { redundantCount -= 1 }
    for (variable, editID) in edits where editID == id { edits[variable] = nil }
    guard !needsRebuild else { return }
    if tag.marker == nil || redundantCount > 0 {
      needsRebuild = true
      return
    }
    tableau.remove(tag)
    needsOptimize = true
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
    let tag = entry.tag
    entries[id.rawValue]?.constant = constant
    if needsRebuild || tag.marker == nil {
      needsRebuild = true
      rebuildIfNeeded()
      if needsRebuild {
        entries[id.rawValue]?.constant = old
        rebuildIfNeeded()
        throw .unsatisfiable(id)
      }
      return
    }
    optimizeIfNeeded()
    let delta = constant - old
    if tableau.shiftConstant(tag, by: delta), tableau.dualOptimize() { return }
    // The required constraints conflict with the new constant: shift back and restore.
    _ = tableau.shiftConstant(tag, by: -delta)
    _ = tableau.dualOptimize()
    entries[id.rawValue]?.constant = old
    throw .unsatisfiable(id)
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
  }

  /// The variable's value in the last solution (call `solve()` after changes).
  public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

  /// Whether the constraints leave the variable unfixed (an ambiguous layout, in UIKit's words).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    ambiguousVariables(among: [variable]).contains(variable)
  }

  /// The variables among `variables` that the constraints do not fix: free ones, and ones that
  /// optional constraints of equal priority leave to a tie (several optima).
  public func ambiguousVariables(among variables: [Variable]) -> Set<Variable> {
    let unfixed = tableau.unfixedExternals()
    return Set(
      variables.filter { variable in
        tableau.symbol(of: variable).map { unfixed.contains($0) } ?? true
      })
  }

  private mutating func optimizeIfNeeded() {
    guard needsOptimize else { return }
    tableau.optimize()
    needsOptimize = false
  }

  /// Re-adds every constraint, in the order they were first added, into a fresh tableau.
  private mutating func rebuildIfNeeded() {
    guard needsRebuild else { return }
    var fresh = Tableau()
    var rebuilt = entries
    redundantCount = 0
    for key in entries.indices {
      guard var entry = entries[key], var constraint = constraints[key] else { continue }
      constraint.expression.constant = entry.constant
      guard let tag = try? fresh.add(constraint, isEditable: entry.isEditable) else {
        // Only a constant changed through a rebuild can conflict; the caller restores it.
        return
      }
      entry.tag = tag
      if tag.isRedundant { redundantCount += 1 }
      rebuilt[key] = entry
    }
    tableau = fresh
    entries = rebuilt
    needsRebuild = false
    needsOptimize = true
  }
}
