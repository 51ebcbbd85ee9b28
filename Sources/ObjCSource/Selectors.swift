internal import CodeEvaluation

/// Objective-C's spelling of UIKit turned into the Swift spelling the evaluation core reads
/// (docs/code.md, Objective-C): selectors into base names and argument labels, properties
/// into their Swift names, enumeration constants into implicit members.
enum Selectors {
  /// `a:b:c:` is `["a", "b", "c"]`; `layoutIfNeeded` is `["layoutIfNeeded"]`.
  static func parts(_ selector: String) -> [String] {
    var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    if selector.hasSuffix(":") { pieces.removeLast() }
    return pieces
  }

  /// What follows `prefix` in `word`, its first letter lowered (`initWithCoder` → `coder`);
  /// nil when `word` does not start with `prefix` and a capital after it.
  static func after(prefix: String, in word: String) -> String? {
    guard word.hasPrefix(prefix), word.count > prefix.count else { return nil }
    let rest = word.dropFirst(prefix.count)
    guard let first = rest.first, first.isUppercase else { return nil }
    return first.lowercased() + rest.dropFirst()
  }

  /// A property's Swift name: `selected` is `isSelected` (UIKit's Booleans are
  /// `BooleanPropertyNames`), `CGColor` is `cgColor`.
  static func property(_ name: String) -> String {
    if let swift = BooleanPropertyNames.swiftName(objectiveC: name) { return swift }
    if name == "CGColor" { return "cgColor" }
    return name
  }

  /// `UIColor`'s class properties: `whiteColor` is `white`.
  static func colorName(_ selector: String) -> String? {
    guard selector.hasSuffix("Color"), selector.count > 5 else { return nil }
    return String(selector.dropLast(5))
  }

  /// The enumerations whose constants are implicit members in Swift, by prefix:
  /// `NSLayoutAttributeTop` is `.top`, `UIViewAnimationOptionCurveEaseIn` `.curveEaseIn`.
  static let enumerationPrefixes = [
    "NSLayoutAttribute", "NSLayoutRelation", "UIViewAnimationOption", "UIControlState",
    "UIControlEvent", "UIGestureRecognizerState", "UIViewKeyframeAnimationOption",
    // A screen built in code: fonts, text, stack views, buttons, fields, indicators.
    "UIFontTextStyle", "UIFontWeight", "NSTextAlignment", "UILayoutConstraintAxis",
    "UIStackViewAlignment", "UIStackViewDistribution", "UIButtonType", "UITextBorderStyle",
    "UIActivityIndicatorViewStyle", "UIViewAnimationCurve", "UIViewAnimatingPosition",
  ]

  static func enumerationCase(_ name: String) -> String? {
    for prefix in enumerationPrefixes {
      if let rest = after(prefix: prefix, in: name) { return rest }
    }
    if name.hasPrefix("UILayoutPriority"), let rest = after(prefix: "UILayoutPriority", in: name) {
      return rest
    }
    if let rest = after(prefix: "kCAMediaTimingFunction", in: name) {
      return rest == "easeInEaseOut" ? "easeInEaseOut" : rest
    }
    return nil
  }

  /// A message to an instance in Swift's spelling.
  ///
  /// The base name and each argument's label (nil for none). Selectors UIKit spells otherwise in Swift are listed; any other keeps its
  /// first part as the name and the others as labels, as the program's own methods are
  /// lowered (`replaceTopConstraintOnView:withConstant:` is `replaceTopConstraintOnView(_:
  /// withConstant:)`).
  static func message(_ selector: String) -> (name: String, labels: [String?]) {
    let pieces = parts(selector)
    let first = pieces.first ?? selector
    let rest = pieces.dropFirst().map { Optional($0) }
    if let renamed = renamed[selector] { return renamed }
    for prefix in ["animateWithDuration", "animateKeyframesWithDuration"] where first == prefix {
      return (String(prefix.dropLast("WithDuration".count)), ["withDuration"] + rest)
    }
    if first == "animateWithSpringDuration" { return ("animate", ["springDuration"] + rest) }
    if first == "addKeyframeWithRelativeStartTime" {
      return ("addKeyframe", ["withRelativeStartTime"] + rest)
    }
    if first == "transitionWithView" { return ("transition", ["with"] + rest) }
    if let anchor = anchorLabel(first) { return ("constraint", [anchor] + rest) }
    if first.hasPrefix("convert"), ["convertRect", "convertPoint"].contains(first) {
      return ("convert", [nil] + rest.map { $0.map { $0.replacing("View", with: "") } })
    }
    return (first, pieces.isEmpty ? [] : [nil] + rest)
  }

