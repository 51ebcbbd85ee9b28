extension Tableau {
  // MARK: - Adding

  /// Adds the constraint `Σ terms + constant REL 0` at `strength`, its terms reduced (in
  /// variable order, each variable once); the objective is not re-optimised (call `optimize`),
  /// so a batch of adds costs one optimisation.
  ///
  /// The terms come as the solver holds them (`Link`s), so that no `Expression` is built for
  /// the tableau's sake.
  mutating func add(
    _ terms: [Link], constant: Double, _ relation: Relation, strength: Strength, isEditable: Bool
  ) throws(AddFailure) -> Tag {
    var (row, tag) = makeRow(
      terms, constant: constant, relation, strength: strength, isEditable: isEditable)
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
  mutating func makeRow(
    _ terms: [Link], constant: Double, _ relation: Relation, strength: Strength, isEditable: Bool
  ) -> (Row, Tag) {
    var row = Row(constant: constant)
    row.reserveCapacity(terms.count + 3)
    for term in terms where abs(term.coefficient) >= nearZero {
      let symbol = register(Int(term.variable))
      precondition(kinds[symbol] == .external, "the solver adopts a variable before a row holds it")
      if let basic = rows[symbol] {
        row.add(basic, times: term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var tag = Tag(marker: nil, markerSign: 1, other: nil, priority: nil)
    if case .optional(let priority) = strength { tag.priority = priority }
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
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

  mutating func addObjectiveTerm(_ error: Int, priority: Double) {
    let level = objective.level(of: priority)
    if let basic = rows[error] {
      objective.add(basic, times: 1, level: level)
    } else {
      objective.add(error, 1, level: level)
    }
  }

  mutating func removeObjectiveTerms(of tag: Tag) {
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
  ///
  /// Equations held outside the tableau count as rows here (`outsideReferences`).
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    var best: Int?
    for cell in row.cells where kinds[cell.symbol] == .external {
      if !isReferenced(cell.symbol) { return cell.symbol }
      if best.map({ referenceCount(cell.symbol) < referenceCount($0) }) ?? true {
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
  mutating func addWithArtificialVariable(_ row: Row) -> Bool {
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
}
