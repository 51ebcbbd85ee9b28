import Appearance
import Diagnostics
import Interface

/// An image set's `Contents.json`: which file is which image (docs/storyboards.md, Images).
enum ImageSetContents {
  /// One listed image that this export could show.
  private struct Candidate {
    var file: String
    /// Lower is better: an appearance named for the export's before "any", then the idiom.
    var rank: (appearance: Int, idiom: Int)
    var scale: Double
  }

  /// Idioms an iPhone or iPad canvas shows, best first.
  private static let idioms = ["universal", "iphone", "ipad"]
  /// Keys that make an image one for other traits than the canvas's; such images are skipped.
  private static let otherTraits = [
    "width-class", "height-class", "subtype", "screen-width", "memory", "graphics-feature-set",
    "locale",
  ]

  /// The file of the image set in `folder` for `scheme`.
  static func choose(
    in folder: String, files: [String], scheme: ColorScheme, root: String
  ) -> AssetLookup {
    let path = "\(folder)/Contents.json"
    guard files.contains("Contents.json") else {
      return .unreadable([
        .error(
          "the image set has no Contents.json; Xcode writes one in every image set",
          at: .start(of: path))
      ])
    }
    let bytes: [UInt8]
    switch ResourceFiles.confinedFile(path, within: root, limit: 1 << 20) {
    case .failure(let refusal):
      let message = refusal.message(
        about: "Contents.json", outside: { _ in "resolves outside '\(root)'" })
      return .unreadable([.error(message, at: .start(of: path))])
    case .success(let read):
      bytes = read
    }
    let json: LocatedJSON
    switch LocatedJSON.parse(bytes, file: path) {
    case .failure(let problem): return .unreadable([problem.diagnostic])
    case .success(let value): json = value
    }
    guard json.isObject, let images = json["images"]?.array else {
      return .unreadable([
        .error("Contents.json has no 'images' array", at: json["images"]?.location ?? json.location)
      ])
    }
    var problems: [Diagnostic] = []
    var candidates: [Candidate] = []
    var unsupported: [String] = []
    for image in images {
      guard image.isObject else {
        problems.append(.error("an entry of 'images' is not an object", at: image.location))
        continue
      }
      let entry = Entry(image)
      problems += entry.problems
      guard entry.problems.isEmpty, let file = entry.file else { continue }
      guard files.contains(file) else {
        problems.append(
          .error(
            "'\(file)' is not a file of the image set",
            at: image["filename"]?.location ?? image.location
          ))
        continue
      }
      guard let rank = entry.rank(for: scheme) else { continue }
      guard ImageType(fileName: file) != nil else {
        unsupported.append(file)
        continue
      }
      candidates.append(Candidate(file: file, rank: rank, scale: entry.scale))
    }
    guard problems.isEmpty else { return .unreadable(problems) }
    let best = candidates.min {
      ($0.rank.appearance, $0.rank.idiom, -$0.scale, $0.file)
        < ($1.rank.appearance, $1.rank.idiom, -$1.scale, $1.file)
    }
    if let best { return .found("\(folder)/\(best.file)") }
    if let file = unsupported.first {
      return .missing("is '\(file)', which is not a PNG, JPEG or SVG file")
    }
    return .missing(
      "has no file for an iPhone or iPad in the \(scheme.rawValue) appearance in its Contents.json")
  }

  /// One entry of `images`, read and checked.
  private struct Entry {
    var file: String?
    var idiom = "universal"
    var scale = 1.0
    var luminosity: String?
    var highContrast = false
    var otherTraits = false
    var problems: [Diagnostic] = []

    init(_ image: LocatedJSON) {
      func text(_ key: String) -> String? {
        guard let member = image[key] else { return nil }
        guard let value = member.string else {
          problems.append(.error("'\(key)' must be a string", at: member.location))
          return nil
        }
        return value
      }
      if let name = text("filename") {
        if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\0")
        {
          problems.append(
            .error(
              "'filename' must name a file of the image set, without a folder",
              at: image["filename"]?.location ?? image.location))
        } else {
          file = name
        }
      }
      idiom = text("idiom") ?? idiom
      if let written = text("scale") {
        if written.hasSuffix("x"), let value = Double(written.dropLast()), value.isFinite,
          value > 0, value <= 16
        {
          scale = value
        } else {
          problems.append(
            .error(
              "'scale' must be written as 1x, 2x or 3x",
              at: image["scale"]?.location ?? image.location))
        }
      }
      if let appearances = image["appearances"] {
        for item in appearances.array ?? [appearances] {
          guard let kind = item["appearance"]?.string, let value = item["value"]?.string else {
            problems.append(
              .error(
                "'appearances' must list objects with an 'appearance' and a 'value'",
                at: item.location))
            continue
          }
          if kind == "luminosity" { luminosity = value }
          if kind == "contrast", value == "high" { highContrast = true }
        }
      }
      otherTraits =
        ImageSetContents.otherTraits.contains { image[$0] != nil }
        || text("display-gamut") == "display-P3" || text("language-direction") == "right-to-left"
    }

    /// How well the entry suits an export in `scheme` (nil when it does not).
    func rank(for scheme: ColorScheme) -> (appearance: Int, idiom: Int)? {
      guard !highContrast, !otherTraits,
        let idiomRank = ImageSetContents.idioms.firstIndex(of: idiom)
      else { return nil }
      switch luminosity {
      case nil: return (1, idiomRank)
      case scheme.rawValue: return (0, idiomRank)
      default: return nil
      }
    }
  }
}
