import Cassowary
import Foundation
import Testing

/// Compares the solver with kiwisolver and, where strict priority order matters, a staged LP.
///
/// kiwisolver comes from PyPI, and scipy's HiGHS solves the staged LP. The systems are the ones
/// that `Tests/Differential/reference.py` generates and solves: form, grid and chain layouts at
/// 100 and 1,000 views, 500 random systems with at least three priority levels, and
/// strict-order systems. Needs python3 with kiwisolver, scipy and numpy, which `.ci/run`
/// installs.
@Suite("differential against kiwisolver", .serialized)
struct KiwiDifferentialTests {
  struct Case {
    var name: String
    var kind: String
    var variables: Int
    var constraints: [Constraint]
    var changes: [(Int, Double)]
    var base: [Double]
    var changed: [Double]
  }

  static let referencePath: String = {
    let folder = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/") ?? #filePath.endIndex))
    return folder + "/../Differential/reference.py"
  }()

  /// Runs the reference script once and reads its cases.
  static func loadCases() throws -> [Case] {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("motionboard-reference-\(getpid()).json").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let log = output + ".log"
    defer { try? FileManager.default.removeItem(atPath: log) }
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // One worker: Python's process pool can hang when started from a test runner.
    process.arguments = ["python3", referencePath, "--out", output, "--jobs", "1"]
    process.standardError = FileHandle(forWritingAtPath: log)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      throw ReferenceError(
        "reference.py failed (install kiwisolver, scipy and numpy, as .ci/run does): \(message)")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { throw ReferenceError("reference.py wrote an unexpected file") }
    return try cases.map(parse)
  }

  struct ReferenceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func parse(_ item: [String: Any]) throws -> Case {
    guard let system = item["system"] as? [String: Any],
      let rows = system["constraints"] as? [[String: Any]],
      let base = item["base"] as? [Double], let changed = item["changed"] as? [Double]
    else { throw ReferenceError("malformed case") }
    var scratch = Solver()
    let count = (system["variables"] as? Int) ?? 0
    let variables = (0..<count).map { scratch.makeVariable("x\($0)") }
    let constraints = rows.map { row -> Constraint in
      let terms = (row["terms"] as? [[Double]] ?? []).map { Term(variables[Int($0[0])], $0[1]) }
      let relation: Relation =
        switch row["relation"] as? String {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      let priority = row["priority"] as? Double ?? 1000
      return Constraint(
        Expression(terms, constant: row["constant"] as? Double ?? 0), relation,
        strength: priority >= 1000 ? .required : .optional(priority))
    }
    let changes = (system["changes"] as? [[String: Double]] ?? []).map {
      (Int($0["constraint"] ?? 0), $0["constant"] ?? 0)
    }
    return Case(
      name: system["name"] as? String ?? "?", kind: system["kind"] as? String ?? "?",
      variables: count, constraints: constraints, changes: changes, base: base, changed: changed)
  }

  /// Solves the case, then applies its changes in place (setConstant) and solves again.
  static func solve(_ testCase: Case, path: SolverPath) throws -> (
    base: [Double], changed: [Double]
  ) {
    var solver = path.solver()
    let variables = (0..<testCase.variables).map { solver.makeVariable("x\($0)") }
    let changing = Set(testCase.changes.map(\.0))
    var ids: [ConstraintID] = []
    for (index, constraint) in testCase.constraints.enumerated() {
      var copy = constraint
      copy.expression.terms = constraint.expression.terms.map {
        Term(variables[$0.variable.index], $0.coefficient)
      }
      ids.append(try solver.add(copy, isEditable: changing.contains(index)))
    }
    solver.solve()
    let base = variables.map { solver.value(of: $0) }
    for (index, constant) in testCase.changes {
      try solver.setConstant(ids[index], to: constant)
    }
    solver.solve()
    return (base, variables.map { solver.value(of: $0) })
  }

  @Test(
    "every reference system gives kiwisolver's (or the staged LP's) values within 1e-6",
    arguments: SolverPath.allCases)
  func agreesWithReference(path: SolverPath) throws {
    let cases = try Self.loadCases()
    let kinds = Dictionary(grouping: cases, by: \.kind).mapValues(\.count)
    #expect((kinds["random"] ?? 0) >= 500)
    #expect((kinds["form"] ?? 0) >= 2 && (kinds["grid"] ?? 0) >= 2 && (kinds["chain"] ?? 0) >= 2)
    #expect((kinds["strict"] ?? 0) >= 1)
    var failures: [String] = []
    for testCase in cases {
      let (base, changed) = try Self.solve(testCase, path: path)
      let worst = max(
        zip(base, testCase.base).map { abs($0 - $1) }.max() ?? 0,
        zip(changed, testCase.changed).map { abs($0 - $1) }.max() ?? 0)
      if worst > 1e-6 || base.count != testCase.base.count {
        failures.append("\(testCase.name): off by \(worst)")
      }
    }
    let failed = failures.count
    #expect(failed == 0, "first failures: \(failures.prefix(10))")
  }
}
