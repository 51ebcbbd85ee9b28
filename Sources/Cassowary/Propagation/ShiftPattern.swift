/// One tableau constraint's shift when a definition's constant changes, as a multiple of the
/// change: `shifts(afterChanging:by:)` remembers these per defined variable, so that changing
/// the same constant again (a timeline's blocks change and restore the same constraints) costs
/// one step per constraint reached instead of a walk of every definition downstream.
///
/// A pattern is kept only when it gives the walk's result bit for bit, whatever the change:
/// every coefficient and factor on the walk is ±1 and every partial sum is 0, ±1 or ±2 times
/// the change. Each step is then exact in floating point (a multiple of a double by 0, ±1 or
/// ±2 is a double, and a sum whose exact value is a double is computed exactly), so
/// `multiple × change` is what the walk would compute. A walk with any other coefficient, as a
/// multiplier's, is not remembered. A pattern lives until the graph changes shape
/// (`Propagation.forgetShiftPatterns`).
struct ShiftPattern {
  var id: Int32
  var multiple: Double

  /// Whether a step of the walk keeps it exact: a unit coefficient, and a partial sum that is
  /// 0, ±1 or ±2 times `delta`.
  static func isUnit(_ coefficient: Double, _ partial: Double, of delta: Double) -> Bool {
    guard abs(coefficient) == 1 else { return false }
    let twice = 2 * delta
    return partial == 0 || partial == delta || partial == -delta || partial == twice
      || partial == -twice
  }
}

/// Where a defined variable's remembered pattern lies in `Propagation.patternPool`; current
/// while `epoch` is the propagation's `patternEpoch` (0: none).
struct PatternSpan {
  var start: Int32 = 0
  var count: Int32 = 0
  var epoch: UInt32 = 0
}

extension Propagation {
  /// The remembered pattern of the defined variable, if any.
  func shiftPattern(of variable: Int) -> ArraySlice<ShiftPattern>? {
    guard variable < patternSpans.count else { return nil }
    let span = patternSpans[variable]
    guard span.epoch == patternEpoch else { return nil }
    return patternPool[Int(span.start)..<Int(span.start + span.count)]
  }

  /// Remembers the pattern of the defined variable (it has none in this epoch).
  mutating func remember(_ pattern: [ShiftPattern], of variable: Int) {
    patternSpans[variable] = PatternSpan(
      start: Int32(patternPool.count), count: Int32(pattern.count), epoch: patternEpoch)
    patternPool.append(contentsOf: pattern)
    remembersPatterns = true
  }

  /// Drops every remembered shift pattern: the graph is changing shape.
  ///
  /// O(1): a new epoch leaves the old spans stale.
  mutating func forgetShiftPatterns() {
    guard remembersPatterns else { return }
    remembersPatterns = false
    patternPool.removeAll(keepingCapacity: true)
    if patternEpoch == UInt32.max {
      for index in patternSpans.indices { patternSpans[index].epoch = 0 }
      patternEpoch = 0
    }
    patternEpoch += 1
  }
}
