import Testing

@testable import Cassowary

/// The solver's two paths (`Solver.usesPropagation`, docs/performance.md): what holds for
/// both is tested on both, whatever size would pick one.
enum SolverPath: String, CaseIterable, CustomTestStringConvertible {
  /// Every constraint a row of the tableau.
  case tableau
  /// Required equations kept out of the tableau as definitions where they can be.
  case propagation

  func solver() -> Solver {
    Solver(propagationThreshold: self == .tableau ? Int.max : 0)
  }

  var testDescription: String { rawValue }
}
