import Interface

/// UIKit's Boolean properties, in the one table the core and the Objective-C front end share
/// (docs/code.md, Objective-C): Swift names them `isHidden`, Objective-C `hidden` (its getter
/// is `isHidden`).
///
/// The ones the format animates (`isHidden`, `isOn`) come from the property table
/// (`ViewProperty`); the rest are UIKit's others that code sets.
package enum BooleanPropertyNames {
  /// `NSLayoutConstraint`'s.
  package static let isActive = "isActive"
  /// `CAAnimation`'s.
  package static let isRemovedOnCompletion = "isRemovedOnCompletion"
  /// `UIStackView`'s.
  package static let isLayoutMarginsRelativeArrangement = "isLayoutMarginsRelativeArrangement"
  /// `UITextField`'s.
  package static let isSecureTextEntry = "isSecureTextEntry"

  /// The flags the core keeps per view without animating them, with the value UIKit gives a new
  /// view.
  package static let flags: [String: Bool] = [
    "isSelected": false, "isEnabled": true, "isHighlighted": false,
    "isUserInteractionEnabled": true,
  ]

  /// Every Boolean property's Swift name: the property table's, the flags, and those code may
  /// set that the core reads elsewhere or ignores.
  package static let swiftNames: Set<String> = Set(
    ViewProperty.allCases.flatMap(\.spelling.uikit).filter(isBooleanName)
  ).union(flags.keys).union([
    isActive, isLayoutMarginsRelativeArrangement, isSecureTextEntry, isRemovedOnCompletion,
    "isOpaque",
  ])

  /// Whether `name` is spelt as a Boolean property: `is` and a capital.
  private static func isBooleanName(_ name: String) -> Bool {
    name.hasPrefix("is") && name.dropFirst(2).first?.isUppercase == true
  }

  /// The Objective-C name of a Boolean property: `isActive` is `active`.
  package static func objectiveCName(_ swift: String) -> String {
    guard isBooleanName(swift) else { return swift }
    let rest = swift.dropFirst(2)
    return (rest.first?.lowercased() ?? "") + rest.dropFirst()
  }

  /// Whether `name` is the Boolean property `swift` in either language's spelling (code the
  /// core reads may keep Objective-C's, `constraint.active`).
  package static func names(_ name: String, _ swift: String) -> Bool {
    name == swift || name == objectiveCName(swift)
  }

  /// The Swift name of an Objective-C property: `hidden` is `isHidden`, `userInteractionEnabled`
  /// `isUserInteractionEnabled`; nil when it is not one of UIKit's Booleans.
  package static func swiftName(objectiveC name: String) -> String? {
    guard let first = name.first, first.isLowercase else { return nil }
    let swift = "is" + first.uppercased() + name.dropFirst()
    return swiftNames.contains(swift) ? swift : nil
  }
}
