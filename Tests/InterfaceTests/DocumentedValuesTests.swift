import Geometry
import Interface
import TestFiles
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tables of `docs/format.md` that list the format's values (named colors, device presets,
/// Dynamic Type styles) say what the code does, and list all of it.
@Suite("documented values")
struct DocumentedValuesTests {
  static let page = Repository.text(Repository.path("docs/format.md")) ?? ""

  /// The cells of the table rows under `heading`, up to the next heading (header rows left
  /// out, code marks removed).
  static func rows(under heading: String) -> [[String]] {
    var rows: [[String]] = []
    var inside = false
    var previousWasRow = false
    for line in page.split(separator: "\n") {
      if line.hasPrefix("#") {
        inside = line == heading
        continue
      }
      // A separator row follows the header: the row just before it was the header.
      if line.hasPrefix("|---"), previousWasRow { rows.removeLast() }
      previousWasRow = inside && line.hasPrefix("| `")
      guard previousWasRow else { continue }
      let cells = line.split(separator: "|").map {
        String($0.filter { $0 != "`" }).trimmingSpaces()
      }
      rows.append(cells)
    }
    return rows
  }

  @Test("the color table lists every named color with the value the parser gives it")
  func colors() throws {
    let rows = Self.rows(under: "## Colors")
    #expect(rows.map { $0[0] }.sorted() == ColorSyntax.names)
    for row in rows {
      let named = try #require(ColorSyntax.parse(row[0]), "\(row[0]) does not parse")
      #expect(ColorSyntax.parse(row[1]) == named, "\(row[0]) is not \(row[1])")
    }
  }

  @Test("the color table's dark column is the dark value of every name UIKit resolves")
  func darkColors() throws {
    let rows = Self.rows(under: "## Colors")
    #expect(rows.filter { $0[3] != "same" }.map { $0[0] }.sorted() == ColorSyntax.darkNames)
    for row in rows {
      if row[3] == "same" {
        #expect(ColorSyntax.darkValue(of: row[0]) == nil, "\(row[0]) has a dark value")
      } else {
        let dark = try #require(ColorSyntax.darkValue(of: row[0]), "\(row[0]) has none")
        #expect(ColorSyntax.parse(row[3]) == dark, "\(row[0]) is not \(row[3]) in dark")
      }
    }
  }

  @Test("the device table lists every preset with its size and safe area")
  func devices() throws {
    let rows = Self.rows(under: "### Device presets")
    #expect(rows.map { $0[0] } == DevicePreset.all.map(\.name))
    for row in rows {
      let preset = try #require(DevicePreset.named(row[0]))
      let numbers = row.dropFirst().compactMap { Double($0) }
      #expect(
        numbers == [
          preset.width, preset.height, preset.safeAreaInsets.top, preset.safeAreaInsets.bottom,
        ], "\(row[0])")
      #expect(preset.safeAreaInsets.left == 0 && preset.safeAreaInsets.right == 0)
    }
  }

  @Test("the Dynamic Type table gives every style's size and weight")
  func textStyles() throws {
    let rows = Self.rows(under: "## Fonts").filter { Double($0[1]) != nil }
    #expect(rows.map { $0[0] } == Font.TextStyle.allCases.map(\.rawValue))
    for row in rows {
      let font = try #require(Font.TextStyle(rawValue: row[0])).font
      #expect(Double(row[1]) == font.size, "\(row[0])")
      #expect(row[2] == font.weight.rawValue, "\(row[0])")
    }
  }
}
