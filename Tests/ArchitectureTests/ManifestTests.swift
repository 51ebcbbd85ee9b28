import TestFiles
import Testing

/// The manifest says what each module may use: every target declares exactly the modules of
/// this package that its files import, so the dependency graph in `Package.swift` (and in
/// ARCHITECTURE.md) is the real one.
@Suite("manifest")
struct ManifestTests {
  /// A target of `Package.swift`: its name, its kind's folder, its own folder (`path:`, or
  /// the kind's folder and the name), its declared dependencies, and its declaration's text
  /// (from `.target(` to the next target), for rules about its settings.
  struct Target: CustomStringConvertible {
    var name: String
    var folder: String
    var path: String
    var dependencies: Set<String>
    var declaration: String
    var description: String { name }
  }

  static let targets: [Target] = {
    let manifest = Repository.text(Repository.path("Package.swift")) ?? ""
    var targets: [Target] = []
    let kinds = [
      (".target(", "Sources"), (".executableTarget(", "Sources"), (".testTarget(", "Tests"),
      (".systemLibrary(", "Sources"),
    ]
    var rest = Substring(manifest)
    while let (range, folder) = kinds.compactMap({ kind -> (Range<Substring.Index>, String)? in
      rest.firstRange(of: kind.0).map { ($0, kind.1) }
    }).min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
      rest = rest[range.upperBound...]
      let end = kinds.compactMap { rest.firstRange(of: $0.0)?.lowerBound }.min() ?? rest.endIndex
      let body = rest[..<end]
      guard let name = quoted(after: "name:", in: body) else { continue }
      var dependencies: Set<String> = []
      if let list = body.firstRange(of: "dependencies:"),
        let close = body[list.upperBound...].firstIndex(of: "]")
      {
        dependencies = Set(quotedStrings(in: body[list.upperBound..<close]))
      }
      var path = "\(folder)/\(name)"
      if let label = body.firstRange(of: "path: \""),
        let close = body[label.upperBound...].firstIndex(of: "\"")
      {
        path = String(body[label.upperBound..<close])
      }
      targets.append(
        Target(
          name: name, folder: folder, path: path, dependencies: dependencies,
          declaration: String(body)))
    }
    return targets
  }()

  /// The modules of this package that a target's Swift files import.
  static func imports(of target: Target, modules: Set<String>) -> Set<String> {
    var found: Set<String> = []
    for file in swiftFiles(in: Repository.path(target.path)) {
      for line in (Repository.text(file) ?? "").split(separator: "\n") {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first,
          first.hasPrefix("@")
            || [
              "internal", "package", "public",
              "private", "fileprivate",
            ].contains(first)
        {
          words.removeFirst()
        }
        if words.count >= 2, words[0] == "import", modules.contains(words[1]) {
          found.insert(words[1])
        }
      }
    }
    return found
  }

  static func swiftFiles(in folder: String) -> [String] {
    Repository.files(in: folder).flatMap { name -> [String] in
      let path = folder + "/" + name
      if name.hasSuffix(".swift") { return [path] }
      return name.contains(".") ? [] : swiftFiles(in: path)
    }
  }

  static func quoted(after label: String, in text: Substring) -> String? {
    guard let start = text.firstRange(of: label) else { return nil }
    return quotedStrings(in: text[start.upperBound...]).first
  }

  static func quotedStrings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  @Test("the manifest lists the targets, each with its folder")
  func targetsFound() {
    let names = Self.targets.map(\.name)
    #expect(
      names.contains("Pipeline") && names.contains("CLibXML2") && names.contains("PipelineTests"))
    #expect(Set(names).count == names.count)
    let missing = Self.targets.filter { Repository.files(in: Repository.path($0.path)).isEmpty }
    #expect(missing.isEmpty, "targets without a folder: \(missing)")
  }

  @Test("the system-library shims are grouped under Sources/System")
  func shimsGrouped() {
    let shims = Self.targets.filter {
      $0.name.first == "C" && $0.name.dropFirst().first?.isUppercase == true
    }
    #expect(
      shims.count >= 14 && shims.allSatisfy { $0.path == "Sources/System/\($0.name)" },
      "\(shims.map(\.path))")
    let loose = Repository.files(in: Repository.path("Sources")).filter {
      $0.first == "C" && $0.dropFirst().first?.isUppercase == true
    }
    #expect(loose.isEmpty, "shims outside Sources/System: \(loose)")
  }

  @Test("every target declares exactly the package modules it imports", arguments: targets)
  func declaredImports(_ target: Target) {
    let modules = Set(Self.targets.map(\.name))
    guard !["CLibXML2", "CFreeType", "CHarfBuzz", "CFontconfig"].contains(target.name) else {
      return
    }
    let imported = Self.imports(of: target, modules: modules)
    #expect(
      imported == target.dependencies,
      "undeclared: \(imported.subtracting(target.dependencies).sorted()); declared but not imported: \(target.dependencies.subtracting(imported).sorted())"
    )
  }
}
