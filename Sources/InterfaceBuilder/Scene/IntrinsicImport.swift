import Geometry
import Interface
import XMLTree

/// Intrinsic sizes Xcode laid the scene out with (docs/storyboards.md, Intrinsic sizes).
extension ImportSession {
  /// `placeholderIntrinsicWidth`/`Height` (`infinite`: none), a designable's
  /// `intrinsicContentSize`, an image's size from `<resources>`, and the sizes controls had in
  /// the Xcode that saved the file; text is measured as usual.
  mutating func readIntrinsicSize(_ element: SourceElement, into view: inout View) {
    if let size = placeholderSize(element, kind: view.kind) {
      view.intrinsicSize = size
      return
    }
    if let id = element.value("id"), let size = source.resources.designableSizes[id] {
      view.intrinsicSize = IntrinsicSize(
        width: size.width >= 0 ? size.width : nil, height: size.height >= 0 ? size.height : nil)
      return
    }
    switch view.kind {
    case .imageView:
      if let (_, natural) = imageViewSymbol(element) {
        view.intrinsicSize = IntrinsicSize(width: natural.width, height: natural.height)
      } else if let name = view.content.image, let size = source.resources.imageSizes[name] {
        view.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
      }
    case .button:
      // An image without a title: the image's size.
      let image = element.children.first { $0.name == "state" && $0.value("key") == "normal" }?
        .value("image")
      if let symbol = view.content.symbol {
        view.intrinsicSize = IntrinsicSize(width: symbol.size.width, height: symbol.size.height)
      } else if view.content.title?.isEmpty ?? true, let image,
        let size = source.resources.imageSizes[image]
      {
        view.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
      }
    default:
      if let size = eraSize(of: view.kind) { view.intrinsicSize = size }
    }
  }

  private func placeholderSize(_ element: SourceElement, kind: ViewKind) -> IntrinsicSize? {
    let width = element.value("placeholderIntrinsicWidth")
    let height = element.value("placeholderIntrinsicHeight")
    guard width != nil || height != nil else { return nil }
    func length(_ text: String?) -> Double? {
      guard let text, text != "infinite" else { return nil }
      return IBNumber.parse(text).map { max(0, $0) }
    }
    // A kind measured by its content keeps the measured length on an axis not given.
    if width == nil || height == nil, Self.measuredKinds.contains(kind) { return nil }
    return IntrinsicSize(width: length(width), height: length(height))
  }

  private static let measuredKinds: Set<ViewKind> = [
    .label, .button, .textField, .textView, .segmentedControl, .switch, .stepper,
    .activityIndicator, .datePicker,
  ]

  /// Controls whose size changed with iOS (alignment-rectangle terms): steppers were 29
  /// points tall, progress views 2 and page controls 37 before iOS 14 (Xcode 12, toolsVersion
  /// 17000); Xcode 26's switches (toolsVersion 24000) are 63 × 28.
  private func eraSize(of kind: ViewKind) -> IntrinsicSize? {
    let version = source.toolsVersion
    switch kind {
    case .stepper where version < 17000: return IntrinsicSize(width: 94, height: 29)
    case .progressView where version < 17000: return IntrinsicSize(width: nil, height: 2)
    case .switch where version >= 24000: return IntrinsicSize(width: 61, height: 28)
    default: return nil
    }
  }
}
