import Diagnostics
import Geometry
import Interface
import InterfaceBuilder
import InterfaceWriter
import Pipeline
import TestFiles
import Testing

/// The real storyboards and xibs of `Tests/Fixtures/IB/real` against the frames Xcode stored in
/// them (the oracle's verdicts, `Tests/Fixtures/IB/oracle/real.tsv`, written by
/// `oracle/expected.py`; the per-file table is `oracle/compare.py`).
@Suite("the corpus of real storyboards and xibs")
struct CorpusTests {
  static let folder = "Tests/Fixtures/IB/real"

  /// One view the oracle checks: its scene, IB id, stored frame, and whether its size comes
  /// from text.
  struct Expected {
    var file: String
    var scene: String
    var view: String
    var frame: Rect
    var textSized: Bool
  }

  static let table: (views: [Expected], refused: Set<String>, files: [String]) = {
    let text = Repository.text(Repository.path("Tests/Fixtures/IB/oracle/real.tsv")) ?? ""
    var views: [Expected] = []
    var refused: Set<String> = []
    var files: [String] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.first == "file", fields.count >= 3 {
        files.append(fields[1])
        if fields[2] == "refused" { refused.insert(fields[1]) }
      } else if fields.first == "view", fields.count == 9 {
        let numbers = fields[4...7].compactMap { Double($0) }
        guard numbers.count == 4 else { continue }
        views.append(
          Expected(
            file: fields[1], scene: fields[2], view: fields[3],
            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
            textSized: fields[8] == "text"))
      }
    }
    return (views, refused, files)
  }()

  /// The documented figures of `real/`, from `Tests/Fixtures/IB/oracle/floors.json`, the one
  /// place they are written (`compare.py` holds the corpus to them too): `{"real": {"eligible":
  /// 250, …}, …}`.
  static let floors: [String: Int] = {
    let text = Repository.text(Repository.path("Tests/Fixtures/IB/oracle/floors.json")) ?? ""
    guard let start = text.firstRange(of: "\"real\"") else { return [:] }
    let rest = text[start.upperBound...].drop { $0 != "{" }.dropFirst().prefix { $0 != "}" }
    var floors: [String: Int] = [:]
    for entry in rest.split(separator: ",") {
      let parts = entry.split(separator: ":").map { $0.filter { !" \n\"".contains($0) } }
      if parts.count == 2, let value = Int(parts[1]) { floors[parts[0]] = value }
    }
    return floors
  }()

  static func checked(_ file: String, scene: String) -> Compilation.Checked? {
    let bytes = Repository.bytes(Repository.path("\(folder)/\(file)")) ?? []
    var options = Compilation.Options()
    options.scene = scene
    return Compilation(options: options).checkDocuments(bytes, file: file, single: true).first
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
      && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
  }

  @Test("every eligible view of the corpus is within 0.5 pt of the frame Xcode stored")
  func storedFrames() {
    let grouped = Dictionary(grouping: Self.table.views) { "\($0.file)\t\($0.scene)" }
    var matched = 0
    var textMatched = 0
    var misses: [String] = []
    for (key, views) in grouped.sorted(by: { $0.key < $1.key }) {
      guard let first = views.first, let checked = Self.checked(first.file, scene: first.scene)
      else { continue }
      let frames = IBFixture.frames(of: checked)
      for view in views {
        let ok = frames[view.view].map { Self.close($0, view.frame) } ?? false
        if view.textSized {
          textMatched += ok ? 1 : 0
        } else if ok {
          matched += 1
        } else {
          misses.append("\(key)\t\(view.view)")
        }
      }
    }
    let eligible = Self.table.views.count { !$0.textSized }
    let textSized = Self.table.views.count { $0.textSized }
    // The table must not shrink unnoticed, and the figures must not drop below the documented ones.
    let floors = Self.floors
    #expect(floors.count == 7, "floors.json has no figures for real/: \(floors)")
    #expect(eligible == floors["eligible"])
    #expect(matched >= floors["eligibleWithin"] ?? .max, "eligible views missed: \(misses)")
    #expect(textSized == floors["textSized"])
    #expect(textMatched >= floors["textSizedWithin"] ?? .max)
  }

  @Test("every file of the corpus imports, or is refused with a located error")
  func importsOrRefuses() {
    #expect(Self.table.files.count == Self.floors["files"])
    #expect(Self.table.refused.count <= Self.floors["refused"] ?? 0)
    for file in Self.table.files {
      let bytes = Repository.bytes(Repository.path("\(Self.folder)/\(file)")) ?? []
      let results = Compilation().checkDocuments(bytes, file: file)
      let errors = results.flatMap { $0.log.diagnostics.filter { $0.severity == .error } }
      if Self.table.refused.contains(file) {
        #expect(!errors.isEmpty, "\(file) should be refused")
        #expect(errors.allSatisfy { $0.location.file == file && $0.location.line >= 1 })
      } else {
        #expect(errors.isEmpty, "\(file): \(errors.map(\.message))")
        #expect(results.allSatisfy { $0.document != nil })
      }
    }
  }

  @Test("every scene converted to the format lays out to the frames of its import")
  func conversionKeepsFrames() {
    for file in Self.table.files where !Self.table.refused.contains(file) {
      let bytes = Repository.bytes(Repository.path("\(Self.folder)/\(file)")) ?? []
      let compilation = Compilation()
      for checked in compilation.checkDocuments(bytes, file: file) {
        guard let document = checked.document, let text = compilation.convert(checked, from: file)
        else {
          Issue.record("\(file): \(checked.sceneName ?? "") did not convert")
          continue
        }
        let converted = compilation.check(Array(text.utf8), file: "converted.xml")
        #expect(
          !converted.log.hasErrors,
          "\(file) \(checked.sceneName ?? ""): \(converted.log.diagnostics.map(\.message))")
        guard let original = checked.states.first, let again = converted.states.first else {
          continue
        }
        let names = WrittenNames.make(for: document, names: checked.names)
        for view in document.views {
          let a = original.frames.layoutFrames[view.id] ?? .zero
          let b =
            again.frames.layoutFrames[names.view(view.id)]
            ?? Rect(x: .nan, y: 0, width: 0, height: 0)
          let same =
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
          #expect(same, "\(file) \(checked.sceneName ?? "") \(view.id): \(a) vs \(b)")
        }
      }
    }
  }
}
