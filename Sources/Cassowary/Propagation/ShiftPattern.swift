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

extension Propagation {
  /// Drops every remembered shift pattern: the graph is changing shape.
  mutating func forgetShiftPatterns() {
    if !shiftPatterns.isEmpty { shiftPatterns.removeAll() }
  }
}
