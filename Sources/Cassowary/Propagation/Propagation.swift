/// How the solver holds a variable.
enum Placement: UInt8 {
  /// In no constraint, or only referred to by definitions: its value is 0, as a parametric
  /// variable's is in the tableau.
  case free
  /// The subject of a definition: its value follows from the variables the definition refers
  /// to.
  case defined
  /// Adopted by the tableau, which gives its value.
  case tableau
}

/// `coefficient × variable`, with the variable by index: the compact term of definitions.
struct Link {
  var variable: Int32
  var coefficient: Double
}

extension Link {
  /// Reduces `links` as `Expression.reduced` reduces terms, then drops near-zero ones.
  ///
  /// A stable sort by variable, repeated variables summed in the order they are written, and
  /// the terms below `nearZero` left out: the same sums in the same order, so the same bits.
  static func reduce(_ links: inout [Link]) {
    var isSorted = true
    for position in links.indices.dropFirst()
    where links[position - 1].variable >= links[position].variable {
      isSorted = false
      break
    }
    if !isSorted {
      if links.count <= 16 {
        for next in links.indices.dropFirst() {
          let link = links[next]
          var slot = next
          while slot > 0, links[slot - 1].variable > link.variable {
            links[slot] = links[slot - 1]
            slot -= 1
          }
          links[slot] = link
        }
      } else {
        let order = links.indices.sorted {
          (links[$0].variable, $0) < (links[$1].variable, $1)
        }
        links = order.map { links[$0] }
      }
      var count = 0
      for position in links.indices {  // count ≤ position: writes stay behind the reads
        let link = links[position]
        if count > 0, links[count - 1].variable == link.variable {
          links[count - 1].coefficient += link.coefficient
        } else {
          links[count] = link
          count += 1
        }
      }
      if count < links.count { links.removeLast(links.count - count) }
    }
    // Checked first: `removeAll(where:)` costs a generic pass even when it removes nothing,
    // which is nearly always (callgrind: 1 % of a 1,000-view chain's full solve).
    if links.contains(where: { abs($0.coefficient) < nearZero }) {
      links.removeAll { abs($0.coefficient) < nearZero }
    }
  }
}

/// A step of a depth-first walk: the node and the next of its dependents to visit.
struct Walk {
  var node: Int32
  var next: Int32
}

/// A required equation solved for one of its variables: `variable = (constant + Σ terms) ×
/// factor`, where `factor` is -1 over the variable's coefficient.
///
/// The value is computed in the order the tableau would compute that row's constant (the
/// constant, then each term's value times its coefficient, then the factor), so a definition
/// gives the same floating-point value as the row it replaces.
///
/// The terms (the other variables, in variable order) lie in `Propagation.termPool`, so a
/// definition holds no array of its own: a full solve then allocates, retains and frees nothing
/// per definition (docs/performance.md).
struct Definition {
  var constraint: Int
  var termStart: Int32
  var termCount: Int32
  var constant: Double
  var factor: Double

  /// Where the terms lie in `Propagation.termPool`.
  var terms: Range<Int> { Int(termStart)..<Int(termStart) + Int(termCount) }
}

