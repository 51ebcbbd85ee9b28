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
///     motionboard-bench export FILE [--bake FPS] [--runs N] [--output DIR]
///         prints check and export times, stages, bytes and peak memory of one file as JSON
///         (with --bake, the naive 60 fps baker instead; see ExportBenchmark)
///     motionboard-bench tracks [FILE…]
///         prints fitted track keyframes against 60 fps baking (Examples and spring forms)
///     motionboard-bench code LAYOUT.xml CODE.swift [--play EVENTS] [--runs N]
///         prints the code reader's times on one view controller (see CodeBenchmark)
///     motionboard-bench time SYSTEM.json [--runs 5] [--all-editable]
///         prints {"full_ms", "edit_build_ms", "change_ms", "revert_ms", "change_runs_ms",
///                 "peak_rss_mb", "values", "changed_values"} (see SystemTiming.swift)
///     motionboard-bench count SYSTEM.json full|editbuild|first|steady|none
///         runs one phase once, for callgrind's instruction counts (see SystemCount.swift)
func run(_ arguments: [String]) throws {
  if arguments.first == "export" {
    try ExportBenchmark.run(Array(arguments.dropFirst()))
    return
  }
  if arguments.first == "code" {
    try CodeBenchmark.run(Array(arguments.dropFirst()))
    return
  }
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
  try runSystemCommand(arguments)
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("motionboard-bench: error: \(error)\n".utf8))
  exit(2)
}
