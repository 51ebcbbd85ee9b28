import Appearance
import Foundation
import Pipeline
import Scene

/// `motionboard-bench svg FILE…`: bytes of each exported SVG, and its keyframes per second of
/// animation against 60 fps baking of the same animated attributes.
///
/// Baking leads as an honest baker does it: the same file exported with tracks baked at 60 fps
/// keyed only at the frames where a property moves (`TrackBuilder.Options.bakingRate`), its
/// keyframes counted alike; baking every frame of the whole timeline follows.
enum SVGBenchmark {
  static func run(_ files: [String]) throws {
    let library = try templates()
    print(
      "| file | bytes | animations | keyframes | keyframes / s | 60 fps keyframes / s while moving "
        + "| ratio | 60 fps keyframes / s, whole timeline | ratio |")
    print("|---|---|---|---|---|---|---|---|---|")
    for file in files {
      let svg = try export(file, format: .svg, library: library)
      let duration = Double(svg.firstMatch(of: #/data-duration="([0-9.]+)"/#)?.1 ?? "1") ?? 1
      let animations = svg.matches(of: #/<animate[A-Za-z]* /#).count
      let keys = svgKeyframes(svg)
      let baked = try export(file, format: .svg, library: library, baked: true)
      let moving = Double(svgKeyframes(baked))
      let whole = Double(animations) * (duration * 60 + 1)
      let name = file.split(separator: "/").last.map(String.init) ?? file
      let perSecond = Double(keys) / duration
      print(
        "| \(name) | \(svg.utf8.count) | \(animations) | \(keys) | "
          + String(
            format: "%.1f | %.1f | %.1f× | %.1f | %.1f× |", perSecond, moving / duration,
            moving / Double(max(keys, 1)), whole / duration, whole / Double(max(keys, 1))))
    }
  }

  /// The keyframes of an SVG: the entries of its animations' `values`.
  static func svgKeyframes(_ svg: String) -> Int {
    svg.matches(of: #/ values="([^"]*)"/#).reduce(0) { $0 + $1.1.split(separator: ";").count }
  }

  /// One file exported in one format, fitted or baked at 60 fps where it moves (without the
  /// limits on keyframes and output size, which a baked export may pass).
  static func export(
    _ file: String, format: OutputFormat, library: TemplateLibrary, baked: Bool = false
  ) throws -> String {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw BenchError("cannot read \(file)")
    }
    var compilation = Compilation()
    var options = Compilation.ExportOptions()
    if baked {
      options.tracks.bakingRate = 60
      compilation.options.limits.keyframes = .max
      compilation.options.limits.outputSize = .max
    }
    let checked = compilation.check(Array(data), file: file)
    let (outputs, log) = compilation.export(
      checked, formats: [format], library: library, images: [:], options: options)
    guard let text = outputs[format] else {
      throw BenchError("\(file): \(log.diagnostics.map(\.message))")
    }
    return text
  }

  /// `motionboard-bench lottie FILE…`: bytes, animated properties and keyframes of each Lottie
  /// export against 60 fps baking of the same properties.
  static func runLottie(_ files: [String]) throws {
    let library = try templates()
    print(
      "| file | bytes | animated properties | keyframes | 60 fps keyframes while moving | ratio "
        + "| 60 fps keyframes, whole timeline | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for file in files {
      let json = try export(file, format: .lottie, library: library)
      let frames = Double(json.firstMatch(of: #/"op":([0-9.]+)/#)?.1 ?? "1") ?? 1
      let animated = json.matches(of: #/"a":1,"k":\[/#).count
      let keys = json.matches(of: #/\{"t":/#).count
      let baked = try export(file, format: .lottie, library: library, baked: true)
      let moving = Double(baked.matches(of: #/\{"t":/#).count)
      let whole = Double(animated) * frames
      let name = file.split(separator: "/").last.map(String.init) ?? file
      print(
        "| \(name) | \(json.utf8.count) | \(animated) | \(keys) | \(Int(moving)) | "
          + String(format: "%.1f× | ", moving / Double(max(keys, 1))) + "\(Int(whole)) | "
          + String(format: "%.1f× |", whole / Double(max(keys, 1))))
    }
  }

  static func templates() throws -> TemplateLibrary {
    var templates: [String: SkinTemplate] = [:]
    let folder = "Templates"
    for name in try FileManager.default.contentsOfDirectory(atPath: folder)
    where name.hasSuffix(".xml") {
      let kind = String(name.dropLast(4))
      let source = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
      templates[kind] = SkinTemplate(kind: kind, source: source, file: name)
    }
    return TemplateLibrary(templates: templates)
  }
}
