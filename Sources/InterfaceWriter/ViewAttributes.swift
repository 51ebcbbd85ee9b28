import Geometry
import Interface

/// A view's attributes, each written only where it differs from what the format assumes.
extension Writer {
  func layoutAttributes(_ view: View) -> [(String, String)] {
    var attributes: [(String, String)] = []
    if let frame = view.frame {
      attributes.append(
        ("frame", Written.exactList([frame.minX, frame.minY, frame.width, frame.height])))
    }
    let mask = AutoresizingMask.names.prefix(6).filter { view.autoresizingMask.contains($0.1) }
    if !mask.isEmpty {
      attributes.append(("autoresizingMask", mask.map(\.0).joined(separator: " ")))
    }
    if let size = view.designSize {
      attributes.append(("designSize", Written.exactList([size.width, size.height])))
    }
    if let frame = view.designFrame {
      attributes.append(
        ("designFrame", Written.exactList([frame.minX, frame.minY, frame.width, frame.height])))
    }
    if view.contentHugging != view.kind.defaultHuggingPriorities {
      attributes.append(("contentHuggingPriority", priorities(view.contentHugging)))
    }
    let resistance = view.kind.defaultCompressionResistance
    if view.compressionResistance != AxisPriorities(horizontal: resistance, vertical: resistance) {
      attributes.append(("compressionResistancePriority", priorities(view.compressionResistance)))
    }
    if let size = view.intrinsicSize {
      var values = [size.width, size.height].map { $0.map(Written.exact) ?? "-1" }
      if size.keepsMeasuredWidth { values[0] = "measured" }
      attributes.append(("intrinsicSize", values.joined(separator: " ")))
    }
    let defaultMargins =
      view.kind == .tableViewCell
      ? EdgeInsets(top: 11, left: 16, bottom: 11, right: 16) : EdgeInsets.defaultMargins
    if view.layoutMargins != defaultMargins {
      attributes.append(("layoutMargins", Written.exactList(insets(view.layoutMargins))))
    }
    if view.insetsLayoutMarginsFromSafeArea, marginReaders.contains(view.id) {
      attributes.append(("insetsLayoutMarginsFromSafeArea", "true"))
    }
    return attributes
  }

  func styleAttributes(_ view: View) -> [(String, String)] {
    let style = view.style
    var attributes: [(String, String)] = []
    func add(_ property: ViewProperty, _ value: String) {
      attributes.append((property.formatName, value))
    }
    if style.backgroundColor != .clear {
      add(.color(.backgroundColor), Written.color(style.backgroundColor))
    }
    if let tint = style.tintColor { add(.color(.tintColor), Written.color(tint)) }
    if style.borderWidth != 0 {
      add(.number(.borderWidth), Written.exact(style.borderWidth))
      add(.color(.borderColor), Written.color(style.borderColor))
    }
    if style.cornerRadius != 0 { add(.number(.cornerRadius), Written.exact(style.cornerRadius)) }
    if style.alpha != 1 { add(.number(.alpha), Written.exact(style.alpha)) }
    if style.isHidden { add(.hidden, "true") }
    if style.clipsToBounds { add(.clipsToBounds, "true") }
    return attributes
  }

