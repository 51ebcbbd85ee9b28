import Cassowary
import Foundation

/// `motionboard-bench`: runs the Cassowary solver on system files for the benchmarks.
///
///     motionboard-bench solve SYSTEM.json [--changed] [--all-editable]
///         prints {"values": [...]} (after applying the changes with --changed)
///     motionboard-bench svg FILE…
///         prints bytes and keyframes per second of each exported SVG against 60 fps baking
///     motionboard-bench lottie FILE…
///         prints bytes and keyframes of each Lottie export against 60 fps baking
///     motionboard-bench tracks [FILE…]
///         prints fitted track keyframes against 60 fps baking (Examples and spring forms)
///     motionboard-bench time SYSTEM.json [--runs 5] [--all-editable]
///         prints {"full_ms", "edit_build_ms", "change_ms", "revert_ms", "peak_rss_mb",
///                 "values", "changed_values"}
///
/// `full_ms` builds and solves with every constraint permanent (Kiwi's "full solve");
/// `edit_build_ms` builds with the constraints that will change editable, as the layout engine
/// does for the constraints a timeline changes (Kiwi's "edit-model build"); `change_ms` and
/// `revert_ms` apply all the changes on that solver and solve. Times are medians of the runs,
/// measured inside the process around the solver calls only.
func run(_ arguments: [String]) throws {
  if arguments.first == "lottie" {
    try SVGBenchmark.runLottie(Array(arguments.dropFirst()))
    return
  }
  if arguments.first == "svg" {
    try SVGBenchmark.run(Array(arguments.dropFirst()))
    return
  }
  if arguments.first == "tracks" {
    try TrackBenchmark.run(Array(arguments.dropFirst()))
    return
  }
  guard arguments.count >= 2 else {
    throw BenchError(
      "usage: motionboard-bench solve|time SYSTEM.json [--changed] [--runs N] | tracks [FILE…]")
  }
  let system = try SystemFile(path: arguments[1])
  let allEditable = arguments.contains("--all-editable")
  switch arguments[0] {
  case "solve":
    var loaded = try LoadedSystem(system, allEditable: allEditable)
    if arguments.contains("--changed") { try loaded.apply(system.changes) }
    print(json(["values": loaded.values]))
  case "time":
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
    try time(system, runs: max(1, runs), allEditable: allEditable)
  default:
    throw BenchError("unknown command '\(arguments[0])'")
  }
}

func time(_ system: SystemFile, runs: Int, allEditable: Bool) throws {
  let clock = ContinuousClock()
  var permanent = system
  permanent.changes = []
  var full: [Double] = []
  for _ in 0..<runs {
    full.append(
      milliseconds(
        try clock.measure {
          let built = try LoadedSystem(permanent, allEditable: allEditable)
          _ = built.values
        }))
  }
  var editBuild: [Double] = []
  var loaded: LoadedSystem?
  for _ in 0..<runs {
    loaded = nil  // one solver alive at a time, so the peak memory is one solver's
    var built: LoadedSystem?
    let duration = try clock.measure {
      built = try LoadedSystem(system, allEditable: allEditable)
      _ = built?.values
    }
    editBuild.append(milliseconds(duration))
    loaded = built
  }
  guard var solver = loaded else { return }
  let base = solver.values
  let reverts = system.changes.map { ($0.index, system.rows[$0.index].constant) }
  var change: [Double] = []
  var revert: [Double] = []
  var changedValues: [Double] = []
  for _ in 0..<runs {
    change.append(milliseconds(try clock.measure { try solver.apply(system.changes) }))
    changedValues = solver.values
    revert.append(milliseconds(try clock.measure { try solver.apply(reverts) }))
  }
  print(
    json([
      "full_ms": median(full), "edit_build_ms": median(editBuild),
      "change_ms": median(change), "revert_ms": median(revert),
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

func json(_ object: [String: Any]) -> String {
  let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  return String(decoding: data, as: UTF8.self)
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("motionboard-bench: error: \(error)\n".utf8))
  exit(2)
}
