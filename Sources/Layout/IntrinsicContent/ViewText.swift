import Interface
import Typography

/// How a view's text is set, shared by measuring (intrinsic size, baselines) and drawing
/// (Appearance), so that what is measured is what is drawn.
///
/// Labels wrap when `numberOfLines` is 0 or above 1 and cut the tail; button titles are one
/// line cut in the middle (UIButton's default) inside their style's insets; text fields show
/// their text or placeholder on one line 7 pt in from each side.
package struct ViewText: Sendable {
  package var text: String
  package var font: FontRequest
  package var maxLines: Int
  package var truncation: Truncation
  /// The width the kind keeps around its text (content insets, padding).
  package var horizontalInset: Double
  /// The height a text view keeps above and below its text (`textContainerInset`).
  package var verticalInset: Double = 0

  /// `systemFont` stands in for the system font when a file's fonts do not name one: Inter unless
  /// `export --font` says otherwise.
  package init?(_ view: View, systemFont: SystemFont = SystemFont()) {
    switch view.kind {
    case .label:
      guard let text = view.content.text, !text.isEmpty else { return nil }
      self.text = text
      maxLines = view.content.numberOfLines ?? 1
      truncation = .tail
      horizontalInset = 0
    case .button:
      guard let title = view.content.title, !title.isEmpty else { return nil }
      text = title
      maxLines = 1
      truncation = .middle
      horizontalInset = ButtonMetrics(view.content.buttonStyle).horizontalInsets
    case .textField:
      let shown = view.content.text.flatMap { $0.isEmpty ? nil : $0 } ?? view.content.placeholder
      guard let shown, !shown.isEmpty else { return nil }
      text = shown
      maxLines = 1
      truncation = .tail
      horizontalInset = 14
    case .textView:
      guard let text = view.content.text, !text.isEmpty else { return nil }
      self.text = text
      maxLines = 0
      truncation = .tail
      horizontalInset = 10
      verticalInset = 16
    default:
      return nil
    }
    font = Self.font(of: view).request(systemFont: systemFont)
  }

  /// The kind's default font: body (17 pt), as UILabel, UIButton.Configuration and
  /// UITextField use; 15 pt for the legacy system button, 14 pt for text views.
  package static func font(of view: View) -> Font {
    if let font = view.content.font { return font }
    switch view.kind {
    case .textView: return Font(size: 14)
    case .button: return ButtonMetrics(view.content.buttonStyle).font
    default: return .body
    }
  }

  /// The text laid out in a view this wide (nil: as wide as the text needs).
  package func layout(inViewWidth width: Double?) -> TextLayout {
    TextSystem.shared.layout(
      text, font: font, maxWidth: width.map { max(0, $0 - horizontalInset) }, maxLines: maxLines,
      truncation: truncation)
  }

  /// Whether the text's height follows the width it is given.
  package var wraps: Bool { maxLines != 1 }
}

extension Font {
  /// The request for this font, `systemFont` standing in for the system font (its family, Inter by
  /// default, and perhaps the system font's own vertical metrics).
  package func request(systemFont: SystemFont = SystemFont()) -> FontRequest {
    FontRequest(
      family: family ?? systemFont.family ?? FontRequest.systemFamily, size: size,
      weight: cssWeight,
      systemMetrics: family == nil && systemFont.usesSystemMetrics)
  }
}

extension InterfaceDocument {
  /// What stands in for the system font in this document (`export --font`, and
  /// `systemFontMetrics="uikit"`).
  package var systemFont: SystemFont {
    SystemFont(family: systemFontFamily, usesSystemMetrics: usesSystemFontMetrics)
  }
}
