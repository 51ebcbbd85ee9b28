/// A defined variable written in variables that are not defined: `constant + Σ terms`.
///
/// The constant is always kept; the terms only while they are few (`Expansion.limit`): a
/// variable downstream of many free ones (a chain of views whose heights the tableau decides)
/// would otherwise store a row as long as the chain above it, which is the fill this layer is
/// there to avoid. Such a *large* expansion is recomputed through the graph when needed.
struct Expansion {
  static let limit = 32

  /// The `Propagation.generation` it was computed in; 0 for none.
  var generation: UInt32 = 0
  var constant: Double = 0
  var terms: [Link] = []
  var isLarge = false
}

extension Propagation {
  /// The expression the tableau sees of a constraint.
  ///
  /// `terms + constant` with each defined variable replaced by its definition, recursively.
  /// The terms come back in variable order, without near-zero coefficients.
  mutating func expand(_ terms: [Link], constant: Double) -> (terms: [Link], constant: Double) {
    for term in terms where isDefined(Int(term.variable)) { ensureExpansion(Int(term.variable)) }
    var touched = touchedScratch
    touchedScratch = []
    defer { touchedScratch = touched }
    var total = constant
    // Made only for a large expansion: most rows never need it, and the first dictionary of
    // this type costs a process the type's metadata (tens of thousands of instructions).
    var weights: [Int32: Double]?
    for term in terms {
      let variable = Int(term.variable)
      guard isDefined(variable) else {
        accumulate(term.variable, term.coefficient, &touched)
        continue
      }
      let expansion = expansions[variable]
      total += term.coefficient * expansion.constant
      if expansion.isLarge {
        if weights == nil { weights = [:] }
        weights?[term.variable, default: 0] += term.coefficient
      } else {
        for link in expansion.terms {
          accumulate(link.variable, term.coefficient * link.coefficient, &touched)
        }
      }
    }
    if let weights { spread(weights, &touched) }
    return (collect(&touched), total)
  }

  /// Adds `coefficient × variable` to the running sum in `sums`.
  private mutating func accumulate(
    _ variable: Int32, _ coefficient: Double, _ touched: inout [Int32]
  ) {
    let index = Int(variable)
    if sums[index] == 0 { touched.append(variable) }
    sums[index] += coefficient
    // A sum that returns to exactly 0 is touched again later; `collect` drops repeats.
  }

  /// The running sum as terms in variable order, leaving `sums` zero again.
  private mutating func collect(_ touched: inout [Int32]) -> [Link] {
    // Most expansions are a constant or one variable (a chain's widths, a view's own height):
    // no sort and no reserved buffer for those (callgrind: a third of `collect`'s cost).
    if touched.count <= 1 {
      guard let variable = touched.first else { return [] }
      touched.removeAll(keepingCapacity: true)
      let coefficient = sums[Int(variable)]
      sums[Int(variable)] = 0
      guard abs(coefficient) >= nearZero else { return [] }
      return [Link(variable: variable, coefficient: coefficient)]
    }
    touched.sort()
    var terms: [Link] = []
    terms.reserveCapacity(touched.count)
    var previous: Int32 = -1
    for variable in touched where variable != previous {
      previous = variable
      let coefficient = sums[Int(variable)]
      sums[Int(variable)] = 0
      if abs(coefficient) >= nearZero {
        terms.append(Link(variable: variable, coefficient: coefficient))
      }
    }
    touched.removeAll(keepingCapacity: true)
    return terms
  }

  /// Carries weights on large expansions down through their definitions, each node once, in
  /// topological order, into the running sum (the constants are already in the total).
  private mutating func spread(_ start: [Int32: Double], _ touched: inout [Int32]) {
    // Post-order over the large nodes below the start; reversed, each node comes before the
    // nodes its definition refers to.
    let seen = newMark()
    var postOrder: [Int] = []
    for root in start.keys.sorted() where marks[Int(root)] != seen {
      marks[Int(root)] = seen
      var stack: [(node: Int, next: Int)] = [(Int(root), 0)]
      while let top = stack.last {
        let terms = definitions[top.node]?.terms ?? 0..<0
        if top.next < terms.count {
          stack[stack.count - 1].next += 1
          let reference = Int(termPool[terms.lowerBound + top.next].variable)
          if isDefined(reference), expansions[reference].isLarge, marks[reference] != seen {
            marks[reference] = seen
            stack.append((reference, 0))
          }
        } else {
          postOrder.append(top.node)
          stack.removeLast()
        }
      }
    }
    var weights = start
    for node in postOrder.reversed() {
      guard let weight = weights[Int32(node)], weight != 0, let definition = definitions[node]
      else { continue }
      let scale = weight * definition.factor
      for index in definition.terms {
        let term = termPool[index]
        let reference = Int(term.variable)
        let coefficient = scale * term.coefficient
        if !isDefined(reference) {
          accumulate(term.variable, coefficient, &touched)
        } else if expansions[reference].isLarge {
          weights[term.variable, default: 0] += coefficient
        } else {
          for link in expansions[reference].terms {
            accumulate(link.variable, coefficient * link.coefficient, &touched)
          }
        }
      }
    }
  }

  /// Computes the expansions of `variable` and the defined variables above it that are not
  /// current, each from the ones it refers to.
  mutating func ensureExpansion(_ variable: Int) {
    guard expansions[variable].generation != generation else { return }
    // The walk's stack is kept between calls, as `shifts(afterChanging:by:)` keeps it.
    var stack = walkStack
    walkStack = []
    defer {
      stack.removeAll(keepingCapacity: true)
      walkStack = stack
    }
    stack.append(Walk(node: Int32(variable), next: 0))
    while let top = stack.last {
      let node = Int(top.node)
      let next = Int(top.next)
      if let definition = definitions[node], next < definition.terms.count {
        stack[stack.count - 1].next += 1
        let reference = Int(termPool[definition.terms.lowerBound + next].variable)
        if isDefined(reference), expansions[reference].generation != generation {
          stack.append(Walk(node: Int32(reference), next: 0))
        }
      } else {
        stack.removeLast()
        if expansions[node].generation != generation { computeExpansion(node) }
      }
    }
  }

  private mutating func computeExpansion(_ variable: Int) {
    guard let definition = definitions[variable] else { return }
    var total = definition.constant
    var isLarge = false
    var touched = touchedScratch
    touchedScratch = []
    defer { touchedScratch = touched }
    for index in definition.terms {
      let term = termPool[index]
      let reference = Int(term.variable)
      guard isDefined(reference) else {
        accumulate(term.variable, term.coefficient, &touched)
        continue
      }
      let expansion = expansions[reference]
      total += term.coefficient * expansion.constant
      if expansion.isLarge { isLarge = true }
      if !isLarge {
        for link in expansion.terms {
          accumulate(link.variable, term.coefficient * link.coefficient, &touched)
        }
      }
    }
    var terms = collect(&touched)
    if isLarge || terms.count > Expansion.limit {
      isLarge = true
      terms = []
    }
    for index in terms.indices { terms[index].coefficient *= definition.factor }
    terms.removeAll { abs($0.coefficient) < nearZero }
    expansions[variable] = Expansion(
      generation: generation, constant: total * definition.factor, terms: terms, isLarge: isLarge)
  }
}
