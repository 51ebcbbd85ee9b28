import TestFiles
import Testing

/// Facts spelled in one place: names the code would otherwise repeat as literals.
@Suite("one place for each fact")
struct SpellingTests {
  /// The product's sources (the fuzzer's mutator lists input words on purpose).
  static let sources = ManifestTests.swiftFiles(in: Repository.path("Sources")).filter {
    !$0.contains("/motionboard-fuzz/") && !$0.contains("/TestSupport/")
  }

  /// The files of `sources` whose code (comments left out) holds `literal`.
  static func files(containing literal: String) -> [String] {
    sources.filter { path in
      (Repository.text(path) ?? "").split(separator: "\n").contains { line in
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return code.contains(literal)
      }
    }.map { String($0.dropFirst(Repository.root.count + 1)) }
  }

  @Test("the root view's id is written once, as ViewID.root")
  func rootOnce() {
    #expect(
      Self.files(containing: #""root""#) == ["Sources/Interface/Model/InterfaceDocument.swift"])
  }

  @Test("numbers are turned into text only in Formatting")
  func numberFormattingInOnePlace() {
    let found = ["String(Int(", "String(format:", "func format(_ value: Double)"].flatMap {
      Self.files(containing: $0)
    }
    // The benchmark's tables are a tool's output, not the product's.
    let product = found.filter { !$0.hasPrefix("Sources/motionboard-bench/") }
    #expect(product.allSatisfy { $0.hasPrefix("Sources/Formatting/") }, "\(product)")
  }
}
