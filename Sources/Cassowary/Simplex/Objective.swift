/// The objective: one sum of errors per optional priority, highest priority first.
///
/// A lexicographic objective in the original Cassowary's sense (symbolic weights): the
/// reduced cost of a symbol is the vector of its coefficients from the highest level down, and
/// only its first nonzero component decides its sign. So a higher priority's error is never
/// traded for any amount of lower-priority error.
struct Objective {
  /// One level's errors: `Σ coefficient × symbol`, stored by symbol so that substituting a
  /// small row costs only that row's cells (a level can hold tens of thousands of errors).
  struct Level {
    var priority: Double
    var cells = SymbolMap<Double>()

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
      let sum = (cells[symbol] ?? 0) + coefficient
      cells[symbol] = abs(sum) < nearZero ? nil : sum
    }

    mutating func add(_ row: Row, times factor: Double) {
      for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
    }
  }

  private(set) var levels: [Level] = []

  /// The level of a priority, made on first use.
  mutating func level(of priority: Double) -> Int {
    var index = 0
    while index < levels.count, levels[index].priority > priority { index += 1 }
    if index < levels.count, levels[index].priority == priority { return index }
    levels.insert(Level(priority: priority), at: index)
    return index
  }

  func existingLevel(of priority: Double) -> Int? {
    levels.firstIndex { $0.priority == priority }
  }

  mutating func add(_ symbol: Int, _ coefficient: Double, level: Int) {
    levels[level].add(symbol, coefficient)
  }

  mutating func add(_ row: Row, times factor: Double, level: Int) {
    levels[level].add(row, times: factor)
  }

  mutating func remove(_ symbol: Int) {
    for index in levels.indices { levels[index].cells[symbol] = nil }
  }

  /// -1 if the symbol's reduced cost is lexicographically negative, +1 if positive, 0 if zero.
  func sign(of symbol: Int) -> Int {
    for level in levels {
      let c = level.coefficient(of: symbol)
      if c < -nearZero { return -1 }
      if c > nearZero { return 1 }
    }
    return 0
  }

  /// Compares `cost(a) / ca` with `cost(b) / cb` lexicographically (for the dual ratio test).
  func ratio(_ a: Int, over ca: Double, isLessThan b: Int, over cb: Double) -> Bool {
    for level in levels {
      let x = level.coefficient(of: a) / ca
      let y = level.coefficient(of: b) / cb
      if x < y - nearZero { return true }
      if x > y + nearZero { return false }
    }
    return a < b
  }

  /// Replaces `symbol` by `row` in every level.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    for index in levels.indices {
      if let c = levels[index].cells.removeValue(forKey: symbol) {
        levels[index].add(row, times: c)
      }
    }
  }

  /// Every symbol that appears in some level, in increasing order (symbols are below `bound`).
  ///
  /// Marked in a list of flags rather than gathered in a `Set` and sorted: the first full
  /// solve in a process would otherwise make the Swift runtime instantiate `Set<Int>` and the
  /// sort's run stack, about half a million instructions, a tenth of a 100-view solve
  /// (callgrind; docs/performance.md).
  func symbols(below bound: Int) -> [Int] {
    var present = [Bool](repeating: false, count: bound)
    var count = 0
    for level in levels {
      for (symbol, _) in level.cells where !present[symbol] {
        present[symbol] = true
        count += 1
      }
    }
    var all: [Int] = []
    all.reserveCapacity(count)
    for symbol in present.indices where present[symbol] { all.append(symbol) }
    return all
  }
}

/// A min-heap of symbol ids: the primal simplex takes the lowest-id improving symbol (Bland's
/// rule, which prevents cycling) without scanning the whole objective at every pivot.
struct SymbolHeap {
  private var items: [Int] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ value: Int) {
    items.append(value)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child] < items[parent] else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Int? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < items.count, items[left] < items[smallest] { smallest = left }
        if right < items.count, items[right] < items[smallest] { smallest = right }
        guard smallest != parent else { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return first
  }
}
