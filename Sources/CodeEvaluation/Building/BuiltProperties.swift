import Diagnostics
import Geometry
import Interface

/// What the code sets on the views of a screen it builds: the views' values in the layout
/// (docs/code.md, Screens built in code).
extension CodeEvaluator {
  /// A change of a property the timeline has, made while the screen is built.
  mutating func applyBuilt(_ change: PropertyChange, to id: ViewID, at location: SourceLocation) {
    if case .number(_, let value) = change, value.constantValue == nil {
      return warn("a value that reads the layout while the screen is built", at: location)
    }
    editView(id) { view in
      switch change {
      case .number(let property, let value):
        let number = value.constantValue ?? 0
        switch property {
        case .alpha: view.style.alpha = number
        case .cornerRadius: view.style.cornerRadius = number
        case .borderWidth: view.style.borderWidth = number
        case .rotation: view.style.transform.rotation = number
        case .scaleX: view.style.transform.scaleX = number
        case .scaleY: view.style.transform.scaleY = number
        case .translationX: view.style.transform.translationX = number
        case .translationY: view.style.transform.translationY = number
        case .boundsOriginX:
          view.content.contentOffset = Point(x: number, y: view.content.contentOffset?.y ?? 0)
        case .boundsOriginY:
          view.content.contentOffset = Point(x: view.content.contentOffset?.x ?? 0, y: number)
        }
      case .color(let property, let color):
        switch property {
        case .backgroundColor: view.style.backgroundColor = color
        case .borderColor: view.style.borderColor = color
        case .tintColor: view.style.tintColor = color
        case .textColor: view.content.textColor = color
        case .titleColor: view.content.titleColor = color
        }
      case .hidden(let hidden): view.style.isHidden = hidden
      case .text(.text, let text): view.content.text = text
      case .text(.title, let title): view.content.title = title
      case .buttonStyle(let style): view.content.buttonStyle = style
      case .on(let on): view.content.isOn = on
      case .rotationDirection: break
      }
    }
  }

  /// A property only a screen's layout has (fonts, stack views' arrangement, …), set while it
  /// is built; false when `name` is none of them.
  mutating func setBuiltMember(
    _ id: ViewID, _ name: String, _ value: Value, at location: SourceLocation
  ) -> Bool {
    guard building != nil, let kind = kind(of: id) else { return false }
    func member<T: RawRepresentable>(_ type: T.Type) -> T? where T.RawValue == String {
      if case .member(let name) = value { return T(rawValue: name) }
      return nil
    }
    switch (name, value) {
    case ("font", .uikit(.font(let font))):
      editView(id) { $0.content.font = font }
    case ("textAlignment", _) where member(TextAlignment.self) != nil:
      editView(id) { $0.content.textAlignment = member(TextAlignment.self) }
    case ("numberOfLines", .number(let lines)) where lines.constantValue.map { $0 >= 0 } == true:
      editView(id) { $0.content.numberOfLines = Int(lines.constantValue ?? 1) }
    case ("placeholder", .string(let text)):
      editView(id) { $0.content.placeholder = text }
    case ("borderStyle", _) where member(TextFieldBorderStyle.self) != nil:
      editView(id) { $0.content.borderStyle = member(TextFieldBorderStyle.self) }
    case (ViewProperty.text(.text).uikitName, .string(let text)) where kind == .textView:
      editView(id) { $0.content.text = text }
    case ("isScrollEnabled", .bool(let flag)) where kind == .textView:
      editView(id) { $0.content.scrollEnabled = flag }
    case (ViewProperty.clipsToBounds.uikitName, .bool(let flag)):
      editView(id) { $0.style.clipsToBounds = flag }
    case ("configuration", .uikit(.configuration(let style))) where kind == .button:
      editView(id) { $0.content.buttonStyle = style }
    case ("image", .uikit(.image(let name))) where kind == .imageView:
      editView(id) { $0.content.symbol = Self.symbol(name) }
    case ("style", _)
    where kind == .activityIndicator && member(ActivityIndicatorStyle.self) != nil:
      editView(id) { $0.content.indicatorStyle = member(ActivityIndicatorStyle.self) }
    case ("layoutMargins", .insets(let insets)):
      editView(id) { $0.layoutMargins = insets }
    case ("progress", .number(let number)) where kind == .progressView:
      editView(id) { $0.content.progress = number.constantValue.map { min(1, max(0, $0)) } }
    case ("value", .number(let number)) where [.slider, .stepper].contains(kind):
      editView(id) { $0.content.value = number.constantValue }
    case ("minimumValue", .number(let number)) where [.slider, .stepper].contains(kind):
      editView(id) { $0.content.minimumValue = number.constantValue }
    case ("maximumValue", .number(let number)) where [.slider, .stepper].contains(kind):
      editView(id) { $0.content.maximumValue = number.constantValue }
    case ("numberOfPages", .number(let number)) where kind == .pageControl:
      editView(id) { $0.content.numberOfPages = number.constantValue.map { Int($0) } }
    case ("currentPage", .number(let number)) where kind == .pageControl:
      editView(id) { $0.content.currentPage = number.constantValue.map { Int($0) } }
    case ("selectedSegmentIndex", .number(let number)) where kind == .segmentedControl:
      editView(id) { $0.content.selectedSegmentIndex = number.constantValue.map { Int($0) } }
    case _ where kind == .stackView && setStackMember(id, name, value):
      break
    case _ where Self.undrawnMembers.contains(name):
      // Behaviour, not looks: an empty secure field looks like any other.
      break
    case ("adjustsFontForContentSizeCategory", .bool),
      ("translatesAutoresizingMaskIntoConstraints", .bool(false)):
      // Dynamic Type at its default size; constraints place every view here.
      break
    default:
      return false
    }
    return true
  }

