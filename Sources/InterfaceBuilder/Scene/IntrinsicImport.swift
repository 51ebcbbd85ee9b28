import Geometry
import Interface
import XMLTree

/// Intrinsic sizes Xcode laid the scene out with (docs/storyboards.md, Intrinsic sizes).
extension ImportSession {
  /// The intrinsic size the view had when Xcode laid the scene out.
  ///
  /// `placeholderIntrinsicWidth`/`Height` (`infinite`: none), a designable's
  /// `intrinsicContentSize`, an image's size from `<resources>`, the sizes controls had in the
  /// Xcode that saved the file, a search bar's height, and the stored size of the other views
  /// drawn as plain views; text is measured as usual. A size the file states (placeholder or
  /// designable) that the stored frame contradicts is stale: the stored size wins on that axis.
  mutating func readIntrinsicSize(_ element: SourceElement, into view: inout View) {
    let stored = storedSize(of: element)
    if let size = placeholderSize(element, kind: view.kind) {
      view.intrinsicSize = Self.checked(size, against: stored)
      return
    }
    if let id = element.value(.id), let size = source.resources.designableSizes[id] {
      view.intrinsicSize = Self.checked(
        IntrinsicSize(
          width: size.width >= 0 ? size.width : nil, height: size.height >= 0 ? size.height : nil),
        against: stored)
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
      let image = element.children.first { $0.name == "state" && $0.value(.key) == "normal" }?
        .value(.image)
      if let symbol = view.content.symbol {
        view.intrinsicSize = IntrinsicSize(width: symbol.size.width, height: symbol.size.height)
      } else if view.content.title?.isEmpty ?? true, let image,
        let size = source.resources.imageSizes[image]
      {
        view.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
      }
    default:
      if case .plain = KindTable.mapping(element.name) {
        view.intrinsicSize = plainSize(element, stored: stored)
      } else if let size = eraSize(of: view) {
        view.intrinsicSize = size
      }
    }
  }

  /// A UIKit view drawn as a plain view: a search bar is 56 points tall (64 from Xcode 26), as
  /// wide as its constraints make it; the others keep the size Xcode stored for them.
  private func plainSize(_ element: SourceElement, stored: Size) -> IntrinsicSize {
    if element.name == "searchBar" {
      return IntrinsicSize(width: nil, height: source.toolsVersion >= XcodeEra.xcode26 ? 64 : 56)
    }
    return IntrinsicSize(width: stored.width, height: stored.height)
  }

  /// The stated size, with the stored size on an axis where the two differ by more than half a
  /// point.
  private static func checked(_ size: IntrinsicSize, against stored: Size) -> IntrinsicSize {
    var result = size
    if let width = size.width, abs(width - stored.width) > 0.5 { result.width = stored.width }
    if let height = size.height, abs(height - stored.height) > 0.5 { result.height = stored.height }
    return result
  }

  private func placeholderSize(_ element: SourceElement, kind: ViewKind) -> IntrinsicSize? {
    let width = element.value(.placeholderIntrinsicWidth)
    let height = element.value(.placeholderIntrinsicHeight)
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

  /// Controls whose size changed with iOS (alignment-rectangle terms): before Xcode 11,
  /// steppers were 29 points tall, segmented controls 29 (28 without the 1-point shadow) and
  /// text fields with a rounded border 30, as wide as measured; progress views were 2 before
  /// Xcode 12; Xcode 26's switches are 63 × 28.
  private func eraSize(of view: View) -> IntrinsicSize? {
    let version = source.toolsVersion
    switch view.kind {
    case .stepper where version < XcodeEra.xcode11: return IntrinsicSize(width: 94, height: 29)
    case .segmentedControl where version < XcodeEra.xcode11:
      return IntrinsicSize(width: nil, height: 28, keepsMeasuredWidth: true)
    case .textField where version < XcodeEra.xcode11 && view.content.borderStyle == .roundedRect:
      return IntrinsicSize(width: nil, height: 30, keepsMeasuredWidth: true)
    case .progressView where version < XcodeEra.xcode12: return IntrinsicSize(width: nil, height: 2)
    case .switch where version >= XcodeEra.xcode26: return IntrinsicSize(width: 61, height: 28)
    default: return nil
    }
  }
}
