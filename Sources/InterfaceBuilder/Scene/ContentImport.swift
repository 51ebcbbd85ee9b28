import Diagnostics
import Geometry
import Interface
import XMLTree

/// What each kind shows: text, fonts, titles, control values, images.
extension ImportSession {
  mutating func readContent(_ element: SourceElement, into view: inout View) {
    var content = view.content
    if let description = variations.child("fontDescription", key: "fontDescription", of: element) {
      content.font = IBFont.read(description)
    }
    content.textColor = color(
      element, key: ViewProperty.color(.textColor).spelling.interfaceBuilder[0])
    if let alignment = element.value(.textAlignment) {
      content.textAlignment = TextAlignment(rawValue: alignment) ?? .natural
    }
    switch view.kind {
    case .label:
      content.text = text(of: element) ?? ""
      content.numberOfLines = element.number(.numberOfLines).map { max(0, Int($0)) } ?? 1
    case .textView:
      content.text = text(of: element) ?? ""
      content.scrollEnabled = element.value(.scrollEnabled) != "NO"
      if content.font == nil { content.font = Font(size: 14) }
    case .textField:
      content.text = element.value(.text)
      content.placeholder = element.value(.placeholder)
      content.borderStyle =
        element.value(.borderStyle).flatMap(TextFieldBorderStyle.init) ?? TextFieldBorderStyle.none
      if content.font == nil { content.font = Font(size: 14) }
    case .button:
      readButton(element, into: &content)
    case .imageView:
      if let (symbol, _) = imageViewSymbol(element) {
        content.symbol = symbol
      } else {
        content.image = imageName(element)
      }
    case .switch:
      content.isOn = element.flag(ViewProperty.on.spelling.interfaceBuilder[0])
    case .slider:
      content.value = element.number(.value)
      content.minimumValue = element.number(.minValue)
      content.maximumValue = element.number(.maxValue)
    case .stepper:
      content.value = element.number(.value)
      content.minimumValue = element.number(.minimumValue)
      content.maximumValue = element.number(.maximumValue)
    case .segmentedControl:
      content.segments =
        element.child("segments")?.children.filter { $0.name == "segment" }.map {
          $0.value(.title) ?? ""
        } ?? []
      content.selectedSegmentIndex = element.number(.selectedSegmentIndex).map { Int($0) }
      content.segmentSymbols = segmentSymbols(element)
    case .progressView:
      content.progress = element.number(.progress).map { max(0, min(1, $0)) }
    case .pageControl:
      content.numberOfPages = element.number(.numberOfPages).map { max(0, Int(min($0, 1000))) }
      content.currentPage = element.number(.currentPage).map { max(0, Int(min($0, 1000))) }
    case .activityIndicator:
      let style = element.value(.style) ?? ""
      content.indicatorStyle = style == "whiteLarge" || style == "large" ? .large : .medium
    case .stackView:
      view.stack = stackConfiguration(element)
    case .tableView:
      content.rowHeight = element.number(.rowHeight).flatMap { $0 > 0 ? $0 : nil }
    case .tableViewCell:
      content.rowHeight = storedSize(of: element).height
    case .collectionView:
      content.flowLayout = flowLayout(element)
    case .navigationBar:
      content.title = element.child("items")?.children.first?.value(.title)
    case .toolbar, .tabBar:
      content.items =
        element.child("items")?.children.map {
          $0.value(.title) ?? $0.value(.systemItem) ?? ""
        } ?? []
    case .visualEffectView:
      let style = element.descendants().first { $0.name == "blurEffect" }?.value(.style)
      content.blurStyle = style.flatMap(BlurStyle.init(rawValue:)) ?? .regular
    default:
      break
    }
    view.content = content
  }

