import Cassowary
import Interface

/// The four unknowns of a view: its frame in layout space (root coordinates, bounds origins
/// left out, as Auto Layout solves them).
struct ViewVariables {
  var x: Variable
  var y: Variable
  var width: Variable
  var height: Variable

  init(_ id: ViewID, solver: inout Solver) {
    x = solver.makeVariable("\(id).x")
    y = solver.makeVariable("\(id).y")
    width = solver.makeVariable("\(id).width")
    height = solver.makeVariable("\(id).height")
  }
}

/// Where a first or last baseline sits: `y + heightFactor × height + offset`.
struct Baseline: Equatable {
  var heightFactor: Double
  var offset: Double

  /// A view without text: its baselines are its bottom edge.
  static let bottom = Baseline(heightFactor: 1, offset: 0)
}
