extension Solver {
  /// What became of a change to a definition's constant.
  enum DefinitionChange {
    case done
    /// The required constraints conflict with the new constant (nothing changed).
    case conflict
    /// A constraint it reaches has no marker: only a rebuild can carry the change.
    case needsRebuild
  }

  /// Puts a constraint where it belongs: a definition when it is a required equation with a
  /// variable that nothing refers to, else a row of the tableau, written through the
  /// definitions of the defined variables it mentions.
  mutating func insert(_ constraint: Constraint, id: Int, isEditable: Bool) throws(AddFailure)
    -> Entry.Role
  {
    let expression = constraint.expression
    // Scratch lists kept between adds: a full solve allocates nothing for them per constraint.
    var terms = scratchTerms
    var symbols = scratchSymbols
    scratchTerms = []
    scratchSymbols = []
    defer {
      terms.removeAll(keepingCapacity: true)
      symbols.removeAll(keepingCapacity: true)
      scratchTerms = terms
      scratchSymbols = symbols
    }
    // The expression's terms as `Link`s, reduced as `Expression.reduced` would reduce them,
    // without building a reduced `Expression` (whose terms retain their variables' names).
    let written = expression.terms
    for position in written.indices {
      terms.append(
        Link(
          variable: Int32(written[position].variable.index),
          coefficient: written[position].coefficient))
    }
    Link.reduce(&terms)
    for link in terms {
      let variable = Int(link.variable)
      symbols.append(tableau.register(variable))
      propagation.mention(
        variable, expected: variableNames.count, propagating: usesPropagation)
    }
    valuesAreCurrent = false
    if usesPropagation, constraint.relation == .equal, constraint.strength.isRequired,
      let subject = definitionSubject(terms, symbols)
    {
      let variable = Int(terms[subject].variable)
      for position in terms.indices where position != subject {
        tableau.addOutsideReference(symbols[position], 1)
      }
      propagation.define(
        variable, constraint: id, terms: terms, subject: subject, constant: expression.constant)
      return .definition(variable)
    }
    // A solver without propagation defines nothing: its rows are the terms themselves.
    let defined = usesPropagation ? terms.filter { propagation.isDefined(Int($0.variable)) } : []
    // The row the tableau sees: the terms themselves, or written through the definitions. The
    // variables it takes into the tableau go in a scratch list kept between adds.
    var expansion: (terms: [Link], constant: Double)?
    var adopted = scratchAdopted
    scratchAdopted = []
    defer {
      adopted.removeAll(keepingCapacity: true)
      scratchAdopted = adopted
    }
    if !usesPropagation {
      for link in terms where !isInTableau(Int(link.variable)) {
        adopted.append(Int(link.variable))
      }
    } else if !defined.isEmpty || terms.contains(where: { !isInTableau(Int($0.variable)) }) {
      let expanded = propagation.expand(terms, constant: expression.constant)
      for link in expanded.terms where !isInTableau(Int(link.variable)) {
        adopted.append(Int(link.variable))
      }
      expansion = expanded
    }
    for variable in adopted {
      propagation.adopt(variable)
      if let symbol = tableau.symbol(of: variable) { tableau.adopt(symbol) }
    }
    do {
      // A required equation written through definitions gets a marker even when permanent:
      // a change to one of those definitions shifts its constant (`changeDefinition`), which
      // without a marker only a rebuild could do.
      let tag = try tableau.add(
        expansion?.terms ?? terms, constant: expansion?.constant ?? expression.constant,
        constraint.relation, strength: constraint.strength,
        isEditable: isEditable || !defined.isEmpty)
      if tag.isRedundant { redundantCount += 1 }
      propagation.addTableauConstraint(id, terms: defined)
      needsOptimize = true
      return .tableau(tag)
    } catch .unsatisfiableUnchanged {
      // The tableau is as before: the variables taken for the row go back.
      for variable in adopted {
        propagation.release(variable)
        if let symbol = tableau.symbol(of: variable) { tableau.release(symbol) }
      }
      throw .unsatisfiableUnchanged
    } catch {
      throw error
    }
  }

  private func isInTableau(_ variable: Int) -> Bool {
    propagation.placement[variable] == .tableau
  }

  /// The term (by position) whose variable a required equation should define.
  ///
  /// It is chosen as the tableau would choose a subject: a variable that nothing refers to
  /// (the first by symbol), else the one that the fewest rows and definitions refer to. Nil
  /// when that choice is a variable of the
  /// tableau (the tableau then takes the equation), or when defining it would close a cycle.
  private mutating func definitionSubject(_ terms: [Link], _ symbols: [Int]) -> Int? {
    var fresh: Int?
    var fewest: Int?
    for position in terms.indices {
      let variable = Int(terms[position].variable)
      let symbol = symbols[position]
      switch propagation.placement[variable] {
      case .defined: continue
      case .tableau where tableau.isBasic(symbol): continue
      case .tableau, .free: break
      }
      if !tableau.isReferenced(symbol) {
        if fresh.map({ symbol < symbols[$0] }) ?? true { fresh = position }
      } else if let best = fewest {
        let count = tableau.referenceCount(symbol)
        let bestCount = tableau.referenceCount(symbols[best])
        if count < bestCount || (count == bestCount && symbol < symbols[best]) {
          fewest = position
        }
      } else {
        fewest = position
      }
    }
    if let fresh { return isInTableau(Int(terms[fresh].variable)) ? nil : fresh }
    guard let fewest, !isInTableau(Int(terms[fewest].variable)) else { return nil }
    let others = terms.indices.filter { $0 != fewest }.map { Int(terms[$0].variable) }
    return propagation.isUpstream(Int(terms[fewest].variable), of: others) ? nil : fewest
  }

