import Cassowary
import Foundation

/// `motionboard-bench count SYSTEM.json PHASE`: runs one phase of `time` once, so that
/// callgrind can count its instructions, and a baseline binary's count can be compared with
/// ours phase by phase (instruction counts do not depend on what else the machine is doing;
/// wall times do).
///
/// The phase runs inside `countedPhase`, whose symbol is `motionboard_counted_phase`:
///
///     valgrind --tool=callgrind --toggle-collect=motionboard_counted_phase \
///         motionboard-bench count SYSTEM.json first
///
/// Phases: `full` (build with every constraint permanent, solve, read every value),
/// `editbuild` (the same with the changing constraints editable), `first` (the first change
/// after an editable build, read back), `steady` (a change after three change + revert rounds,
/// read back), `none` (nothing: what the process costs around an empty phase).
func count(_ system: SystemFile, phase: String) throws {
  var permanent = system
  permanent.changes = []
  let reverts = system.changes.map { ($0.index, system.rows[$0.index].constant) }
  var values: [Double] = []
  switch phase {
  case "full":
    let prepared = PreparedSystem(permanent)
    values = try countedPhase { try LoadedSystem(building: prepared).values }
  case "editbuild":
    let prepared = PreparedSystem(system)
    values = try countedPhase { try LoadedSystem(building: prepared).values }
  case "first", "steady":
    var loaded = try LoadedSystem(building: PreparedSystem(system))
    _ = loaded.values
    if phase == "steady" {
      for _ in 0..<3 {
        try loaded.apply(system.changes)
        _ = loaded.values
        try loaded.apply(reverts)
        _ = loaded.values
      }
    }
    values = try countedPhase {
      try loaded.apply(system.changes)
      return loaded.values
    }
  case "none":
    values = try countedPhase { [] }
  default:
    throw BenchError("unknown phase '\(phase)': full, editbuild, first, steady or none")
  }
  print(json(["phase": phase, "values": values.count]))
}

/// Runs `body` once; the one function callgrind's `--toggle-collect` names.
@inline(never)
@_silgen_name("motionboard_counted_phase")
func countedPhase(_ body: () throws -> [Double]) throws -> [Double] {
  try body()
}