  /// An anchor's `constraintEqualToAnchor`, `constraintLessThanOrEqualToConstant`,
  /// `constraintEqualToSystemSpacingBelowAnchor`, …: Swift's first label of
  /// `constraint(equalTo:…)`, `(lessThanOrEqualToConstant:)`, `(equalToSystemSpacingBelow:…)`.
  static func anchorLabel(_ first: String) -> String? {
    guard let rest = after(prefix: "constraint", in: first),
      ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].contains(where: rest.hasPrefix)
    else { return nil }
    return rest.hasSuffix("Anchor") ? String(rest.dropLast("Anchor".count)) : rest
  }

  /// Initializers whose Swift labels are not the selector's words after `initWith`.
  static let initializerLabels: [String: [String?]] = [
    "initWithActivityIndicatorStyle:": ["style"]
  ]

  static let renamed: [String: (name: String, labels: [String?])] = [
    "setTitle:forState:": ("setTitle", [nil, "for"]),
    "setTitleColor:forState:": ("setTitleColor", [nil, "for"]),
    "setImage:forState:": ("setImage", [nil, "for"]),
    "addTarget:action:forControlEvents:": ("addTarget", [nil, "action", "for"]),
    "addAnimation:forKey:": ("add", [nil, "forKey"]),
    "removeAnimationForKey:": ("removeAnimation", ["forKey"]),
    "activateConstraints:": ("activate", [nil]),
    "deactivateConstraints:": ("deactivate", [nil]),
    "performWithoutAnimation:": ("performWithoutAnimation", [nil]),
    "objectAtIndex:": ("subscript", [nil]),
    "insertSubview:atIndex:": ("insertSubview", [nil, "at"]),
    "insertArrangedSubview:atIndex:": ("insertArrangedSubview", [nil, "at"]),
    "setContentHuggingPriority:forAxis:": ("setContentHuggingPriority", [nil, "for"]),
    "setContentCompressionResistancePriority:forAxis:": (
      "setContentCompressionResistancePriority", [nil, "for"]
    ),
    "startAnimationAfterDelay:": ("startAnimation", ["afterDelay"]),
    "preferredFontForTextStyle:": ("preferredFont", ["forTextStyle"]),
    "systemFontOfSize:": ("systemFont", ["ofSize"]),
    "systemFontOfSize:weight:": ("systemFont", ["ofSize", "weight"]),
    "boldSystemFontOfSize:": ("boldSystemFont", ["ofSize"]),
    "containsObject:": ("contains", [nil]),
  ]

  /// A class message that Swift spells as an initializer: `[UIColor colorWithRed:…]` is
  /// `UIColor(red:…)`, `[NSLayoutConstraint constraintWithItem:…]`
  /// `NSLayoutConstraint(item:…)`, `[CABasicAnimation animationWithKeyPath:]`
  /// `CABasicAnimation(keyPath:)`: the first part is a tail of the class's name (`color`,
  /// `constraint`, `animation`), `With` and the first label.
  static func factory(_ selector: String, of className: String) -> [String?]? {
    let pieces = parts(selector)
    guard let first = pieces.first else { return nil }
    var words: [String] = []
    var word = ""
    let prefixed = ["UI", "NS", "CA", "CG"].contains { className.hasPrefix($0) }
    for character in className.dropFirst(prefixed ? 2 : 0) {
      if character.isUppercase, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    words.append(word)
    for start in words.indices {
      let tail = words[start...].joined()
      let stem = tail.prefix(1).lowercased() + tail.dropFirst()
      if let label = after(prefix: stem + "With", in: first) {
        return [label] + pieces.dropFirst().map { Optional($0) }
      }
    }
    return nil
  }
}
