import TestFiles
import Testing

/// The seam for code import (ARCHITECTURE.md, CodeEvaluation): one evaluation core that knows
/// no parser and no later stage, and front ends that are the only modules to link their
/// parsers and that no stage but the pipeline uses.
@Suite("code import boundaries")
struct CodeImportTests {
  /// The core's only modules of this package.
  static let coreAllowed: Set<String> = ["Interface", "Diagnostics", "Geometry"]

  /// Each front end and the parser libraries only it may import: the toolchain's SwiftSyntax
  /// libraries, libclang's system-library target.
  static let frontEnds: [String: Set<String>] = [
    "SwiftSource": [
      "SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftParserDiagnostics",
      "SwiftDiagnostics", "SwiftBasicFormat", "SwiftSyntaxBuilder", "SwiftIDEUtils",
    ],
    "ObjCSource": ["CClang"],
  ]

  /// The manifest's settings that bring a parser in, and the one target that may use each:
  /// the SwiftSyntax flags (`Package.swift`'s `swiftSyntaxCompiling` and `swiftSyntaxLinking`),
  /// libclang's headers (`clangCompiling`) and its system-library target.
  static let parserSettings: [(setting: String, frontEnd: String)] = [
    ("swiftSyntaxCompiling", "SwiftSource"), ("swiftSyntaxLinking", "SwiftSource"),
    ("clangCompiling", "ObjCSource"), ("\"CClang\"", "ObjCSource"),
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

  @Test("the evaluation core imports Interface, Diagnostics, Geometry and the C library alone")
  func coreDependencies() throws {
    let core = try #require(ManifestTests.targets.first { $0.name == "CodeEvaluation" })
    // Outside the package only the C library (for its mathematics), no Foundation, as in
    // every pipeline module.
    let imported = Self.allImports(of: core)
    let allowed = Self.coreAllowed.union(["Glibc", "Darwin"])
    #expect(imported.isSubset(of: allowed), "\(imported.subtracting(allowed))")
    #expect(core.dependencies.isSubset(of: Self.coreAllowed))
  }

  @Test("only SwiftSource gets SwiftSyntax's flags, and only ObjCSource libclang's")
  func parserSettingsStayInTheirFrontEnds() {
    var found: [String] = []
    for (setting, frontEnd) in Self.parserSettings {
      let users = ManifestTests.targets.filter { target in
        // CClang's own declaration names it.
        target.name != "CClang" && target.declaration.contains(setting)
      }.map(\.name)
      if users != [frontEnd] {
        found.append("\(setting) is used by \(users), not \(frontEnd) alone")
      }
    }
    #expect(found.isEmpty, "\(found)")
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
      if let libraries = Self.frontEnds[target.name] {
        let allowed = Self.frontEndAllowed.union(libraries)
        for module in imported.subtracting(allowed).sorted() {
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