/// The required equations that local propagation solves (docs/format.md, Layout at scale).
///
/// A required equation with a variable that nothing else refers to yet is a *definition*: that
/// variable follows from the others, like a row of the tableau, but no marker symbol stands for
/// the equation and no other row is rewritten in terms of it. Along a chain of views (each
/// row's top on the previous row's bottom) the tableau's rows would each hold a marker for
/// every equation above them; definitions hold only their own terms, so the chain costs space
/// and time in proportion to its length. Definitions form a directed acyclic graph, evaluated
/// in topological order (`updateValues`); the tableau sees a definition only where one of its
/// constraints refers to a defined variable, through that variable's expansion into variables
/// that are not defined (`expand`).
///
/// A definition's constant changes in O(1) when no tableau constraint depends on it: the next
/// evaluation picks it up, so a block that changes a thousand heights costs one pass. When a
/// tableau constraint does depend on it (`reachesTableau`), the change is carried at once to
/// the constants of those constraints (`shifts(afterChanging:by:)`), so a conflict is found
/// and reported on the change that causes it.
struct Propagation {
  private(set) var placement: [Placement] = []
  private(set) var definitions: [Definition?] = []
  /// Every definition's terms, one after another (`Definition.terms`).
  ///
  /// A removed definition's terms stay until the pool is compacted, when they outnumber the
  /// live ones.
  private(set) var termPool: [Link] = []
  private var liveTermCount = 0
  /// By variable: the first edge of its dependents, -1 for none.
  ///
  /// A variable's dependents are the defined variables whose definitions refer to it (as
  /// indices ≥ 0) and the tableau constraints whose expressions do (as `~id`, < 0), in the
  /// order they were added, as a list linked through `edgeDependent` and `edgeNext`: one pool
  /// of edges instead of a list per variable (`forEachDependent`).
  private(set) var dependentHead: [Int32] = []
  private var dependentTail: [Int32] = []
  private(set) var edgeDependent: [Int32] = []
  private(set) var edgeNext: [Int32] = []
  /// Removed edges, linked through `edgeNext`, for reuse.
  private var freeEdge: Int32 = -1
  /// By variable: whether a tableau constraint depends on the variable through definitions.
  ///
  /// Set when such a constraint is added, cleared only by a rebuild.
  private(set) var reachesTableau: [Bool] = []
  /// The defined variables each tableau constraint refers to directly, by constraint id (empty
  /// for the others): an array, not a dictionary, so a full solve hashes nothing for them.
  private(set) var tableauTerms: [[Link]] = []
  /// The defined variables, each after the defined variables its definition refers to.
  var order: [Int32] = []
  var orderIsValid = true
  /// By variable: the last evaluated values of defined variables, and the values of the
  /// tableau's variables they were evaluated from.
  var values: [Double] = []
  /// By variable: the position in `order`, valid while `orderIsValid`.
  var position: [Int32] = []
  /// By variable: a defined variable whose definition must be evaluated again (its constant
  /// changed, or a variable it refers to changed value).
  var stale: [Bool] = []
  /// The first position in `order` that may be stale.
  var staleFrom = Int.max
  /// Whether the next evaluation must evaluate every definition (the graph's shape changed).
  var needsFullEvaluation = true
  /// The tableau's variables that definitions refer to, whose values an evaluation reads.
  var tableauInputs: [Int32] = []
  var isTableauInput: [Bool] = []
  /// Memoised expansions, valid while their generation is current.
  var expansions: [Expansion] = []
  /// Changes whenever a definition's constant or the graph's shape changes.
  var generation: UInt32 = 1
  /// Scratch space for graph walks and sums, by variable (kept zero or unmarked between uses).
  var marks: [UInt32] = []
  var mark: UInt32 = 0
  var sums: [Double] = []
  /// Scratch lists kept empty between uses: the stack of `ensureExpansion`, and the tableau
  /// constraints a walk of `shifts(afterChanging:by:)` reaches.
  var walkStack: [Walk] = []
  var walkReached: [Int32] = []
  /// The stack and post-order of `shifts(afterChanging:by:)`'s walk: one slot per variable,
  /// made on the first walk, written through their buffers (their contents mean nothing between
  /// walks).
  var shiftStack: [Walk] = []
  var shiftOrder: [Int32] = []
  /// Scratch list of `expand` and `computeExpansion`, kept empty between uses.
  var touchedScratch: [Int32] = []
  /// Scratch stack of `markReachesTableau`, kept empty between uses.
  var upstreamStack: [Int32] = []
  /// The result of the last `shifts(afterChanging:by:)`: the ids of the tableau constraints
  /// it shifts, in increasing order, and each one's shift.
  var shiftedIDs: [Int32] = []
  var shiftedDeltas: [Double] = []
  /// By variable: where the shifts a change of its constant makes (as multiples of the change)
  /// lie in `patternIDs` and `patternMultiples`, kept while the graph keeps its shape
  /// (`ShiftPattern`).
  var patternSpans: [PatternSpan] = []
  /// Every remembered pattern, one after another (no hashing and no list per variable): the
  /// constraint ids and, in step, the multiples.
  var patternIDs: [Int32] = []
  var patternMultiples: [Double] = []
  /// The spans of this epoch are current; forgetting starts a new one.
  var patternEpoch: UInt32 = 1
  var remembersPatterns = false

