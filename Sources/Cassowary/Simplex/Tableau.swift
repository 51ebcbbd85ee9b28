/// What the tableau keeps about a constraint to remove it or change its constant later.
struct Tag {
  /// The symbol that marks the constraint's row: its slack, its first error, or its dummy.
  ///
  /// Nil for a permanent required equation, which gets no marker (see `Tableau.add`).
  var marker: Int?
  /// The marker's coefficient in the row as created, before any sign flip.
  var markerSign: Double
  /// The second error of an optional equation, or the error of an optional inequality.
  var other: Int?
  /// The objective level of an optional constraint's errors.
  var priority: Double?
  /// A permanent required equation implied by the others: it has no row, so removing any other
  /// constraint could make it matter again (the solver rebuilds then).
  var isRedundant = false
}

/// Why an add failed.
enum AddFailure: Error {
  /// The required constraint conflicts; the tableau is unchanged.
  case unsatisfiableUnchanged
  /// The required constraint conflicts, found by the artificial phase, which leaves the
  /// tableau in a state the solver must rebuild.
  case unsatisfiableNeedsRebuild
}

/// The simplex tableau of the incremental Cassowary algorithm.
///
/// It follows Badros, Borning and Stuckey (2001) and Kiwi's `SolverImpl`, with three changes
/// that matter for layouts:
///
/// - a column index (`columns`), so substitution, ratio tests and constant changes touch only
///   the rows that hold a symbol, never all rows;
/// - subjects chosen among variables new to the tableau first, so adding a row rarely rewrites
///   older ones;
/// - required equations get a dummy marker only when they may be removed or changed
///   (`isEditable`): markers are what makes rows fill in along chains of views.
///
/// The objective is lexicographic over priorities (`Objective`).
struct Tableau {
  private(set) var kinds: [SymbolKind] = []
  private(set) var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows hold it.
  private(set) var columns: [SymbolSet] = []
  private(set) var objective = Objective()
  private var artificial: Row?
  private var infeasible: [Int] = []
  private var symbolOfVariable: [Int] = []

  // MARK: - Symbols and rows

