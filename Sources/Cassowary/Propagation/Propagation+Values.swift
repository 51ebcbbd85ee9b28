extension Propagation {
  // MARK: - Order and values

  /// The defined variables, each after the defined variables its definition refers to.
  func topologicalOrder() -> [Int32] {
    if orderIsValid { return order }
    var done = [Bool](repeating: false, count: placement.count)
    var result: [Int32] = []
    var stack: [(node: Int, next: Int)] = []
    for root in placement.indices where placement[root] == .defined && !done[root] {
      done[root] = true
      stack.append((root, 0))
      while let top = stack.last {
        let terms = definitions[top.node]?.terms ?? 0..<0
        if top.next < terms.count {
          stack[stack.count - 1].next += 1
          let reference = Int(termPool[terms.lowerBound + top.next].variable)
          if placement[reference] == .defined, !done[reference] {
            done[reference] = true
            stack.append((reference, 0))
          }
        } else {
          result.append(Int32(top.node))
          stack.removeLast()
        }
      }
    }
    return result
  }

  mutating func validateOrder() {
    guard !orderIsValid else { return }
    order = topologicalOrder()
    for index in order.indices { position[Int(order[index])] = Int32(index) }
    orderIsValid = true
    needsFullEvaluation = true
  }

  /// Brings the values of defined variables up to date, from the values of the variables the
  /// tableau holds (`tableauValue`, by variable) and 0 for free ones.
  ///
  /// Only the definitions a change reaches are evaluated again, in topological order: those
  /// marked stale (their constant changed), and the dependents of every variable whose value
  /// changed, the tableau's included when `tableauChanged`. A definition whose inputs kept
  /// their bits gives the same value again, so the result is the full evaluation's, bit for
  /// bit (docs/format.md, Layout at scale). A change to the graph's shape evaluates them all.
  mutating func updateValues(tableauChanged: Bool, tableauValue: (Int) -> Double) {
    validateOrder()
    if needsFullEvaluation {
      evaluateAll(tableauValue: tableauValue)
      return
    }
    if tableauChanged {
      for input in tableauInputs {
        let variable = Int(input)
        let value = tableauValue(variable)
        guard value.bitPattern != values[variable].bitPattern else { continue }
        values[variable] = value
        markDependentsStale(of: variable)
      }
    }
    guard staleFrom < order.count else {
      staleFrom = Int.max
      return
    }
    let start = staleFrom
    staleFrom = Int.max
    // Through buffers, as `evaluateAll` does: no reference counting per definition read.
    order.withUnsafeBufferPointer { order in
      definitions.withUnsafeBufferPointer { definitions in
        termPool.withUnsafeBufferPointer { pool in
          edgeDependent.withUnsafeBufferPointer { edgeDependent in
            edgeNext.withUnsafeBufferPointer { edgeNext in
              values.withUnsafeMutableBufferPointer { values in
                stale.withUnsafeMutableBufferPointer { stale in
                  for index in start..<order.count {
                    let variable = Int(order[index])
                    guard stale[variable] else { continue }
                    stale[variable] = false
                    guard let definition = definitions[variable] else { continue }
                    var sum = definition.constant
                    for term in definition.terms {
                      let value = values[Int(pool[term].variable)]
                      // The tableau adds a basic row's constant times the coefficient, and
                      // leaves a parametric variable (value 0) as a cell: the same sum, in the
                      // same order.
                      if value != 0 { sum += value * pool[term].coefficient }
                    }
                    let value = sum * definition.factor
                    guard value.bitPattern != values[variable].bitPattern else { continue }
                    values[variable] = value
                    // Dependents come later in the order: the scan reaches them.
                    var edge = dependentHead[variable]
                    while edge >= 0 {
                      let dependent = edgeDependent[Int(edge)]
                      if dependent >= 0 { stale[Int(dependent)] = true }
                      edge = edgeNext[Int(edge)]
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  private mutating func markDependentsStale(of variable: Int) {
    var edge = dependentHead[variable]
    while edge >= 0 {
      let dependent = edgeDependent[Int(edge)]
      if dependent >= 0 {
        stale[Int(dependent)] = true
        staleFrom = min(staleFrom, Int(position[Int(dependent)]))
      }
      edge = edgeNext[Int(edge)]
    }
  }

  /// Evaluates every definition, in topological order.
  private mutating func evaluateAll(tableauValue: (Int) -> Double) {
    for input in tableauInputs { isTableauInput[Int(input)] = false }
    tableauInputs.removeAll(keepingCapacity: true)
    for variable in placement.indices {
      switch placement[variable] {
      case .tableau:
        values[variable] = tableauValue(variable)
        var referred = false
        forEachDependent(of: variable) { dependent in
          referred = dependent >= 0
          return !referred
        }
        if referred {
          isTableauInput[variable] = true
          tableauInputs.append(Int32(variable))
        }
      case .free: values[variable] = 0
      case .defined: break
      }
    }
    termPool.withUnsafeBufferPointer { pool in
      values.withUnsafeMutableBufferPointer { values in
        for variable in order {
          guard let definition = definitions[Int(variable)] else { continue }
          var sum = definition.constant
          for term in definition.terms {
            let value = values[Int(pool[term].variable)]
            if value != 0 { sum += value * pool[term].coefficient }
          }
          values[Int(variable)] = sum * definition.factor
        }
      }
    }
    for index in stale.indices where stale[index] { stale[index] = false }
    staleFrom = Int.max
    needsFullEvaluation = false
  }

  // MARK: - Changes that reach the tableau

  /// The shifts of tableau constraints' constants when the definition of `variable` moves its
  /// value by `delta` (the variables free or in the tableau held still), by constraint id:
  /// written to `shiftedIDs` and `shiftedDeltas` (lists of plain numbers, which a build has
  /// already used, so the first change after it makes the runtime instantiate no array type).
  ///
  /// Only definitions flagged `reachesTableau` are walked: the others reach no tableau
  /// constraint and are simply evaluated again later.
  mutating func shifts(afterChanging variable: Int, by delta: Double) {
    shiftedIDs.removeAll(keepingCapacity: true)
    shiftedDeltas.removeAll(keepingCapacity: true)
    if delta != 0, let pattern = shiftPattern(of: variable) {
      shiftedIDs.append(contentsOf: patternIDs[pattern])
      for multiple in patternMultiples[pattern] { shiftedDeltas.append(multiple * delta) }
      return
    }
    let seen = newMark()
    // Whether every step of the walk is exact for any delta (`ShiftPattern`).
    var exact = delta.isNormal
    // The walk's stack and post-order are kept between calls, one slot per variable (a node is
    // walked at most once), and written through their buffers with a count of their own: a
    // walk over a long chain then checks neither uniqueness nor capacity per node. They are
    // taken out of `self` while in use, so that each is uniquely referenced.
    if shiftOrder.count < placement.count || shiftStack.count < placement.count {
      shiftOrder = [Int32](repeating: 0, count: placement.count)
      shiftStack = [Walk](repeating: Walk(node: 0, next: -1), count: placement.count)
    }
    var postOrder = shiftOrder
    var stack = shiftStack
    var reached = walkReached
    shiftOrder = []
    shiftStack = []
    walkReached = []
    defer {
      reached.removeAll(keepingCapacity: true)
      shiftOrder = postOrder
      shiftStack = stack
      walkReached = reached
    }
    marks[variable] = seen
    var walked = 0
    stack.withUnsafeMutableBufferPointer { stack in
      postOrder.withUnsafeMutableBufferPointer { postOrder in
        edgeDependent.withUnsafeBufferPointer { edgeDependent in
          edgeNext.withUnsafeBufferPointer { edgeNext in
            reachesTableau.withUnsafeBufferPointer { reachesTableau in
              marks.withUnsafeMutableBufferPointer { marks in
                // A step's `next` is the next edge of its node's dependents list (-1: done).
                stack[0] = Walk(node: Int32(variable), next: dependentHead[variable])
                var depth = 1
                while depth > 0 {
                  let top = stack[depth - 1]
                  if top.next >= 0 {
                    stack[depth - 1].next = edgeNext[Int(top.next)]
                    let dependent = edgeDependent[Int(top.next)]
                    if dependent < 0 {
                      reached.append(~dependent)
                    } else if reachesTableau[Int(dependent)], marks[Int(dependent)] != seen {
                      marks[Int(dependent)] = seen
                      stack[depth] = Walk(node: dependent, next: dependentHead[Int(dependent)])
                      depth += 1
                    }
                  } else {
                    postOrder[walked] = top.node
                    walked += 1
                    depth -= 1
                  }
                }
              }
            }
          }
        }
      }
    }
    // In reverse post-order each definition comes after every walked one it refers to.
    sums[variable] = delta
    definitions.withUnsafeBufferPointer { definitions in
      termPool.withUnsafeBufferPointer { pool in
        marks.withUnsafeBufferPointer { marks in
          sums.withUnsafeMutableBufferPointer { sums in
            for node in postOrder[..<walked].reversed() where Int(node) != variable {
              guard let definition = definitions[Int(node)] else { continue }
              var sum = 0.0
              for index in definition.terms where marks[Int(pool[index].variable)] == seen {
                let term = pool[index]
                sum += term.coefficient * sums[Int(term.variable)]
                exact = exact && ShiftPattern.isUnit(term.coefficient, sum, of: delta)
              }
              exact = exact && abs(definition.factor) == 1
              sums[Int(node)] = sum * definition.factor
            }
          }
        }
      }
    }
    reached.sort()
    var previous: Int32 = -1
    for id in reached where id != previous {
      previous = id
      var shift = 0.0
      for term in tableauTerms[Int(id)] where marks[Int(term.variable)] == seen {
        shift += term.coefficient * sums[Int(term.variable)]
        exact = exact && ShiftPattern.isUnit(term.coefficient, shift, of: delta)
      }
      if shift != 0 {
        shiftedIDs.append(id)
        shiftedDeltas.append(shift)
      }
    }
    for node in postOrder[..<walked] { sums[Int(node)] = 0 }
    if exact { rememberShifts(of: variable, by: delta) }
  }

  /// The tableau constraints that depend on `variable` through definitions, by id.
  mutating func tableauConstraints(downstreamOf variable: Int) -> [Int] {
    let seen = newMark()
    marks[variable] = seen
    var stack = [variable]
    var reached: [Int] = []
    while let node = stack.popLast() {
      var edge = dependentHead[node]
      while edge >= 0 {
        let dependent = edgeDependent[Int(edge)]
        edge = edgeNext[Int(edge)]
        if dependent < 0 {
          reached.append(Int(~dependent))
        } else if reachesTableau[Int(dependent)], marks[Int(dependent)] != seen {
          marks[Int(dependent)] = seen
          stack.append(Int(dependent))
        }
      }
    }
    return Array(Set(reached)).sorted()
  }

  // MARK: - Ambiguity

  /// By variable: whether its value is not fixed.
  ///
  /// Each variable is written in the directions the solution is free to move along: a free
  /// variable is one of its own, a tableau variable has those `tableauDependence` gives (by
  /// variable), and a defined variable the sum of its terms' (computed in topological order).
  /// It is unfixed when a direction keeps a coefficient: terms that cancel (`x - x`, or two
  /// heights tied between equal priorities whose sum is fixed) do not count, as they do not in
  /// a row of the tableau. Directions are keys: tableau symbols (≥ 0) and free variables (< 0).
  func unfixedVariables(tableauDependence: (Int) -> [(key: Int, coefficient: Double)]) -> [Bool] {
    var unfixed = [Bool](repeating: false, count: placement.count)
    var dependence: [Int: [Int: Double]] = [:]
    for variable in placement.indices {
      switch placement[variable] {
      case .free:
        unfixed[variable] = true
        dependence[variable] = [-1 - variable: 1]
      case .tableau:
        let terms = tableauDependence(variable)
        guard !terms.isEmpty else { continue }
        unfixed[variable] = true
        dependence[variable] = Dictionary(
          terms.map { ($0.key, $0.coefficient) }, uniquingKeysWith: +)
      case .defined: break
      }
    }
    for variable in topologicalOrder() {
      guard let definition = definitions[Int(variable)],
        definition.terms.contains(where: { unfixed[Int(termPool[$0].variable)] })
      else { continue }
      var terms: [Int: Double] = [:]
      for index in definition.terms where unfixed[Int(termPool[index].variable)] {
        let term = termPool[index]
        for (key, coefficient) in dependence[Int(term.variable)] ?? [:] {
          terms[key, default: 0] += term.coefficient * coefficient
        }
      }
      terms = terms.filter { abs($0.value * definition.factor) >= nearZero }
      guard !terms.isEmpty else { continue }
      dependence[Int(variable)] = terms.mapValues { $0 * definition.factor }
      unfixed[Int(variable)] = true
    }
    return unfixed
  }
}
