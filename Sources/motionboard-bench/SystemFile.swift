import Cassowary
import Foundation

/// A constraint system in the benchmarks' JSON format (`motionboard-system/1`): each
/// constraint is `Σ coef·x[var] + constant REL 0` at a priority (1000 = required), and
/// `changes` give new constants for some of them (the 1 % of an animation step).
struct SystemFile {
  struct Row {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double
  }

  var name: String
  var variableCount: Int
  var rows: [Row]
  var changes: [(index: Int, constant: Double)]

  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchError("cannot read \(path)")
    }
    let object = try JSONValue.parse(Array(data))
    guard let constraints = object["constraints"]?.array else {
      throw BenchError("\(path): not a motionboard-system/1 file")
    }
    name = object["name"]?.string ?? path
    variableCount = Int(object["variables"]?.double ?? 0)
    rows = try constraints.map { item in
      guard let terms = item["terms"]?.array, let constant = item["constant"]?.double,
        let relationText = item["relation"]?.string, let priority = item["priority"]?.double
      else { throw BenchError("\(path): malformed constraint") }
      let relation: Relation =
        switch relationText {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      let pairs = terms.compactMap { term -> (Int, Double)? in
        guard let pair = term.array, pair.count == 2, let index = pair[0].double,
          let coefficient = pair[1].double
        else { return nil }
        return (Int(index), coefficient)
      }
      return Row(terms: pairs, constant: constant, relation: relation, priority: priority)
    }
    changes = (object["changes"]?.array ?? []).compactMap { change in
      guard let index = change["constraint"]?.double, let constant = change["constant"]?.double
      else { return nil }
      return (Int(index), constant)
    }
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A system as solver values, made outside the timed region, as the Kiwi side makes its Python
/// `Variable`s and `Constraint`s outside its timer: the variables (made by a solver that holds
/// no constraint yet) and every constraint, with whether it is added editable.
struct PreparedSystem {
  var emptySolver = Solver()
  var variables: [Variable] = []
  var constraints: [Constraint] = []
  var editable: [Bool] = []

  /// Only constraints that will change are editable (get a marker), as the layout engine does
  /// for the constraints a timeline changes, unless `allEditable`.
  init(_ system: SystemFile, allEditable: Bool = false) {
    variables = (0..<system.variableCount).map { emptySolver.makeVariable("x\($0)") }
    let changing = Set(system.changes.map(\.index))
    for (index, row) in system.rows.enumerated() {
      let expression = Expression(
        row.terms.map { Term(variables[$0.0], $0.1) }, constant: row.constant)
      let strength: Strength = row.priority >= 1000 ? .required : .optional(row.priority)
      constraints.append(Constraint(expression, row.relation, strength: strength))
      editable.append(allEditable || changing.contains(index))
    }
  }
}

/// A solver holding a system, with the handles needed to apply its changes.
struct LoadedSystem {
  var solver: Solver
  var variables: [Variable]
  var ids: [ConstraintID?] = []

  /// Adds every constraint in order to a fresh solver and solves: the timed "full solve".
  init(building system: PreparedSystem) throws {
    solver = system.emptySolver
    variables = system.variables
    ids.reserveCapacity(system.constraints.count)
    for (constraint, isEditable) in zip(system.constraints, system.editable) {
      ids.append(try solver.add(constraint, isEditable: isEditable))
    }
    solver.solve()
  }

  mutating func apply(_ changes: [(index: Int, constant: Double)]) throws {
    for change in changes {
      guard let id = ids[change.index] else { continue }
      try solver.setConstant(id, to: change.constant)
    }
    solver.solve()
  }

  var values: [Double] { variables.map { solver.value(of: $0) } }
}