  private mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    return kinds.count - 1
  }

  private mutating func symbol(for variable: Variable) -> Int {
    while symbolOfVariable.count <= variable.index { symbolOfVariable.append(-1) }
    if symbolOfVariable[variable.index] < 0 {
      symbolOfVariable[variable.index] = makeSymbol(.external)
    }
    return symbolOfVariable[variable.index]
  }

  /// The variable's value: its row's constant when basic, else 0.
  func value(of variable: Variable) -> Double {
    guard variable.index < symbolOfVariable.count else { return 0 }
    let symbol = symbolOfVariable[variable.index]
    guard symbol >= 0 else { return 0 }
    return rows[symbol]?.constant ?? 0
  }

  /// External symbols whose value is not fixed.
  ///
  /// These are the free ones, the ones that depend on a free one, and the ones that move along
  /// the optimal face. The last kind depends on a parametric symbol that can grow and has zero
  /// reduced cost at every level: a tie between optional constraints.
  func unfixedExternals() -> Set<Int> {
    var unfixed: Set<Int> = []
    for symbol in kinds.indices where kinds[symbol] == .external {
      guard let row = rows[symbol] else {
        unfixed.insert(symbol)
        continue
      }
      if row.cells.contains(where: { kinds[$0.symbol] == .external }) { unfixed.insert(symbol) }
    }
    for symbol in kinds.indices
    where kinds[symbol] != .dummy && kinds[symbol] != .external && rows[symbol] == nil
      && !columns[symbol].isEmpty
    {
      guard objective.sign(of: symbol) == 0 else { continue }
      // How far the symbol can grow before a restricted row would go negative.
      var room = Double.infinity
      for basic in columns[symbol] where kinds[basic] != .external {
        guard let row = rows[basic] else { continue }
        let coefficient = row.coefficient(of: symbol)
        if coefficient < 0 { room = min(room, row.constant / -coefficient) }
      }
      guard room > 1e-9 else { continue }
      for basic in columns[symbol] where kinds[basic] == .external { unfixed.insert(basic) }
    }
    return unfixed
  }

  func symbol(of variable: Variable) -> Int? {
    guard variable.index < symbolOfVariable.count, symbolOfVariable[variable.index] >= 0 else {
      return nil
    }
    return symbolOfVariable[variable.index]
  }

  private mutating func insertRow(_ basic: Int, _ row: Row) {
    for cell in row.cells { columns[cell.symbol].insert(basic) }
    rows[basic] = row
  }

  private mutating func takeRow(_ basic: Int) -> Row {
    guard let row = rows[basic] else { preconditionFailure("symbol \(basic) is not basic") }
    rows[basic] = nil
    for cell in row.cells { columns[cell.symbol].remove(basic) }
    return row
  }

  /// Replaces the parametric `symbol` by `row` in every row, the objective and the artificial
  /// objective, noting restricted rows that become infeasible.
  private mutating func substitute(_ symbol: Int, _ row: Row) {
    let holders = columns[symbol]
    columns[symbol] = []
    let start = infeasible.count
    for basic in holders {
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      let coefficient = target.remove(symbol)
      target.add(
        row, times: coefficient, entered: { columns[$0].insert(basic) },
        left: { columns[$0].remove(basic) })
      if kinds[basic].isRestricted, target.constant < 0 { infeasible.append(basic) }
      rows[basic] = target
    }
    // Set order varies between processes; the dual simplex's order must not.
    if infeasible.count - start > 1 { infeasible[start...].sort() }
    objective.substitute(symbol, row)
    if var objectiveRow = artificial {
      let coefficient = objectiveRow.remove(symbol)
      if coefficient != 0 { objectiveRow.add(row, times: coefficient) }
      artificial = objectiveRow
    }
  }

  /// Exchanges a basic symbol for a parametric one that its row holds.
  private mutating func pivot(leaving: Int, entering: Int) {
    var row = takeRow(leaving)
    row.solve(leaving, for: entering)
    substitute(entering, row)
    insertRow(entering, row)
  }

  // MARK: - Adding

  /// Adds a constraint; the objective is not re-optimised (call `optimize`), so a batch of adds
  /// costs one optimisation.
  mutating func add(_ constraint: Constraint, isEditable: Bool) throws(AddFailure) -> Tag {
    var (row, tag) = makeRow(constraint, isEditable: isEditable)
    if let subject = chooseSubject(row, tag) {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(subject, row)
      return tag
    }
    if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      guard abs(row.constant) < nearZero else {
        removeObjectiveTerms(of: tag)
        throw .unsatisfiableUnchanged
      }
      // Redundant: implied by the required equations already in. Its own dummy, if it has
      // one, becomes basic so the constraint can still be removed or changed.
      if let marker = tag.marker {
        row.solve(for: marker)
        insertRow(marker, row)
      } else {
        tag.isRedundant = true
      }
      return tag
    }
    guard addWithArtificialVariable(row) else { throw .unsatisfiableNeedsRebuild }
    return tag
  }

  /// The row of a new constraint in terms of parametric symbols, with its marker and errors.
  private mutating func makeRow(_ constraint: Constraint, isEditable: Bool) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    row.reserveCapacity(constraint.expression.terms.count + 3)
    for term in constraint.expression.reduced.terms where abs(term.coefficient) >= nearZero {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.add(basic, times: term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var tag = Tag(marker: nil, markerSign: 1, other: nil, priority: nil)
    if case .optional(let priority) = constraint.strength { tag.priority = priority }
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      tag.marker = slack
      tag.markerSign = sign
      if let priority = tag.priority {
        let error = makeSymbol(.error)
        row.insert(error, -sign)
        tag.other = error
        addObjectiveTerm(error, priority: priority)
      }
    case .equal:
      if let priority = tag.priority {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        tag.marker = plus
        tag.markerSign = -1
        tag.other = minus
        addObjectiveTerm(plus, priority: priority)
        addObjectiveTerm(minus, priority: priority)
      } else if isEditable {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy, 1)
        tag.marker = dummy
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  private mutating func addObjectiveTerm(_ error: Int, priority: Double) {
    let level = objective.level(of: priority)
    if let basic = rows[error] {
      objective.add(basic, times: 1, level: level)
    } else {
      objective.add(error, 1, level: level)
    }
  }

  private mutating func removeObjectiveTerms(of tag: Tag) {
    guard let priority = tag.priority, let level = objective.existingLevel(of: priority) else {
      return
    }
    for error in [tag.marker, tag.other].compactMap({ $0 }) where kinds[error] == .error {
      if let basic = rows[error] {
        objective.add(basic, times: -1, level: level)
      } else {
        objective.add(error, -1, level: level)
      }
    }
  }

  /// An external symbol new to the tableau, else the external in the fewest rows, else the
  /// constraint's own slack or error when its coefficient keeps the row feasible.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    var best: Int?
    for cell in row.cells where kinds[cell.symbol] == .external {
      if columns[cell.symbol].isEmpty { return cell.symbol }
      if best.map({ columns[cell.symbol].count < columns[$0].count }) ?? true {
        best = cell.symbol
      }
    }
    if let best { return best }
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
      if kinds[symbol] == .slack || kinds[symbol] == .error, row.coefficient(of: symbol) < 0 {
        return symbol
      }
    }
    return nil
  }

  /// Phase one of the simplex: adds the row through an artificial variable and minimises it;
  /// the constraint is satisfiable when the artificial variable reaches 0.
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    insertRow(art, row)
    artificial = row
    while let objectiveRow = artificial,
      let entering = objectiveRow.cells.first(where: {
        kinds[$0.symbol] != .dummy && $0.coefficient < -nearZero
      })?.symbol
    {
      guard let leaving = primalLeavingRow(for: entering) else { break }
      pivot(leaving: leaving, entering: entering)
    }
    let success = abs(artificial?.constant ?? 1) < nearZero
    artificial = nil
    if rows[art] != nil {
      var artRow = takeRow(art)
      if !artRow.isEmpty {
        guard
          let entering = artRow.cells.first(where: {
            kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error
          })?.symbol
        else { return false }
        artRow.solve(art, for: entering)
        substitute(entering, artRow)
        insertRow(entering, artRow)
      }
    }
    for basic in columns[art] {
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      target.remove(art)
      rows[basic] = target
    }
    columns[art] = []
    objective.remove(art)
    return success
  }

  // MARK: - Optimising

  /// The primal simplex on the lexicographic objective: Bland's rule on the lowest-id symbol
  /// whose reduced cost is lexicographically negative, found through a heap.
  mutating func optimize() {
    var candidate = [Bool](repeating: false, count: kinds.count)
    var heap = SymbolHeap()
    for symbol in objective.symbols
    where kinds[symbol] != .dummy && objective.sign(of: symbol) < 0 {
      candidate[symbol] = true
      heap.push(symbol)
    }
    while let entering = heap.pop() {
      guard candidate[entering] else { continue }
      candidate[entering] = false
      guard objective.sign(of: entering) < 0, let leaving = primalLeavingRow(for: entering) else {
        continue
      }
      pivot(leaving: leaving, entering: entering)
      guard let row = rows[entering] else { continue }
      for cell in row.cells where kinds[cell.symbol] != .dummy {
        let improving = objective.sign(of: cell.symbol) < 0
        if improving, !candidate[cell.symbol] { heap.push(cell.symbol) }
        candidate[cell.symbol] = improving
      }
    }
  }

  /// The ratio test: the restricted row that limits the entering symbol first (lowest id on
  /// ties).
  private func primalLeavingRow(for entering: Int) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for basic in columns[entering] where kinds[basic] != .external {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? Int.max)) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// The dual simplex: restores feasibility after constants changed, keeping optimality.
  ///
  /// Returns false when a required row cannot be made feasible.
  mutating func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], row.constant < 0, abs(row.constant) >= nearZero else {
        continue
      }
      var entering: Int?
      var enteringCoefficient = 0.0
      for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
        if let current = entering,
          !objective.ratio(
            cell.symbol, over: cell.coefficient, isLessThan: current, over: enteringCoefficient)
        {
          continue
        }
        entering = cell.symbol
        enteringCoefficient = cell.coefficient
      }
      guard let entering else {
        infeasible.removeAll()
        return false
      }
      pivot(leaving: leaving, entering: entering)
    }
    return true
  }

  // MARK: - Removing and changing

  /// Removes a constraint that has a marker.
  mutating func remove(_ tag: Tag) {
    removeObjectiveTerms(of: tag)
    guard let marker = tag.marker else { preconditionFailure("remove needs a marker") }
    if rows[marker] != nil {
      _ = takeRow(marker)
    } else if let leaving = markerLeavingRow(for: marker) {
      pivot(leaving: leaving, entering: marker)
      _ = takeRow(marker)
    }
    // The constraint's other error is no longer constrained by anything: fix it at 0 (drop
    // its column), or drop its row if it is basic, so no stray free column remains.
    if let other = tag.other {
      if rows[other] != nil {
        _ = takeRow(other)
      } else {
        for basic in columns[other] {
          guard var row = rows[basic] else { continue }
          rows[basic] = nil
          row.remove(other)
          rows[basic] = row
        }
        columns[other] = []
      }
      objective.remove(other)
    }
  }

  /// Kiwi's choice of the row to pivot a marker into: a restricted row that keeps feasibility,
  /// else any restricted row, else an external row.
  private func markerLeavingRow(for marker: Int) -> Int? {
    var first: (Int, Double)?
    var second: (Int, Double)?
    var third: Int?
    // Ties go to the lowest symbol, so the choice does not depend on the set's order.
    func better(_ candidate: (Int, Double), _ current: (Int, Double)?) -> Bool {
      guard let current else { return true }
      return candidate.1 < current.1 || (candidate.1 == current.1 && candidate.0 < current.0)
    }
    for basic in columns[marker] {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(of: marker)
      if kinds[basic] == .external {
        if basic < third ?? Int.max { third = basic }
      } else if coefficient < 0 {
        let candidate = (basic, -row.constant / coefficient)
        if better(candidate, first) { first = candidate }
      } else {
        let candidate = (basic, row.constant / coefficient)
        if better(candidate, second) { second = candidate }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }

  /// Shifts the constant of a constraint's expression by `delta` through its marker column:
  /// only the rows holding the marker change, and only their constants.
  ///
  /// Returns false when the constraint is a redundant required equation whose new constant
  /// contradicts the equations it follows from. Call `dualOptimize` afterwards.
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
    guard let marker = tag.marker else { preconditionFailure("shift needs a marker") }
    let shift = delta / tag.markerSign
    if rows[marker] != nil {
      rows[marker]?.constant -= shift
      let constant = rows[marker]?.constant ?? 0
      if kinds[marker] == .dummy { return abs(constant) < nearZero }
      if constant < 0 { infeasible.append(marker) }
      return true
    }
    // The hot loop of a constant change: one pass over the marker's column, each row reached
    // through the buffer (no copy-on-write check or accessor call per row), and no allocation
    // unless the pending list must grow.
    let holders = columns[marker]
    let kinds = kinds
    var pending: [Int] = []
    swap(&pending, &infeasible)
    let start = pending.count
    rows.withUnsafeMutableBufferPointer { rows in
      guard let row = rows.baseAddress else { return }
      for basic in holders {
        guard let constant = row[basic]?.shiftConstant(along: marker, by: shift) else {
          continue
        }
        if constant < 0, kinds[basic].isRestricted { pending.append(basic) }
      }
    }
    // Set order varies between processes; the dual simplex's order must not.
    if pending.count - start > 1 { pending[start...].sort() }
    swap(&pending, &infeasible)
    return true
  }
}
