/// A symbol of the tableau: an external variable, or one the algorithm introduces.
///
/// The paper's vocabulary: a slack turns an inequality into an equation; an error measures
/// the violation of an optional constraint; a dummy marks a required equation so it can be
/// removed or have its constant changed (it never enters the basis, which keeps it at 0). An
/// outside symbol is a variable the solver holds outside the tableau (`Propagation`): it is in
/// no row until the solver adopts it, and then it is external.
enum SymbolKind: UInt8 {
  case external, slack, error, dummy, outside

  /// Restricted symbols are ≥ 0; externals are free.
  var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
}

/// Below this magnitude a coefficient or constant counts as zero (Kiwi uses the same 1e-8).
let nearZero = 1e-8

/// A cell of a row: coefficient × symbol.
struct Cell {
  var symbol: Int
  var coefficient: Double
}

/// `basic = constant + Σ coefficient × symbol`, cells sorted by symbol.
///
/// Sorted cells make `adding` a linear merge and lookups a binary search; most rows hold a
/// handful of cells. Each mutation reports which symbols entered or left, so the tableau can
/// keep its column index exact.
struct Row {
  var constant: Double
  private(set) var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  var isEmpty: Bool { cells.isEmpty }

  mutating func reserveCapacity(_ capacity: Int) { cells.reserveCapacity(capacity) }

  /// The first cell whose symbol is not below `symbol` (a lower bound), by binary search.
  ///
  /// Through the buffer and with wrapping arithmetic: indices stay within `0...count`, and
  /// this search is the inner loop of constant changes and pivots.
  private func position(of symbol: Int) -> (index: Int, found: Bool) {
    cells.withUnsafeBufferPointer { cells in
      var low = 0
      var count = cells.count
      while count > 0 {
        let half = count &>> 1
        if cells[low &+ half].symbol < symbol {
          low = low &+ half &+ 1
          count = count &- half &- 1
        } else {
          count = half
        }
      }
      return (low, low < cells.count && cells[low].symbol == symbol)
    }
  }

  func coefficient(of symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient × symbol`; returns +1 if the symbol entered, -1 if it left, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Int, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if abs(sum) < nearZero {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = sum
      return 0
    }
    guard abs(coefficient) >= nearZero else { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes the symbol's cell, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Adds `row × factor` by merging; calls `entered`/`left` for symbols that appear or vanish.
  mutating func add(
    _ row: Row, times factor: Double, entered: (Int) -> Void = { _ in },
    left: (Int) -> Void = { _ in }
  ) {
    constant += row.constant * factor
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + row.cells.count)
    var i = 0
    var j = 0
    let other = row.cells
    while i < cells.count || j < other.count {
      if j == other.count || (i < cells.count && cells[i].symbol < other[j].symbol) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || other[j].symbol < cells[i].symbol {
        let value = other[j].coefficient * factor
        if abs(value) >= nearZero {
          merged.append(Cell(symbol: other[j].symbol, coefficient: value))
          entered(other[j].symbol)
        }
        j += 1
      } else {
        let value = cells[i].coefficient + other[j].coefficient * factor
        if abs(value) >= nearZero {
          merged.append(Cell(symbol: cells[i].symbol, coefficient: value))
        } else {
          left(cells[i].symbol)
        }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  /// Adds `coefficient(of: symbol) × amount` to the constant and returns the new constant: a
  /// constant change reaching this row through a marker column.
  mutating func shiftConstant(along symbol: Int, by amount: Double) -> Double {
    constant += coefficient(of: symbol) * amount
    return constant
  }

  /// Multiplies the whole row by -1.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// For a row `0 = constant + Σ`, solves for `symbol`: the row becomes `symbol = …`.
  mutating func solve(for symbol: Int) {
    let coefficient = remove(symbol)
    let factor = -1 / coefficient
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// For a row `lhs = constant + Σ` holding `rhs`, pivots it to `rhs = …` in terms of `lhs`.
  mutating func solve(_ lhs: Int, for rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}