  /// Makes room for the variable.
  ///
  /// Every per-variable array grows in one step: to `expected` (the variables the solver has
  /// made) the first time, else to half as much again, or to the variable. Growing them an
  /// element at a time cost about 450 instructions per new variable across the twelve arrays,
  /// and by halves from nothing about 500 per variable of a 100-view solve (callgrind). The room
  /// beyond holds variables no constraint mentions yet: free, valued 0 and unfixed, which is
  /// what such a variable is.
  ///
  /// Without `propagating` (a solver that keeps every constraint in the tableau,
  /// `Solver.usesPropagation`) only `placement` grows: such a solver defines nothing and
  /// evaluates nothing, and reads only where its variables are. With it, the pools of terms and
  /// edges are sized for two per expected variable the first time.
  mutating func mention(_ variable: Int, expected: Int, propagating: Bool) {
    guard variable >= placement.count else { return }
    let count =
      Swift.max(variable + 1, placement.count + placement.count / 2, 16, expected) - placement.count
    placement.append(contentsOf: repeatElement(.free, count: count))
    guard propagating else { return }
    if placement.count == count {
      termPool.reserveCapacity(2 * expected)
      edgeDependent.reserveCapacity(2 * expected)
      edgeNext.reserveCapacity(2 * expected)
    }
    definitions.append(contentsOf: repeatElement(nil, count: count))
    dependentHead.append(contentsOf: repeatElement(-1, count: count))
    dependentTail.append(contentsOf: repeatElement(-1, count: count))
    reachesTableau.append(contentsOf: repeatElement(false, count: count))
    values.append(contentsOf: repeatElement(0, count: count))
    position.append(contentsOf: repeatElement(-1, count: count))
    stale.append(contentsOf: repeatElement(false, count: count))
    isTableauInput.append(contentsOf: repeatElement(false, count: count))
    expansions.append(contentsOf: repeatElement(Expansion(), count: count))
    marks.append(contentsOf: repeatElement(0, count: count))
    sums.append(contentsOf: repeatElement(0, count: count))
    patternSpans.append(contentsOf: repeatElement(PatternSpan(), count: count))
  }

  // MARK: - Dependents

  /// Whether a definition or a tableau constraint refers to the variable.
  func hasDependents(_ variable: Int) -> Bool { dependentHead[variable] >= 0 }

  /// Calls `body` with each dependent of the variable, in the order they were added, until it
  /// returns false.
  func forEachDependent(of variable: Int, _ body: (Int32) -> Bool) {
    var edge = dependentHead[variable]
    while edge >= 0 {
      guard body(edgeDependent[Int(edge)]) else { return }
      edge = edgeNext[Int(edge)]
    }
  }

  private mutating func appendDependent(_ dependent: Int32, of variable: Int) {
    let edge: Int32
    if freeEdge >= 0 {
      edge = freeEdge
      freeEdge = edgeNext[Int(edge)]
      edgeDependent[Int(edge)] = dependent
      edgeNext[Int(edge)] = -1
    } else {
      edge = Int32(edgeDependent.count)
      edgeDependent.append(dependent)
      edgeNext.append(-1)
    }
    let tail = dependentTail[variable]
    if tail >= 0 { edgeNext[Int(tail)] = edge } else { dependentHead[variable] = edge }
    dependentTail[variable] = edge
  }

