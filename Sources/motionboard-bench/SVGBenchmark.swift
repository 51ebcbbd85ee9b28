import Appearance
import Foundation
import Pipeline

/// `motionboard-bench svg FILE…`: bytes of each exported SVG, and its keyframes per second of
/// animation against 60 fps baking of the same animated attributes.
enum SVGBenchmark {
  static func run(_ files: [String]) throws {
    let library = try templates()
    print(
      "| file | bytes | animations | keyframes | keyframes / s | 60 fps keyframes / s | ratio |")
    print("|---|---|---|---|---|---|---|")
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw BenchError("cannot read \(file)")
      }
      let checked = Compilation().check(Array(data), file: file)
      let (outputs, log) = Compilation().export(
        checked, formats: [.svg], library: library, images: [:])
      guard let svg = outputs[.svg] else {
        throw BenchError("\(file): \(log.diagnostics.map(\.message))")
      }
      let duration = Double(svg.firstMatch(of: #/data-duration="([0-9.]+)"/#)?.1 ?? "1") ?? 1
      let animations = svg.matches(of: #/<animate[A-Za-z]* /#).count
      var keys = 0
      for match in svg.matches(of: #/ values="([^"]*)"/#) {
        keys += match.1.split(separator: ";").count
      }
      let baked = Double(animations) * (duration * 60 + 1)
      let name = file.split(separator: "/").last.map(String.init) ?? file
      let perSecond = Double(keys) / duration
      let bakedPerSecond = baked / duration
      print(
        "| \(name) | \(svg.utf8.count) | \(animations) | \(keys) | "
          + String(
            format: "%.1f | %.1f | %.1f× |", perSecond, bakedPerSecond,
            bakedPerSecond / max(perSecond, 1e-9)))
    }
  }

  /// `motionboard-bench lottie FILE…`: bytes, animated properties and keyframes of each Lottie
  /// export against 60 fps baking of the same properties.
  static func runLottie(_ files: [String]) throws {
    let library = try templates()
    print("| file | bytes | animated properties | keyframes | 60 fps keyframes | ratio |")
    print("|---|---|---|---|---|---|")
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw BenchError("cannot read \(file)")
      }
      let checked = Compilation().check(Array(data), file: file)
      let (outputs, log) = Compilation().export(
        checked, formats: [.lottie], library: library, images: [:])
      guard let json = outputs[.lottie] else {
        throw BenchError("\(file): \(log.diagnostics.map(\.message))")
      }
      let frames = Double(json.firstMatch(of: #/"op":([0-9.]+)/#)?.1 ?? "1") ?? 1
      let animated = json.matches(of: #/"a":1,"k":\[/#).count
      let keys = json.matches(of: #/\{"t":/#).count
      let baked = Double(animated) * frames
      let name = file.split(separator: "/").last.map(String.init) ?? file
      print(
        "| \(name) | \(json.utf8.count) | \(animated) | \(keys) | \(Int(baked)) | "
          + String(format: "%.1f× |", baked / Double(max(keys, 1))))
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
