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
/// The solver keeps most required equations out of the tableau altogether (`Propagation`).
/// Their variables are registered here all the same, as `outside` symbols, so that symbol ids
/// keep the order in which constraints first mention variables; and the references those
/// equations make to tableau variables count in the choice of subjects
/// (`outsideReferences`), as the rows they would have been did.
///
/// The objective is lexicographic over priorities (`Objective`).
struct Tableau {
  private(set) var kinds: [SymbolKind] = []
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows hold it.
  var columns: [SymbolSet] = []
  /// For each symbol, how many equations held outside the tableau refer to it.
  private(set) var outsideReferences: [Int32] = []
  var objective = Objective()
  var artificial: Row?
  var infeasible: [Int] = []
  private var symbolOfVariable: [Int] = []

  // MARK: - Symbols and rows

  mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    outsideReferences.append(0)
    return kinds.count - 1
  }

  /// The variable's symbol, made (as an `outside` symbol) the first time a constraint mentions
  /// the variable.
  @discardableResult
  mutating func register(_ variable: Int) -> Int {
    if symbolOfVariable.count <= variable {
      symbolOfVariable.append(
        contentsOf: repeatElement(-1, count: variable + 1 - symbolOfVariable.count))
    }
    if symbolOfVariable[variable] < 0 {
      symbolOfVariable[variable] = makeSymbol(.outside)
    }
    return symbolOfVariable[variable]
  }

  /// Takes a registered variable into the tableau: from now on rows may hold it.
  mutating func adopt(_ symbol: Int) {
    kinds[symbol] = .external
  }

  /// Gives back a variable adopted for a row that was refused (no row holds it).
  mutating func release(_ symbol: Int) {
    kinds[symbol] = .outside
  }

  mutating func addOutsideReference(_ symbol: Int, _ count: Int32) {
    outsideReferences[symbol] += count
  }

  /// Whether a row or an equation held outside refers to the symbol (it is not new).
  func isReferenced(_ symbol: Int) -> Bool {
    !columns[symbol].isEmpty || outsideReferences[symbol] > 0
  }

  /// How many rows and equations held outside refer to the symbol.
  func referenceCount(_ symbol: Int) -> Int {
    columns[symbol].count + Int(outsideReferences[symbol])
  }

  func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

  /// The value of the variable with this symbol: its row's constant when basic, else 0.
  ///
  /// Read through the buffer, in place: a subscript read copied the row, retaining and
  /// releasing its cells, about 2,000 instructions on the 808 reads of a 100-view change.
  func value(ofSymbol symbol: Int) -> Double {
    rows.withUnsafeBufferPointer { rows in rows[symbol]?.constant ?? 0 }
  }

  /// The variable's value: its row's constant when basic, else 0.
  func value(of variable: Variable) -> Double {
    guard variable.index < symbolOfVariable.count else { return 0 }
    let symbol = symbolOfVariable[variable.index]
    guard symbol >= 0 else { return 0 }
    return value(ofSymbol: symbol)
  }

  /// The parametric symbols along which a solution can move without leaving the optimum.
  ///
  /// These are the free externals, and the symbols that can grow and have zero reduced cost at
  /// every level (a tie between optional constraints). An external is not fixed when its row
  /// holds one of them (`dependence(of:on:)`), or when it is one.
  func freeDirections() -> Set<Int> {
    var free: Set<Int> = []
    for symbol in kinds.indices where kinds[symbol] == .external && rows[symbol] == nil {
      free.insert(symbol)
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
      if room > 1e-9 { free.insert(symbol) }
    }
    return free
  }

  /// How an external symbol moves with the free directions: its row's cells on them, or
  /// itself when it is parametric.
  func dependence(of symbol: Int, on free: Set<Int>) -> [Cell] {
    guard let row = rows[symbol] else { return [Cell(symbol: symbol, coefficient: 1)] }
    return row.cells.filter { free.contains($0.symbol) }
  }

  func symbol(of variable: Variable) -> Int? { symbol(of: variable.index) }

  func symbol(of variable: Int) -> Int? {
    guard variable < symbolOfVariable.count, symbolOfVariable[variable] >= 0 else { return nil }
    return symbolOfVariable[variable]
  }

  mutating func insertRow(_ basic: Int, _ row: Row) {
    for cell in row.cells { columns[cell.symbol].insert(basic) }
    rows[basic] = row
  }

  mutating func takeRow(_ basic: Int) -> Row {
    guard let row = rows[basic] else { preconditionFailure("symbol \(basic) is not basic") }
    rows[basic] = nil
    for cell in row.cells { columns[cell.symbol].remove(basic) }
    return row
  }

  /// Replaces the parametric `symbol` by `row` in every row, the objective and the artificial
  /// objective, noting restricted rows that become infeasible.
  mutating func substitute(_ symbol: Int, _ row: Row) {
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
  mutating func pivot(leaving: Int, entering: Int) {
    var row = takeRow(leaving)
    row.solve(leaving, for: entering)
    substitute(entering, row)
    insertRow(entering, row)
  }
}