  /// Members of controls that change nothing drawn.
  static let undrawnMembers: Set<String> = [
    "delegate", "dataSource", BooleanPropertyNames.isSecureTextEntry, "keyboardType",
    "autocapitalizationType",
    "autocorrectionType", "spellCheckingType", "returnKeyType", "textContentType",
    "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "isAccessibilityElement",
    "clearButtonMode", "enablesReturnKeyAutomatically",
  ]

  private mutating func setStackMember(_ id: ViewID, _ name: String, _ value: Value) -> Bool {
    var stack = documentView(id)?.stack ?? StackConfiguration()
    switch (name, value) {
    case ("axis", .member(let axis)):
      guard let axis = StackConfiguration.Axis(rawValue: axis) else { return false }
      stack.axis = axis
    case ("spacing", .number(let spacing)):
      guard let spacing = spacing.constantValue else { return false }
      stack.spacing = spacing
    case ("alignment", .member(let alignment)):
      guard let alignment = StackConfiguration.Alignment(rawValue: alignment) else { return false }
      stack.alignment = alignment
    case ("distribution", .member(let distribution)):
      guard let distribution = StackConfiguration.Distribution(rawValue: distribution) else {
        return false
      }
      stack.distribution = distribution
    case (BooleanPropertyNames.isLayoutMarginsRelativeArrangement, .bool(let flag)):
      stack.isLayoutMarginsRelativeArrangement = flag
    case ("isBaselineRelativeArrangement", .bool(let flag)):
      stack.isBaselineRelativeArrangement = flag
    default:
      return false
    }
    editView(id) { $0.stack = stack }
    return true
  }

  /// A member of a button's `configuration` set while the screen is built.
  mutating func setConfigurationMember(
    _ id: ViewID, _ name: String, _ value: Value, at location: SourceLocation
  ) {
    switch (name, value) {
    case ("title", .string(let title)): record(.text(.title, title), of: id, at: location)
    case ("baseForegroundColor", _):
      if let color = colorValue(value) { record(.color(.titleColor, color), of: id, at: location) }
    case ("baseBackgroundColor", _):
      if let color = colorValue(value) { record(.color(.tintColor, color), of: id, at: location) }
    // Spacing beside an image the button does not show, and its activity indicator off.
    case ("imagePadding", _), ("showsActivityIndicator", .bool(false)): break
    default: warn("setting the button configuration's '\(name)'", at: location)
    }
  }

  /// Calls that build the tree: `addSubview`, `addArrangedSubview`, priorities; nil for others.
  mutating func builtViewCall(
    _ id: ViewID, _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value? {
    guard building != nil else { return nil }
    switch name {
    case "addSubview", "addArrangedSubview":
      guard case .view(let child)? = arguments.first else {
        return skipped("adding this view", at: location)
      }
      addSubview(child, to: id, at: location)
    case "insertSubview", "insertArrangedSubview":
      guard case .view(let child)? = arguments.first else {
        return skipped("inserting this view", at: location)
      }
      var position = arguments.constant("at").map { Int($0) }
      let siblings = documentView(id)?.subviews.filter { $0 != child } ?? []
      if case .view(let other)? = arguments.value("belowSubview") {
        position = siblings.firstIndex(of: other)
      } else if case .view(let other)? = arguments.value("aboveSubview") {
        position = siblings.firstIndex(of: other).map { $0 + 1 }
      }
      guard let position else { return skipped("this 'insertSubview'", at: location) }
      addSubview(child, to: id, at: location)
      insertSubview(child, into: id, at: position)
    case "removeFromSuperview":
      if let parent = documentView(id)?.parent {
        editView(parent) { $0.subviews.removeAll { $0 == id } }
        editView(id) { $0.parent = nil }
      }
    case "setContentHuggingPriority", "setContentCompressionResistancePriority":
      let priority = arguments.first.flatMap { UIKitConstants.priority($0) ?? $0 }
      guard let number = priority?.constantNumber, (1...1000).contains(number),
        case .member(let axis)? = arguments.value("for"), ["horizontal", "vertical"].contains(axis)
      else { return skipped("this priority", at: location) }
      editView(id) { view in
        let hugging = name == "setContentHuggingPriority"
        var pair = hugging ? view.contentHugging : view.compressionResistance
        if axis == "horizontal" { pair.horizontal = number } else { pair.vertical = number }
        if hugging { view.contentHugging = pair } else { view.compressionResistance = pair }
      }
    case "setImage" where kind(of: id) == .button:
      guard case .uikit(.image(let name))? = arguments.first else {
        return skipped("this image", at: location)
      }
      editView(id) { $0.content.symbol = Self.symbol(name) }
    default:
      return nil
    }
    return Value.none
  }
}
