import CodeEvaluation
import Interface
import TestFiles
import Testing

/// One property table (issue 34): the modules that read or write a view's properties get their
/// names from `ViewProperty`'s spellings (Interface's `Model/PropertyTable.swift`) and UIKit's
/// Booleans from `BooleanPropertyNames`, never from a literal of their own, so that a property
/// added to the table is known to the parser, the writer, the importer and the code readers
/// at once.
@Suite("one property table")
struct PropertyTableTests {
  /// The modules that spell view properties: those that read and write the format and
  /// storyboards, and the code readers, which also spell UIKit's other Booleans.
  static let layoutFolders = [
    "Sources/Interface", "Sources/InterfaceWriter", "Sources/InterfaceBuilder",
  ]
  static let codeFolders = ["Sources/CodeEvaluation", "Sources/SwiftSource", "Sources/ObjCSource"]

  /// The tables themselves.
  static let tables = [
    "Sources/Interface/Model/PropertyTable.swift",
    "Sources/CodeEvaluation/UIKit/BooleanPropertyNames.swift",
  ]

  /// Literals that spell the same word for something else than a view's property.
  static let otherMeanings: Set<String> = [
    // `<segment title>` and `<item title>`: an entry's title, not the view's.
    "Sources/InterfaceWriter/ViewAttributes.swift: title",
    // The text style `.title` (UIKit's `title1`).
    "Sources/CodeEvaluation/Building/BuiltValues.swift: title",
    // `UIButton.Configuration`'s title, set while a screen is built.
    "Sources/CodeEvaluation/Building/BuiltProperties.swift: title",
    // `UIColor(red:green:blue:alpha:)`, `CGAffineTransform(scaleX:y:)` and their kin:
    // argument labels.
    "Sources/CodeEvaluation/UIKit/Functions.swift: alpha",
    "Sources/CodeEvaluation/UIKit/Functions.swift: scaleX",
    "Sources/CodeEvaluation/UIKit/Functions.swift: translationX",
    // A storyboard's named system color `tintColor`.
    "Sources/InterfaceBuilder/Values/IBColor.swift: tintColor",
  ]

  /// Every spelling of a view property: the format's, UIKit's and Interface Builder's.
  static let viewPropertyNames: Set<String> = {
    var names: Set<String> = []
    for property in ViewProperty.allCases {
      names.insert(property.spelling.format)
      names.formUnion(property.spelling.uikit)
      names.formUnion(property.spelling.interfaceBuilder)
    }
    return names
  }()

  /// Those and UIKit's Booleans, in Swift's spelling and Objective-C's.
  static let codeNames: Set<String> = viewPropertyNames.union(
    BooleanPropertyNames.swiftNames.flatMap { [$0, BooleanPropertyNames.objectiveCName($0)] })

  /// Each literal of `names` outside the tables, as `path:line: name`.
  static func literals(
    of names: Set<String>, in folders: [String], skipping skipped: [String] = tables
  ) -> [String] {
    var found: [String] = []
    for folder in folders {
      for file in ManifestTests.swiftFiles(in: Repository.path(folder)) {
        let path = String(file.dropFirst(Repository.root.count + 1))
        guard !skipped.contains(path) else { continue }
        let lines = (Repository.text(file) ?? "").split(
          separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
          for literal in VocabularyTests.literals(line).map(String.init)
          where names.contains(literal) && !otherMeanings.contains("\(path): \(literal)") {
            found.append("\(path):\(number + 1): \(literal)")
          }
        }
      }
    }
    return found
  }

  @Test("the parser, the writer, the importer and the code readers spell no property themselves")
  func noPropertyLiterals() {
    let found =
      Self.literals(of: Self.viewPropertyNames, in: Self.layoutFolders)
      + Self.literals(of: Self.codeNames, in: Self.codeFolders)
    #expect(found.isEmpty, "\(found)")
  }

  @Test("the scan is not blind: it finds the tables' own literals")
  func scanFindsLiterals() {
    let found = Self.literals(
      of: Self.codeNames, in: ["Sources/Interface/Model", "Sources/CodeEvaluation/UIKit"],
      skipping: [])
    let files = Set(found.map { $0.split(separator: ":")[0] })
    #expect(files == Set(Self.tables.map { Substring($0) }), "\(found)")
    #expect(
      Self.codeNames.isSuperset(of: ["isHidden", "hidden", "layer.cornerRadius", "active"]))
  }

  @Test("Objective-C's Boolean names become Swift's through the one table")
  func booleanNames() {
    #expect(BooleanPropertyNames.swiftName(objectiveC: "hidden") == "isHidden")
    #expect(BooleanPropertyNames.swiftName(objectiveC: "on") == "isOn")
    #expect(
      BooleanPropertyNames.swiftName(objectiveC: "userInteractionEnabled")
        == "isUserInteractionEnabled")
    #expect(BooleanPropertyNames.swiftName(objectiveC: "alpha") == nil)
    #expect(BooleanPropertyNames.swiftName(objectiveC: "Hidden") == nil)
    #expect(BooleanPropertyNames.flags["isEnabled"] == true)
    #expect(BooleanPropertyNames.flags["isSelected"] == false)
  }
}
