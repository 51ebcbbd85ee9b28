import Geometry
import Interface

/// How a button of each style sets its title: the content insets around it, its default font,
/// and its size without a title (docs/format.md, `button`).
///
/// The legacy system button (`style="default"`, the default) sets its title in the 15 pt
/// system font with no insets at the sides and 6 pt above and below, so that "Hello World" in SF
/// is 78 × 30; without a title it is 30 × 34. `UIButton.Configuration`'s styles set it in the
/// body font (17 pt) inside 12 pt at the sides and 7 pt above and below.
package struct ButtonMetrics: Sendable {
  package var insets: EdgeInsets
  package var font: Font
  /// The intrinsic size of a button without a title, when it is not just the insets.
  package var emptySize: Size?

  package init(_ style: ButtonStyle?) {
    switch style ?? .default {
    case .default:
      insets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
      font = Font(size: 15)
      emptySize = Size(width: 30, height: 34)
    case .plain, .filled, .tinted, .gray:
      insets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
      font = .body
      emptySize = nil
    }
  }

  /// The width the insets take at the sides.
  package var horizontalInsets: Double { insets.left + insets.right }

  /// The height the insets take above and below.
  package var verticalInsets: Double { insets.top + insets.bottom }
}
