import Diagnostics
import Geometry
import Interface

/// Fonts, images, button configurations and insets: the values a screen built in code gives
/// its views (docs/code.md, Screens built in code).
extension CodeEvaluator {
  /// `UIFont.preferredFont(forTextStyle:)`, `.systemFont(ofSize:weight:)`,
  /// `UIButton.Configuration.filled()`, …, by the method's name; nil for other names.
  mutating func builtValueCall(_ name: String, _ arguments: Arguments, at location: SourceLocation)
    -> Value?
  {
    switch name {
    case "preferredFont":
      guard case .member(let style)? = arguments.value("forTextStyle"),
        let textStyle = Font.TextStyle(rawValue: style == "title" ? "title1" : style)
      else { return skipped("this text style", at: location) }
      return .uikit(.font(textStyle.font))
    case "systemFont", "boldSystemFont", "monospacedSystemFont", "italicSystemFont",
      "monospacedDigitSystemFont":
      guard let size = arguments.constant("ofSize"), size > 0, size <= 1000 else {
        return skipped("this font size", at: location)
      }
      var weight = name == "boldSystemFont" ? Font.Weight.bold : .regular
      if case .member(let given)? = arguments.value("weight") {
        guard let known = Font.Weight(rawValue: given) else {
          return skipped("the font weight '.\(given)'", at: location)
        }
        weight = known
      }
      if name != "systemFont" && name != "boldSystemFont" {
        warn("'\(name)' (the system font stands in)", at: location)
      }
      return .uikit(.font(Font(size: size, weight: weight)))
    case "plain", "filled", "tinted", "gray":
      guard arguments.items.isEmpty, let style = ButtonStyle(rawValue: name) else { return nil }
      return .uikit(.configuration(style))
    case "borderedTinted", "borderedProminent", "bordered", "borderless":
      let style: ButtonStyle =
        switch name {
        case "borderedProminent": .filled
        case "borderless": .plain
        case "borderedTinted": .tinted
        default: .gray
        }
      return .uikit(.configuration(style))
    default:
      return nil
    }
  }

  /// `UIImage(systemName:)`, `UIEdgeInsets(…)` and `UIFont(…)` as functions; nil for others.
  mutating func builtFunction(_ name: String, _ arguments: Arguments, at location: SourceLocation)
    -> Value?
  {
    guard building != nil else { return nil }
    switch name {
    case "UIImage":
      if case .string(let symbol)? = arguments.value("systemName") {
        return .uikit(.image(symbol))
      }
      warn("an image that is not an SF Symbol (the view shows none)", at: location)
      return .uikit(.image(nil))
    case "UIEdgeInsets", "NSDirectionalEdgeInsets":
      let labels =
        name == "UIEdgeInsets"
        ? ["top", "left", "bottom", "right"] : ["top", "leading", "bottom", "trailing"]
      let values = labels.compactMap { arguments.constant($0) }
      guard values.count == 4 else { return nil }
      return .insets(
        EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
    default:
      return nil
    }
  }

  /// The names a custom view's own code uses for its members without `self.`.
  static let implicitViewMembers: Set<String> = [
    "layer", "frame", "bounds", "subviews", "superview", "safeAreaLayoutGuide",
    "layoutMarginsGuide", "readableContentGuide", "transform", "constraints",
    "translatesAutoresizingMaskIntoConstraints", "layoutMargins",
    "arrangedSubviews", "axis", "spacing", "alignment", "distribution",
  ]

  /// Whether `name` alone, in a view's method, is one of the view's members.
  func isImplicitViewMember(_ name: String) -> Bool {
    guard case .view = selfValue, local(name) == nil else { return false }
    return Self.anchorAttribute(name) != nil || ViewProperty(uikit: name) != nil
      || Self.implicitViewMembers.contains(name)
  }
}
