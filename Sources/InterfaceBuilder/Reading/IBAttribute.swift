import XMLTree

/// The attribute names the importer reads, in the manner of the format's attribute tables
/// (`Interface/Parsing/AttributeTables.swift`): each name Xcode writes is a case, and the
/// readers below take a case, so a misspelt name does not compile.
///
/// Names that other tables already spell (`ViewProperty`'s Interface Builder spellings,
/// `AutoresizingMask.names`) are read through those and are not repeated here.
enum IBAttribute: String, CaseIterable, Sendable {
  // Every element: its id, the key it has in its parent, and the traits that vary it.
  case id, key, reference
  // The document (`<document>` and its `<device>`, `<dependencies>`, `<resources>`).
  case type, version, toolsVersion, targetRuntime, useAutolayout, useTraitCollections
  case orientation, name
  // Scenes and their controllers, segues and connections.
  case sceneMemberID, storyboardIdentifier, customClass, title, userLabel, identifier
  case placeholderIdentifier, kind, relationship, destination, property, selector
  case extendedLayoutIncludesOpaqueBars, hidesBottomBarWhenPushed, largeTitleDisplayMode
  case navigationBarHidden, largeTitles, prompted, translucent
  // Views: frames and sizes, margins, and how they are laid out.
  case x, y, width, height, minX, minY, maxX, maxY, fixedFrame
  case translatesAutoresizingMaskIntoConstraints, placeholderIntrinsicWidth
  case placeholderIntrinsicHeight, insetsLayoutMarginsFromSafeArea
  case preservesSuperviewLayoutMargins, viewRespectsSystemMinimumLayoutMargins
  case top, bottom, leading, trailing, left, right, accessoryType, keyPath, label
  // Constraints.
  case firstItem, firstAttribute, secondItem, secondAttribute, relation, multiplier, constant
  case priority, placeholder
  // Each kind's content (labels, buttons, fields, stacks, controls, lists).
  case text, textAlignment, numberOfLines, style, borderStyle, scrollEnabled, rowHeight, image
  case value, minValue, maxValue, minimumValue, maximumValue, progress, numberOfPages
  case currentPage, selectedSegmentIndex, systemItem, content, axis, distribution, alignment
  case spacing, spacingType, baselineRelativeArrangement, layoutMarginsRelativeArrangement
  case minimumLineSpacing, minimumInteritemSpacing
  // Symbols and images.
  case catalog, contentMode, scale, symbolScale, pointSize
  // Colors and fonts.
  case red, green, blue, alpha, white, colorSpace, customColorSpace, systemColor
  case cocoaTouchSystemColor, family, weight
}

extension SourceElement {
  /// The attribute `name`.
  func attribute(_ name: IBAttribute) -> SourceAttribute? { attribute(name.rawValue) }

  /// The value of attribute `name`.
  func value(_ name: IBAttribute) -> String? { attribute(name.rawValue)?.value }

  /// `name="YES"`.
  func flag(_ name: IBAttribute) -> Bool { flag(name.rawValue) }

  /// A number attribute: finite and within the format's limits, else nil.
  func number(_ name: IBAttribute) -> Double? { number(name.rawValue) }
}
