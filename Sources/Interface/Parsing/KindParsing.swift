import Diagnostics
import Formatting
import Geometry
import XMLTree

/// The attributes and children particular to one view kind, and where kinds may stand.
extension ParseSession {
  mutating func readKindContent(_ attributes: AttributeMap<ViewAttribute>, into view: inout View) {
    var content = view.content
    switch view.kind {
    case .stackView:
      view.stack = stackConfiguration(attributes)
    case .slider:
      content.value = attributes[.value].flatMap { number($0) }
      content.minimumValue = attributes[.minValue].flatMap { number($0) }
      content.maximumValue = attributes[.maxValue].flatMap { number($0) }
      checkRange(content, attributes[.maxValue] ?? attributes[.minValue])
    case .stepper:
      content.value = attributes[.value].flatMap { number($0) }
      content.minimumValue = attributes[.minimumValue].flatMap { number($0) }
      content.maximumValue = attributes[.maximumValue].flatMap { number($0) }
      checkRange(content, attributes[.maximumValue] ?? attributes[.minimumValue])
    case .segmentedControl:
      if let a = attributes[.segments] { content.segments = list(a.value) }
      content.selectedSegmentIndex = attributes[.selectedSegmentIndex].flatMap {
        integer($0, minimum: -1)
      }
    case .progressView:
      content.progress = attributes[.progress].flatMap { number($0, minimum: 0, maximum: 1) }
    case .pageControl:
      content.numberOfPages = attributes[.numberOfPages].flatMap { integer($0, minimum: 0) }
      content.currentPage = attributes[.currentPage].flatMap { integer($0, minimum: 0) }
      if let page = content.currentPage, let pages = content.numberOfPages, page >= max(1, pages),
        let a = attributes[.currentPage]
      {
        log.error(
          "'currentPage' is \(page), but there are \(pages) pages (0…\(max(0, pages - 1)))",
          at: a.valueLocation)
      }
    case .textView:
      content.scrollEnabled = attributes[.scrollEnabled].flatMap { bool($0) }
    case .toolbar, .tabBar:
      if let a = attributes[.items] { content.items = list(a.value) }
      content.selectedItem = attributes[.selectedItem].flatMap { integer($0, minimum: 0) }
    case .visualEffectView:
      content.blurStyle = attributes[.blurStyle].flatMap { choice($0, BlurStyle.self) }
    case .collectionView:
      content.flowLayout = flowLayout(attributes)
    default:
      break
    }
    if view.kind.isScrollView, let a = attributes[.contentOffset],
      let v = numbers(a, count: 2, names: "x y")
    {
      content.contentOffset = Point(x: v[0], y: v[1])
    }
    view.content = content
  }

  private mutating func stackConfiguration(_ attributes: AttributeMap<ViewAttribute>)
    -> StackConfiguration
  {
    var stack = StackConfiguration()
    if let a = attributes[.axis], let v = choice(a, StackConfiguration.Axis.self) {
      stack.axis = v
    }
    if let a = attributes[.distribution],
      let v = choice(a, StackConfiguration.Distribution.self)
    {
      stack.distribution = v
    }
    if let a = attributes[.alignment], let v = choice(a, StackConfiguration.Alignment.self) {
      stack.alignment = v.normalized
      if stack.axis == .vertical, v == .firstBaseline || v == .lastBaseline {
        log.warning(
          "'\(v.rawValue)' alignment applies to horizontal stacks; this vertical stack aligns "
            + "its views' leading edges", at: a.valueLocation)
        stack.alignment = .leading
      }
    }
    if let a = attributes[.spacing], let v = number(a) { stack.spacing = v }
    if let a = attributes[.spacingType] {
      if a.value.trimmingSpaces() == "standard" {
        stack.spacing = StackConfiguration.systemSpacing
      } else {
        log.error(
          "'spacingType' is 'standard' (UIKit's system spacing), not '\(a.value)'",
          at: a.valueLocation)
      }
    }
    if let a = attributes[.baselineRelativeArrangement], let v = bool(a) {
      stack.isBaselineRelativeArrangement = v
      if v, stack.axis == .horizontal {
        log.warning(
          "'baselineRelativeArrangement' applies to vertical stacks; UIKit ignores it here",
          at: a.location)
      }
    }
    if let a = attributes[.layoutMarginsRelativeArrangement], let v = bool(a) {
      stack.isLayoutMarginsRelativeArrangement = v
    }
    return stack
  }