  /// Removes a definition: its variable becomes free.
  ///
  /// The tableau constraints written through it (with its definition substituted) are taken out of the tableau first and entered again
  /// after, in the order they were added, now in terms of the variable itself.
  ///
  /// Returns false when that cannot be done in place (a constraint without a marker, or a
  /// redundant one in the solver): the solver rebuilds then.
  mutating func removeDefinitionReachingTableau(of variable: Int) -> Bool {
    guard propagation.reachesTableau[variable] else {
      removeDefinition(of: variable)
      return true
    }
    let reached = propagation.tableauConstraints(downstreamOf: variable)
    var tags: [Tag] = []
    for id in reached {
      guard redundantCount == 0, case .tableau(let tag)? = entries[id]?.role, tag.marker != nil
      else { return false }
      tags.append(tag)
    }
    for (id, tag) in zip(reached, tags) {
      tableau.remove(tag)
      propagation.removeTableauConstraint(id)
    }
    removeDefinition(of: variable)
    needsOptimize = true
    for id in reached {
      guard var entry = entries[id], var constraint = constraints[id] else { continue }
      constraint.expression.constant = entry.constant
      // Without the equation the constraint was satisfied with, it still is: this cannot fail.
      guard let role = try? insert(constraint, id: id, isEditable: entry.isEditable) else {
        return false
      }
      entry.role = role
      entries[id] = entry
    }
    return true
  }

  /// Removes a definition that no tableau constraint was written through: its variable
  /// becomes free.
  mutating func removeDefinition(of variable: Int) {
    guard let definition = propagation.undefine(variable) else { return }
    for index in definition.terms {
      if let symbol = tableau.symbol(of: Int(propagation.termPool[index].variable)) {
        tableau.addOutsideReference(symbol, -1)
      }
    }
  }

  /// Changes a definition's constant: at once where no tableau constraint depends on it (the
  /// next `solve()` evaluates it), else through the constants of the tableau constraints it
  /// reaches and one dual-simplex pass, so that a conflict is found now.
  mutating func changeDefinition(of variable: Int, from old: Double, to constant: Double)
    -> DefinitionChange
  {
    _ = propagation.setConstant(of: variable, to: constant)
    guard propagation.reachesTableau[variable],
      let factor = propagation.definitions[variable]?.factor
    else { return .done }
    propagation.shifts(afterChanging: variable, by: (constant - old) * factor)
    guard !propagation.shiftedIDs.isEmpty else { return .done }
    // Markers and shifts in two lists of plain numbers: a build has used both types, so the
    // first change makes the runtime instantiate no array type (callgrind).
    var markers: [Int] = []
    var steps: [Double] = []
    markers.reserveCapacity(propagation.shiftedIDs.count)
    steps.reserveCapacity(propagation.shiftedIDs.count)
    for index in propagation.shiftedIDs.indices {
      let id = Int(propagation.shiftedIDs[index])
      guard case .tableau(let tag)? = entries[id]?.role, let marker = tag.marker else {
        return .needsRebuild
      }
      markers.append(marker)
      steps.append(propagation.shiftedDeltas[index] / tag.markerSign)
    }
    optimizeIfNeeded()
    tableauChanged = true
    if tableau.shiftConstants(markers, by: steps), tableau.dualOptimize() { return .done }
    // `-delta / sign` is `-(delta / sign)` bit for bit: the undo shifts by the negated steps.
    for index in steps.indices { steps[index] = -steps[index] }
    _ = tableau.shiftConstants(markers, by: steps)
    _ = tableau.dualOptimize()
    _ = propagation.setConstant(of: variable, to: old)
    return .conflict
  }

  /// Re-adds every constraint, in the order they were first added, into a fresh solver.
  mutating func rebuildIfNeeded() {
    guard needsRebuild else { return }
    let saved = (tableau, propagation, entries, redundantCount)
    tableau = Tableau()
    propagation = Propagation()
    redundantCount = 0
    var rebuilt = entries
    for key in entries.indices {
      guard var entry = entries[key], var constraint = constraints[key] else { continue }
      constraint.expression.constant = entry.constant
      guard let role = try? insert(constraint, id: key, isEditable: entry.isEditable) else {
        // Only a constant changed through a rebuild can conflict; the caller restores it.
        (tableau, propagation, entries, redundantCount) = saved
        return
      }
      entry.role = role
      rebuilt[key] = entry
    }
    entries = rebuilt
    needsRebuild = false
    tableauChanged = true
    needsOptimize = true
    valuesAreCurrent = false
  }
}
