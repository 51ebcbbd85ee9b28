import Geometry
import Interface
import XMLTree

/// SF Symbols in imported views (docs/storyboards.md, Images): the symbol an image view, a
/// button or a segment names with `catalog="system"`, and its size as UIKit draws it.
extension ImportSession {
  /// An image view's symbol: `image` with `catalog="system"`, or its `imageReference`; sized
  /// by its `preferredSymbolConfiguration` (a point size, or a font), else 17 points, and drawn
  /// fitted into the stored frame for the scaling content modes.
  func imageViewSymbol(_ element: SourceElement) -> (symbol: SymbolImage, natural: Size)? {
    let reference = element.child("imageReference", key: "image")
    guard let name = reference?.value(.image) ?? element.value(.image),
      (reference ?? element).value(.catalog) == "system"
    else { return nil }
    let configuration = element.child(
      "preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
    var pointSize = 17.0
    if let size = configuration?.number(.pointSize), size > 0 {
      pointSize = size
    } else if let font = configuration?.child("fontDescription").flatMap(IBFont.read) {
      pointSize = font.size
    }
    let scale = [configuration?.value(.scale), reference?.value(.symbolScale)]
      .compactMap { $0 }.first { $0 != "default" && $0 != "unspecified" }
    let natural = symbolSize(name, pointSize: pointSize, scale: scale)
    var drawn = natural
    let fits = ["scaleAspectFit", "scaleAspectFill", "scaleToFill", nil].contains(
      element.value(.contentMode))
    let stored = storedSize(of: element)
    if fits, stored.width > 0, stored.height > 0, natural.width > 0, natural.height > 0 {
      let factor = min(stored.width / natural.width, stored.height / natural.height)
      drawn = Size(width: natural.width * factor, height: natural.height * factor)
    }
    return (SymbolImage(name: name, size: drawn), natural)
  }

  /// A title-less button's symbol (its `normal` state's image, or its configuration's), at the
  /// point size of its title font.
  func buttonSymbol(_ element: SourceElement, fontSize: Double) -> SymbolImage? {
    let normal = element.children.first { $0.name == "state" && $0.value(.key) == "normal" }
    let configuration = element.child("buttonConfiguration", key: "configuration")
    for holder in [configuration, normal].compactMap({ $0 }) {
      if let name = holder.value(.image), holder.value(.catalog) == "system" {
        return SymbolImage(name: name, size: symbolSize(name, pointSize: fontSize, scale: nil))
      }
    }
    return nil
  }

  /// Each segment's symbol (nil for a segment without one), at the segments' 13 points.
  func segmentSymbols(_ element: SourceElement) -> [SymbolImage?] {
    let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
    let symbols = segments.map { segment -> SymbolImage? in
      guard segment.value(.catalog) == "system", let name = segment.value(.image) else {
        return nil
      }
      return SymbolImage(name: name, size: symbolSize(name, pointSize: 13, scale: nil))
    }
    return symbols.contains { $0 != nil } ? symbols : []
  }

  /// The symbol's image size at a point size: its proportions as `<resources>` records them
  /// (square when it does not), the longer side 1.04 × the point size for the medium scale
  /// (0.8 × that for `small`, 1.3 × for `large`), on the 3× pixel grid.
  func symbolSize(_ name: String, pointSize: Double, scale: String?) -> Size {
    let factor: Double =
      switch scale {
      case "small": 0.8
      case "large": 1.3
      default: 1
      }
    let side = pointSize * Self.symbolSideRatio * factor
    let recorded = source.resources.imageSizes[name]
    let (width, height) = (recorded?.width ?? 1, recorded?.height ?? 1)
    let longest = max(width, height)
    guard longest > 0 else { return Size(width: side, height: side) }
    func grid(_ value: Double) -> Double { (value * 3).rounded() / 3 }
    return Size(width: grid(side * width / longest), height: grid(side * height / longest))
  }

  /// The longer side of a symbol's image per point of its size at the medium scale: Xcode
  /// stores 13 × 17.67 for `chevron.right` at the default 17 points.
  static let symbolSideRatio = 1.04
}