  private mutating func flowLayout(_ attributes: AttributeMap<ViewAttribute>) -> FlowLayout {
    var flow = FlowLayout()
    if let a = attributes[.itemSize], let v = numbers(a, count: 2, names: "width height") {
      if v[0] > 0, v[1] > 0 {
        flow.itemSize = Size(width: v[0], height: v[1])
      } else {
        log.error("an item size's width and height must be positive", at: a.valueLocation)
      }
    }
    if let a = attributes[.minimumLineSpacing], let v = number(a, minimum: 0) {
      flow.minimumLineSpacing = v
    }
    if let a = attributes[.minimumInteritemSpacing], let v = number(a, minimum: 0) {
      flow.minimumInteritemSpacing = v
    }
    if let a = attributes[.sectionInset], let v = insetsValue(a) { flow.sectionInset = v }
    return flow
  }

  private mutating func checkRange(_ content: ViewContent, _ attribute: SourceAttribute?) {
    guard let attribute, let low = content.minimumValue, let high = content.maximumValue,
      low > high
    else { return }
    log.error(
      "the minimum (\(NumberText.message(low))) is above the maximum (\(NumberText.message(high)))",
      at: attribute.valueLocation)
  }

  /// A whole number at least `minimum`.
  mutating func integer(_ attribute: SourceAttribute, minimum: Int) -> Int? {
    guard let value = number(attribute, minimum: Double(minimum)) else { return nil }
    guard value == value.rounded() else {
      log.error(
        "'\(attribute.name)' is a whole number, not \(NumberText.message(value))",
        at: attribute.valueLocation)
      return nil
    }
    return Int(value)
  }

  /// `"A,B,C"` → titles (spaces around commas dropped).
  private func list(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces()
    }
  }

  /// `<row>`, `<segment>` / `<segments>`, `<item>` / `<items>` of the view `owner` declares.
  mutating func kindChild(_ element: SourceElement, of view: inout View, owner: SourceElement) {
    for (prefix, attribute) in [(XMLName.segment, "segments"), (XMLName.item, "items")]
    where element.name.hasPrefix(prefix) {
      if owner.attribute(attribute) != nil {
        log.error("give '\(attribute)' or <\(prefix)> children, not both", at: element.location)
        return
      }
    }
    switch element.name {
    case XMLName.row:
      view.content.rows.append(titled(element, key: .text))
    case XMLName.segment:
      view.content.segments.append(titled(element, key: .title))
    case XMLName.item:
      view.content.items.append(titled(element, key: .title))
    default:
      // The wrappers Interface Builder writes: `<segments>` and `<items>`.
      readNoAttributes(element)
      warnAboutText(in: element)
      let inner = element.name == XMLName.segments ? XMLName.segment : XMLName.item
      for child in element.children {
        if child.name == inner {
          kindChild(child, of: &view, owner: owner)
        } else {
          unknownElement(child, in: element, expected: [inner])
        }
      }
    }
  }

  private mutating func titled(_ element: SourceElement, key: EntryAttribute) -> String {
    let attributes = read(element, allowed: [key])
    warnAboutText(in: element)
    return attributes[key]?.value ?? ""
  }

  /// Cells belong in their table or collection view; a stack places its arranged subviews,
  /// so their frames are ignored; a mask needs a frame.
  mutating func checkPlacement(of view: inout View, in parent: ViewID, element: SourceElement) {
    let parentKind = declarations.kinds[parent] ?? .view
    let container: ViewKind? =
      switch view.kind {
      case .tableViewCell: .tableView
      case .collectionViewCell: .collectionView
      default: nil
      }
    // A cell with a frame may stand anywhere (a xib's cell is a top-level view).
    if let container, parentKind != container, element.attribute("frame") == nil {
      log.error(
        "a <\(view.kind.rawValue)> belongs in a <\(container.rawValue)>, not in a "
          + "<\(parentKind.rawValue)>", at: element.location)
    }
    // A cell with a frame keeps it (Interface Builder stores its prototype cells so).
    let placer: String? = parentKind == .stackView ? "stack view '\(parent)' arranges it" : nil
    if let placer, let frame = element.attribute("frame") {
      log.warning("'frame' is ignored: \(placer)", at: frame.location)
      view.frame = nil
    }
    if let mask = element.attribute("autoresizingMask"), view.frame == nil, placer == nil {
      log.warning("'autoresizingMask' has no effect without a 'frame'", at: mask.location)
    }
  }

  /// A mask that stretches a frame needs the size the superview had when the frame was stored.
  mutating func checkReference(of view: View, in parent: View?, element: SourceElement) {
    guard view.frame != nil, !view.autoresizingMask.isEmpty, let parent, parent.id != .root,
      parent.frame == nil, parent.designSize == nil,
      let mask = element.attribute("autoresizingMask")
    else { return }
    log.error(
      "'\(view.id)' stretches with its superview, whose size comes from constraints; give "
        + "'\(parent.id)' a designSize=\"WIDTH HEIGHT\" (its size when this frame was stored)",
      at: mask.valueLocation)
  }
}
