import TestFiles
import Testing

/// The foundations (ARCHITECTURE.md, Modules and their contracts) sit under every stage: each
/// may use only the modules of the package listed for it here, so that a stage can use one
/// without taking in another stage (the way modules once imported Motion only to run work in
/// parallel).
@Suite("foundations")
struct FoundationTests {
  /// Each foundation and the modules of the package it may import.
  static let allowed: [String: Set<String>] = [
    "Diagnostics": [],
    "Geometry": [],
    "Cassowary": [],
    "Parallelism": [],
    "Formatting": ["Geometry"],
  ]

  @Test("every foundation is in the manifest")
  func foundationsFound() {
    let names = Set(ManifestTests.targets.map(\.name))
    #expect(
      Set(Self.allowed.keys).isSubset(of: names), "\(Set(Self.allowed.keys).subtracting(names))")
  }

  @Test("a foundation imports only the modules of the package allowed for it")
  func foundationImports() {
    let modules = Set(ManifestTests.targets.map(\.name))
    var found: [String] = []
    for target in ManifestTests.targets {
      guard let allowed = Self.allowed[target.name] else { continue }
      let imported = CodeImportTests.allImports(of: target).intersection(modules)
        .union(target.dependencies)
      for module in imported.subtracting(allowed).sorted() {
        found.append("the foundation \(target.name) uses \(module)")
      }
    }
    #expect(found.isEmpty, "\(found)")
  }
}
