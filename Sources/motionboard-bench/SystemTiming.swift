import Cassowary
import Foundation

/// `motionboard-bench time`: the solver's build and change timings on one system file.
///
/// The variables and constraints are made before the timers start (Kiwi's Python objects are
/// made outside its timers too). `full_ms` builds and solves with every constraint permanent
/// (Kiwi's "full solve"); `edit_build_ms` builds with the constraints that will change
/// editable, as the layout engine does for the constraints a timeline changes (Kiwi's
/// "edit-model build"); `change_ms` and `revert_ms` apply all the changes on that solver, solve
/// and read every value (Kiwi's timer holds `updateVariables()`, which writes every value out).
/// Times are medians of the runs, measured inside the process around the solver calls
/// only; `change_runs_ms` lists every change run in order, so `change_runs_ms[0]` is the first
/// change after the build (cold caches, code paged in for the first time).
func time(_ system: SystemFile, runs: Int, allEditable: Bool) throws {
  let clock = ContinuousClock()
  var permanent = system
  permanent.changes = []
  let preparedPermanent = PreparedSystem(permanent, allEditable: allEditable)
  let prepared = PreparedSystem(system, allEditable: allEditable)
  var full: [Double] = []
  for _ in 0..<runs {
    // The solver is freed after the timer stops, as Kiwi's is (its timer starts after the
    // previous solver is dropped) and as `edit_build_ms` does: a teardown is not a solve.
    var built: LoadedSystem?
    var values: [Double] = []
    let duration = try clock.measure {
      built = try LoadedSystem(building: preparedPermanent)
      values = built?.values ?? []
    }
    full.append(milliseconds(duration))
    withExtendedLifetime((built, values)) {}
    built = nil
  }
  var editBuild: [Double] = []
  var loaded: LoadedSystem?
  for _ in 0..<runs {
    loaded = nil  // one solver alive at a time, so the peak memory is one solver's
    var built: LoadedSystem?
    let duration = try clock.measure {
      built = try LoadedSystem(building: prepared)
      _ = built?.values
    }
    editBuild.append(milliseconds(duration))
    loaded = built
  }
  // Moved out, not copied: a second reference would make the first change copy the whole
  // solver (copy on write), which is the harness's cost, not the solver's.
  guard var solver = loaded.take() else { return }
  let base = solver.values
  let reverts = system.changes.map { ($0.index, system.rows[$0.index].constant) }
  var change: [Double] = []
  var revert: [Double] = []
  var changedValues: [Double] = []
  for _ in 0..<runs {
    // Each timed change reads every value back, as Kiwi's `updateVariables()` does inside its
    // timer: the same work on both sides.
    change.append(
      milliseconds(
        try clock.measure {
          try solver.apply(system.changes)
          changedValues = solver.values
        }))
    var reverted: [Double] = []
    revert.append(
      milliseconds(
        try clock.measure {
          try solver.apply(reverts)
          reverted = solver.values
        }))
    withExtendedLifetime(reverted) {}
  }
  print(
    json([
      "full_ms": median(full), "edit_build_ms": median(editBuild),
      "change_ms": median(change), "revert_ms": median(revert), "change_runs_ms": change,
      "peak_rss_mb": peakMegabytes(), "values": base, "changed_values": changedValues,
    ]))
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func peakMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}
