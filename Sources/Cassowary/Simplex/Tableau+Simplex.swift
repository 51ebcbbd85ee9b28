extension Tableau {
  // MARK: - Optimising

  /// The primal simplex on the lexicographic objective: Bland's rule on the lowest-id symbol
  /// whose reduced cost is lexicographically negative, found through a heap.
  mutating func optimize() {
    var candidate = [Bool](repeating: false, count: kinds.count)
    var heap = SymbolHeap()
    for symbol in objective.symbols(below: kinds.count)
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
  func primalLeavingRow(for entering: Int) -> Int? {
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
}
