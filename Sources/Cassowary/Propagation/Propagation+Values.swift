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
        let terms = definitions[top.node]?.terms ?? []
        if top.next < terms.count {
          stack[stack.count - 1].next += 1
          let reference = Int(terms[top.next].variable)
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
    orderIsValid = true
  }

  /// Evaluates every definition, in topological order, from the values of the variables the
  /// tableau holds (`tableauValue`, by variable) and 0 for free ones.
  mutating func updateValues(tableauValue: (Int) -> Double) {
    validateOrder()
    for variable in placement.indices {
      switch placement[variable] {
      case .tableau: values[variable] = tableauValue(variable)
      case .free: values[variable] = 0
      case .defined: break
      }
    }
    values.withUnsafeMutableBufferPointer { values in
      for variable in order {
        guard let definition = definitions[Int(variable)] else { continue }
        var sum = definition.constant
        for term in definition.terms {
          let value = values[Int(term.variable)]
          // The tableau adds a basic row's constant times the coefficient, and leaves a
          // parametric variable (value 0) as a cell: the same sum, in the same order.
          if value != 0 { sum += value * term.coefficient }
        }
        values[Int(variable)] = sum * definition.factor
      }
    }
  }

  // MARK: - Changes that reach the tableau

  /// The shifts of tableau constraints' constants when the definition of `variable` moves its
  /// value by `delta` (the variables free or in the tableau held still), by constraint id.
  ///
  /// Only definitions flagged `reachesTableau` are walked: the others reach no tableau
  /// constraint and are simply evaluated again later.
  mutating func shifts(afterChanging variable: Int, by delta: Double) -> [(id: Int, delta: Double)]
  {
    let seen = newMark()
    var postOrder: [Int] = []
    var reached: [Int] = []
    marks[variable] = seen
    var stack: [(node: Int, next: Int)] = [(variable, 0)]
    // The dependents are read in place (not copied out per step: that retains and releases
    // an array per node walked, most of a change's cost on a long chain).
    while let top = stack.last {
      if top.next < dependents[top.node].count {
        stack[stack.count - 1].next += 1
        let dependent = dependents[top.node][top.next]
        if dependent < 0 {
          reached.append(Int(~dependent))
        } else if reachesTableau[Int(dependent)], marks[Int(dependent)] != seen {
          marks[Int(dependent)] = seen
          stack.append((Int(dependent), 0))
        }
      } else {
        postOrder.append(top.node)
        stack.removeLast()
      }
    }
    // In reverse post-order each definition comes after every walked one it refers to.
    sums[variable] = delta
    for node in postOrder.reversed() where node != variable {
      guard let factor = definitions[node]?.factor else { continue }
      var sum = 0.0
      for index in definitions[node]?.terms.indices ?? 0..<0 {
        guard let term = definitions[node]?.terms[index] else { continue }
        if marks[Int(term.variable)] == seen { sum += term.coefficient * sums[Int(term.variable)] }
      }
      sums[node] = sum * factor
    }
    reached.sort()
    var result: [(id: Int, delta: Double)] = []
    var previous = -1
    for id in reached where id != previous {
      previous = id
      var shift = 0.0
      for term in tableauTerms[id] ?? [] where marks[Int(term.variable)] == seen {
        shift += term.coefficient * sums[Int(term.variable)]
      }
      if shift != 0 { result.append((id, shift)) }
    }
    for node in postOrder { sums[node] = 0 }
    return result
  }

  /// The tableau constraints that depend on `variable` through definitions, by id.
  mutating func tableauConstraints(downstreamOf variable: Int) -> [Int] {
    let seen = newMark()
    marks[variable] = seen
    var stack = [variable]
    var reached: [Int] = []
    while let node = stack.popLast() {
      for dependent in dependents[node] {
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
        definition.terms.contains(where: { unfixed[Int($0.variable)] })
      else { continue }
      var terms: [Int: Double] = [:]
      for term in definition.terms where unfixed[Int(term.variable)] {
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
