import Cassowary
import Foundation

/// The commands on system files (`solve`, `time`, `count`): the only ones that need nothing but
/// the solver, so a bench built on another commit's Cassowary alone can run them too.
func runSystemCommand(_ arguments: [String]) throws {
  guard arguments.count >= 2 else {
    throw BenchError(
      "usage: motionboard-bench solve|time|count SYSTEM.json [--changed] [--runs N] [PHASE]")
  }
  let system = try SystemFile(path: arguments[1])
  let allEditable = arguments.contains("--all-editable")
  switch arguments[0] {
  case "solve":
    var loaded = try LoadedSystem(building: PreparedSystem(system, allEditable: allEditable))
    if arguments.contains("--changed") { try loaded.apply(system.changes) }
    print(json(["values": loaded.values]))
  case "time":
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
    try time(system, runs: max(1, runs), allEditable: allEditable)
  case "count":
    guard arguments.count >= 3 else { throw BenchError("count needs a phase") }
    try count(system, phase: arguments[2])
  default:
    throw BenchError("unknown command '\(arguments[0])'")
  }
}

func json(_ object: [String: Any]) -> String {
  let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  return String(decoding: data, as: UTF8.self)
}
