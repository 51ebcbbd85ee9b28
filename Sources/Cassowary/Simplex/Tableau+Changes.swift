extension Tableau {
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
  func markerLeavingRow(for marker: Int) -> Int? {
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

  /// Shifts the constants of several constraints at once, as one change of an equation held
  /// outside the tableau reaches them: the rows that end up negative are noted once each, in
  /// symbol order, as one pass over a single marker column would note them.
  ///
  /// The constraints are given by their markers, each with its shift already divided by the
  /// marker's sign (`shifts[i]` for `markers[i]`), as `shiftConstant` divides it.
  ///
  /// Returns false when one of them is a redundant required equation whose new constant
  /// contradicts the equations it follows from. Call `dualOptimize` afterwards.
  mutating func shiftConstants(_ markers: [Int], by shifts: [Double]) -> Bool {
    var consistent = true
    var touched: [Int] = []
    for index in markers.indices {
      let marker = markers[index]
      let shift = shifts[index]
      if rows[marker] != nil {
        rows[marker]?.constant -= shift
        if kinds[marker] == .dummy {
          if abs(rows[marker]?.constant ?? 0) >= nearZero { consistent = false }
        } else {
          touched.append(marker)
        }
        continue
      }
      let holders = columns[marker]
      rows.withUnsafeMutableBufferPointer { rows in
        guard let row = rows.baseAddress else { return }
        for basic in holders {
          guard row[basic]?.shiftConstant(along: marker, by: shift) != nil else { continue }
          touched.append(basic)
        }
      }
    }
    touched.sort()
    var previous = -1
    for basic in touched where basic != previous {
      previous = basic
      if kinds[basic].isRestricted, let row = rows[basic], row.constant < 0 {
        infeasible.append(basic)
      }
    }
    return consistent
  }
}
