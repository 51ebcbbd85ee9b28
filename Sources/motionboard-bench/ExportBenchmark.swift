import Appearance
import Foundation
import LottieOutput
import Motion
import MotionboardCLI
import Pipeline
import SVGOutput
import Scene

/// `motionboard-bench export FILE [--bake FPS] [--runs N] [--output DIR]`: times one file's
/// `check` and `export` (both formats) in this process and prints one JSON line.
///
/// Without `--bake`, `check_s` and `export_s` run the command line itself
/// (`motionboard check FILE`, `motionboard export FILE --output DIR`), end to end: reading,
/// templates, every stage, atomic writes. `stages` times the pipeline's stages one by one, for
/// profiling. With `--bake FPS`, the naive peer: the same pipeline, but every track sampled at
/// FPS into linear keyframes instead of fitted, and both files written plainly. Times are
/// medians of the runs; `peak_mb` is the process's peak resident memory.
enum ExportBenchmark {
  static func run(_ arguments: [String]) throws {
    guard let file = arguments.first else {
      throw BenchError(
        "usage: motionboard-bench export FILE [--bake FPS] [--runs N] [--output DIR]")
    }
    func value(_ name: String) -> String? {
      arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    let runs = max(1, value("--runs").flatMap(Int.init) ?? 1)
    let output = value("--output") ?? NSTemporaryDirectory() + "motionboard-export-bench"
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    if let rate = value("--bake").flatMap(Double.init) {
      try bake(file, rate: rate, runs: runs, output: output)
    } else {
      try fitted(file, runs: runs, output: output)
    }
  }

  /// The errors of the last command run through `quiet` (its warnings are dropped), so that a
  /// failed run says why: a limit reached, say, names the limit and the option that raises it.
  private final class Errors: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func record(_ text: String) {
      let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }
      guard !errors.isEmpty else { return }
      lock.withLock { lines += errors.map(String.init) }
    }

    /// The first error recorded since the last call, and forgets them all.
    func take() -> String {
      lock.withLock {
        defer { lines = [] }
        return lines.first ?? "no error message"
      }
    }
  }

  private static let errors = Errors()
  private static let quiet = Console(writeOutput: { _ in }, writeError: { errors.record($0) })

  private static func fitted(_ file: String, runs: Int, output: String) throws {
    var check: [Double] = []
    var export: [Double] = []
    var checkCPU: [Double] = []
    var exportCPU: [Double] = []
    var stages: [String: [Double]] = [:]
    for _ in 0..<runs {
      check.append(
        try seconds {
          guard Motionboard.run(["check", file], console: quiet) == 0 else {
            throw BenchError("check failed: \(errors.take())")
          }
        })
      checkCPU.append(lastProcessorSeconds)
      export.append(
        try seconds {
          guard Motionboard.run(["export", file, "--output", output], console: quiet) == 0 else {
            throw BenchError("export failed: \(errors.take())")
          }
        })
      exportCPU.append(lastProcessorSeconds)
      for (stage, time) in try timeStages(file, options: Compilation.ExportOptions()) {
        stages[stage, default: []].append(time)
      }
    }
    let base = baseName(file)
    let svg = try bytes(of: "\(output)/\(base).svg")
    let lottie = try bytes(of: "\(output)/\(base).json")
    print(
      json([
        "mode": "fitted", "check_s": median(check), "export_s": median(export),
        "check_cpu_s": median(checkCPU), "export_cpu_s": median(exportCPU),
        "stages": stages.mapValues(median), "svg_bytes": svg, "lottie_bytes": lottie,
        "peak_mb": peakMegabytes(),
      ]))
  }

  private static func bake(_ file: String, rate: Double, runs: Int, output: String) throws {
    var options = Compilation.ExportOptions()
    options.tracks.bakingRate = rate
    let library = try SVGBenchmark.templates()
    var export: [Double] = []
    var cpu: [Double] = []
    var sizes: [OutputFormat: Int] = [:]
    for _ in 0..<runs {
      export.append(
        try seconds {
          guard let data = FileManager.default.contents(atPath: file) else {
            throw BenchError("cannot read \(file)")
          }
          // The peer is measured, not limited: 60 fps keyframes of 10,000 views pass the
          // default limits on keyframes and output size.
          var compilation = Compilation()
          compilation.options.limits.keyframes = .max
          compilation.options.limits.outputSize = .max
          let checked = compilation.check(Array(data), file: file)
          let (outputs, log) = compilation.export(
            checked, formats: [.svg, .lottie], library: library, images: [:], options: options)
          guard outputs.count == 2 else {
            throw BenchError("\(file): \(log.diagnostics.map(\.message).prefix(3))")
          }
          for (format, text) in outputs {
            let path = "\(output)/\(baseName(file))-baked.\(format.fileExtension)"
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            sizes[format] = text.utf8.count
          }
        })
      cpu.append(lastProcessorSeconds)
    }
    print(
      json([
        "mode": "baked", "export_s": median(export), "export_cpu_s": median(cpu),
        "svg_bytes": sizes[.svg] ?? 0,
        "lottie_bytes": sizes[.lottie] ?? 0, "peak_mb": peakMegabytes(),
      ]))
  }

  /// The pipeline's stages one by one: check, presentation, scene (tracks and skins), SVG,
  /// Lottie.
  private static func timeStages(_ file: String, options: Compilation.ExportOptions) throws
    -> [String: Double]
  {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw BenchError("cannot read \(file)")
    }
    let library = try SVGBenchmark.templates()
    var checked: Compilation.Checked?
    let check = try seconds { checked = Compilation().check(Array(data), file: file) }
    guard let checked, let document = checked.document else { throw BenchError("\(file): errors") }
    var presentation: Presentation?
    let present = try seconds {
      presentation = Presentation(document: document, states: checked.states, plan: checked.plan)
    }
    guard let presentation else { return [:] }
    var scene: AnimatedScene?
    let build = try seconds {
      scene =
        SceneBuilder.build(
          presentation, library: library, images: [:], options: options.tracks
        ).0
    }
    guard let scene else { return [:] }
    let svg = try seconds { _ = SVGWriter().write(scene) }
    let lottie = try seconds { _ = LottieWriter(fps: options.fps).write(scene) }
    let keyframes = scene.tracks.values.reduce(0) { $0 + $1.keyframes.count }
    return [
      "check": check, "presentation": present, "scene": build, "svg": svg, "lottie": lottie,
      "keyframes": Double(keyframes), "views": Double(document.views.count),
    ]
  }

  /// Wall-clock seconds of `body`; its processor seconds (all threads) are added to `cpu`.
  private static func seconds(_ body: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    var failure: Error?
    let before = processorSeconds()
    let duration = clock.measure {
      do { try body() } catch { failure = error }
    }
    lastProcessorSeconds = processorSeconds() - before
    if let failure { throw failure }
    return milliseconds(duration) / 1000
  }

  nonisolated(unsafe) private static var lastProcessorSeconds = 0.0

  private static func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }

  private static func bytes(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.size] as? NSNumber)?.intValue ?? 0
  }

  private static func baseName(_ path: String) -> String {
    let name = (path as NSString).lastPathComponent
    return (name as NSString).deletingPathExtension
  }
}