  /// Removes the first edge from the variable to `dependent`, if there is one.
  private mutating func removeDependent(_ dependent: Int32, of variable: Int) {
    var previous: Int32 = -1
    var edge = dependentHead[variable]
    while edge >= 0, edgeDependent[Int(edge)] != dependent {
      previous = edge
      edge = edgeNext[Int(edge)]
    }
    guard edge >= 0 else { return }
    let next = edgeNext[Int(edge)]
    if previous >= 0 { edgeNext[Int(previous)] = next } else { dependentHead[variable] = next }
    if dependentTail[variable] == edge { dependentTail[variable] = previous }
    edgeNext[Int(edge)] = freeEdge
    freeEdge = edge
  }

  // MARK: - Terms

  /// Appends a definition's terms to the pool (all of `terms` but the one at `skipping`);
  /// returns where they lie.
  private mutating func appendTerms(_ terms: [Link], skipping: Int) -> (Int32, Int32) {
    if termPool.count > 256, termPool.count > 2 * liveTermCount { compactTerms() }
    let start = termPool.count
    for position in terms.indices where position != skipping { termPool.append(terms[position]) }
    liveTermCount += termPool.count - start
    return (Int32(start), Int32(termPool.count - start))
  }

  /// Drops the terms of removed definitions from the pool.
  private mutating func compactTerms() {
    var compacted: [Link] = []
    compacted.reserveCapacity(liveTermCount)
    for variable in definitions.indices {
      guard let definition = definitions[variable] else { continue }
      let start = Int32(compacted.count)
      compacted.append(contentsOf: termPool[definition.terms])
      definitions[variable]?.termStart = start
    }
    termPool = compacted
  }

  func isDefined(_ variable: Int) -> Bool {
    variable < placement.count && placement[variable] == .defined
  }

  /// A fresh mark for a graph walk.
  mutating func newMark() -> UInt32 {
    if mark == UInt32.max {
      for index in marks.indices { marks[index] = 0 }
      mark = 0
    }
    mark += 1
    return mark
  }

  // MARK: - Changing the graph

  /// Makes `variable` the subject of the required equation `Σ terms + constant = 0`, whose
  /// term at `subject` is the variable's: `variable = (constant + Σ others) × factor`.
  ///
  /// A variable that nothing referred to joins the end of the topological order; one that
  /// definitions already refer to sends the order to be recomputed.
  mutating func define(
    _ variable: Int, constraint: Int, terms: [Link], subject: Int, constant: Double
  ) {
    forgetShiftPatterns()
    placement[variable] = .defined
    let (start, count) = appendTerms(terms, skipping: subject)
    definitions[variable] = Definition(
      constraint: constraint, termStart: start, termCount: count, constant: constant,
      factor: -1 / terms[subject].coefficient)
    for index in Int(start)..<Int(start + count) {
      let term = termPool[index]
      let reference = Int(term.variable)
      appendDependent(Int32(variable), of: reference)
      if placement[reference] == .tableau, !isTableauInput[reference] {
        isTableauInput[reference] = true
        tableauInputs.append(term.variable)
      }
    }
    if !hasDependents(variable) {
      if orderIsValid {
        position[variable] = Int32(order.count)
        order.append(Int32(variable))
        markStale(variable)
      }
    } else {
      orderIsValid = false
      generation &+= 1
      // Its dependents depend on no tableau constraint (it was not in the tableau), unless a
      // constraint's expansion cancelled it out; keep the flag exact for those.
      var reaches = false
      forEachDependent(of: variable) { dependent in
        reaches = dependent < 0 || reachesTableau[Int(dependent)]
        return !reaches
      }
      if reaches { markReachesTableau(variable) }
    }
  }

