/// The tableau constraints' shifts when a definition's constant changes, as multiples of the
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
///
/// The patterns are kept as two parallel lists of plain numbers (constraint ids and multiples),
/// not as a list of structs: the first change after a build then uses no array type the build
/// has not already used, and the Swift runtime instantiates no type metadata for it.
enum ShiftPattern {
  /// Whether a step of the walk keeps it exact: a unit coefficient, and a partial sum that is
  /// 0, ±1 or ±2 times `delta`.
  static func isUnit(_ coefficient: Double, _ partial: Double, of delta: Double) -> Bool {
    guard abs(coefficient) == 1 else { return false }
    let twice = 2 * delta
    return partial == 0 || partial == delta || partial == -delta || partial == twice
      || partial == -twice
  }
}

/// Where a defined variable's remembered pattern lies in `Propagation.patternIDs` and
/// `patternMultiples`; current while `epoch` is the propagation's `patternEpoch` (0: none).
struct PatternSpan {
  var start: Int32 = 0
  var count: Int32 = 0
  var epoch: UInt32 = 0
}

extension Propagation {
  /// Where the remembered pattern of the defined variable lies in `patternIDs` and
  /// `patternMultiples`, if it has one.
  func shiftPattern(of variable: Int) -> Range<Int>? {
    guard variable < patternSpans.count else { return nil }
    let span = patternSpans[variable]
    guard span.epoch == patternEpoch else { return nil }
    return Int(span.start)..<Int(span.start + span.count)
  }

  /// Remembers the shifts `shifts(afterChanging:by:)` just wrote (`shiftedIDs`,
  /// `shiftedDeltas`) as the pattern of the defined variable, which has none in this epoch.
  mutating func rememberShifts(of variable: Int, by delta: Double) {
    patternSpans[variable] = PatternSpan(
      start: Int32(patternIDs.count), count: Int32(shiftedIDs.count), epoch: patternEpoch)
    patternIDs.append(contentsOf: shiftedIDs)
    for shift in shiftedDeltas { patternMultiples.append(shift / delta) }
    remembersPatterns = true
  }

  /// Drops every remembered shift pattern: the graph is changing shape.
  ///
  /// O(1): a new epoch leaves the old spans stale.
  mutating func forgetShiftPatterns() {
    guard remembersPatterns else { return }
    remembersPatterns = false
    patternIDs.removeAll(keepingCapacity: true)
    patternMultiples.removeAll(keepingCapacity: true)
    if patternEpoch == UInt32.max {
      for index in patternSpans.indices { patternSpans[index].epoch = 0 }
      patternEpoch = 0
    }
    patternEpoch += 1
  }
}
