/// A view property that a change or a view's element sets, whatever spells it.
package enum ViewProperty: Hashable, Sendable, CaseIterable {
  case number(NumericProperty)
  case color(ColorProperty)
  case text(TextProperty)
  case hidden, on, clipsToBounds

  package static let allCases: [ViewProperty] =
    NumericProperty.allCases.map(ViewProperty.number)
    + ColorProperty.allCases.map(ViewProperty.color)
    + TextProperty.allCases.map(ViewProperty.text) + [.hidden, .on, .clipsToBounds]
}

/// How one view property is spelt by the three sources that name it.
package struct PropertySpelling: Sendable {
  /// The format's attribute, on a view's element and on `<set>` (docs/format.md, `<set>`).
  package var format: String
  /// UIKit's key paths, as code writes them (`isHidden`, `layer.cornerRadius`).
  ///
  /// The first is the usual one. Empty when code sets the property only through another (the
  /// transform) or a method (`setTitle(_:for:)`).
  package var uikit: [String]
  /// Interface Builder's names: an attribute, a `<color key>` or a runtime attribute's key path.
  package var interfaceBuilder: [String]
}

/// The one table of view properties' spellings, which the format's parser and writer, the
/// storyboard importer and the code readers share (docs/format.md, `<set>`).
extension ViewProperty {
  package var spelling: PropertySpelling {
    switch self {
    case .number(let property):
      switch property {
      case .alpha:
        PropertySpelling(
          format: property.rawValue, uikit: ["alpha", "layer.opacity"],
          interfaceBuilder: ["alpha"])
      case .cornerRadius:
        PropertySpelling(
          format: property.rawValue, uikit: ["layer.cornerRadius"],
          interfaceBuilder: ["layer.cornerRadius", "cornerRadius"])
      case .borderWidth:
        PropertySpelling(
          format: property.rawValue, uikit: ["layer.borderWidth"],
          interfaceBuilder: ["layer.borderWidth", "borderWidth"])
      case .boundsOriginX:
        PropertySpelling(
          format: property.rawValue, uikit: ["bounds.origin.x"], interfaceBuilder: [])
      case .boundsOriginY:
        PropertySpelling(
          format: property.rawValue, uikit: ["bounds.origin.y"], interfaceBuilder: [])
      case .rotation, .scaleX, .scaleY, .translationX, .translationY:
        // Parts of `transform` (and `layer.transform`), which code sets as a whole.
        PropertySpelling(format: property.rawValue, uikit: [], interfaceBuilder: [])
      }
    case .color(let property):
      switch property {
      case .backgroundColor:
        PropertySpelling(
          format: property.rawValue, uikit: ["backgroundColor", "layer.backgroundColor"],
          interfaceBuilder: ["backgroundColor"])
      case .textColor:
        PropertySpelling(
          format: property.rawValue, uikit: ["textColor"], interfaceBuilder: ["textColor"])
      case .titleColor:
        // `setTitleColor(_:for:)`; in a storyboard, a `<color key>` of the normal `<state>`.
        PropertySpelling(format: property.rawValue, uikit: [], interfaceBuilder: ["titleColor"])
      case .tintColor:
        PropertySpelling(
          format: property.rawValue, uikit: ["tintColor"], interfaceBuilder: ["tintColor"])
      case .borderColor:
        PropertySpelling(
          format: property.rawValue, uikit: ["layer.borderColor"],
          interfaceBuilder: ["layer.borderColor"])
      }
    case .text(let property):
      switch property {
      case .text:
        PropertySpelling(format: property.rawValue, uikit: ["text"], interfaceBuilder: ["text"])
      // `setTitle(_:for:)`; in a storyboard, an attribute of the normal `<state>`.
      case .title:
        PropertySpelling(format: property.rawValue, uikit: [], interfaceBuilder: ["title"])
      }
    case .hidden:
      PropertySpelling(
        format: ViewAttribute.hidden.rawValue, uikit: ["isHidden"], interfaceBuilder: ["hidden"])
    case .on:
      PropertySpelling(format: ViewAttribute.on.rawValue, uikit: ["isOn"], interfaceBuilder: ["on"])
    case .clipsToBounds:
      PropertySpelling(
        format: ViewAttribute.clipsToBounds.rawValue,
        uikit: ["clipsToBounds", "layer.masksToBounds"],
        interfaceBuilder: ["clipsSubviews"])
    }
  }

  /// The property a UIKit key path sets (`layer.cornerRadius` → corner radius).
  package init?(uikit keyPath: String) {
    guard let found = Self.allCases.first(where: { $0.spelling.uikit.contains(keyPath) }) else {
      return nil
    }
    self = found
  }

  /// The property an Interface Builder name sets.
  package init?(interfaceBuilder name: String) {
    guard
      let found = Self.allCases.first(where: { $0.spelling.interfaceBuilder.contains(name) })
    else { return nil }
    self = found
  }

  /// The format's attribute name.
  package var formatName: String { spelling.format }

  /// UIKit's usual name, as code writes it (`isHidden`); the format's where code sets the
  /// property only through another or a method (`title`, by `setTitle(_:for:)`).
  package var uikitName: String { spelling.uikit.first ?? spelling.format }

  /// Interface Builder's usual name (`hidden`); the format's where a storyboard has none.
  package var interfaceBuilderName: String { spelling.interfaceBuilder.first ?? spelling.format }
}