  /// Removes the definition of `variable`, which becomes free.
  mutating func undefine(_ variable: Int) -> Definition? {
    guard let definition = definitions[variable] else { return nil }
    forgetShiftPatterns()
    definitions[variable] = nil
    placement[variable] = .free
    liveTermCount -= Int(definition.termCount)
    for index in definition.terms {
      removeDependent(Int32(variable), of: Int(termPool[index].variable))
    }
    orderIsValid = false
    generation &+= 1
    return definition
  }

  /// Marks a defined variable for evaluation by the next `updateValues`.
  mutating func markStale(_ variable: Int) {
    guard orderIsValid, !needsFullEvaluation, placement[variable] == .defined else { return }
    stale[variable] = true
    staleFrom = min(staleFrom, Int(position[variable]))
  }

  /// The tableau takes the variable.
  mutating func adopt(_ variable: Int) {
    placement[variable] = .tableau
    needsFullEvaluation = true
  }

  /// Gives a variable adopted for a constraint that was refused back.
  mutating func release(_ variable: Int) {
    placement[variable] = .free
    needsFullEvaluation = true
  }

  /// Sets a definition's constant; returns the old one.
  mutating func setConstant(of variable: Int, to constant: Double) -> Double {
    let old = definitions[variable]?.constant ?? 0
    definitions[variable]?.constant = constant
    generation &+= 1
    markStale(variable)
    return old
  }

  /// Records a tableau constraint that refers to defined variables.
  mutating func addTableauConstraint(_ id: Int, terms: [Link]) {
    guard !terms.isEmpty else { return }
    forgetShiftPatterns()
    while tableauTerms.count <= id { tableauTerms.append([]) }
    tableauTerms[id] = terms
    for term in terms {
      appendDependent(~Int32(id), of: Int(term.variable))
      markReachesTableau(Int(term.variable))
    }
  }

  mutating func removeTableauConstraint(_ id: Int) {
    guard id < tableauTerms.count, !tableauTerms[id].isEmpty else { return }
    let terms = tableauTerms[id]
    tableauTerms[id] = []
    forgetShiftPatterns()
    for term in terms { removeDependent(~Int32(id), of: Int(term.variable)) }
  }

  /// Flags the defined variable and every defined variable upstream of it.
  private mutating func markReachesTableau(_ variable: Int) {
    guard isDefined(variable), !reachesTableau[variable] else { return }
    reachesTableau[variable] = true
    // The stack is kept between calls: a tableau constraint's add allocates nothing here.
    var stack = upstreamStack
    upstreamStack = []
    defer {
      stack.removeAll(keepingCapacity: true)
      upstreamStack = stack
    }
    stack.append(Int32(variable))
    while let next = stack.popLast() {
      guard let definition = definitions[Int(next)] else { continue }
      for index in definition.terms {
        let term = termPool[index]
        let reference = Int(term.variable)
        guard isDefined(reference), !reachesTableau[reference] else { continue }
        reachesTableau[reference] = true
        stack.append(term.variable)
      }
    }
  }

  /// Whether `target` is upstream of any of `starts`.
  ///
  /// A definition of `target` in terms of them would close a cycle. Looks at `limit`
  /// definitions at most, and answers true beyond: the equation then goes to the tableau,
  /// which is always correct.
  mutating func isUpstream(_ target: Int, of starts: [Int], limit: Int = 4096) -> Bool {
    let seen = newMark()
    var stack = starts.filter { isDefined($0) }
    var visited = 0
    while let next = stack.popLast() {
      if next == target { return true }
      guard marks[next] != seen else { continue }
      marks[next] = seen
      visited += 1
      if visited > limit { return true }
      for index in definitions[next]?.terms ?? 0..<0 {
        let reference = Int(termPool[index].variable)
        if reference == target { return true }
        if isDefined(reference), marks[reference] != seen { stack.append(reference) }
      }
    }
    return false
  }
}
