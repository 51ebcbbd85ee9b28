import Interface
import XMLTree

/// `<fontDescription>` as a `Font` (docs/storyboards.md, Fonts): the system font with its
/// weight, a Dynamic Type style, or a custom family (fontconfig finds it or a substitute, which
/// the font check names in a warning).
enum IBFont {
  static func read(_ element: SourceElement) -> Font? {
    if let style = element.value(.style) {
      return textStyles[style].map(\.font) ?? Font.body
    }
    let size = max(1, min(1000, element.number(.pointSize) ?? 17))
    switch element.value(.type) {
    case "system":
      let weight = element.value(.weight).flatMap(Font.Weight.init(rawValue:)) ?? .regular
      return Font(size: size, weight: weight)
    case "boldSystem":
      return Font(size: size, weight: .bold)
    case "italicSystem":
      return Font(size: size)
    default:
      break
    }
    guard let family = element.value(.family), !family.hasPrefix(".") else {
      return Font(size: size)
    }
    let name = (element.value(.name) ?? "").lowercased()
    return Font(size: size, weight: weight(fromPostScriptName: name), family: family)
  }

  /// The weight a PostScript name's style part says (`AvenirNext-DemiBold` → semibold).
  static func weight(fromPostScriptName name: String) -> Font.Weight {
    guard let dash = name.lastIndex(of: "-") else { return .regular }
    let style = name[name.index(after: dash)...]
    let table: [(String, Font.Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
      ("light", .light), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
      ("extrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    return table.first { style.contains($0.0) }?.1 ?? .regular
  }

  /// UIKit's text style names as Interface Builder writes them.
  static let textStyles: [String: Font.TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
    "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
    "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
    "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
    "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
    "UICTFontTextStyleCaption2": .caption2,
  ]
}