  /// A label's or text view's text: the attribute, a `<string key="text">`, or the fragments
  /// of an attributed string.
  private func text(of element: SourceElement) -> String? {
    if let text = element.value(.text) { return text }
    if let string = element.child("string", key: ViewProperty.text(.text).interfaceBuilderName) {
      return string.text
    }
    if let attributed = element.child("attributedString", key: "attributedText") {
      return attributed.children.filter { $0.name == "fragment" }.map {
        $0.value(.content) ?? $0.child("string", key: "content")?.text ?? ""
      }.joined()
    }
    return nil
  }

  private mutating func readButton(_ element: SourceElement, into content: inout ViewContent) {
    let normal = element.children.first { $0.name == "state" && $0.value(.key) == "normal" }
    if let configuration = element.child("buttonConfiguration", key: "configuration") {
      content.buttonStyle = ButtonStyle(rawValue: configuration.value(.style) ?? "") ?? .plain
      content.title = configuration.value(.title) ?? normal?.value(.title)
      if let font = configuration.child("fontDescription", key: "titleFontDescription") {
        content.font = IBFont.read(font)
      }
    } else {
      // `UIButton(type: .system)`: the format's default style, the 15-point title alone.
      content.buttonStyle = .default
      content.title =
        normal?.value(.title)
        ?? normal?.child("string", key: ViewProperty.text(.title).interfaceBuilderName)?.text
    }
    if let normal,
      let title = color(normal, key: ViewProperty.color(.titleColor).spelling.interfaceBuilder[0])
    {
      content.titleColor = title
    }
    if content.title?.isEmpty ?? true {
      let size = content.font?.size ?? (content.buttonStyle == .default ? 15 : 17)
      content.symbol = buttonSymbol(element, fontSize: size)
    }
  }

  /// The image an image view shows, by its asset name.
  func imageName(_ element: SourceElement) -> String? {
    if let name = element.value(.image) { return name }
    return element.child("imageReference", key: "image")?.value(.image)
  }

  private mutating func stackConfiguration(_ element: SourceElement) -> StackConfiguration {
    var stack = StackConfiguration()
    func value(_ name: IBAttribute) -> String? { variations.attribute(name, of: element)?.value }
    stack.axis = value(.axis).flatMap(StackConfiguration.Axis.init) ?? .horizontal
    stack.distribution =
      value(.distribution).flatMap(StackConfiguration.Distribution.init) ?? .fill
    let alignment = value(.alignment).flatMap(StackConfiguration.Alignment.init) ?? .fill
    stack.alignment = alignment.normalized
    if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      stack.alignment = .leading
    }
    stack.spacing = value(.spacing).flatMap(IBNumber.parse) ?? 0
    if value(.spacingType) == "standard" { stack.spacing = StackConfiguration.systemSpacing }
    stack.isBaselineRelativeArrangement = value(.baselineRelativeArrangement) == "YES"
    // Xcode stores the margins of a stack view that arranges inside them, and never the
    // attribute (54 stack views with stored margins in the corpus's repositories, none with it;
    // 33 place their first item at the margin).
    stack.isLayoutMarginsRelativeArrangement =
      value(.layoutMarginsRelativeArrangement) == "YES" || storedMargins(element) != nil
    return stack
  }

  private func flowLayout(_ element: SourceElement) -> FlowLayout {
    var flow = FlowLayout()
    guard let layout = element.child("collectionViewFlowLayout", key: "collectionViewLayout")
    else { return flow }
    if let size = layout.child("size", key: "itemSize"), let width = size.number(.width),
      let height = size.number(.height), width > 0, height > 0
    {
      flow.itemSize = Size(width: width, height: height)
    }
    flow.minimumLineSpacing = max(0, layout.number(.minimumLineSpacing) ?? 10)
    flow.minimumInteritemSpacing = max(0, layout.number(.minimumInteritemSpacing) ?? 10)
    if let inset = layout.child("inset", key: "sectionInset") {
      flow.sectionInset = EdgeInsets(
        top: max(0, inset.number(.minY) ?? 0), left: max(0, inset.number(.minX) ?? 0),
        bottom: max(0, inset.number(.maxY) ?? 0), right: max(0, inset.number(.maxX) ?? 0))
    }
    return flow
  }
}