  func contentAttributes(_ view: View) -> [(String, String)] {
    let content = view.content
    var a: [(String, String)] = []
    func add(_ name: String, _ value: String?) { if let value { a.append((name, value)) } }
    switch view.kind {
    case .label, .textField, .textView:
      if let text = content.text, !text.isEmpty { add(ViewProperty.text(.text).formatName, text) }
      if view.kind == .textField { add("placeholder", content.placeholder) }
      if let style = content.borderStyle, style != .none { add("borderStyle", style.rawValue) }
      if let lines = content.numberOfLines, lines != 1 { add("numberOfLines", String(lines)) }
      if view.kind == .textView, content.scrollEnabled == false { add("scrollEnabled", "false") }
      add("font", content.font.map(font))
      add(ViewProperty.color(.textColor).formatName, content.textColor.map(Written.color))
      add("textAlignment", content.textAlignment?.rawValue)
      if view.kind == .label { add("condenseText", content.condensesText.map(String.init)) }
    case .button:
      add(ViewProperty.text(.title).formatName, content.title)
      add("font", content.font.map(font))
      add(ViewProperty.color(.titleColor).formatName, content.titleColor.map(Written.color))
      if let style = content.buttonStyle, style != .default { add("style", style.rawValue) }
      add("condenseText", content.condensesText.map(String.init))
    case .switch:
      if content.isOn == true { add(ViewProperty.on.formatName, "true") }
    case .slider:
      add("value", content.value.map(Written.exact))
      add("minValue", content.minimumValue.map(Written.exact))
      add("maxValue", content.maximumValue.map(Written.exact))
    case .stepper:
      add("value", content.value.map(Written.exact))
      add("minimumValue", content.minimumValue.map(Written.exact))
      add("maximumValue", content.maximumValue.map(Written.exact))
    case .segmentedControl:
      add("selectedSegmentIndex", content.selectedSegmentIndex.map(String.init))
    case .progressView:
      add("progress", content.progress.map(Written.exact))
    case .pageControl:
      add("numberOfPages", content.numberOfPages.map(String.init))
      add("currentPage", content.currentPage.map(String.init))
    case .activityIndicator:
      add("style", content.indicatorStyle?.rawValue)
    case .stackView:
      a += stackAttributes(view.stack ?? StackConfiguration())
    case .tableView, .tableViewCell:
      add("rowHeight", content.rowHeight.map(Written.exact))
    case .collectionView:
      if let flow = content.flowLayout {
        add("itemSize", Written.exactList([flow.itemSize.width, flow.itemSize.height]))
        add("minimumLineSpacing", Written.exact(flow.minimumLineSpacing))
        add("minimumInteritemSpacing", Written.exact(flow.minimumInteritemSpacing))
        add("sectionInset", Written.exactList(insets(flow.sectionInset)))
      }
    case .navigationBar:
      add(ViewProperty.text(.title).formatName, content.title)
    case .tabBar:
      add("selectedItem", content.selectedItem.map(String.init))
    case .visualEffectView:
      add("blurStyle", content.blurStyle?.rawValue)
    default:
      break
    }
    if view.kind.isScrollView, let offset = content.contentOffset {
      add("contentOffset", Written.exactList([offset.x, offset.y]))
    }
    add("action", view.action)
    add("accessibilityLabel", view.accessibilityLabel)
    return a
  }

  /// `<segment>` and `<item>` children: titles may hold commas.
  func kindChildren(_ view: View) -> [XMLElement] {
    switch view.kind {
    case .segmentedControl:
      view.content.segments.map { XMLElement("segment", [("title", $0)]) }
    case .toolbar, .tabBar:
      view.content.items.map { XMLElement("item", [("title", $0)]) }
    default:
      []
    }
  }

  private func stackAttributes(_ stack: StackConfiguration) -> [(String, String)] {
    var a: [(String, String)] = []
    if stack.axis != .horizontal { a.append(("axis", stack.axis.rawValue)) }
    if stack.distribution != .fill { a.append(("distribution", stack.distribution.rawValue)) }
    if stack.alignment != .fill { a.append(("alignment", stack.alignment.rawValue)) }
    if stack.spacing != 0 { a.append(("spacing", Written.exact(stack.spacing))) }
    if stack.isBaselineRelativeArrangement { a.append(("baselineRelativeArrangement", "true")) }
    if stack.isLayoutMarginsRelativeArrangement {
      a.append(("layoutMarginsRelativeArrangement", "true"))
    }
    return a
  }

  /// `body`, `system 17 semibold` or `FAMILY 17 bold`.
  func font(_ font: Font) -> String {
    if let style = font.textStyle, style.font == font { return style.rawValue }
    let family = font.family ?? "system"
    let weight = font.weight == .regular ? "" : " " + font.weight.rawValue
    return "\(family) \(Written.exact(font.size))\(weight)"
  }

  private func priorities(_ value: AxisPriorities) -> String {
    Written.exactList([value.horizontal, value.vertical])
  }

  private func insets(_ value: EdgeInsets) -> [Double] {
    [value.top, value.left, value.bottom, value.right]
  }
}

extension Written {
  static func exactList(_ values: [Double]) -> String {
    values.map(exact).joined(separator: " ")
  }
}
