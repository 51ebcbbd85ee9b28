/// The attribute tables of the format's elements (docs/format.md), in SwiftGen's manner: each
/// element's names are cases of one enumeration, and the parser reads attributes by case.

/// `<interface>` and every view kind's element.
enum ViewAttribute: String, AttributeName {
  // Every view (docs/format.md, Common view attributes).
  case id, backgroundColor, borderColor, tintColor, alpha, hidden, clipsToBounds, cornerRadius
  case borderWidth, rotation, scale, translation, frame, contentHuggingPriority
  case compressionResistancePriority, intrinsicSize, layoutMargins, autoresizingMask, designSize
  case insetsLayoutMarginsFromSafeArea, designFrame, accessibilityLabel
  // The document, on `<interface>`.
  case version, name, width, height, safeAreaInsets, device, conflicts, appearance, pixelScale
  case systemFontMetrics
  // Labels and buttons, and the document's default on `<interface>`.
  case condenseText
  // Particular kinds (docs/format.md, View kinds; docs/views.md).
  case text, font, textColor, textAlignment, numberOfLines, title, titleColor, style
  case placeholder, borderStyle, scrollEnabled, contentOffset, image, rowHeight, on
  case itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset
  case value, minValue, maxValue, minimumValue, maximumValue, segments, selectedSegmentIndex
  case progress, numberOfPages, currentPage, items, selectedItem, blurStyle
  // Stack views, as Interface Builder writes them.
  case axis, distribution, alignment, spacing, spacingType, baselineRelativeArrangement
  case layoutMarginsRelativeArrangement
  // Controls: the method they call (docs/code.md).
  case action

  /// Attributes every view has.
  static let common: [ViewAttribute] = [
    .id, .backgroundColor, .borderColor, .tintColor, .alpha, .hidden, .clipsToBounds,
    .cornerRadius, .borderWidth, .rotation, .scale, .translation, .frame, .contentHuggingPriority,
    .compressionResistancePriority, .intrinsicSize, .layoutMargins, .autoresizingMask,
    .designSize, .insetsLayoutMarginsFromSafeArea, .designFrame, .accessibilityLabel,
  ]

  /// The root view takes the document's attributes and the style of a view, but no id, frame
  /// or intrinsic size: its frame is the screen.
  static let root: [ViewAttribute] = [
    .version, .name, .width, .height, .safeAreaInsets, .device, .conflicts, .appearance,
    .condenseText, .pixelScale, .systemFontMetrics, .backgroundColor,
    .borderColor, .tintColor, .alpha, .hidden, .clipsToBounds, .cornerRadius, .borderWidth,
    .layoutMargins, .designSize, .insetsLayoutMarginsFromSafeArea,
  ]

  /// The attributes particular to a kind.
  static func kind(_ kind: ViewKind) -> [ViewAttribute] {
    switch kind {
    case .view, .pickerView, .collectionViewCell: []
    case .datePicker: [.action]
    case .label: [.text, .font, .textColor, .textAlignment, .numberOfLines, .condenseText]
    case .button: [.title, .font, .titleColor, .style, .condenseText, .action]
    case .textField:
      [.placeholder, .text, .borderStyle, .font, .textColor, .textAlignment, .action]
    case .textView: [.text, .font, .textColor, .textAlignment, .scrollEnabled, .contentOffset]
    case .imageView: [.image]
    case .stackView:
      [
        .axis, .distribution, .alignment, .spacing, .spacingType, .baselineRelativeArrangement,
        .layoutMarginsRelativeArrangement,
      ]
    case .scrollView: [.contentOffset]
    case .tableView: [.rowHeight, .contentOffset]
    case .tableViewCell: [.rowHeight]
    case .collectionView:
      [.contentOffset, .itemSize, .minimumLineSpacing, .minimumInteritemSpacing, .sectionInset]
    case .activityIndicator: [.style]
    case .switch: [.on, .action]
    case .slider: [.value, .minValue, .maxValue, .action]
    case .stepper: [.value, .minimumValue, .maximumValue, .action]
    case .segmentedControl: [.segments, .selectedSegmentIndex, .action]
    case .progressView: [.progress]
    case .pageControl: [.numberOfPages, .currentPage, .action]
    case .navigationBar: [.title]
    case .toolbar: [.items]
    case .tabBar: [.items, .selectedItem]
    case .visualEffectView: [.blurStyle]
    }
  }
}

/// `<row>`, `<segment>` and `<item>`: one entry of a table view, segmented control or bar.
enum EntryAttribute: String, AttributeName {
  case text, title
}

/// `<constraint>`, in the storyboard form or as an equation.
enum ConstraintAttribute: String, AttributeName {
  case id, identifier, firstItem, firstAttribute, relation, secondItem, secondAttribute
  case multiplier, constant, priority, active, eq, systemSpacing
}

/// `<state>`.
enum StateAttribute: String, AttributeName {
  case name
}

/// `<setConstant>`, `<activate>`, `<deactivate>`, `<setPriority>` and `<removeAnimations>`.
enum ChangeAttribute: String, AttributeName {
  case constraint, match, to, multiplier, view
}

/// `<set>`'s own attributes; the view properties it sets are the cases of `NumericProperty`,
/// `ColorProperty` and `TextProperty`.
enum SetAttribute: String, AttributeName {
  case view, hidden, style, on, rotationDirection
  // Pairs of numeric properties.
  case scale, translation, boundsOrigin
}

/// `<timeline>`.
enum TimelineAttribute: String, AttributeName {
  case duration, loop
}

/// `<action>` in a timeline.
enum ActionAttribute: String, AttributeName {
  case control
}

/// `<sidecar>`: a timeline file's root, with its states and timeline.
enum SidecarAttribute: String, AttributeName {
  case version, scene
}

/// `<animate>`, `<perform>` and `<basicAnimation>`.
enum BlockAttribute: String, AttributeName {
  // When the block starts.
  case name, at, after, with, delay
  // Its timing.
  case duration, curve, controlPoint1, controlPoint2, dampingRatio, initialVelocity, mass
  case stiffness, damping, bounce, repeatCount, autoreverses
  // Animate and perform blocks.
  case state, layoutIfNeeded
  // Basic animations.
  case view, keyPath, from, to

  static let start: [BlockAttribute] = [.name, .at, .after, .with, .delay]

  /// What each kind of block takes.
  static func allowed(in element: String) -> [BlockAttribute] {
    switch element {
    case "animate":
      start + [
        .duration, .curve, .controlPoint1, .controlPoint2, .dampingRatio, .initialVelocity,
        .mass, .stiffness, .damping, .bounce, .repeatCount, .autoreverses, .state,
        .layoutIfNeeded,
      ]
    case "perform": start + [.state]
    default:
      start + [
        .view, .keyPath, .from, .to, .duration, .curve, .controlPoint1, .controlPoint2,
        .repeatCount, .autoreverses,
      ]
    }
  }
}
