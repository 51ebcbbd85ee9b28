import TestFiles
import Testing

/// The seam for code import (ARCHITECTURE.md, CodeEvaluation): one evaluation core that knows
/// no parser and no later stage, and front ends that are the only modules to link their
/// parsers and that no stage but the pipeline uses.
@Suite("code import boundaries")
struct CodeImportTests {
  /// The core's only modules of this package.
  static let coreAllowed: Set<String> = ["Interface", "Diagnostics", "Geometry"]

  /// Each front end and the outside libraries only it may import.
  static let frontEnds: [String: Set<String>] = [
    "SwiftSource": [
      "SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftParserDiagnostics",
      "SwiftDiagnostics", "SwiftBasicFormat", "SwiftSyntaxBuilder", "SwiftIDEUtils",
    ]
  ]

  /// What a front end may import of this package: the core and the foundations.
  static let frontEndAllowed: Set<String> = ["CodeEvaluation", "Diagnostics", "Geometry"]

  /// The targets that may use a front end: the pipeline (which runs it), the tools around the
  /// product, and tests.
  static func mayUseFrontEnds(_ target: ManifestTests.Target) -> Bool {
    target.folder == "Tests"
      || ["Pipeline", "TestSupport", "motionboard-bench"].contains(target.name)
      || target.name.hasPrefix("motionboard-fuzz")
  }

  /// Every module a target's files import, this package's or not.
  static func allImports(of target: ManifestTests.Target) -> Set<String> {
    var found: Set<String> = []
    for file in ManifestTests.swiftFiles(in: Repository.path(target.path)) {
      for line in (Repository.text(file) ?? "").split(separator: "\n") {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first,
          first.hasPrefix("@")
            || ["internal", "package", "public", "private", "fileprivate"].contains(first)
        {
          words.removeFirst()
        }
        if words.count >= 2, words[0] == "import" { found.insert(words[1]) }
      }
    }
    return found
  }

  static let modules = Set(ManifestTests.targets.map(\.name))

  @Test("the evaluation core imports only Interface, Diagnostics and Geometry of the package")
  func coreDependencies() throws {
    let core = try #require(ManifestTests.targets.first { $0.name == "CodeEvaluation" })
    let imported = Self.allImports(of: core).intersection(Self.modules)
    #expect(imported.isSubset(of: Self.coreAllowed), "\(imported.subtracting(Self.coreAllowed))")
    #expect(core.dependencies.isSubset(of: Self.coreAllowed))
  }

  @Test("only a front end imports its parser's libraries")
  func parsersStayInTheirFrontEnds() {
    var found: [String] = []
    for target in ManifestTests.targets {
      let imported = Self.allImports(of: target)
      for (frontEnd, libraries) in Self.frontEnds where target.name != frontEnd {
        for library in imported.intersection(libraries).sorted() {
          found.append("\(target.name) imports \(library), which only \(frontEnd) may")
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }

  @Test("front ends are leaves: they use only the core, and only the pipeline uses them")
  func frontEndsAreLeaves() {
    var found: [String] = []
    for target in ManifestTests.targets {
      let imported = Self.allImports(of: target).intersection(Self.modules)
      if Self.frontEnds[target.name] != nil {
        for module in imported.subtracting(Self.frontEndAllowed).sorted() {
          found.append("the front end \(target.name) imports \(module)")
        }
      } else if !Self.mayUseFrontEnds(target) {
        for frontEnd in imported.intersection(Self.frontEnds.keys).sorted() {
          found.append("\(target.name) imports the front end \(frontEnd)")
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }
}
