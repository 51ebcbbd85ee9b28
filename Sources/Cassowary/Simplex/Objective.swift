/// The objective: one row of errors per optional priority, highest priority first.
///
/// A lexicographic objective in the original Cassowary's sense (symbolic weights): the
/// reduced cost of a symbol is the vector of its coefficients from the highest level down, and
/// only its first nonzero component decides its sign. So a higher priority's error is never
/// traded for any amount of lower-priority error.
struct Objective {
  private(set) var priorities: [Double] = []
  var rows: [Row] = []

  /// The level of a priority, made on first use.
  mutating func level(of priority: Double) -> Int {
    var index = 0
    while index < priorities.count, priorities[index] > priority { index += 1 }
    if index < priorities.count, priorities[index] == priority { return index }
    priorities.insert(priority, at: index)
    rows.insert(Row(), at: index)
    return index
  }

  func existingLevel(of priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  /// -1 if the symbol's reduced cost is lexicographically negative, +1 if positive, 0 if zero.
  func sign(of symbol: Int) -> Int {
    for row in rows {
      let c = row.coefficient(of: symbol)
      if c < -nearZero { return -1 }
      if c > nearZero { return 1 }
    }
    return 0
  }

  /// Compares `cost(a) / ca` with `cost(b) / cb` lexicographically (for the dual ratio test).
  func ratio(_ a: Int, over ca: Double, isLessThan b: Int, over cb: Double) -> Bool {
    for row in rows {
      let x = row.coefficient(of: a) / ca
      let y = row.coefficient(of: b) / cb
      if x < y - nearZero { return true }
      if x > y + nearZero { return false }
    }
    return a < b
  }

  /// Replaces `symbol` by `row` in every level.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    for index in rows.indices {
      let c = rows[index].coefficient(of: symbol)
      if c != 0 {
        rows[index].remove(symbol)
        rows[index].add(row, times: c)
      }
    }
  }

  /// Every symbol that appears in some level.
  var symbols: Set<Int> {
    var all: Set<Int> = []
    for row in rows { for cell in row.cells { all.insert(cell.symbol) } }
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
